import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Address } from '@app/core/contract/accounts';

export interface AddressTableProps {
  addresses: Address[];
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
}

const COLUMNS = ['City', 'Contact Number', 'Street Address', 'Barangay', 'Type of Home', 'Actions'];

/** Spec §2's columns; on a phone the table scrolls sideways inside its box, not the page. */
export function AddressTable({ addresses, onEdit, onDelete }: AddressTableProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="My addresses" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {addresses.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>No addresses yet. Add one to book faster.</TableCell>
            </TableRow>
          )}
          {addresses.map((address) => {
            const where = `${address.street_address}, ${address.barangay}`;
            return (
              <TableRow key={address.id}>
                <TableCell>{address.city.name ?? 'Unknown city'}</TableCell>
                <TableCell>{address.contact_number ?? '—'}</TableCell>
                <TableCell>{address.street_address}</TableCell>
                <TableCell>{address.barangay}</TableCell>
                <TableCell>{address.type_of_home}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton aria-label={`Edit ${where}`} onClick={() => onEdit(address)}>
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton aria-label={`Delete ${where}`} onClick={() => onDelete(address)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

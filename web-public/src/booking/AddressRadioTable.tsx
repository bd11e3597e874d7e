import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Address } from '@app/core/contract/accounts';
import { radioTabIndex } from '../forms/radioTabIndex.js';

// Read by screen readers, not shown: the radio column's header.
const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const COLUMNS = ['Contact Number', 'City', 'Street Address', 'Barangay', 'Type of Home'];

export interface AddressRadioTableProps {
  addresses: Address[];
  selected: string | null;
  onSelect: (id: string) => void;
}

/** Spec §2's radio table of the customer's addresses; on a phone it scrolls sideways in its box. */
export function AddressRadioTable({ addresses, selected, onSelect }: AddressRadioTableProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Your addresses" sx={{ minWidth: 600 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={hidden}>
                Select
              </Box>
            </TableCell>
            {COLUMNS.map((c) => (
              <TableCell key={c} sx={{ fontWeight: 600 }}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {addresses.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1}>No addresses yet. Add one to continue.</TableCell>
            </TableRow>
          )}
          {addresses.map((a, i) => (
            <TableRow key={a.id} hover selected={a.id === selected} onClick={() => onSelect(a.id)} sx={{ cursor: 'pointer' }}>
              <TableCell padding="checkbox">
                <Radio
                  checked={a.id === selected}
                  onChange={() => onSelect(a.id)}
                  value={a.id}
                  name="booking-address"
                  tabIndex={radioTabIndex(i, addresses.findIndex((b) => b.id === selected))}
                  slotProps={{ input: { 'aria-label': `${a.street_address}, ${a.barangay}, ${a.city.name ?? 'Unknown city'}` } }}
                />
              </TableCell>
              <TableCell>{a.contact_number ?? '—'}</TableCell>
              <TableCell>{a.city.name ?? 'Unknown city'}</TableCell>
              <TableCell>{a.street_address}</TableCell>
              <TableCell>{a.barangay}</TableCell>
              <TableCell>{a.type_of_home}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import VisibilityIcon from '@mui/icons-material/Visibility';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState, type ReactNode } from 'react';
import { Button } from 'react-admin';

/** The View dialog of the field staff's tables: label and value rows, read-only. */
export function DetailsButton({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="View" onClick={() => setOpen(true)}>
        <VisibilityIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" sx={{ fontWeight: 600, width: '35%' }}>
                    {label}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button label="Close" onClick={() => setOpen(false)} />
        </DialogActions>
      </Dialog>
    </>
  );
}

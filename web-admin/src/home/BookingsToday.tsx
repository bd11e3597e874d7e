import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BookingRecord } from '../bookings/types.js';
import { formatDateTime } from '../format.js';

/** Spec §2: the 'Bookings for Today' table, columns Category, Customer, Scheduled Time. */
export function BookingsToday({ bookings, onPick }: { bookings: BookingRecord[]; onPick: (booking: BookingRecord) => void }) {
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        Bookings for Today
      </Typography>
      <Table size="small" aria-label="Bookings for Today">
        <TableHead>
          <TableRow>
            <TableCell>Category</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Scheduled Time</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>No bookings today.</TableCell>
            </TableRow>
          )}
          {bookings.map((b) => (
            <TableRow key={b.id} hover sx={{ cursor: 'pointer' }} onClick={() => onPick(b)}>
              <TableCell>{b.category.name}</TableCell>
              <TableCell>{b.customer.name}</TableCell>
              <TableCell>{formatDateTime(b.when_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

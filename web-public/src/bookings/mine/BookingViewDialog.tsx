import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { dateTime } from '@app/core/format/dates';
import { pesos } from '@app/core/format/money';
import type { Booking } from '@app/core/contract/bookings';
import { addressText } from '../bookingApi.js';
import { paymentLabel } from '../PaymentChip.js';

/** My Bookings' view dialog: the booking's lines with prices, its totals, address and permits. */
export function BookingViewDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  return (
    <Dialog open={booking !== null} onClose={onClose} aria-labelledby="booking-view-title" fullWidth maxWidth="sm">
      {booking && (
        <>
          <DialogTitle id="booking-view-title">Booking {booking.id}</DialogTitle>
          <DialogContent>
            <Typography gutterBottom>
              {booking.category.name} on {dateTime(booking.when_at)}: {booking.work_status_string}, {paymentLabel(booking).toLowerCase()}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {addressText(booking.address)}
            </Typography>
            <Table size="small" aria-label="Services booked" sx={{ my: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Service</TableCell>
                  <TableCell align="right">Qty</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {booking.details.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell>
                      {line.category_service.name} - {line.location}
                    </TableCell>
                    <TableCell align="right">{line.how_many}</TableCell>
                    <TableCell align="right">{pesos(line.total_price)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={2}>Sub Total</TableCell>
                  <TableCell align="right">{pesos(booking.sub_total)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={2}>Discount</TableCell>
                  <TableCell align="right">{pesos(booking.discount)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                    Total
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {pesos(booking.total)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            {booking.work_permits.length > 0 && (
              <Typography variant="body2">
                Work permits:{' '}
                {booking.work_permits.map((p, i) => (
                  <span key={p.file_link}>
                    {i > 0 && ', '}
                    <Link href={p.file_link}>{p.file_name}</Link>
                  </span>
                ))}
              </Typography>
            )}
            {booking.has_manongs && (
              <Link component={RouterLink} to={`/bookings/${booking.id}/manongs`} variant="body2">
                See the assigned manongs
              </Link>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

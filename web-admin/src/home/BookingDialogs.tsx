import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Button } from 'react-admin';
import { BookingDetails } from '../bookings/BookingDetails.js';
import type { BookingRecord } from '../bookings/types.js';
import { formatDate, formatDateTime } from '../format.js';

interface DayProps {
  day: string | null;
  bookings: BookingRecord[];
  onPick: (booking: BookingRecord) => void;
  onClose: () => void;
}

/** A day's schedule (spec §2 Admin home: clicking a day lists that day's schedule). */
export function DayScheduleDialog({ day, bookings, onPick, onClose }: DayProps) {
  return (
    <Dialog open={day !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Schedule for {day ? formatDate(day) : ''}</DialogTitle>
      <DialogContent>
        {bookings.length === 0 ? (
          <Typography variant="body2">No bookings on this day.</Typography>
        ) : (
          <List aria-label="Day schedule">
            {bookings.map((b) => (
              <ListItemButton key={b.id} onClick={() => onPick(b)}>
                <ListItemText primary={`${formatDateTime(b.when_at).slice(-8)} · ${b.category.name} - ${b.customer.name}`} secondary={`${b.id} · ${b.work_status_string}`} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}

/** One calendar entry in detail: customer, address with barangay and city, contact numbers, work status, availed services. */
export function BookingEntryDialog({ booking, onClose }: { booking: BookingRecord | null; onClose: () => void }) {
  return (
    <Dialog open={booking !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Booking Details</DialogTitle>
      <DialogContent>{booking && <BookingDetails booking={booking} />}</DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}

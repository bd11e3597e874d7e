import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { BookingDetails } from '../bookings/BookingDetails.js';
import type { BookingRecord } from '../bookings/types.js';
import { formatDate, formatDateTime } from '../format.js';
import { useCalendarDay } from './useCalendarBookings.js';

const SCHEDULE_PAGE = 25;

interface DayProps {
  day: string | null;
  onPick: (booking: BookingRecord) => void;
  onClose: () => void;
}

/**
 * A day's schedule (spec §2 Admin home: clicking a day lists that day's schedule), read
 * from the api a page at a time when the day is opened: a busy day holds hundreds.
 */
export function DayScheduleDialog({ day, onPick, onClose }: DayProps) {
  const translate = useTranslate();
  return (
    <Dialog open={day !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.home.schedule_for', { day: day ? formatDate(day) : '' })}</DialogTitle>
      {/* A new day starts on its first page. */}
      {day !== null && <DaySchedule key={day} day={day} onPick={onPick} />}
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}

function DaySchedule({ day, onPick }: { day: string; onPick: (booking: BookingRecord) => void }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const schedule = useCalendarDay(day, page, SCHEDULE_PAGE);
  const bookings = schedule.data?.data ?? [];
  const total = schedule.data?.total ?? 0;
  return (
    <DialogContent>
      {schedule.isPending ? (
        <Typography variant="body2">{translate('app.home.loading')}</Typography>
      ) : bookings.length === 0 ? (
        <Typography variant="body2">{translate('app.home.none_on_day')}</Typography>
      ) : (
        <>
          <List aria-label={translate('app.home.day_schedule')}>
            {bookings.map((b) => (
              <ListItemButton key={b.id} onClick={() => onPick(b)}>
                <ListItemText primary={`${formatDateTime(b.when_at).slice(-8)} · ${b.category.name} - ${b.customer.name}`} secondary={`${b.id} · ${b.work_status_string}`} />
              </ListItemButton>
            ))}
          </List>
          {total > SCHEDULE_PAGE && (
            <TablePagination
              component="div"
              count={total}
              page={page - 1}
              rowsPerPage={SCHEDULE_PAGE}
              rowsPerPageOptions={[]}
              onPageChange={(_event, next) => setPage(next + 1)}
            />
          )}
        </>
      )}
    </DialogContent>
  );
}

/** One calendar entry in detail: customer, address with barangay and city, contact numbers, work status, availed services. */
export function BookingEntryDialog({ booking, onClose }: { booking: BookingRecord | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={booking !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.dialog.booking_details')}</DialogTitle>
      <DialogContent>{booking && <BookingDetails booking={booking} />}</DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}

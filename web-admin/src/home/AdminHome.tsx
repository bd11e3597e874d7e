import Grid from '@mui/material/Grid';
import { useState } from 'react';
import type { BookingRecord } from '../bookings/types.js';
import { BookingCalendar, monthRange } from './BookingCalendar.js';
import { BookingCharts } from './BookingCharts.js';
import { BookingEntryDialog, DayScheduleDialog } from './BookingDialogs.js';
import { BookingsToday } from './BookingsToday.js';
import { bookingsOn, daysBetween, localDay, manilaDay } from './calendarData.js';
import { useCalendarBookings } from './useCalendarBookings.js';

/**
 * The administrator's home (spec §2 /admin), below the console's welcome: the month
 * booking calendar, the charts of that month beside it, and the Bookings for Today table.
 */
export function AdminHome() {
  const [date, setDate] = useState(() => new Date());
  const [day, setDay] = useState<string | null>(null);
  const [entry, setEntry] = useState<BookingRecord | null>(null);
  const range = monthRange(date);
  const month = useCalendarBookings(localDay(range.start), localDay(range.end));
  const today = manilaDay(new Date());
  const todays = useCalendarBookings(today, today);
  const bookings = month.data ?? [];

  return (
    <>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <BookingCalendar date={date} bookings={bookings} onNavigate={setDate} onDay={(d) => setDay(localDay(d))} onEntry={setEntry} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <BookingCharts bookings={bookings} days={daysBetween(range.start, range.end)} />
        </Grid>
        <Grid size={12}>
          <BookingsToday bookings={todays.data ?? []} onPick={setEntry} />
        </Grid>
      </Grid>
      <DayScheduleDialog day={day} bookings={day ? bookingsOn(bookings, day) : []} onPick={(b) => (setDay(null), setEntry(b))} onClose={() => setDay(null)} />
      <BookingEntryDialog booking={entry} onClose={() => setEntry(null)} />
    </>
  );
}

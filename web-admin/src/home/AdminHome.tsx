import Grid from '@mui/material/Grid';
import { useState } from 'react';
import type { BookingRecord } from '../bookings/types.js';
import { BookingCalendar, monthRange } from './BookingCalendar.js';
import { BookingCharts } from './BookingCharts.js';
import { BookingEntryDialog, DayScheduleDialog } from './BookingDialogs.js';
import { BookingsToday } from './BookingsToday.js';
import { daysBetween, localDay, manilaDay } from './calendarData.js';
import { PlansDueThisWeek } from './PlansDueThisWeek.js';
import { useCalendarMonth } from './useCalendarBookings.js';

/**
 * The administrator's home (spec §2 /admin), below the console's welcome: the month
 * booking calendar (day counts, and the entries of the quiet days), the bookings per day
 * of that month beside it, and the Bookings for Today table. A day's schedule and today's
 * table are read a page at a time.
 */
export function AdminHome() {
  const [date, setDate] = useState(() => new Date());
  const [day, setDay] = useState<string | null>(null);
  const [entry, setEntry] = useState<BookingRecord | null>(null);
  const range = monthRange(date);
  const month = useCalendarMonth(localDay(range.start), localDay(range.end));
  const days = month.data?.days ?? [];

  return (
    <>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <BookingCalendar date={date} bookings={month.data?.data ?? []} days={days} onNavigate={setDate} onDay={(d) => setDay(localDay(d))} onEntry={setEntry} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <BookingCharts days={days} shown={daysBetween(range.start, range.end)} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <BookingsToday today={manilaDay(new Date())} onPick={setEntry} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <PlansDueThisWeek />
        </Grid>
      </Grid>
      <DayScheduleDialog day={day} onPick={(b) => (setDay(null), setEntry(b))} onClose={() => setDay(null)} />
      <BookingEntryDialog booking={entry} onClose={() => setEntry(null)} />
    </>
  );
}

import Grid from '@mui/material/Grid';
import { useState } from 'react';
import type { BookingRecord } from '../bookings/types.js';
import { BookingCharts } from './BookingCharts.js';
import { BookingEntryDialog, DayScheduleDialog } from './BookingDialogs.js';
import { BookingsToday } from './BookingsToday.js';
import { daysBetween, localDay, manilaDay } from './calendarData.js';
import { MonthCalendar, monthRange } from './MonthCalendar.js';
import { PlansDueThisWeek } from './PlansDueThisWeek.js';
import { useCalendarMonth } from './useCalendarBookings.js';
import { useStages } from './useStages.js';

/**
 * The administrator's home (spec §2 /admin), below the console's welcome: the month
 * booking calendar (day counts, and the entries of the quiet days), the bookings per day
 * of that month beside it, and the Bookings for Today table. A day's schedule and today's
 * table are read a page at a time. The calendar, at the top, draws first; the chart and
 * the tables below it follow, each in a task of its own (useStages).
 */
export function AdminHome() {
  const [date, setDate] = useState(() => new Date());
  const [day, setDay] = useState<string | null>(null);
  const [entry, setEntry] = useState<BookingRecord | null>(null);
  const range = monthRange(date);
  const month = useCalendarMonth(localDay(range.start), localDay(range.end));
  const days = month.data?.days ?? [];
  const stage = useStages(4);
  const today = manilaDay(new Date());

  return (
    <>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <MonthCalendar date={date} today={today} bookings={month.data?.data ?? []} days={days} onNavigate={setDate} onDay={setDay} onEntry={setEntry} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>{stage > 1 && <BookingCharts days={days} shown={daysBetween(range.start, range.end)} />}</Grid>
        <Grid size={{ xs: 12, lg: 7 }}>{stage > 2 && <BookingsToday today={today} onPick={setEntry} />}</Grid>
        <Grid size={{ xs: 12, lg: 5 }}>{stage > 3 && <PlansDueThisWeek />}</Grid>
      </Grid>
      <DayScheduleDialog day={day} onPick={(b) => (setDay(null), setEntry(b))} onClose={() => setDay(null)} />
      <BookingEntryDialog booking={entry} onClose={() => setEntry(null)} />
    </>
  );
}

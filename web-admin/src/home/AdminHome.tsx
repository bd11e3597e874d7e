import Grid from '@mui/material/Grid';
import { memo, useMemo, useState } from 'react';
import type { BookingRecord } from '../bookings/types.js';
import type { CalendarDay } from '@app/core/contract/calendar';
import { BookingCharts } from './BookingCharts.js';
import { BookingEntryDialog, DayScheduleDialog } from './BookingDialogs.js';
import { BookingsToday } from './BookingsToday.js';
import { daysBetween, localDay, manilaDay } from './calendarData.js';
import { MonthCalendar, monthRange } from './MonthCalendar.js';
import { PlansDueThisWeek } from './PlansDueThisWeek.js';
import { useCalendarMonth } from './useCalendarBookings.js';
import { useStages } from './useStages.js';

// Each stage (useStages) draws this page again: its sections are memoised with steady props
// so a stage draws only the section it adds (the calendar was drawn four times a load).
const Calendar = memo(MonthCalendar);
const Charts = memo(BookingCharts);
const Today = memo(BookingsToday);
const Plans = memo(PlansDueThisWeek);
const NO_BOOKINGS: BookingRecord[] = [];
const NO_DAYS: CalendarDay[] = [];

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
  const range = useMemo(() => monthRange(date), [date]);
  const shown = useMemo(() => daysBetween(range.start, range.end), [range]);
  const month = useCalendarMonth(localDay(range.start), localDay(range.end));
  const days = month.data?.days ?? NO_DAYS;
  const stage = useStages(4);
  const today = manilaDay(new Date());

  return (
    <>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Calendar date={date} today={today} bookings={month.data?.data ?? NO_BOOKINGS} days={days} onNavigate={setDate} onDay={setDay} onEntry={setEntry} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>{stage > 1 && <Charts days={days} shown={shown} />}</Grid>
        <Grid size={{ xs: 12, lg: 7 }}>{stage > 2 && <Today today={today} onPick={setEntry} />}</Grid>
        <Grid size={{ xs: 12, lg: 5 }}>{stage > 3 && <Plans />}</Grid>
      </Grid>
      <DayScheduleDialog day={day} onPick={(b) => (setDay(null), setEntry(b))} onClose={() => setDay(null)} />
      <BookingEntryDialog booking={entry} onClose={() => setEntry(null)} />
    </>
  );
}

import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { BookingRecord } from '../bookings/types.js';
import { BookingCalendar, monthRange } from './BookingCalendar.js';
import { BookingEntryDialog, DayScheduleDialog } from './BookingDialogs.js';
import { BookingsToday } from './BookingsToday.js';
import { daysBetween, localDay, manilaDay } from './calendarData.js';
import { useCalendarMonth } from './useCalendarBookings.js';

// The chart library (recharts and its d3 parts, about 100 KB gzip) is fetched once the page
// is idle: the calendar and today's table, which people act on, do not wait for it.
const BookingCharts = lazy(() => import('./BookingCharts.js').then((module) => ({ default: module.BookingCharts })));
const CHARTS_HEIGHT = 264;

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return void setIdle(true);
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}

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
  const idle = useIdle();
  const chartsLoading = <Skeleton variant="rectangular" height={CHARTS_HEIGHT} />;

  return (
    <>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <BookingCalendar date={date} bookings={month.data?.data ?? []} days={days} onNavigate={setDate} onDay={(d) => setDay(localDay(d))} onEntry={setEntry} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          {idle ? (
            <Suspense fallback={chartsLoading}>
              <BookingCharts days={days} shown={daysBetween(range.start, range.end)} />
            </Suspense>
          ) : (
            chartsLoading
          )}
        </Grid>
        <Grid size={12}>
          <BookingsToday today={manilaDay(new Date())} onPick={setEntry} />
        </Grid>
      </Grid>
      <DayScheduleDialog day={day} onPick={(b) => (setDay(null), setEntry(b))} onClose={() => setDay(null)} />
      <BookingEntryDialog booking={entry} onClose={() => setEntry(null)} />
    </>
  );
}

import Skeleton from '@mui/material/Skeleton';
import { addDays } from 'date-fns';
import { lazy, Suspense, useMemo } from 'react';
import type { View } from 'react-big-calendar';
import type { AvailableSlot } from '../bookings/bookingApi.js';
import { useNarrowCalendar } from './calendarSize.js';
import { MonthGrid } from './MonthGrid.js';
import { manilaToday, monthRange } from './slotDates.js';

// react-big-calendar is loaded only where it is drawn: a phone never needs it.
const BigCalendar = lazy(() => import('./BigCalendar.js').then((m) => ({ default: m.BigCalendar })));

/** react-big-calendar's agenda shows 30 days from its date. */
const AGENDA_DAYS = 30;

/** The days a view shows, whose slots it needs; on a phone every view is the month grid. */
export function visibleRange(view: View, date: Date, narrow: boolean): { start: Date; end: Date } {
  if (narrow || view === 'month') return monthRange(date);
  if (view === 'agenda') return { start: date, end: addDays(date, AGENDA_DAYS) };
  return { start: date, end: date };
}

export interface SlotCalendarProps {
  date: Date;
  onDateChange: (date: Date) => void;
  /** Wide screens only: the views offered, month by default. */
  views?: View[];
  view?: View;
  onView?: (view: View) => void;
  slots: AvailableSlot[];
  chosenDay: string | null;
  chosenSlotId: string | null;
  onPickDay: (day: string) => void;
  /** A slot chosen on the calendar itself (wide screens draw slots as events). */
  onPickSlot: (slot: AvailableSlot) => void;
  /** Wide screens' calendar height. */
  height: number;
}

const MONTH: View[] = ['month'];

/**
 * The schedule calendar of the booking wizard and of rebooking: on a phone a month of
 * day buttons a thumb can hit (the chosen day's slots are listed below it by the caller);
 * on wider screens react-big-calendar with its month, day and schedule views.
 */
export function SlotCalendar({ date, onDateChange, views = MONTH, view = 'month', onView, slots, chosenDay, chosenSlotId, onPickDay, onPickSlot, height }: SlotCalendarProps) {
  const narrow = useNarrowCalendar();
  const today = manilaToday();
  const counts = useMemo(() => {
    const byDay = new Map<string, number>();
    for (const s of slots) byDay.set(s.scheduled_at, (byDay.get(s.scheduled_at) ?? 0) + 1);
    return byDay;
  }, [slots]);

  if (narrow) return <MonthGrid month={date} onMonthChange={onDateChange} counts={counts} today={today} chosenDay={chosenDay} onPickDay={onPickDay} />;
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>
      <BigCalendar
        views={views}
        view={view}
        onView={onView ?? (() => undefined)}
        date={date}
        onNavigate={onDateChange}
        slots={slots}
        counts={counts}
        today={today}
        chosenSlotId={chosenSlotId}
        onPickDay={onPickDay}
        onPickSlot={onPickSlot}
        height={height}
      />
    </Suspense>
  );
}

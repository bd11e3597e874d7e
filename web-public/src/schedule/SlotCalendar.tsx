import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { addDays } from 'date-fns';
import { lazy, Suspense, useMemo } from 'react';
import type { View } from 'react-big-calendar';
import type { AvailableSlot } from '@app/core/contract/bookings';
import { DAY_SIZE, GRID_BAR, GRID_WEEKDAYS, useNarrowCalendar, VIEW_BAR, WEEKS } from './calendarSize.js';
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
  /** A slot chosen on the calendar itself (the day and schedule views draw slots as events). */
  onPickSlot: (slot: AvailableSlot) => void;
  /** The calendar's height on wide screens. */
  height: number;
}

const MONTH: View[] = ['month'];

const VIEW_NAMES: Partial<Record<View, string>> = { month: 'Month', day: 'Day', agenda: 'Schedules' };

/**
 * The schedule calendar of the booking wizard and of rebooking. The month is a grid of day
 * buttons at every width (a thumb's size on a phone, the chosen day's slots listed below it
 * by the caller); on wider screens react-big-calendar adds its day and schedule views.
 */
export function SlotCalendar({ date, onDateChange, views = MONTH, view = 'month', onView, slots, chosenDay, chosenSlotId, onPickDay, onPickSlot, height }: SlotCalendarProps) {
  const narrow = useNarrowCalendar();
  const today = manilaToday();
  const counts = useMemo(() => {
    const byDay = new Map<string, number>();
    for (const s of slots) byDay.set(s.scheduled_at, (byDay.get(s.scheduled_at) ?? 0) + 1);
    return byDay;
  }, [slots]);
  const switchable = !narrow && views.length > 1 && onView !== undefined;

  if (narrow || view === 'month') {
    // On wide screens the weeks share the calendar's height, less the view switch above them.
    const dayHeight = narrow ? DAY_SIZE : (height - GRID_BAR - GRID_WEEKDAYS - (switchable ? VIEW_BAR : 0)) / WEEKS;
    return (
      <Box>
        {switchable && <ViewSwitch views={views} view={view} onView={onView} />}
        <MonthGrid month={date} onMonthChange={onDateChange} counts={counts} today={today} chosenDay={chosenDay} onPickDay={onPickDay} dayHeight={dayHeight} />
      </Box>
    );
  }
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>
      <BigCalendar views={views} view={view} onView={onView ?? (() => undefined)} date={date} onNavigate={onDateChange} slots={slots} chosenSlotId={chosenSlotId} onPickSlot={onPickSlot} height={height} />
    </Suspense>
  );
}

function ViewSwitch({ views, view, onView }: { views: View[]; view: View; onView: (view: View) => void }) {
  return (
    <ToggleButtonGroup exclusive size="small" aria-label="Calendar view" value={view} onChange={(_, next: View | null) => next && onView(next)} sx={{ height: VIEW_BAR - 8, mb: 1 }}>
      {views.map((v) => (
        <ToggleButton key={v} value={v} sx={{ px: 2 }}>
          {VIEW_NAMES[v] ?? v}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

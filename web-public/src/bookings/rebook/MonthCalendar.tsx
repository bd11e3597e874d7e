import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { createContext, useContext, useMemo } from 'react';
import { Calendar, dateFnsLocalizer, type DateHeaderProps, type ToolbarProps } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { slotTime } from '../../format.js';
import type { AvailableSlot } from '../bookingApi.js';
import { calendarDate, dayKey, manilaToday } from './slotDates.js';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-US': enUS } });

/** Spec §2: the rebooking calendar is 500 px high. */
export const CALENDAR_HEIGHT = 500;

interface SlotEvent {
  title: string;
  start: Date;
  end: Date;
  slot: AvailableSlot;
}

export interface MonthCalendarProps {
  month: Date;
  onMonthChange: (month: Date) => void;
  slots: AvailableSlot[];
  onPickDay: (day: string) => void;
}

function Toolbar({ label, onNavigate }: ToolbarProps<SlotEvent>) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
      <IconButton aria-label="Previous month" onClick={() => onNavigate('PREV')}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography component="h3" variant="subtitle1" aria-live="polite">
        {label}
      </Typography>
      <IconButton aria-label="Next month" onClick={() => onNavigate('NEXT')}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}

interface DayInfo {
  counts: Map<string, number>;
  today: string;
  onPickDay: (day: string) => void;
}

// The day buttons read the month's counts from here, so their component stays the same
// between renders and a button keeps the keyboard focus when a dialog returns it.
const DayContext = createContext<DayInfo>({ counts: new Map(), today: '', onPickDay: () => undefined });

function DateHeader({ date, label }: DateHeaderProps) {
  const theme = useTheme();
  const { counts, today, onPickDay } = useContext(DayContext);
  const key = dayKey(date);
  const count = counts.get(key) ?? 0;
  const future = key >= today;
  const name = `${format(date, 'MMMM d, yyyy')}: ${count === 0 ? 'no schedules' : `${count} schedule${count === 1 ? '' : 's'}`}`;
  return (
    <ButtonBase
      aria-label={name}
      data-day={key}
      disabled={!future}
      onClick={() => onPickDay(key)}
      sx={{ px: 0.75, borderRadius: 1, fontWeight: count > 0 ? 700 : 400, '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` } }}
    >
      {label}
    </ButtonBase>
  );
}

const COMPONENTS = { toolbar: Toolbar, month: { dateHeader: DateHeader } };

/**
 * The month calendar of the Select Schedule dialog: days with schedules highlighted and
 * only future days clickable. Each day number is a real button, so the calendar works by
 * keyboard; its label says how many schedules the day has.
 */
export function MonthCalendar({ month, onMonthChange, slots, onPickDay }: MonthCalendarProps) {
  const theme = useTheme();
  const today = manilaToday();
  const counts = useMemo(() => {
    const byDay = new Map<string, number>();
    for (const s of slots) byDay.set(s.scheduled_at, (byDay.get(s.scheduled_at) ?? 0) + 1);
    return byDay;
  }, [slots]);
  const events = useMemo<SlotEvent[]>(
    () => slots.map((slot) => ({ slot, title: `${slotTime(slot.start_at)} - ${slotTime(slot.end_at)}`, start: calendarDate(slot.scheduled_at, slot.start_at), end: calendarDate(slot.scheduled_at, slot.end_at) })),
    [slots],
  );

  const days = useMemo(() => ({ counts, today, onPickDay }), [counts, today, onPickDay]);

  return (
    <DayContext.Provider value={days}>
      <Box sx={{ height: CALENDAR_HEIGHT, '& .rbc-event': { fontSize: 12, px: 0.5 } }}>
        <Calendar<SlotEvent>
          localizer={localizer}
          culture="en-US"
          views={['month']}
          view="month"
          onView={() => undefined}
          date={month}
          onNavigate={(date) => onMonthChange(date)}
          events={events}
          style={{ height: CALENDAR_HEIGHT }}
          popup
          components={COMPONENTS}
          onSelectEvent={(event) => onPickDay(event.slot.scheduled_at)}
          dayPropGetter={(date) => {
            const key = dayKey(date);
            if ((counts.get(key) ?? 0) > 0) return { style: { backgroundColor: alpha(theme.palette.primary.main, 0.12) } };
            return key < today ? { style: { backgroundColor: theme.palette.action.disabledBackground } } : {};
          }}
        />
      </Box>
    </DayContext.Provider>
  );
}

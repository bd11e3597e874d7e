import 'react-big-calendar/lib/css/react-big-calendar.css';
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
import { Calendar, dateFnsLocalizer, type DateHeaderProps, type ToolbarProps, type View } from 'react-big-calendar';
import type { AvailableSlot } from '../bookings/bookingApi.js';
import { calendarDate, dayKey, dayName, slotLabel } from './slotDates.js';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-US': enUS } });

interface SlotEvent {
  title: string;
  start: Date;
  end: Date;
  slot: AvailableSlot;
}

const toEvent = (slot: AvailableSlot): SlotEvent => ({
  title: slotLabel(slot),
  start: calendarDate(slot.scheduled_at, slot.start_at),
  end: calendarDate(slot.scheduled_at, slot.end_at),
  slot,
});

/** The month-only calendar's bar: previous, the month, next. */
function MonthToolbar({ label, onNavigate }: ToolbarProps<SlotEvent>) {
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
  return (
    <ButtonBase
      aria-label={dayName(date, count)}
      data-day={key}
      disabled={key < today}
      onClick={() => onPickDay(key)}
      sx={{ px: 0.75, borderRadius: 1, fontWeight: count > 0 ? 700 : 400, '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` } }}
    >
      {label}
    </ButtonBase>
  );
}

const MONTH_ONLY = { toolbar: MonthToolbar, month: { dateHeader: DateHeader } };
const WITH_VIEWS = { month: { dateHeader: DateHeader } };

export interface BigCalendarProps {
  views: View[];
  view: View;
  onView: (view: View) => void;
  date: Date;
  onNavigate: (date: Date) => void;
  slots: AvailableSlot[];
  counts: Map<string, number>;
  today: string;
  chosenSlotId: string | null;
  onPickDay: (day: string) => void;
  onPickSlot: (slot: AvailableSlot) => void;
  height: number;
}

/**
 * react-big-calendar for wide screens, where its month, day and schedule views fit: days
 * with slots tinted, past days dimmed, each day number a button named with what it offers.
 */
export function BigCalendar({ views, view, onView, date, onNavigate, slots, counts, today, chosenSlotId, onPickDay, onPickSlot, height }: BigCalendarProps) {
  const theme = useTheme();
  const events = useMemo(() => slots.map(toEvent), [slots]);
  const days = useMemo(() => ({ counts, today, onPickDay }), [counts, today, onPickDay]);
  return (
    <DayContext.Provider value={days}>
      <Box sx={{ height, '& .rbc-event': { fontSize: 12, px: 0.5 } }}>
        <Calendar<SlotEvent>
          localizer={localizer}
          culture="en-US"
          events={events}
          views={views}
          view={view}
          onView={onView}
          date={date}
          onNavigate={onNavigate}
          style={{ height }}
          popup
          selectable
          onSelectSlot={({ start }) => dayKey(start) >= today && onPickDay(dayKey(start))}
          onSelectEvent={(event) => onPickSlot(event.slot)}
          components={views.length === 1 ? MONTH_ONLY : WITH_VIEWS}
          eventPropGetter={(event) => (event.slot.id === chosenSlotId ? { style: { backgroundColor: theme.palette.secondary.dark } } : {})}
          dayPropGetter={(day) => {
            const key = dayKey(day);
            if (key < today) return { style: { backgroundColor: theme.palette.action.disabledBackground } };
            return (counts.get(key) ?? 0) > 0 ? { style: { backgroundColor: alpha(theme.palette.primary.main, 0.12) } } : {};
          }}
          messages={{ event: 'Schedule', agenda: 'Schedules', date: 'Date', time: 'Time', noEventsInRange: 'No Schedule' }}
        />
      </Box>
    </DayContext.Provider>
  );
}

import 'react-big-calendar/lib/css/react-big-calendar.css';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useMemo } from 'react';
import { Calendar, dateFnsLocalizer, type View } from 'react-big-calendar';
import type { AvailableSlot } from '@app/core/contract/bookings';
import { calendarDate, slotLabel } from './slotDates.js';

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

export interface BigCalendarProps {
  views: View[];
  view: View;
  onView: (view: View) => void;
  date: Date;
  onNavigate: (date: Date) => void;
  slots: AvailableSlot[];
  chosenSlotId: string | null;
  onPickSlot: (slot: AvailableSlot) => void;
  height: number;
}

/**
 * react-big-calendar's day and schedule (agenda) views, each slot an event to pick. Its
 * month view is not used: its rows break ARIA's table rules and its day numbers are too
 * small to tap, so the month is MonthGrid's at every width.
 */
export function BigCalendar({ views, view, onView, date, onNavigate, slots, chosenSlotId, onPickSlot, height }: BigCalendarProps) {
  const theme = useTheme();
  const events = useMemo(() => slots.map(toEvent), [slots]);
  return (
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
        onSelectEvent={(event) => onPickSlot(event.slot)}
        eventPropGetter={(event) => (event.slot.id === chosenSlotId ? { style: { backgroundColor: theme.palette.secondary.dark } } : {})}
        messages={{ event: 'Schedule', agenda: 'Schedules', date: 'Date', time: 'Time', noEventsInRange: 'No Schedule' }}
      />
    </Box>
  );
}

import 'react-big-calendar/lib/css/react-big-calendar.css';
import Box from '@mui/material/Box';
import { endOfMonth, endOfWeek, format, getDay, parse, startOfMonth, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { useTranslate } from 'react-admin';
import { Calendar, dateFnsLocalizer } from 'react-big-calendar';
import type { BookingRecord } from '../bookings/types.js';
import type { CalendarDay } from '@app/core/contract/calendar';
import { calendarEvents, type CalendarEvent } from './calendarData.js';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-US': enUS } });

/** The first and last day a month view shows (its spill-over weeks included). */
export function monthRange(date: Date): { start: Date; end: Date } {
  return { start: startOfWeek(startOfMonth(date)), end: endOfWeek(endOfMonth(date)) };
}

interface Props {
  date: Date;
  /** The bookings of the quiet days, drawn as entries. */
  bookings: BookingRecord[];
  /** How many bookings each day holds: a busier day shows its count. */
  days: CalendarDay[];
  onNavigate: (date: Date) => void;
  onDay: (day: Date) => void;
  onEntry: (booking: BookingRecord) => void;
}

/**
 * Spec §2 Admin home, §9: a month calendar (current month first) with Today, previous
 * and next; a day opens its schedule, an entry its details. Times are Manila's. A day
 * with more bookings than a cell can show has one entry, its count, opening its schedule.
 */
export function BookingCalendar({ date, bookings, days, onNavigate, onDay, onEntry }: Props) {
  const translate = useTranslate();
  return (
    // The day numbers of the neighbouring months: react-big-calendar's #999 is 2.8:1 on white.
    <Box sx={{ '& .rbc-off-range': { color: 'text.secondary' } }}>
      <Calendar<CalendarEvent>
        localizer={localizer}
        culture="en-US"
        events={calendarEvents(bookings, days)}
        date={date}
        onNavigate={onNavigate}
        view="month"
        views={['month']}
        onView={() => {}}
        selectable
        onSelectSlot={(slot) => onDay(slot.start)}
        onDrillDown={(day) => onDay(day)}
        onSelectEvent={(event) => (event.booking ? onEntry(event.booking) : onDay(event.start))}
        onShowMore={(_events, day) => onDay(day)}
        messages={{ today: translate('app.home.calendar.today'), previous: translate('app.home.calendar.previous'), next: translate('app.home.calendar.next') }}
        popup={false}
        style={{ height: 620 }}
      />
    </Box>
  );
}

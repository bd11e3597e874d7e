import { useTranslate } from 'react-admin';
import type { BookingRecord } from '../bookings/types.js';
import type { CalendarDay } from '@app/core/contract/calendar';
import { formatDate } from '../format.js';
import { calendarEvents, localDay, type CalendarEvent } from './calendarData.js';
import './monthCalendar.css';

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
/** Sun to Sat, as the month label is written (2023-01-01 was a Sunday). */
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => weekday.format(new Date(2023, 0, 1 + i)));

/** The first and last day a month view shows: from the Sunday before the 1st to the Saturday after the last day. */
export function monthRange(date: Date): { start: Date; end: Date } {
  const first = new Date(date.getFullYear(), date.getMonth(), 1);
  const last = new Date(date.getFullYear(), date.getMonth() + 1, 0);
  return { start: new Date(first.getFullYear(), first.getMonth(), 1 - first.getDay()), end: new Date(last.getFullYear(), last.getMonth(), last.getDate() + 6 - last.getDay()) };
}

/** The days of the range, a week a row. */
function weeksOf({ start, end }: { start: Date; end: Date }): Date[][] {
  const weeks: Date[][] = [];
  for (let d = new Date(start); d <= end; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) {
    if (d.getDay() === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push(d);
  }
  return weeks;
}

interface Props {
  date: Date;
  /** Today's Manila day, 'YYYY-MM-DD'. */
  today: string;
  /** The bookings of the quiet days, drawn as entries. */
  bookings: BookingRecord[];
  /** How many bookings each day holds: a busier day shows its count. */
  days: CalendarDay[];
  onNavigate: (date: Date) => void;
  onDay: (day: string) => void;
  onEntry: (booking: BookingRecord) => void;
}

/**
 * Spec §2 Admin home, §9: a month calendar (current month first) with Today, previous
 * and next; a day opens its schedule, an entry its details. Times are Manila's. A day
 * with more bookings than a cell can show has one entry, its count, opening its schedule.
 * A table of plain elements and one stylesheet: react-big-calendar drew the same month
 * with ~45 KB gzip of scripts and measured its rows (a forced layout and a second render
 * in the task that first drew the page).
 */
export function MonthCalendar({ date, today, bookings, days, onNavigate, onDay, onEntry }: Props) {
  const translate = useTranslate();
  const month = date.getMonth();
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of calendarEvents(bookings, days).sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const day = localDay(event.start);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  const shift = (months: number) => onNavigate(new Date(date.getFullYear(), month + months, 1));
  return (
    <section className="month-calendar" aria-labelledby="month-calendar-label">
      <div className="month-calendar-toolbar">
        <span className="month-calendar-nav">
          <button type="button" onClick={() => onNavigate(new Date())}>
            {translate('app.home.calendar.today')}
          </button>
          <button type="button" onClick={() => shift(-1)}>
            {translate('app.home.calendar.previous')}
          </button>
          <button type="button" onClick={() => shift(1)}>
            {translate('app.home.calendar.next')}
          </button>
        </span>
        <h2 id="month-calendar-label">{monthLabel.format(date)}</h2>
      </div>
      <table>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(monthRange(date)).map((week) => (
            <tr key={localDay(week[0]!)}>
              {week.map((d) => {
                const day = localDay(d);
                const number = String(d.getDate()).padStart(2, '0');
                const classes = [d.getMonth() !== month && 'off-range', day === today && 'today'].filter(Boolean).join(' ');
                return (
                  // A click anywhere in the cell opens the day's schedule, as its number does from the keyboard.
                  <td key={day} className={classes || undefined} onClick={(e) => e.target === e.currentTarget && onDay(day)}>
                    <button
                      type="button"
                      className="month-calendar-day"
                      aria-current={day === today ? 'date' : undefined}
                      aria-label={`${number}: ${translate('app.home.schedule_for', { day: formatDate(day) })}`}
                      onClick={() => onDay(day)}
                    >
                      {number}
                    </button>
                    {byDay.get(day)?.map((event) => (
                      <button
                        type="button"
                        key={event.booking?.id ?? 'count'}
                        className="month-calendar-entry"
                        data-count={event.booking ? undefined : ''}
                        title={event.title}
                        onClick={() => (event.booking ? onEntry(event.booking) : onDay(day))}
                      >
                        {event.title}
                      </button>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

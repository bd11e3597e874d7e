/**
 * The home page's arithmetic on the calendar's answer: Manila wall-clock dates for the
 * calendar (the console shows Philippine time wherever the browser is, see format.ts),
 * its entries, and the chart's series. Pure functions of what the calendar fetched.
 */
import { BUSINESS_TIME_ZONE } from '../format.js';
import type { CalendarDay } from '@app/core/contract/calendar';
import type { BookingRecord } from '../bookings/types.js';

const manilaParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(value: string | Date): Record<string, number> {
  return Object.fromEntries(manilaParts.formatToParts(new Date(value)).filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
}

/** A Date whose local fields read as the instant's Manila wall clock (the month calendar draws local time). */
export function manilaWallClock(value: string | Date): Date {
  const p = parts(value);
  return new Date(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local Date's calendar day as 'YYYY-MM-DD' (the calendar's cells are Manila days). */
export const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The Manila day of an instant, 'YYYY-MM-DD'. */
export const manilaDay = (value: string | Date) => localDay(manilaWallClock(value));

/** An entry of the month view: a booking, or how many bookings a busier day holds. */
export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  allDay?: boolean;
  booking?: BookingRecord;
}

/**
 * Two hours a booking (spec §9 schedule duration default), ending by midnight: a late
 * booking belongs to its service day and must not spill into the next cell of the month.
 * A day in `days` none of whose bookings are given (a busier day than a cell can show)
 * gets one all-day entry with its count, which opens the day's schedule.
 */
export function calendarEvents(bookings: readonly BookingRecord[], days: readonly CalendarDay[] = []): CalendarEvent[] {
  const entries: CalendarEvent[] = bookings.map((booking) => {
    const start = manilaWallClock(booking.when_at);
    const midnight = new Date(start.getFullYear(), start.getMonth(), start.getDate(), 23, 59);
    const end = new Date(Math.min(start.getTime() + 2 * 3_600_000, midnight.getTime()));
    return { title: `${booking.category.name} - ${booking.customer.name}`, start, end, booking };
  });
  const drawn = new Set(bookings.map((b) => manilaDay(b.when_at)));
  for (const day of days) {
    if (drawn.has(day.date) || day.bookings === 0) continue;
    const [y, m, d] = day.date.split('-').map(Number) as [number, number, number];
    entries.push({ title: `${day.bookings.toLocaleString('en-US')} bookings`, start: new Date(y, m - 1, d), end: new Date(y, m - 1, d, 23, 59), allDay: true });
  }
  return entries;
}

/** Bookings per service day, every day of the range shown (zeros included, so gaps read as gaps). */
export function bookingsPerDay(days: readonly CalendarDay[], shown: readonly string[]): { day: string; bookings: number }[] {
  const counts = new Map(days.map((d) => [d.date, d.bookings]));
  return shown.map((day) => ({ day: day.slice(5), bookings: counts.get(day) ?? 0 }));
}

/** Every day from `start` to `end` inclusive, as 'YYYY-MM-DD'. */
export function daysBetween(start: Date, end: Date): string[] {
  const days: string[] = [];
  for (let d = new Date(start.getFullYear(), start.getMonth(), start.getDate()); d <= end; d.setDate(d.getDate() + 1)) days.push(localDay(d));
  return days;
}

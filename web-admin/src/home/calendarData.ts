/**
 * The home page's arithmetic on the calendar's bookings: Manila wall-clock dates for the
 * calendar (the console shows Philippine time wherever the browser is, see format.ts),
 * and the charts' series. Pure functions of the bookings the calendar already fetched.
 */
import { BUSINESS_TIME_ZONE } from '../format.js';
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

/** A Date whose local fields read as the instant's Manila wall clock (react-big-calendar draws local time). */
export function manilaWallClock(value: string | Date): Date {
  const p = parts(value);
  return new Date(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local Date's calendar day as 'YYYY-MM-DD' (the calendar's cells are Manila days). */
export const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The Manila day of an instant, 'YYYY-MM-DD'. */
export const manilaDay = (value: string | Date) => localDay(manilaWallClock(value));

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  booking: BookingRecord;
}

/**
 * Two hours a booking (spec §9 schedule duration default), ending by midnight: a late
 * booking belongs to its service day and must not spill into the next cell of the month.
 */
export function calendarEvents(bookings: readonly BookingRecord[]): CalendarEvent[] {
  return bookings.map((booking) => {
    const start = manilaWallClock(booking.when_at);
    const midnight = new Date(start.getFullYear(), start.getMonth(), start.getDate(), 23, 59);
    const end = new Date(Math.min(start.getTime() + 2 * 3_600_000, midnight.getTime()));
    return { title: `${booking.category.name} - ${booking.customer.name}`, start, end, booking };
  });
}

export const bookingsOn = (bookings: readonly BookingRecord[], day: string) => bookings.filter((b) => manilaDay(b.when_at) === day);

/** Bookings per service day, every day of the range shown (zeros included, so gaps read as gaps). */
export function bookingsPerDay(bookings: readonly BookingRecord[], days: readonly string[]): { day: string; bookings: number }[] {
  const counts = new Map<string, number>();
  for (const b of bookings) counts.set(manilaDay(b.when_at), (counts.get(manilaDay(b.when_at)) ?? 0) + 1);
  return days.map((day) => ({ day: day.slice(5), bookings: counts.get(day) ?? 0 }));
}

/** Monday of the week holding a 'YYYY-MM-DD' day. */
function weekOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** Revenue of paid bookings per week of service (Monday first), in pesos. */
export function revenuePerWeek(bookings: readonly BookingRecord[]): { week: string; revenue: number }[] {
  const sums = new Map<string, number>();
  for (const b of bookings) {
    if (b.payment_status !== 'paid') continue;
    const week = weekOf(manilaDay(b.when_at));
    sums.set(week, (sums.get(week) ?? 0) + Number(b.total));
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([week, revenue]) => ({ week: `Week of ${week.slice(5)}`, revenue: Math.round(revenue * 100) / 100 }));
}

/** How many bookings hold each work status. */
export function bookingsByStatus(bookings: readonly BookingRecord[]): { status: string; bookings: number }[] {
  const counts = new Map<string, number>();
  for (const b of bookings) counts.set(b.work_status_string, (counts.get(b.work_status_string) ?? 0) + 1);
  return [...counts.entries()].map(([status, count]) => ({ status, bookings: count }));
}

/** Every day from `start` to `end` inclusive, as 'YYYY-MM-DD'. */
export function daysBetween(start: Date, end: Date): string[] {
  const days: string[] = [];
  for (let d = new Date(start.getFullYear(), start.getMonth(), start.getDate()); d <= end; d.setDate(d.getDate() + 1)) days.push(localDay(d));
  return days;
}

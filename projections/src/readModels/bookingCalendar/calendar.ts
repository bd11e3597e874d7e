/**
 * The admin home's calendar (`GET /api/dashboard-calendar`) at any number of bookings: a
 * month holds ~28,000 of them at a million, so the month view reads how many each day
 * holds (one walk of the when_at index, no row read) and the bookings of the quiet days
 * only; a day's schedule is read a page at a time when it is opened.
 */
import type pg from 'pg';
import { addDays, manilaDate, manilaInstant } from '@app/core/schedules/manilaTime';
import { bookingsByReference, type BookingRecord } from '../bookingList/bookings.js';

type Db = Pick<pg.Pool, 'query'>;

export interface CalendarDay {
  /** The Manila day, 'YYYY-MM-DD'. */
  date: string;
  bookings: number;
}

/**
 * How many bookings each Manila day of [start, end) holds, days without any left out.
 * Counted per slot time in the index's order (a few hundred groups a month), then per day.
 */
export async function calendarDays(db: Db, start: Date, end: Date): Promise<CalendarDay[]> {
  const { rows } = await db.query<{ when_at: Date; n: string }>(
    'SELECT when_at, count(*) AS n FROM rm_bookings.bookings WHERE when_at >= $1 AND when_at < $2 GROUP BY when_at ORDER BY when_at',
    [start, end],
  );
  const days: CalendarDay[] = [];
  for (const row of rows) {
    const date = manilaDate(row.when_at);
    const last = days.at(-1);
    if (last?.date === date) last.bookings += Number(row.n);
    else days.push({ date, bookings: Number(row.n) });
  }
  return days;
}

/** The instants a Manila day covers, within [start, end). */
function dayBounds(date: string, start: Date, end: Date): [Date, Date] {
  const from = manilaInstant(date, '00:00');
  const to = manilaInstant(addDays(date, 1), '00:00');
  return [from < start ? start : from, to > end ? end : to];
}

/**
 * Every booking of the days holding at most `perDay` bookings (from `days`), by when_at
 * then reference: what a month view can draw as entries; a busier day shows its count.
 */
export async function quietDaysBookings(db: Db, days: readonly CalendarDay[], perDay: number, start: Date, end: Date): Promise<BookingRecord[]> {
  const quiet = days.filter((d) => d.bookings <= perDay).map((d) => dayBounds(d.date, start, end));
  if (quiet.length === 0) return [];
  const { rows } = await db.query<{ reference: string }>(
    `SELECT b.reference FROM unnest($1::timestamptz[], $2::timestamptz[]) AS d(lo, hi)
     CROSS JOIN LATERAL (SELECT reference, when_at FROM rm_bookings.bookings WHERE when_at >= d.lo AND when_at < d.hi
                         ORDER BY when_at, reference LIMIT $3) b
     ORDER BY b.when_at, b.reference`,
    [quiet.map((q) => q[0]), quiet.map((q) => q[1]), perDay],
  );
  return bookingsByReference(
    db,
    rows.map((r) => r.reference),
  );
}

/** A page of the bookings of [start, end), by when_at then reference: a day's schedule. */
export async function calendarPage(db: Db, start: Date, end: Date, offset: number, limit: number): Promise<BookingRecord[]> {
  const { rows } = await db.query<{ reference: string }>(
    'SELECT reference FROM rm_bookings.bookings WHERE when_at >= $1 AND when_at < $2 ORDER BY when_at, reference OFFSET $3 LIMIT $4',
    [start, end, offset, limit],
  );
  return bookingsByReference(
    db,
    rows.map((r) => r.reference),
  );
}

/**
 * The admin calendar's reads (calendar.ts): bookings counted per Manila day (a booking at
 * 00:30 Manila is the next day's, though still the day before in UTC), the bookings of
 * the quiet days only, and a day's schedule a page at a time, all within [start, end).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@app/core/testing/testDatabase';
import { calendarDays, calendarPage, quietDaysBookings } from './calendar.js';
import { bookingsTestDatabase } from '../bookings/testDatabase.js';

let db: TestDatabase;

/** Bookings at the given instants (in order of `i`), with one line each. */
async function insertAt(instants: string[], from: number): Promise<void> {
  await db.pool.query(
    `INSERT INTO rm_bookings.bookings (id, reference, customer_id, customer_first_name, customer_last_name, customer_name, customer_email,
       address_city_id, address_city_name, address_street, address_barangay, address_type_of_home, category_id, category_name, slot_id,
       when_at, work_status, payment_status, sub_total, discount, total, gateway, placed_by, created_at, updated_at)
     SELECT md5('b' || i)::uuid, 'REF' || lpad(i::text, 7, '0'), md5('c')::uuid, 'Ana', 'Reyes', 'Ana Reyes', 'ana@example.ph',
       md5('city')::uuid, 'Makati', 'St', 'Brgy', 'House', md5('cat')::uuid, 'Aircon', 's' || i, t, 0, 'paid', 1000, 0, 1000, 'xendit', 'customer', now(), now()
     FROM unnest($1::timestamptz[]) WITH ORDINALITY AS u(t, k), LATERAL (SELECT $2::int + k::int AS i) n`,
    [instants, from],
  );
  await db.pool.query(
    `INSERT INTO rm_bookings.booking_lines (booking_id, line_no, service_id, name, location, quantity, unit_price, total_price)
     SELECT id, 1, md5('svc')::uuid, 'Aircon cleaning', 'Bedroom', 1, 1000, 1000 FROM rm_bookings.bookings WHERE reference >= $1`,
    [`REF${String(from + 1).padStart(7, '0')}`],
  );
}

beforeAll(async () => {
  db = await bookingsTestDatabase();
  await insertAt(
    [
      // 5 March (Manila): two bookings, the last at 23:30.
      '2026-03-05T01:00:00Z',
      '2026-03-05T15:30:00Z',
      // 6 March: 00:30 Manila (still the 5th in UTC), then four more.
      '2026-03-05T16:30:00Z',
      '2026-03-06T02:00:00Z',
      '2026-03-06T02:00:00Z',
      '2026-03-06T03:00:00Z',
      '2026-03-06T04:00:00Z',
      // 9 March: one.
      '2026-03-09T00:00:00Z',
    ],
    0,
  );
});
afterAll(async () => {
  await db?.drop();
});

const manilaMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`);

describe('the admin calendar', () => {
  it('counts the bookings of each Manila day of the range, days without any left out', async () => {
    const [start, end] = [manilaMidnight('2026-03-01'), manilaMidnight('2026-04-01')];
    expect(await calendarDays(db.pool, start, end)).toEqual([
      { date: '2026-03-05', bookings: 2 },
      { date: '2026-03-06', bookings: 5 },
      { date: '2026-03-09', bookings: 1 },
    ]);
    // Within the range only: from noon of the 5th (Manila) to the end of the 6th.
    expect(await calendarDays(db.pool, new Date('2026-03-05T04:00:00Z'), manilaMidnight('2026-03-07'))).toEqual([
      { date: '2026-03-05', bookings: 1 },
      { date: '2026-03-06', bookings: 5 },
    ]);
  });

  it('gives the bookings of the days holding at most so many, by time, with their lines; a busier day only its count', async () => {
    const [start, end] = [manilaMidnight('2026-03-01'), manilaMidnight('2026-04-01')];
    const days = await calendarDays(db.pool, start, end);
    const quiet = await quietDaysBookings(db.pool, days, 3, start, end);
    expect(quiet.map((b) => b.reference)).toEqual(['REF0000001', 'REF0000002', 'REF0000008']);
    expect(quiet[0]).toMatchObject({ category: { name: 'Aircon' }, customer: { name: 'Ana Reyes' }, address: { barangay: 'Brgy' }, work_status_string: 'Pending' });
    expect(quiet[0]!.details).toHaveLength(1);
    expect((await quietDaysBookings(db.pool, days, 5, start, end)).map((b) => b.reference)).toHaveLength(8);
    // A day cut by the range gives only its bookings within it.
    const noon = new Date('2026-03-05T04:00:00Z');
    const cut = await calendarDays(db.pool, noon, end);
    expect((await quietDaysBookings(db.pool, cut, 1, noon, end)).map((b) => b.reference)).toEqual(['REF0000002', 'REF0000008']);
  });

  it("pages a day's schedule by time then reference", async () => {
    const [start, end] = [manilaMidnight('2026-03-06'), manilaMidnight('2026-03-07')];
    expect((await calendarPage(db.pool, start, end, 0, 2)).map((b) => b.reference)).toEqual(['REF0000003', 'REF0000004']);
    expect((await calendarPage(db.pool, start, end, 2, 2)).map((b) => b.reference)).toEqual(['REF0000005', 'REF0000006']);
    expect((await calendarPage(db.pool, start, end, 4, 2)).map((b) => b.reference)).toEqual(['REF0000007']);
    expect(await calendarPage(db.pool, start, end, 6, 2)).toEqual([]);
  });
});

/**
 * The demo month `npm start` loads on a new data directory (src/demo/): bookings in every
 * state the spec names and assessments, written through the commands users run, seen by
 * the administrator's screens; loaded once, and finished by the next start when a stop
 * cut it short.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventStore } from '@app/core/eventstore';
import { createLogger } from '@app/core/logger';
import { addDays, manilaDate } from '@app/core/schedules/manilaTime';
import { assignedManongs } from '@app/projections/readModels/manongAssignments/assignments';
import { listBookings } from '@app/projections/readModels/bookingList/bookings';
import { demoToday } from '../src/demo/loadDemoBookings.js';
import { loadDemoData } from '../src/startup.js';
import { startStack, type TestStack } from './support/stack.js';

const log = createLogger('demo-test');
let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({ DEMO_DATA: 'true' });
});
afterAll(async () => {
  await stack?.close();
});

const eventCounts = async () =>
  Object.fromEntries((await stack.db.pool.query<{ event_type: string; n: number }>('SELECT event_type, count(*)::int AS n FROM es.events GROUP BY 1')).rows.map((r) => [r.event_type, r.n]));

/** The store, with a stop asked for after `appends` appends: the loader stops at its next booking. */
function stoppingAfter(appends: number, stop: AbortController): EventStore {
  const { store } = stack;
  let count = 0;
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key !== 'append') return Reflect.get(target, key, receiver);
      return async (...args: Parameters<EventStore['append']>) => {
        const result = await target.append(...args);
        if (++count === appends) stop.abort();
        return result;
      };
    },
  });
}

it('loads a month of bookings in every state and assessments through the commands, once, finishing a start stopped part-way', async () => {
  const deps = { config: stack.config, pool: stack.db.pool, log };
  // A first start stopped part-way through the bookings, then the next start.
  const stop = new AbortController();
  const firstStart = Date.now();
  await loadDemoData({ ...deps, store: stoppingAfter(400, stop), signal: stop.signal });
  const partial = await eventCounts();
  expect(partial.BookingPlaced ?? 0).toBeGreaterThan(0);
  expect(partial.BookingPlaced ?? 0).toBeLessThan(26);
  const started = Date.now();
  await loadDemoData({ ...deps, store: stack.store, signal: new AbortController().signal });
  const loadMs = Date.now() - started;
  const complete = await eventCounts();
  // And a third start writes nothing.
  await loadDemoData({ ...deps, store: stack.store, signal: new AbortController().signal });
  expect(await eventCounts()).toEqual(complete);
  expect(complete).toMatchObject({ BookingPlaced: 26, AssessmentRequested: 3, PaymentSucceeded: 22, PaymentFailed: 2, BookingCompleted: 8 });
  console.info(`demo month loaded in ${loadMs} ms (after a stop part-way), ${Object.values(complete).reduce((a, b) => a + b, 0)} events`);
  await stack.settled();

  const pool = stack.db.pool;
  // One row per booking and assigned manong (a booking without manongs: one row, no answer).
  const bookings = (
    await Promise.all(
      (await listBookings(pool, {})).rows.map(async (b) => {
        const booking = { work_status: b.work_status as number, payment_status: b.payment_status as string, feedback: b.customer_remarks !== null, day: manilaDate(b.when_at) };
        const manongs = await assignedManongs(pool, b.booking_id);
        if (manongs.length === 0) return [{ ...booking, answered: null as boolean | null, timed_in: null as boolean | null }];
        return manongs.map((m) => ({ ...booking, answered: m.is_answered as boolean | null, timed_in: (m.timed_in_at !== null) as boolean | null }));
      }),
    )
  ).flat();
  const count = (test: (b: (typeof bookings)[number]) => boolean) => bookings.filter(test).length;
  // Every state the spec names: pending unpaid, paid, manongs assigned, confirmed, on going, finished with feedback, cancelled, re-booked, and the two requests.
  expect(count((b) => b.work_status === 0 && b.payment_status !== 'paid')).toBeGreaterThanOrEqual(2);
  expect(count((b) => b.work_status === 0 && b.payment_status === 'paid' && b.answered === null)).toBeGreaterThanOrEqual(2);
  expect(count((b) => b.work_status === 0 && b.answered === false)).toBeGreaterThanOrEqual(2);
  expect(count((b) => b.work_status === 0 && b.answered === true)).toBeGreaterThanOrEqual(2);
  expect(count((b) => b.work_status === 3 && b.timed_in === true)).toBe(2);
  expect(count((b) => b.work_status === 1 && b.feedback)).toBe(8);
  expect(count((b) => b.work_status === 2)).toBe(3);
  expect(count((b) => b.work_status === 4)).toBe(1);
  expect(count((b) => b.work_status === 5)).toBe(1);
  expect(count((b) => b.work_status === 6)).toBe(1);
  // About a month around the first start's day (Manila), with work on that day's calendar.
  const today = await demoToday(stack.store);
  expect(today).toBe(manilaDate(new Date(firstStart)));
  const days = bookings.map((b) => b.day).sort();
  expect(days[0]! < addDays(today, -20) && days.at(-1)! > addDays(today, 7)).toBe(true);
  expect(days.filter((d) => d === today)).toHaveLength(2);

  // Each event is signed by the person whose button it is.
  const roles = await pool.query<{ event_type: string; role: string }>(`SELECT DISTINCT event_type, metadata->>'role' AS role FROM es.events WHERE stream_id LIKE 'booking-%' ORDER BY 1, 2`);
  const rolesOf = (type: string) => roles.rows.filter((r) => r.event_type === type).map((r) => r.role);
  expect(rolesOf('BookingPlaced')).toEqual(['administrator', 'customer', 'guest']);
  expect(rolesOf('ManongsAssigned')).toEqual(['administrator']);
  expect(rolesOf('ManongTimedIn')).toEqual(['manong']);
  expect(rolesOf('PaymentSucceeded')).toEqual(['system']);
  expect(rolesOf('BookingCompleted')).toEqual(['customer']);
  expect(rolesOf('CancellationRequested')).toEqual(['guest']);
  // Nothing dated in the future.
  const latest = await pool.query<{ at: string }>(`SELECT max((metadata->>'occurredAt')::timestamptz) AS at FROM es.events`);
  expect(new Date(latest.rows[0]!.at).getTime()).toBeLessThanOrEqual(Date.now());

  // What the administrator sees on first sign-in, with the demo password kept in DATA_DIR.
  const accounts = JSON.parse(readFileSync(path.join(stack.config.DATA_DIR, 'demo-accounts.json'), 'utf8')) as { role: string; email: string; password: string }[];
  const admin = accounts.find((a) => a.role === 'administrator')!;
  const client = stack.client();
  expect((await client.login(admin.email, admin.password)).status).toBe(200);
  const calendar = await client.get(`/api/dashboard-calendar?start=${addDays(today, -3)}&end=${addDays(today, 3)}`);
  expect(calendar.status).toBe(200);
  expect(calendar.body.total).toBeGreaterThanOrEqual(8);
  const assessments = await client.get('/admin-api/assessments');
  expect(assessments.status).toBe(200);
  expect(assessments.body).toHaveLength(3);
  const audit = await client.get('/admin-api/audit');
  expect(audit.status).toBe(200);
  expect(audit.body.length).toBeGreaterThan(0);
  const notifications = await client.get('/api/notifications');
  expect(notifications.status).toBe(200);
  expect(JSON.stringify(notifications.body)).toMatch(/[A-Z0-9]{10}/);
  // Three starts of the loader and a month of projections: seconds alone, longer beside the rest of the suite.
}, 90_000);

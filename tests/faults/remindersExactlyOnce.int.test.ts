/**
 * Fault: reminders exactly once per (booking, recipient, kind) while a worker process is
 * killed with SIGKILL in the middle of sending them and Redis then restarts having lost
 * every key (the delayed and waiting jobs gone). The second worker takes over the stalled
 * jobs, re-plans from the event store when its Redis connection comes back, and each
 * reminder ends with one ledger row, marked sent, and one ReminderSent in its booking's
 * history: none lost, none twice.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { freePort } from '../../scripts/lib/net.js';
import { startStack, type TestStack } from '../../services/api/test/support/stack.js';
import { paidBookingAt } from '../../services/worker/test/reminders.support.js';
import { startChild, until, type Child } from './support/child.js';
import { ownRedis, type OwnServer } from './support/servers.js';

const BOOKINGS = 150;
let redis: OwnServer;
let stack: TestStack;
const workers: Child[] = [];

beforeAll(async () => {
  redis = await ownRedis();
  stack = await startStack({ REDIS_URL: redis.url, QUEUE_PREFIX: `faults-${randomBytes(4).toString('hex')}`, LOG_LEVEL: 'fatal' });
}, 120_000);

afterAll(async () => {
  for (const w of workers) await w.kill9().catch(() => {});
  await stack?.close();
  await redis?.close();
});

async function worker(): Promise<Child> {
  const child = startChild('worker', {
    DATABASE_URL: stack.db.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: stack.config.QUEUE_PREFIX,
    WORKER_PORT: String(await freePort()),
    DATA_DIR: stack.config.DATA_DIR,
    DEMO_DATA: 'false',
  });
  workers.push(child);
  return child;
}

const sentCount = async () => Number((await stack.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM es.events WHERE event_type = 'ReminderSent'`)).rows[0]!.n);

it('a worker killed mid-send and a Redis that lost its data: every 2-hour reminder sent once, none lost', async () => {
  // Served in two hours: each booking's 2-hour e-mail and SMS are due now.
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * 3600_000);
  const ids: string[] = [];
  for (let i = 0; i < BOOKINGS; i++) ids.push((await paidBookingAt(stack.store, start)).bookingId);
  await stack.settled();

  const first = await worker();
  const before = await until('the first worker to send some reminders', async () => (await sentCount()) >= 20 && (await sentCount()), 90_000, 20).catch((error: Error) => {
    throw new Error(`${error.message}\n${first.output()}`);
  });
  expect(await first.kill9()).toBe(137);
  const atKill = await sentCount();
  expect(atKill).toBeLessThan(2 * BOOKINGS);

  const second = await worker();
  await until('the second worker to send more', async () => (await sentCount()) > atKill, 90_000, 50);
  // Redis restarts with nothing: every delayed, waiting and stalled job is gone.
  const admin = new Redis(redis.url);
  await admin.flushall();
  admin.disconnect();
  await redis.stop();
  await redis.start();

  await until('every reminder to be sent', async () => (await sentCount()) >= 2 * BOOKINGS, 120_000, 200).catch((error: Error) => {
    throw new Error(`${error.message} (${String(before)} before the kill)\n${second.output()}`);
  });
  // A little longer: nothing more may come.
  await new Promise((r) => setTimeout(r, 3000));

  const { rows: history } = await stack.db.pool.query<{ stream_id: string; kinds: string[] }>(
    `SELECT stream_id, array_agg(data->>'kind' ORDER BY data->>'kind') AS kinds FROM es.events WHERE event_type = 'ReminderSent' GROUP BY stream_id`,
  );
  expect(history).toHaveLength(BOOKINGS);
  for (const row of history) expect(row.kinds).toEqual(['customer-2h-email', 'customer-2h-sms']);
  const sms = await stack.db.pool.query<{ n: number; sent: number }>(`SELECT count(*)::int AS n, count(sent_at)::int AS sent FROM sms.outbox WHERE booking_id = ANY($1::uuid[])`, [ids]);
  expect(sms.rows[0]).toEqual({ n: BOOKINGS, sent: BOOKINGS });
  const mail = await stack.db.pool.query<{ n: number; sent: number }>(`SELECT count(*)::int AS n, count(sent_at)::int AS sent FROM mail.outbox WHERE event_id = ANY($1::uuid[]) AND purpose = 'customer-2h-email'`, [ids]);
  expect(mail.rows[0]).toEqual({ n: BOOKINGS, sent: BOOKINGS });
  console.info(`[reminders fault] ${2 * BOOKINGS} reminders: ${atKill} sent before the kill -9, the rest by the second worker across a Redis restart that lost every key; ledger rows and ReminderSent events: one each`);
}, 300_000);

/**
 * E-mail delivery with real processes: worker processes (the worker's main module),
 * a throwaway redis-server, a real SMTP server, PostgreSQL.
 *
 * Delivery is at least once at SMTP and exactly once in the ledger (deliverMail.ts): a
 * worker killed between SMTP's acceptance and marking the row sent makes the next worker
 * send that message again, with the same Message-ID. So "arrived exactly once" is
 * counted per Message-ID, as a mail system deduplicates; the raw repeats are printed and
 * bounded by the killed worker's jobs in flight.
 */
import type { ChildProcess } from 'node:child_process';
import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createEventStore, type EventStore } from '@app/core/eventstore';
import { createTestDatabase, type TestDatabase } from '@app/core/testing/testDatabase';
import { placePaidBooking } from './support/events.js';
import { eventually, exited, startThrowawayRedis, startWorker } from './support/processes.js';
import { startSmtpSink, type SmtpSink } from './support/smtpSink.js';

/** The mail worker's jobs in flight at once (mailWorker.ts). */
const CONCURRENCY = 4;

let db: TestDatabase;
let store: EventStore;
let smtp: SmtpSink;
let redis: Awaited<ReturnType<typeof startThrowawayRedis>>;
const workers: ChildProcess[] = [];

beforeEach(async () => {
  db = await createTestDatabase();
  store = createEventStore({ EVENTSTORE_CONNECTION_STRING: undefined, DATABASE_URL: db.url, PROJECTOR_POLL_MS: 50 }, db.pool);
  redis = await startThrowawayRedis();
});
afterEach(async () => {
  for (const w of workers.splice(0)) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
  await smtp?.close();
  await redis?.close();
  await store?.close();
  await db?.drop();
});

const worker = async () => {
  const child = await startWorker({ DATABASE_URL: db.url, REDIS_URL: redis.url, SMTP_URL: smtp.url, PUBLIC_URL: 'https://homerepair.example.ph', PROJECTOR_POLL_MS: '100' });
  workers.push(child);
  return child;
};

/** Distinct messages by Message-ID, and how many arrived more than once. */
function tally(mails: ParsedMail[]) {
  const byId = new Map<string, ParsedMail>();
  for (const m of mails) byId.set(m.messageId!, m);
  return { distinct: [...byId.values()], repeats: mails.length - byId.size };
}

async function ledger(): Promise<{ sent: number; unsent: number }> {
  const { rows } = await db.pool.query<{ sent: number; unsent: number }>(
    'SELECT count(sent_at)::int AS sent, (count(*) - count(sent_at))::int AS unsent FROM mail.outbox',
  );
  return rows[0]!;
}

/** Where delivery stands, for a timeout's message. */
async function progress() {
  const { rows } = await db.pool.query(
    `SELECT attempts, (sent_at IS NOT NULL) AS sent, count(*)::int AS n FROM mail.outbox GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return { ledger: rows, smtpArrivals: smtp.mails.length };
}

/** Every booking's customer got exactly one distinct confirmation, and nothing else arrived. */
function expectOneEach(mails: ParsedMail[], references: string[]) {
  const { distinct } = tally(mails);
  const subjects = distinct.map((m) => m.subject).sort();
  expect(subjects).toEqual(references.map((r) => `Booking confirmed - ${r}`).sort());
}

it('kill -9 of a worker in the middle of 200 e-mails: after a new worker starts, every message arrived exactly once', async () => {
  smtp = await startSmtpSink({ delayMs: 15 });
  const first = await worker();
  const references: string[] = [];
  for (let n = 0; n < 200; n++) references.push((await placePaidBooking(store, n)).reference);

  await smtp.waitFor(40, 120_000);
  first.kill('SIGKILL');
  await exited(first);
  const atKill = smtp.mails.length;
  expect(atKill).toBeLessThan(200);

  await worker();
  await eventually(async () => (await ledger()).sent === 200, 200_000, 'all 200 rows marked sent', progress);
  await eventually(() => tally(smtp.mails).distinct.length === 200, 10_000, '200 distinct messages');
  // Nothing more arrives once the ledger says all are sent.
  await new Promise((r) => setTimeout(r, 1000));
  const { repeats } = tally(smtp.mails);
  console.log(`kill -9 after ${atKill} of 200 mails: ${smtp.mails.length} SMTP deliveries, 200 distinct Message-IDs, ${repeats} repeated (the crash window)`);
  expectOneEach(smtp.mails, references);
  expect(repeats).toBeLessThanOrEqual(CONCURRENCY);
  expect(await ledger()).toEqual({ sent: 200, unsent: 0 });
}, 400_000);

it('Redis stopped for 10 s while bookings continue: once it is back, every e-mail arrives exactly once', async () => {
  smtp = await startSmtpSink();
  await worker();
  const references: string[] = [];
  for (let n = 0; n < 20; n++) references.push((await placePaidBooking(store, n)).reference);
  await smtp.waitFor(20, 120_000);

  await redis.stop();
  const outageEnds = Date.now() + 10_000;
  let n = 20;
  while (Date.now() < outageEnds) {
    references.push((await placePaidBooking(store, n++)).reference);
    await new Promise((r) => setTimeout(r, 200));
  }
  // While Redis is away the reactions pause: nothing new was sent.
  expect(tally(smtp.mails).distinct.length).toBe(20);
  await redis.start();

  await eventually(() => tally(smtp.mails).distinct.length === references.length, 150_000, `${references.length} distinct messages`, progress);
  await eventually(async () => (await ledger()).sent === references.length, 10_000, 'every row marked sent');
  await new Promise((r) => setTimeout(r, 1000));
  console.log(`Redis outage: ${references.length - 20} bookings during 10 s without Redis, ${smtp.mails.length} SMTP deliveries for ${references.length} bookings`);
  expectOneEach(smtp.mails, references);
  expect(tally(smtp.mails).repeats).toBe(0);
}, 400_000);

it('as `npm start` runs it (production, no SMTP_URL): mail stays in the local outbox, and SIGTERM finishes the jobs in progress and exits 0', async () => {
  smtp = await startSmtpSink();
  const env = { DATABASE_URL: db.url, REDIS_URL: redis.url, NODE_ENV: 'production', PROJECTOR_POLL_MS: '100' };
  const first = await startWorker(env);
  workers.push(first);
  for (let n = 0; n < 30; n++) await placePaidBooking(store, n);
  await eventually(async () => (await ledger()).sent >= 5, 120_000, 'the first mails kept');
  first.kill('SIGTERM');
  expect(await exited(first)).toEqual({ code: 0, signal: null });
  // No message was left half-way: every row tried is marked.
  const { rows } = await db.pool.query('SELECT count(*)::int AS n FROM mail.outbox WHERE attempts > 0 AND sent_at IS NULL');
  expect(rows[0].n).toBe(0);

  workers.push(await startWorker(env));
  await eventually(async () => (await ledger()).sent === 30, 120_000, 'all 30 kept');
  const via = await db.pool.query('SELECT DISTINCT delivered_via FROM mail.outbox');
  expect(via.rows).toEqual([{ delivered_via: 'local-outbox' }]);
  expect(smtp.mails).toHaveLength(0);
}, 400_000);

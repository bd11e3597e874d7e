/**
 * Fault: Redis stopped under a booking load (a redis-server of this file's own), then
 * started again. Booking and paying touch PostgreSQL only, so they go on succeeding; the
 * e-mail each payment calls for is queued by the event consumer once Redis is back and
 * delivered by the mail worker (the ledger row of every paid booking ends marked sent).
 */
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { createLogger } from '@app/core/logger';
import { QUEUES } from '@app/core/queues/queues';
import { startStack, type TestStack } from '../../services/api/test/support/stack.js';
import type { EventConsumer } from '../../services/worker/src/consumer/consumer.js';
import { producerQueues, startEventConsumer } from '../../services/worker/src/consumer/startConsumer.js';
import { startMail } from '../../services/worker/src/mail/startMail.js';
import { BookingLoad, seedLoad, type LoadSeeds } from './support/bookingLoad.js';
import { until } from './support/child.js';
import { ownRedis, type OwnServer } from './support/servers.js';

let redis: OwnServer;
let stack: TestStack;
let server: http.Server;
let seeds: LoadSeeds;
let queues: ReturnType<typeof producerQueues>;
let consumer: EventConsumer;
let mail: ReturnType<typeof startMail>;

beforeAll(async () => {
  redis = await ownRedis();
  stack = await startStack({ REDIS_URL: redis.url, QUEUE_PREFIX: `faults-${randomBytes(4).toString('hex')}`, LOG_LEVEL: 'fatal' });
  server = stack.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  seeds = await seedLoad(stack, new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`), { customers: 4, slots: 3 });
  // The worker's e-mail path, in this process: the event consumer and the mail worker.
  const log = createLogger('faults-worker');
  queues = producerQueues(stack.config, 'faults-producer');
  consumer = startEventConsumer({ config: stack.config, store: stack.store, log, queueOf: queues.queueOf });
  mail = startMail({ config: stack.config, pool: stack.db.pool, store: stack.store, log, mailQueue: queues.queueOf(QUEUES.mail) });
}, 120_000);

/** Stops one part, saying so (instead of hanging the suite) when it does not stop in time. */
async function stopped(what: string, stop: (() => Promise<unknown>) | undefined): Promise<void> {
  if (!stop) return;
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 20_000).unref());
  if ((await Promise.race([stop(), timer])) === 'late') console.warn(`${what} did not stop within 20 s`);
}

afterAll(async () => {
  await stopped('the event consumer', consumer && (() => consumer.stop()));
  await stopped('the mail worker', mail && (() => mail.stop()));
  await stopped('the queues', queues && (() => queues.close()));
  server?.closeAllConnections();
  server?.close();
  await stack?.close();
  await redis?.close();
}, 120_000);

/** The ledger row of the confirmation mail of a booking's payment, if written. */
async function confirmationMail(bookingId: string): Promise<{ sent: boolean } | undefined> {
  const paid = (await stack.store.readStream(bookingStreamId(bookingId))).find((e) => e.type === 'PaymentSucceeded');
  if (!paid) return undefined;
  const { rows } = await stack.db.pool.query<{ sent: boolean }>(`SELECT sent_at IS NOT NULL AS sent FROM mail.outbox WHERE event_id = $1 AND purpose = 'booking-confirmed'`, [paid.id]);
  return rows[0];
}

it('books and takes payments while Redis is down, and sends their e-mails once it is back', async () => {
  const load = new BookingLoad(seeds, 20, true);
  let downAt = 0;
  let upAt = 0;
  try {
    await load.waitFor(201, 4);
    while (load.inFlight() === 0) await new Promise((r) => setTimeout(r, 1));
    await redis.stop();
    downAt = Date.now();
    // Bookings started after Redis went away, answered 201 and paid.
    const placedDown = () => load.attempts.filter((a) => a.startedAt > downAt && a.status === 201).length;
    const paidDown = () => load.payments.filter((p) => p.startedAt > downAt && p.status === 200).length;
    await until('bookings placed and paid while Redis is down', async () => placedDown() >= 6 && paidDown() >= 6, 60_000);
    await redis.start();
    upAt = Date.now();
    await load.waitFor(201, 2, upAt);
  } finally {
    await load.stop();
    if (downAt > upAt) await redis.start();
  }
  console.log('answers', load.statuses(), 'payments', load.payments.length);
  expect(load.attempts.filter((a) => a.status !== 201)).toEqual([]);
  expect(load.payments.filter((p) => p.status !== 200 || p.body?.status !== 'paid')).toEqual([]);
  const duringOutage = load.attempts.filter((a) => a.startedAt > downAt && a.endedAt! < upAt);
  expect(duringOutage.length).toBeGreaterThanOrEqual(6);

  // Every paid booking's confirmation ends in the ledger, sent.
  const booked = load.booked();
  const unsent = async () => {
    const missing: string[] = [];
    for (const { bookingId } of booked) if (!(await confirmationMail(bookingId))?.sent) missing.push(bookingId);
    return missing;
  };
  await until('every confirmation mail sent', async () => (await unsent()).length === 0, 90_000, 250).catch(async (error: Error) => {
    throw new Error(`${error.message}: ${(await unsent()).length} of ${booked.length} not sent`);
  });
}, 240_000);

/**
 * Reminders through real Redis (BullMQ delayed jobs), the real event store and the ledgers:
 * due ones sent at once to the outboxes and recorded in the booking's history, future ones
 * waiting as delayed jobs keyed by (booking, recipient, kind), moved by a rebooking,
 * dropped by a cancellation, texts refused by a customer's "no", and Semaphore's answers.
 */
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@app/core/logger';
import { openQueue, QUEUES } from '@app/core/queues/queues';
import { reminderKey } from '@app/core/reminders/reminderKinds';
import { startSemaphoreFake, type SemaphoreFake } from '../../../tests/fakes/semaphoreFake.js';
import { startStack, type TestStack } from '../../api/test/support/stack.js';
import { createMailTransport } from '../src/mail/transport.js';
import { scheduleReminders } from '../src/reminders/scheduleReminders.js';
import { startReminders } from '../src/reminders/startReminders.js';
import { appendToBooking, mailRows, paidBookingAt, remindersSent, slotAt, smsRows, until } from './reminders.support.js';

const HOUR = 3600_000;
let stack: TestStack;
let queue: Queue;
let semaphore: SemaphoreFake;

beforeAll(async () => {
  stack = await startStack();
  queue = openQueue(stack.config, QUEUES.reminders);
  semaphore = await startSemaphoreFake({ apiKey: 'sem-key' });
});
afterAll(async () => {
  await queue?.close();
  await semaphore?.close();
  await stack?.close();
});

/** A reminders worker of its own for the test's duration. */
async function withWorker<T>(run: () => Promise<T>, env: Record<string, string | undefined> = {}): Promise<T> {
  const config = { ...stack.config, ...env };
  const transport = createMailTransport(config);
  const reminders = startReminders({ config, pool: stack.db.pool, store: stack.store, log: createLogger('reminders-test'), transport, queue });
  try {
    return await run();
  } finally {
    await reminders.stop();
  }
}

const startInTwoHours = () => new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * HOUR);

describe('reminders', () => {
  it('a booking starting in two hours: its 2-hour e-mail and SMS go to the outboxes at once, each once, and show in its history', async () => {
    const { bookingId, customerId, email } = await paidBookingAt(stack.store, startInTwoHours());
    await withWorker(async () => {
      await scheduleReminders({ store: stack.store, queue }, bookingId);
      const sent = await until(() => remindersSent(stack.store, bookingId), (s) => s.length >= 2);
      expect(sent.map((s) => [s.kind, s.channel, s.recipientId, s.to]).sort()).toEqual([
        ['customer-2h-email', 'email', customerId, email],
        ['customer-2h-sms', 'sms', customerId, '+639171234567'],
      ]);
      // Planning again (another event, a worker's start) sends nothing more.
      await scheduleReminders({ store: stack.store, queue }, bookingId);
      await new Promise((r) => setTimeout(r, 1000));
      expect(await remindersSent(stack.store, bookingId)).toHaveLength(2);
    });
    const sms = await smsRows(stack.db.pool, bookingId);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ purpose: 'customer-2h-sms', to_number: '+639171234567', delivered_via: 'local-outbox', attempts: 1 });
    expect(sms[0]!.body.length).toBeLessThanOrEqual(306);
    expect(sms[0]!.body).toMatch(/in about 2 hours/);
    const mail = await mailRows(stack.db.pool, bookingId);
    expect(mail.map((m) => [m.purpose, m.to_address, Boolean(m.sent_at)])).toEqual([['customer-2h-email', email, true]]);
  });

  it('a booking in three days: delayed jobs keyed by booking.recipient.kind at their due times; a rebooking moves them, a cancellation drops them', async () => {
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 72 * HOUR);
    const { bookingId, customerId } = await paidBookingAt(stack.store, start);
    await scheduleReminders({ store: stack.store, queue }, bookingId);
    const dueOf = async (kind: 'customer-24h-sms' | 'customer-2h-email') => {
      const job = await queue.getJob(reminderKey(bookingId, customerId, kind));
      if (!job || (await job.getState()) !== 'delayed') return null;
      // The job runs at its delayed score's time, which BullMQ keeps as the zset score (ms * 4096 + a counter).
      const score = await stack.redis.zscore(`${stack.config.QUEUE_PREFIX}:${QUEUES.reminders}:delayed`, job.id!);
      expect(Math.abs(Math.floor(Number(score) / 4096) - new Date(job.data.dueAt).getTime())).toBeLessThan(2000);
      return new Date(job.data.dueAt).getTime();
    };
    expect(await dueOf('customer-24h-sms')).toBe(start.getTime() - 24 * HOUR);
    expect(await dueOf('customer-2h-email')).toBe(start.getTime() - 2 * HOUR);

    const later = new Date(start.getTime() + 24 * HOUR);
    const fromSlot = slotAt(start);
    await appendToBooking(stack.store, bookingId, [{ type: 'RebookFulfilled', data: { bookingId, fromSlot, toSlot: slotAt(later), requested: false } }]);
    expect(await scheduleReminders({ store: stack.store, queue }, bookingId)).toMatchObject({ moved: 4, added: 0 });
    expect(await dueOf('customer-24h-sms')).toBe(later.getTime() - 24 * HOUR);

    await appendToBooking(stack.store, bookingId, [{ type: 'BookingCancelledByAdmin', data: { bookingId } }]);
    expect(await scheduleReminders({ store: stack.store, queue }, bookingId)).toMatchObject({ removed: 4 });
    expect(await dueOf('customer-24h-sms')).toBeNull();
  });

  it('a customer who said no to text messages gets the e-mail only', async () => {
    const { bookingId } = await paidBookingAt(stack.store, startInTwoHours(), { texts: false });
    await withWorker(async () => {
      await scheduleReminders({ store: stack.store, queue }, bookingId);
      await until(() => remindersSent(stack.store, bookingId), (s) => s.length >= 1);
      await new Promise((r) => setTimeout(r, 1000));
    });
    expect((await remindersSent(stack.store, bookingId)).map((s) => s.kind)).toEqual(['customer-2h-email']);
    expect(await smsRows(stack.db.pool, bookingId)).toEqual([]);
  });

  it('through Semaphore: a 500 is retried with backoff and the text goes once, with Semaphore’s message id', async () => {
    const { bookingId } = await paidBookingAt(stack.store, startInTwoHours());
    semaphore.failNext(2, 500);
    const before = semaphore.messages.length;
    await withWorker(
      async () => {
        await scheduleReminders({ store: stack.store, queue }, bookingId);
        await until(() => smsRows(stack.db.pool, bookingId), (rows) => Boolean(rows[0]?.sent_at), 30_000);
      },
      { SEMAPHORE_API_KEY: 'sem-key', SEMAPHORE_BASE_URL: semaphore.url },
    );
    const [row] = await smsRows(stack.db.pool, bookingId);
    expect(row).toMatchObject({ delivered_via: 'semaphore', attempts: 3 });
    expect(semaphore.messages.slice(before).map((m) => [m.recipient, String(m.message_id)])).toEqual([['09171234567', row!.provider_message_id]]);
  });

  it('refused by Semaphore (a wrong key): not retried, recorded as failed for administrators, and not in the history', async () => {
    const { bookingId } = await paidBookingAt(stack.store, startInTwoHours());
    await withWorker(
      async () => {
        await scheduleReminders({ store: stack.store, queue }, bookingId);
        await until(() => smsRows(stack.db.pool, bookingId), (rows) => Boolean(rows[0]?.failed_at));
      },
      { SEMAPHORE_API_KEY: 'wrong-key', SEMAPHORE_BASE_URL: semaphore.url },
    );
    const [row] = await smsRows(stack.db.pool, bookingId);
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row!.last_error).toContain('The selected apikey is invalid.');
    expect((await remindersSent(stack.store, bookingId)).map((s) => s.kind)).toEqual(['customer-2h-email']);
  });
});

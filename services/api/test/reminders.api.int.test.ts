/**
 * Reminders over HTTP: the customer's text-message choice (an event on their stream, 422
 * on a bad body), a booking's reminders as administrators see them (upcoming, sent with
 * channel and recipient), the switches per kind, and the SMS outbox page.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userStreamId } from '@app/core/accounts/userEvents';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { queueKeyedSms } from '@app/core/sms/outbox';
import { paidBookingAt } from '../../worker/test/reminders.support.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let admin: TestClient;
beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
});
afterAll(async () => {
  await stack?.close();
});

it('a customer chooses whether to get text messages: yes until they say no, each change an event, bad input 422', async () => {
  const me = await stack.signedIn('customer');
  expect((await me.client.get('/api/my-text-messages')).body).toEqual({ data: { allowed: true } });
  const bad = await me.client.send('put', '/api/my-text-messages', { allowed: 'maybe' });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors)).toEqual(['allowed']);
  expect((await me.client.send('put', '/api/my-text-messages', { allowed: false })).status).toBe(200);
  expect((await me.client.get('/api/my-text-messages')).body).toEqual({ data: { allowed: false } });
  const events = (await stack.store.readStream(userStreamId(me.userId))).map((e) => [e.type, e.data]);
  expect(events.at(-1)).toEqual(['TextMessagesChosen', { userId: me.userId, allowed: false }]);
  expect((await stack.client().get('/api/my-text-messages')).status).toBe(401);
});

it("a booking's reminders for administrators: planned ones upcoming, a sent one with its channel and recipient; a kind switched off is gone", async () => {
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 72 * 3600_000);
  const { bookingId, customerId } = await paidBookingAt(stack.store, start);
  await stack.settled();
  const list = async () => (await admin.get(`/admin-api/bookings/${bookingId}/reminders`)).body.data as { kind: string; status: string; recipient_id: string; to: string | null; due_at: string }[];
  const before = await list();
  expect(before.map((r) => [r.kind, r.status, r.recipient_id])).toEqual([
    ['customer-24h-email', 'upcoming', customerId],
    ['customer-24h-sms', 'upcoming', customerId],
    ['customer-2h-email', 'upcoming', customerId],
    ['customer-2h-sms', 'upcoming', customerId],
  ]);
  expect(before[0]!.due_at).toBe(new Date(start.getTime() - 24 * 3600_000).toISOString());

  await stack.store.append(
    bookingStreamId(bookingId),
    [{ id: crypto.randomUUID(), type: 'ReminderSent', data: { bookingId, kind: 'customer-24h-sms', channel: 'sms', recipientRole: 'customer', recipientId: customerId, to: '+639171234567', sentAt: new Date().toISOString() }, metadata: { actor: null, role: 'system', correlationId: crypto.randomUUID(), causationId: null, occurredAt: new Date().toISOString() } }],
    'any',
  );
  expect((await list()).find((r) => r.kind === 'customer-24h-sms')).toMatchObject({ status: 'sent', to: '+639171234567' });
  const history = (await admin.get(`/admin-api/bookings/${bookingId}/history`)).body.events as { type: string; details: Record<string, unknown> }[];
  expect(history.at(-1)).toMatchObject({ type: 'ReminderSent', details: { channel: 'sms', to: '+639171234567', kind: 'customer-24h-sms' } });

  expect((await admin.send('put', '/admin-api/reminder-settings', { kind: 'customer-2h-email', enabled: 'no' })).status).toBe(422);
  const switched = await admin.send('put', '/admin-api/reminder-settings', { kind: 'customer-2h-email', enabled: false });
  expect(switched.body.data.find((s: { kind: string }) => s.kind === 'customer-2h-email')).toEqual({ id: 'customer-2h-email', kind: 'customer-2h-email', enabled: false });
  expect((await list()).map((r) => r.kind)).not.toContain('customer-2h-email');
  await admin.send('put', '/admin-api/reminder-settings', { kind: 'customer-2h-email', enabled: true });
  const customer = await stack.signedIn('customer');
  expect((await customer.client.get(`/admin-api/bookings/${bookingId}/reminders`)).status).toBe(403);
});

it('the SMS outbox page shows text messages to administrators only, with failed ones marked', async () => {
  const { bookingId } = await paidBookingAt(stack.store, new Date(Date.now() + 72 * 3600_000));
  await queueKeyedSms(stack.db.pool, { bookingId, purpose: 'customer-2h-sms', recipientKey: 'x' }, { to: '+639171234567', body: 'Home Repair Services: reminder <b>' });
  const page = await admin.get('/api/dev/sms-outbox');
  expect(page.status).toBe(200);
  expect(page.text).toContain('To +639171234567');
  expect(page.text).toContain('reminder &#60;b&#62;');
  expect(page.text).toContain('SEMAPHORE_API_KEY is not set');
  expect((await (await stack.signedIn('customer')).client.get('/api/dev/sms-outbox')).status).toBe(403);
});

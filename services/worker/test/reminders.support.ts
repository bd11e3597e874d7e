/** Bookings served (and assessments visited) at a chosen instant, and the ledgers and history to check reminders against. */
import { randomUUID } from 'node:crypto';
import { assessmentStreamId, type AssessmentEvent } from '@app/core/assessments/assessmentEvents';
import { request } from '@app/core/assessments/assessmentFixtures';
import { bookingStreamId, type BookingEvent } from '@app/core/bookings/bookingEvents';
import { placed } from '@app/core/bookings/bookingFixtures';
import { userStreamId } from '@app/core/accounts/userEvents';
import type { EventStore } from '@app/core/eventstore/port';
import type { Pool } from '@app/core/db/pool';
import { fromMinutes, manilaDate, toMinutes } from '@app/core/schedules/manilaTime';
import { toNew } from './support/events.js';

/** The slot (Manila date and 'HH:mm') of an instant, to the minute below. */
export function slotAt(instant: Date) {
  const date = manilaDate(instant);
  const shifted = new Date(instant.getTime() + 8 * 3600_000).toISOString().slice(11, 16);
  const end = fromMinutes(Math.min(toMinutes(shifted) + 60, 24 * 60 - 1));
  return { id: `${date}T${shifted}`, date, startAt: shifted, endAt: end };
}

/** A customer account (with or without text messages) and a paid booking of theirs served at `start`. */
export async function paidBookingAt(store: EventStore, start: Date, options: { texts?: boolean; contactNumber?: string | null } = {}) {
  const bookingId = randomUUID();
  const customerId = randomUUID();
  const paymentId = randomUUID();
  const contactNumber = options.contactNumber === undefined ? '09171234567' : options.contactNumber;
  const email = `c-${customerId.slice(0, 8)}@example.ph`;
  await store.append(
    userStreamId(customerId),
    [
      toNew({ type: 'UserRegistered', data: { userId: customerId, firstName: 'Ana', middleName: null, lastName: 'Reyes', email, contactNumber, roles: ['customer'], picture: null } }),
      ...(options.texts === false ? [toNew({ type: 'TextMessagesChosen', data: { userId: customerId, allowed: false } })] : []),
    ],
    'no_stream',
  );
  const events: BookingEvent[] = [
    {
      type: 'BookingPlaced',
      data: {
        ...placed.data,
        bookingId,
        reference: `R${bookingId.slice(0, 8).toUpperCase()}`,
        slot: slotAt(start),
        customer: { ...placed.data.customer, customerId, email, contactNumber },
        address: { ...placed.data.address, contactNumber },
      },
    },
    { type: 'PaymentRequested', data: { bookingId, paymentId, gateway: 'xendit', url: 'https://checkout.example/x', amountCentavos: placed.data.totalCentavos } },
    { type: 'PaymentSucceeded', data: { bookingId, paymentId, amountCentavos: placed.data.totalCentavos, gatewayReference: `inv_${bookingId}` } },
  ];
  await store.append(bookingStreamId(bookingId), events.map(toNew), 'no_stream');
  return { bookingId, customerId, email };
}

export async function appendToBooking(store: EventStore, bookingId: string, events: BookingEvent[]) {
  await store.append(bookingStreamId(bookingId), events.map(toNew), 'any');
}

export async function remindersSent(store: EventStore, bookingId: string) {
  return (await store.readStream(bookingStreamId(bookingId))).filter((e) => e.type === 'ReminderSent').map((e) => e.data as { kind: string; channel: string; recipientId: string; to: string });
}

export async function smsRows(pool: Pool, bookingId: string) {
  const { rows } = await pool.query<{ purpose: string; to_number: string; body: string; sent_at: Date | null; failed_at: Date | null; attempts: number; delivered_via: string | null; last_error: string | null; provider_message_id: string | null }>(
    'SELECT * FROM sms.outbox WHERE booking_id = $1 ORDER BY purpose',
    [bookingId],
  );
  return rows;
}

export async function mailRows(pool: Pool, bookingId: string) {
  const { rows } = await pool.query<{ purpose: string; to_address: string; subject: string; sent_at: Date | null }>('SELECT * FROM mail.outbox WHERE event_id = $1 ORDER BY purpose', [bookingId]);
  return rows;
}

export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

/** An assessment request (a visitor's) and its stream id, to send assessors on. */
export async function requestedAssessment(store: EventStore) {
  const assessmentId = randomUUID();
  await store.append(assessmentStreamId(assessmentId), [toNew({ type: 'AssessmentRequested', data: { ...request, assessmentId } })], 'no_stream');
  return assessmentId;
}

export async function appendToAssessment(store: EventStore, assessmentId: string, events: AssessmentEvent[]) {
  await store.append(assessmentStreamId(assessmentId), events.map(toNew), 'any');
}

export async function assessorRemindersSent(store: EventStore, assessmentId: string) {
  return (await store.readStream(assessmentStreamId(assessmentId))).filter((e) => e.type === 'AssessmentReminderSent').map((e) => e.data as { kind: string; recipientId: string; to: string });
}

/**
 * A reminder's `send` job, exactly once per (booking, recipient, kind):
 *
 * 1. Plan again from the streams. Not planned any more (cancelled, reassigned, switched
 *    off, the customer said no to texts), already sent (a ReminderSent in the stream), or
 *    its window over: done, nothing sent. Due later than now (rebooked later): back to
 *    delayed until then.
 * 2. Write the message to its ledger under the reminder's key (mail.outbox or sms.outbox,
 *    UNIQUE): a retry, a second worker or a worker killed after this step finds the row.
 * 3. Deliver the row (deliverMail / deliverSms): a row marked sent is never sent again.
 * 4. Append ReminderSent to the booking's stream with an event id derived from the key,
 *    so a retry after a kill between 3 and 4 appends the same event id (a no-op).
 *
 * So a kill -9 at any point leaves the ledger with one row and the history with one
 * event per triple; only a provider (SMTP, Semaphore) may see a repeat, if the kill falls
 * between its acceptance and the row's "sent" (the mail README's window).
 */
import { createHash } from 'node:crypto';
import { DelayedError, type Job } from 'bullmq';
import { userDecider } from '@app/core/accounts/userDecider';
import { userStreamId } from '@app/core/accounts/userEvents';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import type { PlacedBooking } from '@app/core/bookings/bookingState';
import { loadState } from '@app/core/commands/handleCommand';
import type { Pool } from '@app/core/db/pool';
import type { EventStore } from '@app/core/eventstore/port';
import { queueKeyedMail } from '@app/core/mail/outbox';
import type { PlannedReminder } from '@app/core/reminders/planReminders';
import { reminderKey, type ReminderKind } from '@app/core/reminders/reminderKinds';
import { philippineNumber } from '@app/core/rules/philippineNumber';
import { queueKeyedSms } from '@app/core/sms/outbox';
import type { SmsSender } from '@app/core/sms/port';
import { deliverMail } from '../mail/deliverMail.js';
import type { MailTransport } from '../mail/transport.js';
import { deliverSms } from '../sms/deliverSms.js';
import { currentPlan } from '@app/core/reminders/currentPlan';
import { reminderMail, reminderSms } from './reminderMessages.js';
import type { SendJobData } from './scheduleReminders.js';

export interface SendDeps {
  pool: Pool;
  store: EventStore;
  transport: MailTransport;
  sms: SmsSender;
  publicUrl: string;
}

export type SendOutcome = 'sent' | 'already-sent' | 'not-planned' | 'missed' | 'no-number' | 'later';

/** A uuid (v4-shaped) from the reminder's key: the same key, the same ReminderSent id. */
export function reminderEventId(key: string): string {
  const h = createHash('sha256').update(`reminder-sent:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The number to text: the booking's (address, then customer) for the customer, the profile's for a manong. */
async function numberOf(store: EventStore, booking: PlacedBooking, r: PlannedReminder): Promise<string | null> {
  if (r.recipientRole === 'customer') {
    for (const n of [booking.placed.address.contactNumber, booking.placed.customer.contactNumber]) if (n && philippineNumber(n)) return philippineNumber(n);
    return null;
  }
  const user = await loadState(store, userStreamId(r.recipientId), userDecider);
  return user.status === 'active' && user.profile.contactNumber ? philippineNumber(user.profile.contactNumber) : null;
}

export async function sendReminder(deps: SendDeps, data: SendJobData, job?: Pick<Job, 'moveToDelayed'>, token?: string, now = new Date()): Promise<SendOutcome> {
  const key = reminderKey(data.bookingId, data.recipientId, data.kind as ReminderKind);
  const { facts, planned } = await currentPlan(deps.store, data.bookingId);
  if (facts.sent.has(key)) return 'already-sent';
  const r = planned.find((p) => p.key === key);
  const booking = facts.booking;
  if (!r || !booking) return 'not-planned';
  if (new Date(r.sendBefore) <= now) return 'missed';
  const due = new Date(r.dueAt).getTime();
  if (due > now.getTime() + 1000 && job && token) {
    await job.moveToDelayed(due, token);
    throw new DelayedError();
  }

  let to: string;
  if (r.channel === 'email') {
    to = booking.placed.customer.email;
    const mail = reminderMail(r.kind, booking, deps.publicUrl, now);
    const rowId = await queueKeyedMail(deps.pool, { eventId: data.bookingId, recipientKey: r.recipientId }, { to, purpose: r.kind, ...mail });
    await deliverMail({ pool: deps.pool, transport: deps.transport, publicUrl: deps.publicUrl }, rowId);
  } else {
    const number = await numberOf(deps.store, booking, r);
    if (!number) return 'no-number';
    to = number;
    const rowId = await queueKeyedSms(deps.pool, { bookingId: data.bookingId, purpose: r.kind, recipientKey: r.recipientId }, { to, body: reminderSms(r.kind, booking, deps.publicUrl, now) });
    await deliverSms({ pool: deps.pool, sender: deps.sms }, rowId);
  }

  await deps.store.append(
    bookingStreamId(data.bookingId),
    [
      {
        id: reminderEventId(key),
        type: 'ReminderSent',
        data: { bookingId: data.bookingId, kind: r.kind, channel: r.channel, recipientRole: r.recipientRole, recipientId: r.recipientId, to, sentAt: new Date().toISOString() },
        metadata: { actor: null, role: 'system', correlationId: reminderEventId(key), causationId: null, occurredAt: new Date().toISOString() },
      },
    ],
    'any',
  );
  return 'sent';
}

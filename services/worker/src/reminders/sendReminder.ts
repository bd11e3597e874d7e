/**
 * A reminder's `send` job, exactly once per (booking, recipient, kind) (an assessor's
 * reminder goes the same way, sendAssessorReminder.ts):
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
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import type { PlacedBooking } from '@app/core/bookings/bookingState';
import type { EventStore } from '@app/core/eventstore/port';
import { writeKeyedMail } from '@app/core/mail/outbox';
import type { PlannedReminder } from '@app/core/reminders/planReminders';
import { channelOf, reminderKey, roleOf, type ReminderKind } from '@app/core/reminders/reminderKinds';
import { philippineNumber } from '@app/core/rules/philippineNumber';
import { writeKeyedSms } from '@app/core/sms/outbox';
import { deliverMail } from '../mail/deliverMail.js';
import { deliverSms } from '../sms/deliverSms.js';
import { currentPlan } from '@app/core/reminders/currentPlan';
import { reminderMail, reminderSms } from './reminderMessages.js';
import type { SendJobData } from './scheduleReminders.js';
import { sendAssessorReminder } from './sendAssessorReminder.js';
import { recordSent, sendNow, staffNumber, type DelayableJob, type SendDeps, type SendOutcome } from './reminderSending.js';

/** The number to text: the booking's (address, then customer) for the customer, the profile's for a manong. */
async function numberOf(store: EventStore, booking: PlacedBooking, r: PlannedReminder): Promise<string | null> {
  if (r.recipientRole === 'customer') {
    for (const n of [booking.placed.address.contactNumber, booking.placed.customer.contactNumber]) if (n && philippineNumber(n)) return philippineNumber(n);
    return null;
  }
  return staffNumber(store, r.recipientId);
}

export async function sendReminder(deps: SendDeps, data: SendJobData, job?: DelayableJob, token?: string, now = new Date()): Promise<SendOutcome> {
  if (data.assessmentId) return sendAssessorReminder(deps, { ...data, assessmentId: data.assessmentId }, job, token, now);
  const bookingId = data.bookingId!;
  const kind = data.kind as ReminderKind;
  const key = reminderKey(bookingId, data.recipientId, kind);
  // Only the customer's texts depend on their choice: any other kind skips reading it.
  const textsKnown = !(roleOf(kind) === 'customer' && channelOf(kind) === 'sms');
  const { facts, planned } = await currentPlan(deps.store, bookingId, { textsKnown });
  if (facts.sent.has(key)) return 'already-sent';
  const r = planned.find((p) => p.key === key);
  const booking = facts.booking;
  if (!r || !booking) return 'not-planned';
  const timing = await sendNow(r, now, job, token);
  if (timing !== 'now') return timing;

  let to: string;
  if (r.channel === 'email') {
    to = booking.placed.customer.email;
    const mail = reminderMail(r.kind, booking, deps.publicUrl, now);
    // Kept in the local outbox, the row is written already sent (no delivery statement).
    const row = await writeKeyedMail(deps.pool, { eventId: bookingId, recipientKey: r.recipientId }, { to, purpose: r.kind, ...mail }, { sentLocally: deps.transport.via === 'local-outbox' });
    if (!row.sent) await deliverMail({ pool: deps.pool, transport: deps.transport, publicUrl: deps.publicUrl }, row.id);
  } else {
    const number = await numberOf(deps.store, booking, r);
    if (!number) return 'no-number';
    to = number;
    const row = await writeKeyedSms(deps.pool, { bookingId, purpose: r.kind, recipientKey: r.recipientId }, { to, body: reminderSms(r.kind, booking, deps.publicUrl, now) }, deps.sms.via === 'local-outbox');
    if (!row.sent) await deliverSms({ pool: deps.pool, sender: deps.sms }, row.id);
  }

  await recordSent(deps.store, bookingStreamId(bookingId), key, 'ReminderSent', { bookingId, kind: r.kind, channel: r.channel, recipientRole: r.recipientRole, recipientId: r.recipientId, to });
  return 'sent';
}

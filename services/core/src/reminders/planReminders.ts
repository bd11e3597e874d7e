/**
 * The reminders a booking's events call for: a pure function of its history, the
 * settings' switches and the customer's choice about text messages. Rebooking moves them
 * (they follow the slot), reassigning changes who gets the manongs' ones, cancelling or
 * completing drops the ones not yet sent (the booking is no longer waiting for its day).
 *
 * Each reminder has a window: from its due time to the next reminder of its recipient and
 * channel (or the start of the service). One not sent inside its window (a booking made
 * three hours ahead has no 24-hour reminder; a worker down all evening) is missed, never
 * sent late with a wrong "tomorrow".
 */
import type { BookingEvent } from '../bookings/bookingEvents.js';
import { evolve, initialState, type PlacedBooking } from '../bookings/bookingState.js';
import { WorkStatus } from '../bookings/workStatus.js';
import { addDays, manilaInstant } from '../schedules/manilaTime.js';
import { bookingReminderKinds, channelOf, reminderKey, roleOf, type ReminderChannel, type ReminderKind, type ReminderRecipientRole } from './reminderKinds.js';

const HOUR = 3600_000;

export interface PlannedReminder {
  key: string;
  /** The booking's id, or the assessment's for an assessor's reminder. */
  bookingId: string;
  kind: ReminderKind;
  channel: ReminderChannel;
  recipientRole: ReminderRecipientRole;
  recipientId: string;
  /** When it goes out (ISO). */
  dueAt: string;
  /** After this it is missed and not sent (ISO). */
  sendBefore: string;
}

export interface ReminderSentRecord {
  key: string;
  kind: ReminderKind;
  channel: ReminderChannel;
  recipientId: string;
  to: string;
  sentAt: string;
}

/** What the planner reads from a booking's stream: the booking as it stands and the reminders already sent. */
export interface ReminderFacts {
  booking: PlacedBooking | null;
  sent: ReadonlyMap<string, ReminderSentRecord>;
}

export interface PlanningChoices {
  /** Kinds switched off in settings. */
  disabled: ReadonlySet<ReminderKind>;
  /** The customer's choice about text messages (consent). */
  customerTexts: boolean;
}

export function reminderFacts(events: readonly BookingEvent[]): ReminderFacts {
  let state = initialState();
  const sent = new Map<string, ReminderSentRecord>();
  for (const event of events) {
    if (event.type === 'ReminderSent') {
      const { bookingId, recipientId, kind, channel, to, sentAt } = event.data;
      const key = reminderKey(bookingId, recipientId, kind);
      if (!sent.has(key)) sent.set(key, { key, kind, channel, recipientId, to, sentAt });
    }
    state = evolve(state, event);
  }
  return { booking: state.status === 'placed' ? state : null, sent };
}

/** Waiting for its day: neither done, called off nor under way, and paid (or placed by the office, paid on site). */
export function awaitsService(booking: PlacedBooking): boolean {
  const closed = booking.workStatus === WorkStatus.Finished || booking.workStatus === WorkStatus.Cancelled || booking.workStatus === WorkStatus.OnGoing;
  return !closed && (booking.paymentStatus === 'paid' || booking.placed.placedBy === 'administrator');
}

/** When the service window starts, as an instant. */
export const serviceStart = (booking: PlacedBooking): Date => manilaInstant(booking.slot.date, booking.slot.startAt);

/** Each kind's window, for a service (or a visit) starting at `start` on Manila day `date`. */
export function windowOf(kind: ReminderKind, date: string, start: Date): { due: Date; before: Date } {
  const t = start.getTime();
  const evening = manilaInstant(addDays(date, -1), '18:00');
  const morning = manilaInstant(date, '07:00');
  switch (kind) {
    case 'customer-24h-email':
    case 'customer-24h-sms':
      return { due: new Date(t - 24 * HOUR), before: new Date(t - 2 * HOUR) };
    case 'customer-2h-email':
    case 'customer-2h-sms':
      return { due: new Date(t - 2 * HOUR), before: start };
    case 'manong-evening-sms':
    case 'assessor-evening-sms':
      return { due: evening, before: new Date(Math.min(morning.getTime(), t)) };
    case 'manong-morning-sms':
    case 'assessor-morning-sms':
      return { due: morning, before: start };
  }
}

/** Every reminder the booking calls for now, sent or not, in due order. */
export function planReminders(bookingId: string, facts: ReminderFacts, choices: PlanningChoices): PlannedReminder[] {
  const booking = facts.booking;
  if (!booking || !awaitsService(booking)) return [];
  const start = serviceStart(booking);
  const manongs = [...new Set(booking.manongs.map((m) => m.manongId))];
  const planned: PlannedReminder[] = [];
  for (const kind of bookingReminderKinds) {
    if (choices.disabled.has(kind)) continue;
    const channel = channelOf(kind);
    const role = roleOf(kind);
    if (role === 'customer' && channel === 'sms' && !choices.customerTexts) continue;
    const { due, before } = windowOf(kind, booking.slot.date, start);
    if (due >= before) continue;
    const recipients = role === 'customer' ? [booking.placed.customer.customerId] : manongs;
    for (const recipientId of recipients) {
      planned.push({ key: reminderKey(bookingId, recipientId, kind), bookingId, kind, channel, recipientRole: role, recipientId, dueAt: due.toISOString(), sendBefore: before.toISOString() });
    }
  }
  return planned.sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.key.localeCompare(b.key));
}

/** The reminders still to send: planned, not sent, window not over at `now`. */
export const unsentReminders = (planned: readonly PlannedReminder[], facts: { sent: ReadonlyMap<string, unknown> }, now: Date): PlannedReminder[] =>
  planned.filter((r) => !facts.sent.has(r.key) && new Date(r.sendBefore) > now);

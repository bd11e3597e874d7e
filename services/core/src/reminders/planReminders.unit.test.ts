/**
 * The reminders a booking's events call for, as specifications:
 *   given(events).then(reminders): kind, recipient and due time (Manila, +08:00).
 * The fixture booking is served 2026-12-01 08:00 Manila (00:00 UTC).
 */
import { describe, expect, it } from 'vitest';
import type { BookingEvent } from '../bookings/bookingEvents.js';
import { assigned, bookingId, cancellationRequested, customerId, inStatus, manong, paid, placed, slot, thirdSlot, unpaid } from '../bookings/bookingFixtures.js';
import { WorkStatus } from '../bookings/workStatus.js';
import { planReminders, reminderFacts, unsentReminders, type PlanningChoices } from './planReminders.js';
import { reminderKey, type BookingReminderKind } from './reminderKinds.js';

const everything: PlanningChoices = { disabled: new Set(), customerTexts: true };

function given(events: BookingEvent[], choices: PlanningChoices = everything) {
  const facts = reminderFacts(events);
  const plan = planReminders(bookingId, facts, choices);
  const rows = plan.map((r) => [r.kind, r.recipientId === customerId ? 'customer' : r.recipientId, r.dueAt, r.sendBefore]);
  return {
    then: (expected: (string | undefined)[][]) => expect(rows).toEqual(expected),
    unsentAt: (now: string) => unsentReminders(plan, facts, new Date(now)).map((r) => r.kind),
  };
}

// 2026-12-01 08:00 Manila is 00:00 UTC.
const customerReminders = [
  ['customer-24h-email', 'customer', '2026-11-30T00:00:00.000Z', '2026-11-30T22:00:00.000Z'],
  ['customer-24h-sms', 'customer', '2026-11-30T00:00:00.000Z', '2026-11-30T22:00:00.000Z'],
  ['customer-2h-email', 'customer', '2026-11-30T22:00:00.000Z', '2026-12-01T00:00:00.000Z'],
  ['customer-2h-sms', 'customer', '2026-11-30T22:00:00.000Z', '2026-12-01T00:00:00.000Z'],
];
const manongReminders = (m: string) => [
  ['manong-evening-sms', m, '2026-11-30T10:00:00.000Z', '2026-11-30T23:00:00.000Z'],
  ['manong-morning-sms', m, '2026-11-30T23:00:00.000Z', '2026-12-01T00:00:00.000Z'],
];
const sent = (recipientId: string, kind: BookingReminderKind): BookingEvent => ({
  type: 'ReminderSent',
  data: { bookingId, kind, channel: kind.endsWith('sms') ? 'sms' : 'email', recipientRole: recipientId === customerId ? 'customer' : 'manong', recipientId, to: 'x', sentAt: '2026-11-30T00:00:05.000Z' },
});
const byDue = (rows: (string | undefined)[][]) => [...rows].sort((a, b) => a[2]!.localeCompare(b[2]!) || 0);

describe('planning reminders from a booking’s events', () => {
  it('a paid booking: the customer’s 24-hour and 2-hour reminders, by e-mail and SMS', () => {
    given(paid).then(customerReminders);
  });

  it('an unpaid booking placed by its customer: none yet (it may never be paid); placed by the office: planned', () => {
    given(unpaid).then([]);
    given([{ ...placed, data: { ...placed.data, placedBy: 'administrator' } }]).then(customerReminders);
  });

  it('manongs assigned: each gets the evening before (18:00 Manila) and the morning of (07:00 Manila), by SMS', () => {
    const plan = planReminders(bookingId, reminderFacts([...paid, assigned([manong(1)], [manong(2)])]), everything);
    expect(plan.filter((r) => r.recipientRole === 'manong').map((r) => [r.kind, r.recipientId, r.dueAt, r.sendBefore])).toEqual(
      byDue([...manongReminders(manong(1)), ...manongReminders(manong(2))]).sort((a, b) => a[2]!.localeCompare(b[2]!) || a[1]!.localeCompare(b[1]!)),
    );
  });

  it('reassigning changes who gets them: the manong taken off gets none, the new one gets both', () => {
    const plan = planReminders(bookingId, reminderFacts([...paid, assigned([manong(1)]), assigned([manong(3)])]), everything);
    expect(new Set(plan.filter((r) => r.recipientRole === 'manong').map((r) => r.recipientId))).toEqual(new Set([manong(3)]));
  });

  it('rebooking moves them with the slot (2026-12-04 08:00 Manila)', () => {
    given([...paid, { type: 'RebookFulfilled', data: { bookingId, fromSlot: slot, toSlot: thirdSlot, requested: true } }]).then([
      ['customer-24h-email', 'customer', '2026-12-03T00:00:00.000Z', '2026-12-03T22:00:00.000Z'],
      ['customer-24h-sms', 'customer', '2026-12-03T00:00:00.000Z', '2026-12-03T22:00:00.000Z'],
      ['customer-2h-email', 'customer', '2026-12-03T22:00:00.000Z', '2026-12-04T00:00:00.000Z'],
      ['customer-2h-sms', 'customer', '2026-12-03T22:00:00.000Z', '2026-12-04T00:00:00.000Z'],
    ]);
  });

  it('a request waiting for the office (rebooking, cancellation) leaves them planned: the booking stands until it is decided', () => {
    given([...paid, cancellationRequested]).then(customerReminders);
  });

  it.each([
    ['cancelled', WorkStatus.Cancelled],
    ['completed', WorkStatus.Finished],
    ['under way (a manong timed in)', WorkStatus.OnGoing],
  ])('%s: those not yet sent are dropped', (_name, status) => {
    given(inStatus[status]).then([]);
  });

  it('a kind switched off in settings is not planned for anyone', () => {
    given(paid, { disabled: new Set(['customer-24h-email', 'customer-2h-sms']), customerTexts: true }).then([customerReminders[1]!, customerReminders[2]!]);
  });

  it('a customer who said no to text messages gets e-mails only', () => {
    given(paid, { disabled: new Set(), customerTexts: false }).then([customerReminders[0]!, customerReminders[2]!]);
  });

  it('a sent reminder stays in the plan and is not to send again; one whose window passed is missed', () => {
    const events = [...paid, sent(customerId, 'customer-24h-email')];
    expect(reminderFacts(events).sent.has(reminderKey(bookingId, customerId, 'customer-24h-email'))).toBe(true);
    expect(given(events).unsentAt('2026-11-30T00:00:01.000Z')).toEqual(['customer-24h-sms', 'customer-2h-email', 'customer-2h-sms']);
    // Booked 90 minutes ahead: the 24-hour window is over, only the 2-hour ones remain.
    expect(given(paid).unsentAt('2026-11-30T22:30:00.000Z')).toEqual(['customer-2h-email', 'customer-2h-sms']);
    expect(given(paid).unsentAt('2026-12-01T00:00:00.000Z')).toEqual([]);
  });

  it('a service before 07:00 has no morning reminder (its window would be empty); the evening one ends at the start', () => {
    const early = { ...slot, id: '2026-12-01T06:00', startAt: '06:00', endAt: '08:00' };
    const plan = planReminders(bookingId, reminderFacts([{ ...placed, data: { ...placed.data, slot: early } }, ...paid.slice(1), assigned([manong(1)])]), everything);
    expect(plan.filter((r) => r.recipientRole === 'manong').map((r) => [r.kind, r.sendBefore])).toEqual([['manong-evening-sms', '2026-11-30T22:00:00.000Z']]);
  });
});

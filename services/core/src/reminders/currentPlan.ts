/**
 * A booking's reminders as they stand now: its stream (the booking and the reminders sent),
 * the settings' switches and the customer's choice about text messages, through the pure
 * planner. Read fresh for every plan and every send, so a send always decides on the
 * latest events (a rebooking, a cancellation, a switch turned off a minute ago).
 */
import { userDecider } from '../accounts/userDecider.js';
import { assessmentStreamId, type AssessmentEvent } from '../assessments/assessmentEvents.js';
import { userStreamId } from '../accounts/userEvents.js';
import { bookingStreamId, type BookingEvent } from '../bookings/bookingEvents.js';
import { loadState } from '../commands/handleCommand.js';
import type { EventStore } from '../eventstore/port.js';
import { planReminders, reminderFacts, type PlannedReminder, type ReminderFacts } from './planReminders.js';
import { assessmentReminderFacts, planAssessmentReminders, type AssessmentReminderFacts } from './planAssessmentReminders.js';
import { assessmentReminderKinds, bookingReminderKinds, type ReminderKind } from './reminderKinds.js';
import { readReminderSettings } from './reminderSettings.js';

export interface CurrentPlan {
  facts: ReminderFacts;
  planned: PlannedReminder[];
  /** Every recipient the booking ever had (customer and manongs, past ones too): whose jobs may need dropping. */
  everyone: string[];
}

export async function customerAllowsTexts(store: EventStore, userId: string): Promise<boolean> {
  const user = await loadState(store, userStreamId(userId), userDecider);
  // A removed account gets nothing; an account not found (never expected) keeps the default, yes.
  return user.status === 'active' ? user.textMessages : user.status === 'absent';
}

/**
 * `textsKnown`: the caller's plan does not depend on the customer's choice about texts
 * (a send job for any kind but the customer's SMS): their stream is not read, and the
 * customer's texts are planned as if allowed.
 */
export async function currentPlan(store: EventStore, bookingId: string, options: { textsKnown?: boolean } = {}): Promise<CurrentPlan> {
  const recorded = await store.readStream(bookingStreamId(bookingId));
  const events = recorded.map((e) => ({ type: e.type, data: e.data }) as BookingEvent);
  const facts = reminderFacts(events);
  if (!facts.booking) return { facts, planned: [], everyone: [] };
  const customerId = facts.booking.placed.customer.customerId;
  const [settings, customerTexts] = await Promise.all([readReminderSettings(store), options.textsKnown ? true : customerAllowsTexts(store, customerId)]);
  const everyone = new Set([customerId]);
  for (const e of events) if (e.type === 'ManongsAssigned') for (const id of [...e.data.primary, ...e.data.secondary]) everyone.add(id);
  return { facts, planned: planReminders(bookingId, facts, { disabled: settings.disabled, customerTexts }), everyone: [...everyone] };
}

export interface CurrentAssessmentPlan {
  facts: AssessmentReminderFacts;
  planned: PlannedReminder[];
  /** Every assessor the assessment ever had: whose jobs may need dropping. */
  everyone: string[];
}

/** An assessment visit's reminders as they stand now (its stream and the switches). */
export async function currentAssessmentPlan(store: EventStore, assessmentId: string): Promise<CurrentAssessmentPlan> {
  const events = (await store.readStream(assessmentStreamId(assessmentId))).map((e) => ({ type: e.type, data: e.data }) as AssessmentEvent);
  const facts = assessmentReminderFacts(events);
  if (!facts.assessment) return { facts, planned: [], everyone: [] };
  const settings = await readReminderSettings(store);
  const everyone = new Set<string>();
  for (const e of events) if (e.type === 'AssessorsAssigned') for (const id of [...e.data.primary, ...e.data.secondary]) everyone.add(id);
  return { facts, planned: planAssessmentReminders(assessmentId, facts, settings), everyone: [...everyone] };
}

/** What a reminders job names: a booking, or an assessment for its assessors' texts. */
export type ReminderSubject = { bookingId: string } | { assessmentId: string };
export const subjectIdOf = (s: ReminderSubject): string => ('assessmentId' in s ? s.assessmentId : s.bookingId);

/** The plan of either subject, as the scheduler needs it: what is planned, what was sent, who may have jobs. */
export async function planOf(store: EventStore, subject: ReminderSubject): Promise<{ planned: PlannedReminder[]; sent: ReadonlyMap<string, unknown>; everyone: string[]; kinds: readonly ReminderKind[] }> {
  if ('assessmentId' in subject) {
    const { facts, planned, everyone } = await currentAssessmentPlan(store, subject.assessmentId);
    return { planned, sent: facts.sent, everyone, kinds: assessmentReminderKinds };
  }
  const { facts, planned, everyone } = await currentPlan(store, subject.bookingId);
  return { planned, sent: facts.sent, everyone, kinds: bookingReminderKinds };
}

/**
 * The reminders an assessment visit calls for: to each assessor sent on it, a text the
 * evening before (18:00 Manila) and the morning of (07:00 Manila), as a booking's manongs
 * get. A pure function of the assessment's history and the settings' switches:
 * assigning adds them, reassigning changes who gets them, a new date or time moves them,
 * and they are dropped for an assessor who declined, and for everyone once the visit is
 * under way (an assessor timed in or out) or the work was booked from it.
 */
import { assessmentDecider, type AssessmentState } from '../assessments/assessmentDecider.js';
import type { AssessmentEvent } from '../assessments/assessmentEvents.js';
import { manilaInstant } from '../schedules/manilaTime.js';
import { windowOf, type PlannedReminder, type PlanningChoices, type ReminderSentRecord } from './planReminders.js';
import { assessmentReminderKinds, reminderKey } from './reminderKinds.js';

export type VisitedAssessment = Extract<AssessmentState, { status: 'requested' }>;

export interface AssessmentReminderFacts {
  assessment: VisitedAssessment | null;
  sent: ReadonlyMap<string, ReminderSentRecord>;
}

export function assessmentReminderFacts(events: readonly AssessmentEvent[]): AssessmentReminderFacts {
  let state: AssessmentState = assessmentDecider.initialState();
  const sent = new Map<string, ReminderSentRecord>();
  for (const event of events) {
    if (event.type === 'AssessmentReminderSent') {
      const { assessmentId, recipientId, kind, channel, to, sentAt } = event.data;
      const key = reminderKey(assessmentId, recipientId, kind);
      if (!sent.has(key)) sent.set(key, { key, kind, channel, recipientId, to, sentAt });
    }
    state = assessmentDecider.evolve(state, event);
  }
  return { assessment: state.status === 'requested' ? state : null, sent };
}

/** Waiting for its visit: assessors sent, nobody timed in or out yet, no booking made from it. */
function awaitsVisit(a: VisitedAssessment): boolean {
  return a.visit !== null && a.bookingId === null && !Object.values(a.answers).some((x) => x.timedInAt || x.timedOutAt);
}

/** When the visit starts, as an instant. */
const visitStart = (a: VisitedAssessment): Date => manilaInstant(a.visit!.date, a.visit!.time);

export function planAssessmentReminders(assessmentId: string, facts: AssessmentReminderFacts, choices: Pick<PlanningChoices, 'disabled'>): PlannedReminder[] {
  const a = facts.assessment;
  if (!a || !awaitsVisit(a)) return [];
  const visit = a.visit!;
  const start = visitStart(a);
  const assessors = [...new Set([...visit.primary, ...visit.secondary])].filter((id) => a.answers[id]?.confirmed !== false);
  const planned: PlannedReminder[] = [];
  for (const kind of assessmentReminderKinds) {
    if (choices.disabled.has(kind)) continue;
    const { due, before } = windowOf(kind, visit.date, start);
    if (due >= before) continue;
    for (const recipientId of assessors) {
      planned.push({ key: reminderKey(assessmentId, recipientId, kind), bookingId: assessmentId, kind, channel: 'sms', recipientRole: 'assessor', recipientId, dueAt: due.toISOString(), sendBefore: before.toISOString() });
    }
  }
  return planned.sort((x, y) => x.dueAt.localeCompare(y.dueAt) || x.key.localeCompare(y.key));
}

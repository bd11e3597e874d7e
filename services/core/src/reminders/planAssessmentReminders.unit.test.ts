/**
 * The reminders an assessment visit's events call for, as specifications:
 *   given(events).then(reminders): kind, assessor and window (UTC; Manila is +08:00).
 * The fixture visit is 2026-12-05 09:30 Manila (01:30 UTC).
 */
import { describe, expect, it } from 'vitest';
import type { AssessmentEvent } from '../assessments/assessmentEvents.js';
import { assessmentId, assessor, bookingId, request } from '../assessments/assessmentFixtures.js';
import { assessmentReminderFacts, planAssessmentReminders } from './planAssessmentReminders.js';
import { unsentReminders } from './planReminders.js';
import type { ReminderKind } from './reminderKinds.js';

const requested: AssessmentEvent = { type: 'AssessmentRequested', data: request };
const assigned = (primary: string[], secondary: string[] = [], date = '2026-12-05', time = '09:30'): AssessmentEvent => ({ type: 'AssessorsAssigned', data: { assessmentId, primary, secondary, date, time } });
const answered = (n: number, confirmed: boolean): AssessmentEvent => ({ type: 'AssessorAnswered', data: { assessmentId, assessorId: assessor(n), confirmed } });
const sent = (n: number, kind: 'assessor-evening-sms' | 'assessor-morning-sms'): AssessmentEvent => ({
  type: 'AssessmentReminderSent',
  data: { assessmentId, kind, channel: 'sms', recipientRole: 'assessor', recipientId: assessor(n), to: '+639171234567', sentAt: '2026-12-04T10:00:05.000Z' },
});

function given(events: AssessmentEvent[], disabled: ReminderKind[] = []) {
  const facts = assessmentReminderFacts(events);
  const plan = planAssessmentReminders(assessmentId, facts, { disabled: new Set(disabled) });
  return {
    then: (expected: string[][]) => expect(plan.map((r) => [r.kind, r.recipientId, r.dueAt, r.sendBefore])).toEqual(expected),
    unsentAt: (now: string) => unsentReminders(plan, facts, new Date(now)).map((r) => [r.kind, r.recipientId]),
  };
}

const evening = (n: number, day = '2026-12-04') => ['assessor-evening-sms', assessor(n), `${day}T10:00:00.000Z`, `${day}T23:00:00.000Z`];
const morning = (n: number, day = '2026-12-04', start = '2026-12-05T01:30:00.000Z') => ['assessor-morning-sms', assessor(n), `${day}T23:00:00.000Z`, start];

describe('planning an assessment visit’s reminders from its events', () => {
  it('requested, nobody sent yet: none', () => {
    given([requested]).then([]);
  });

  it('assessors assigned: each (primary and alternative) gets the evening before (18:00 Manila) and the morning of (07:00 Manila), by SMS', () => {
    given([requested, assigned([assessor(1)], [assessor(2)])]).then([evening(1), evening(2), morning(1), morning(2)]);
  });

  it('reassigned: the assessor taken off gets none, the new one gets both', () => {
    given([requested, assigned([assessor(1)]), assigned([assessor(3)])]).then([evening(3), morning(3)]);
  });

  it('rescheduled (a new date and time): they move with the visit', () => {
    given([requested, assigned([assessor(1)]), assigned([assessor(1)], [], '2026-12-07', '14:00')]).then([evening(1, '2026-12-06'), morning(1, '2026-12-06', '2026-12-07T06:00:00.000Z')]);
  });

  it('an assessor who declined gets none; one who confirmed keeps theirs', () => {
    given([requested, assigned([assessor(1)], [assessor(2)]), answered(1, true), answered(2, false)]).then([evening(1), morning(1)]);
  });

  it.each([
    ['under way (an assessor timed in)', { type: 'AssessorTimedIn', data: { assessmentId, assessorId: assessor(1), at: '2026-12-05T01:35:00.000Z' } }],
    ['completed (an assessor timed out)', { type: 'AssessorTimedOut', data: { assessmentId, assessorId: assessor(1), at: '2026-12-05T02:35:00.000Z' } }],
    ['booked from it (the work is decided)', { type: 'AssessmentBooked', data: { assessmentId, bookingId } }],
  ] as [string, AssessmentEvent][])('%s: those not yet sent are dropped', (_name, event) => {
    given([requested, assigned([assessor(1)]), answered(1, true), event]).then([]);
  });

  it('a kind switched off in settings is not planned for anyone', () => {
    given([requested, assigned([assessor(1)], [assessor(2)])], ['assessor-evening-sms']).then([morning(1), morning(2)]);
  });

  it('a sent reminder is not to send again; one whose window passed is missed', () => {
    const events = [requested, assigned([assessor(1)]), sent(1, 'assessor-evening-sms')];
    expect(given(events).unsentAt('2026-12-04T10:00:01.000Z')).toEqual([['assessor-morning-sms', assessor(1)]]);
    // Assigned at 08:00 Manila on the day: the evening's window is over, the morning's still open.
    expect(given([requested, assigned([assessor(1)])]).unsentAt('2026-12-05T00:00:00.000Z')).toEqual([['assessor-morning-sms', assessor(1)]]);
  });
});

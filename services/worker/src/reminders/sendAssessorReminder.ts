/**
 * An assessor's reminder `send` job: as a booking's (sendReminder.ts), exactly once per
 * (assessment, assessor, kind): planned again from the assessment's stream, written to
 * the SMS ledger under its key, delivered once, AssessmentReminderSent appended with the
 * key's event id.
 */
import { assessmentStreamId } from '@app/core/assessments/assessmentEvents';
import { currentAssessmentPlan } from '@app/core/reminders/currentPlan';
import { reminderKey, type ReminderKind } from '@app/core/reminders/reminderKinds';
import { writeKeyedSms } from '@app/core/sms/outbox';
import { deliverSms } from '../sms/deliverSms.js';
import { assessorSms } from './reminderMessages.js';
import { recordSent, sendNow, staffNumber, type DelayableJob, type SendDeps, type SendOutcome } from './reminderSending.js';
import type { SendJobData } from './scheduleReminders.js';

export async function sendAssessorReminder(deps: SendDeps, data: SendJobData & { assessmentId: string }, job?: DelayableJob, token?: string, now = new Date()): Promise<SendOutcome> {
  const { assessmentId } = data;
  const key = reminderKey(assessmentId, data.recipientId, data.kind as ReminderKind);
  const { facts, planned } = await currentAssessmentPlan(deps.store, assessmentId);
  if (facts.sent.has(key)) return 'already-sent';
  const r = planned.find((p) => p.key === key);
  if (!r || !facts.assessment) return 'not-planned';
  const timing = await sendNow(r, now, job, token);
  if (timing !== 'now') return timing;
  const to = await staffNumber(deps.store, r.recipientId);
  if (!to) return 'no-number';
  // The ledger's booking_id column holds the assessment's id here (both uuids; the purpose says which).
  const row = await writeKeyedSms(deps.pool, { bookingId: assessmentId, purpose: r.kind, recipientKey: r.recipientId }, { to, body: assessorSms(facts.assessment, deps.publicUrl, now) }, deps.sms.via === 'local-outbox');
  if (!row.sent) await deliverSms({ pool: deps.pool, sender: deps.sms }, row.id);
  await recordSent(deps.store, assessmentStreamId(assessmentId), key, 'AssessmentReminderSent', { assessmentId, kind: r.kind, channel: 'sms', recipientRole: 'assessor', recipientId: r.recipientId, to });
  return 'sent';
}

/**
 * A booking's `plan` job: brings its delayed `send` jobs in line with the current plan.
 * One job per (booking, recipient, kind), its id the reminder's key, so planning again
 * (each event, each start of a worker, each maintenance tick) never makes a second one:
 * - planned and unsent, no job: added, delayed until due (at once if due already);
 * - planned, a delayed job due at another time (rebooked): its delay changed;
 * - planned, a finished job that did not send (it fired while the booking was elsewhere): replaced;
 * - no longer planned (cancelled, reassigned, switched off), a job still delayed: removed.
 * A `send` job checks the plan again when it runs, so a plan job late or lost changes nothing
 * but timing, and a job lost with Redis is made again by the next planning.
 */
import type { Queue } from 'bullmq';
import type { EventStore } from '@app/core/eventstore/port';
import { unsentReminders } from '@app/core/reminders/planReminders';
import { reminderKey } from '@app/core/reminders/reminderKinds';
import { planOf, subjectIdOf, type ReminderSubject } from '@app/core/reminders/currentPlan';

export const PLAN_JOB = 'plan';
export const SEND_JOB = 'send';

/** A booking's reminder names its booking; an assessor's, its assessment (`assessmentId`, no `bookingId`). */
export interface SendJobData {
  bookingId?: string;
  assessmentId?: string;
  recipientId: string;
  kind: string;
  /** When it was scheduled for (ISO): a plan due at another time moves the job. */
  dueAt: string;
  [key: string]: string | undefined;
}

export interface ScheduleResult {
  added: number;
  moved: number;
  removed: number;
}

/** `subject`: a booking's id, or which booking or assessment (a plan job's data). */
export async function scheduleReminders(deps: { store: EventStore; queue: Queue }, of: string | ReminderSubject, now = new Date()): Promise<ScheduleResult> {
  const subject = typeof of === 'string' ? { bookingId: of } : of;
  const { planned, sent, everyone, kinds } = await planOf(deps.store, subject);
  const subjectId = subjectIdOf(subject);
  const unsent = unsentReminders(planned, { sent }, now);
  const wanted = new Set(unsent.map((r) => r.key));
  const result: ScheduleResult = { added: 0, moved: 0, removed: 0 };
  for (const r of unsent) {
    const delay = Math.max(0, new Date(r.dueAt).getTime() - now.getTime());
    const data: SendJobData = { ...subject, recipientId: r.recipientId, kind: r.kind, dueAt: r.dueAt };
    const job = await deps.queue.getJob(r.key);
    const state = job ? await job.getState() : 'unknown';
    if (job && state === 'delayed') {
      if ((job.data as SendJobData).dueAt !== r.dueAt) {
        await job.changeDelay(delay);
        await job.updateData(data);
        result.moved += 1;
      }
      continue;
    }
    // Waiting, active, or failed for good (retries ran out: recorded as failed, not retried forever).
    if (job && state !== 'completed') continue;
    if (job) await job.remove();
    await deps.queue.add(SEND_JOB, data, { jobId: r.key, delay, timestamp: now.getTime() });
    result.added += 1;
  }
  for (const recipientId of everyone) {
    for (const kind of kinds) {
      const key = reminderKey(subjectId, recipientId, kind);
      if (wanted.has(key)) continue;
      const job = await deps.queue.getJob(key);
      if (job && (await job.getState()) === 'delayed') {
        await job.remove();
        result.removed += 1;
      }
    }
  }
  return result;
}

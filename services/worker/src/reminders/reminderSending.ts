/**
 * What a booking's and an assessment's reminder sends share: when to send (now, later or
 * never), the number of a member of staff, and the sent record appended with an event id
 * derived from the reminder's key (a retry appends the same id: a no-op).
 */
import { createHash } from 'node:crypto';
import { DelayedError, type Job } from 'bullmq';
import { userDecider } from '@app/core/accounts/userDecider';
import { userStreamId } from '@app/core/accounts/userEvents';
import { loadState } from '@app/core/commands/handleCommand';
import type { Pool } from '@app/core/db/pool';
import type { EventStore } from '@app/core/eventstore/port';
import type { PlannedReminder } from '@app/core/reminders/planReminders';
import { philippineNumber } from '@app/core/rules/philippineNumber';
import type { SmsSender } from '@app/core/sms/port';
import type { MailTransport } from '../mail/transport.js';

export interface SendDeps {
  pool: Pool;
  store: EventStore;
  transport: MailTransport;
  sms: SmsSender;
  publicUrl: string;
}

export type SendOutcome = 'sent' | 'already-sent' | 'not-planned' | 'missed' | 'no-number' | 'later';
export type DelayableJob = Pick<Job, 'moveToDelayed'>;

/** A uuid (v4-shaped) from the reminder's key: the same key, the same sent event's id. */
export function reminderEventId(key: string): string {
  const h = createHash('sha256').update(`reminder-sent:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Its window over: missed. Due later than now (moved later): back to delayed until then. */
export async function sendNow(r: PlannedReminder, now: Date, job?: DelayableJob, token?: string): Promise<'now' | 'missed'> {
  if (new Date(r.sendBefore) <= now) return 'missed';
  const due = new Date(r.dueAt).getTime();
  if (due > now.getTime() + 1000 && job && token) {
    await job.moveToDelayed(due, token);
    throw new DelayedError();
  }
  return 'now';
}

/** A manong's or an assessor's number: their profile's, E.164. */
export async function staffNumber(store: EventStore, userId: string): Promise<string | null> {
  const user = await loadState(store, userStreamId(userId), userDecider);
  return user.status === 'active' && user.profile.contactNumber ? philippineNumber(user.profile.contactNumber) : null;
}

export async function recordSent(store: EventStore, streamId: string, key: string, type: 'ReminderSent' | 'AssessmentReminderSent', data: Record<string, string>): Promise<void> {
  const at = new Date().toISOString();
  await store.append(
    streamId,
    [{ id: reminderEventId(key), type, data: { ...data, sentAt: at }, metadata: { actor: null, role: 'system', correlationId: reminderEventId(key), causationId: null, occurredAt: at } }],
    'any',
  );
}

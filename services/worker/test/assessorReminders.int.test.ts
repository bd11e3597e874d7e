/**
 * Assessors' reminders through real Redis (BullMQ delayed jobs), the real event store and
 * the SMS ledger: the text whose window is open goes at once, once, and shows in the
 * assessment's history; future ones wait as delayed jobs keyed (assessment, assessor,
 * kind), moved by a new date, handed over on a reassignment, dropped when declined and
 * once the visit is under way; a kind switched off in settings is not sent.
 */
import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@app/core/logger';
import { openQueue, QUEUES } from '@app/core/queues/queues';
import { reminderKey } from '@app/core/reminders/reminderKinds';
import { startStack, type TestStack } from '../../api/test/support/stack.js';
import { createMailTransport } from '../src/mail/transport.js';
import { scheduleReminders } from '../src/reminders/scheduleReminders.js';
import { startReminders } from '../src/reminders/startReminders.js';
import { appendToAssessment, assessorRemindersSent, requestedAssessment, slotAt, smsRows, until } from './reminders.support.js';
import { registerStaff } from './support/events.js';

const HOUR = 3600_000;
let stack: TestStack;
let queue: Queue;

beforeAll(async () => {
  stack = await startStack();
  queue = openQueue(stack.config, QUEUES.reminders);
});
afterAll(async () => {
  await queue?.close();
  await stack?.close();
});

async function assessor(name: string) {
  const id = randomUUID();
  await registerStaff(stack.store, id, name, `${name.toLowerCase()}.${id.slice(0, 6)}@example.ph`, 'assessor');
  return id;
}

/** 10:00 Manila, `days` days from now: both texts' windows (18:00 the day before, 07:00 on the day) are whole. */
const tenOClock = (days: number) => new Date(`${slotAt(new Date(Date.now() + days * 24 * HOUR)).date}T10:00:00+08:00`);

const visitAt = (assessmentId: string, start: Date, primary: string[], secondary: string[] = []) => {
  const { date, startAt } = slotAt(start);
  return { type: 'AssessorsAssigned' as const, data: { assessmentId, primary, secondary, date, time: startAt } };
};

describe('assessors’ reminders', () => {
  it('a visit in two hours: each assessor sent on it gets the one text whose window is open now, once, in the SMS outbox and the assessment’s history', async () => {
    const [maria, nena] = [await assessor('Maria'), await assessor('Nena')];
    const assessmentId = await requestedAssessment(stack.store);
    await appendToAssessment(stack.store, assessmentId, [visitAt(assessmentId, new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * HOUR), [maria!], [nena!])]);
    const reminders = startReminders({ config: stack.config, pool: stack.db.pool, store: stack.store, log: createLogger('reminders-test'), transport: createMailTransport(stack.config), queue });
    try {
      await scheduleReminders({ store: stack.store, queue }, { assessmentId });
      const sent = await until(() => assessorRemindersSent(stack.store, assessmentId), (s) => s.length >= 2);
      // Two hours ahead, exactly one of the evening (until 07:00) and morning (from 07:00) windows is open.
      expect(new Set(sent.map((s) => s.kind)).size).toBe(1);
      expect(sent.map((s) => [s.recipientId, s.to]).sort()).toEqual([[maria, '+639170000000'], [nena, '+639170000000']].sort());
      await scheduleReminders({ store: stack.store, queue }, { assessmentId });
      await new Promise((r) => setTimeout(r, 1000));
      expect(await assessorRemindersSent(stack.store, assessmentId)).toHaveLength(2);
    } finally {
      await reminders.stop();
    }
    const sms = await smsRows(stack.db.pool, assessmentId);
    expect(sms).toHaveLength(2);
    for (const row of sms) {
      expect(row).toMatchObject({ to_number: '+639170000000', delivered_via: 'local-outbox', attempts: 1 });
      expect(row.body).toMatch(/assessment today .* Leak inspection for Jose Cruz .*3 Rizal Ave, Kapitolyo, Pasig/);
      expect(row.body).toContain('/assessors/home');
      expect(row.body.length).toBeLessThanOrEqual(306);
    }
  });

  it('a visit in three days: delayed jobs at 18:00 the evening before and 07:00 on the day (Manila); a new date moves them, a reassignment hands them over, declining and timing in drop them', async () => {
    const [maria, nena] = [await assessor('Maria'), await assessor('Nena')];
    const assessmentId = await requestedAssessment(stack.store);
    const start = tenOClock(3);
    await appendToAssessment(stack.store, assessmentId, [visitAt(assessmentId, start, [maria!])]);
    const plan = () => scheduleReminders({ store: stack.store, queue }, { assessmentId });
    const dueOf = async (who: string, kind: 'assessor-evening-sms' | 'assessor-morning-sms') => {
      const job = await queue.getJob(reminderKey(assessmentId, who, kind));
      return job && (await job.getState()) === 'delayed' ? (job.data.dueAt as string) : null;
    };
    expect(await plan()).toMatchObject({ added: 2 });
    const day = slotAt(start).date;
    const dayBefore = slotAt(new Date(start.getTime() - 24 * HOUR)).date;
    expect(await dueOf(maria!, 'assessor-evening-sms')).toBe(new Date(`${dayBefore}T18:00:00+08:00`).toISOString());
    expect(await dueOf(maria!, 'assessor-morning-sms')).toBe(new Date(`${day}T07:00:00+08:00`).toISOString());

    // Moved a day later: the same jobs, new due times.
    const later = new Date(start.getTime() + 24 * HOUR);
    await appendToAssessment(stack.store, assessmentId, [visitAt(assessmentId, later, [maria!])]);
    expect(await plan()).toMatchObject({ moved: 2, added: 0 });
    expect(await dueOf(maria!, 'assessor-morning-sms')).toBe(new Date(`${slotAt(later).date}T07:00:00+08:00`).toISOString());

    // Reassigned to Nena: Maria's jobs removed, Nena's added.
    await appendToAssessment(stack.store, assessmentId, [visitAt(assessmentId, later, [nena!])]);
    expect(await plan()).toMatchObject({ added: 2, removed: 2 });
    expect(await dueOf(maria!, 'assessor-evening-sms')).toBeNull();
    expect(await dueOf(nena!, 'assessor-evening-sms')).not.toBeNull();

    // Nena and Maria both sent; Maria declines: hers dropped, Nena's kept.
    await appendToAssessment(stack.store, assessmentId, [visitAt(assessmentId, later, [nena!], [maria!]), { type: 'AssessorAnswered', data: { assessmentId, assessorId: maria!, confirmed: false } }]);
    expect(await plan()).toMatchObject({ added: 0, removed: 0 });
    expect(await dueOf(maria!, 'assessor-morning-sms')).toBeNull();

    // Under way: the rest dropped.
    await appendToAssessment(stack.store, assessmentId, [
      { type: 'AssessorAnswered', data: { assessmentId, assessorId: nena!, confirmed: true } },
      { type: 'AssessorTimedIn', data: { assessmentId, assessorId: nena!, at: later.toISOString() } },
    ]);
    expect(await plan()).toMatchObject({ removed: 2 });
    expect(await dueOf(nena!, 'assessor-morning-sms')).toBeNull();
  });

  it('switched off in settings: not planned, so no job', async () => {
    const maria = await assessor('Maria');
    const assessmentId = await requestedAssessment(stack.store);
    await appendToAssessment(stack.store, assessmentId, [visitAt(assessmentId, tenOClock(3), [maria!])]);
    await stack.store.append('reminder-settings', [{ id: randomUUID(), type: 'ReminderKindSwitched', data: { kind: 'assessor-evening-sms', enabled: false }, metadata: { actor: null, role: 'administrator', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() } }], 'any');
    try {
      expect(await scheduleReminders({ store: stack.store, queue }, { assessmentId })).toMatchObject({ added: 1 });
      expect(await queue.getJob(reminderKey(assessmentId, maria!, 'assessor-evening-sms'))).toBeFalsy();
    } finally {
      await stack.store.append('reminder-settings', [{ id: randomUUID(), type: 'ReminderKindSwitched', data: { kind: 'assessor-evening-sms', enabled: true }, metadata: { actor: null, role: 'administrator', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() } }], 'any');
    }
  });
});

/**
 * Wires reminders into a worker process: the `reminders` queue's worker (`plan` and
 * `send` jobs) and the re-planning of every booking served in the next two days, at start
 * and every ten minutes (and every assessment visited in that time). The delayed jobs live in Redis; what was sent lives in the event
 * store (ReminderSent) and the ledgers. So a Redis that lost its data (a restart without
 * persistence, a failover) loses nothing for good: the next re-planning makes the jobs
 * again, and a reminder already sent is not planned again.
 */
import { UnrecoverableError, Worker, type Job, type Queue } from 'bullmq';
import type { Config } from '@app/core/config';
import type { Pool } from '@app/core/db/pool';
import type { EventStore } from '@app/core/eventstore/port';
import type { Logger } from '@app/core/logger';
import type { JobDurations } from '@app/core/metrics/queueMetrics';
import { QUEUES, workerConnection } from '@app/core/queues/queues';
import { subjectIdOf, type ReminderSubject } from '@app/core/reminders/currentPlan';
import { channelOf, type ReminderKind } from '@app/core/reminders/reminderKinds';
import { manilaDate } from '@app/core/schedules/manilaTime';
import { markSmsFailed } from '@app/core/sms/outbox';
import { SmsSendError } from '@app/core/sms/port';
import { createSmsSender } from '@app/core/sms/senders';
import { assessmentIdsVisitedBetween } from '@app/projections/readModels/assessments/queries';
import { bookingIdsServedBetween } from '@app/projections/readModels/bookingList/bookings';
import { isMissingSchema } from '@app/projections/waitForProjections';
import type { MailTransport } from '../mail/transport.js';
import { PLAN_JOB, scheduleReminders, SEND_JOB, type SendJobData } from './scheduleReminders.js';
import { type SendDeps } from './reminderSending.js';
import { sendReminder } from './sendReminder.js';
import { withSharedReads } from './sharedReads.js';

/** Bookings whose service starts within this far ahead are re-planned (the 24-hour reminder's window, and a margin). */
const REPLAN_AHEAD_MS = 2 * 24 * 3600_000;
const REPLAN_EVERY_MS = 10 * 60_000;

export interface RemindersDeps {
  config: Config;
  pool: Pool;
  store: EventStore;
  log: Logger;
  transport: MailTransport;
  queue: Queue;
  durations?: JobDurations;
  concurrency?: number;
  replanEveryMs?: number;
}

/** Enqueues a `plan` job for every booking served soon and every assessment visited soon. Answers how many. */
export async function replanUpcoming(deps: Pick<RemindersDeps, 'pool' | 'queue'>, now = new Date()): Promise<number> {
  const ahead = new Date(now.getTime() + REPLAN_AHEAD_MS);
  const bookings = await bookingIdsServedBetween(deps.pool, new Date(now.getTime() - 3600_000), ahead);
  const assessments = await assessmentIdsVisitedBetween(deps.pool, manilaDate(now), manilaDate(ahead));
  const subjects: ReminderSubject[] = [...bookings.map((bookingId) => ({ bookingId })), ...assessments.map((assessmentId) => ({ assessmentId }))];
  const stamp = now.getTime();
  for (let i = 0; i < subjects.length; i += 500) {
    await deps.queue.addBulk(subjects.slice(i, i + 500).map((data) => ({ name: PLAN_JOB, data, opts: { jobId: `replan.${subjectIdOf(data)}.${stamp}`, removeOnComplete: true } })));
  }
  return subjects.length;
}

export function startReminders(deps: RemindersDeps) {
  const sms = createSmsSender(deps.config);
  if (sms.via === 'local-outbox') deps.log.info('SEMAPHORE_API_KEY is not set: text messages stay in the local SMS outbox (/api/dev/sms-outbox)');
  // Jobs running at once share their reads of the same stream (sharedReads.ts).
  const store = withSharedReads(deps.store);
  const send: SendDeps = { pool: deps.pool, store, transport: deps.transport, sms, publicUrl: deps.config.PUBLIC_URL };

  const connection = workerConnection(deps.config, QUEUES.reminders);
  const worker = new Worker(
    QUEUES.reminders,
    async (job: Job, token?: string) => {
      if (job.name === PLAN_JOB) return scheduleReminders({ store, queue: deps.queue }, job.data as ReminderSubject);
      if (job.name !== SEND_JOB) throw new UnrecoverableError(`unknown reminders job ${job.name}`);
      try {
        return await sendReminder(send, job.data as SendJobData, job, token);
      } catch (error) {
        // Semaphore refused the number or the key: no retry will change that.
        if (error instanceof SmsSendError && !error.retryable) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    {
      connection,
      prefix: deps.config.QUEUE_PREFIX,
      concurrency: deps.concurrency ?? 16,
      // As the mail worker: a dead worker's job is taken over within about 15 s; the ledgers
      // and the ReminderSent event id keep a job run twice to one message.
      lockDuration: 15_000,
      stalledInterval: 15_000,
    },
  );
  deps.durations?.observe(worker);
  worker.on('failed', (job, error) => {
    if (!job || job.name !== SEND_JOB) return deps.log.warn({ jobId: job?.id, err: error.message }, 'reminders job failed');
    const data = job.data as SendJobData;
    const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    deps.log.warn({ jobId: job.id, attempt: job.attemptsMade, final, err: error.message }, 'reminder not sent');
    // Retries ran out: the text shows as failed to administrators (the SMS outbox page).
    if (final && channelOf(data.kind as ReminderKind) === 'sms') {
      void markSmsFailed(deps.pool, { bookingId: (data.assessmentId ?? data.bookingId)!, purpose: data.kind, recipientKey: data.recipientId }, error.message).catch(() => {});
    }
  });
  worker.on('error', (error) => deps.log.warn({ err: error.message }, 'reminders worker error'));

  // Tried again every 2 s until it goes through: the queue's own connection may come back
  // after the worker's (each reconnects on its own), and until then adding jobs fails.
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const replan = (): Promise<void> => {
    clearTimeout(retry);
    return replanUpcoming(deps)
      .then((n) => deps.log.info({ bookings: n }, 'reminders re-planned'))
      .catch((error: unknown) => {
        if (isMissingSchema(error) || stopped) return;
        deps.log.warn({ err: error }, 'could not re-plan reminders yet; trying again in 2 s');
        retry = setTimeout(() => void replan(), 2000);
      });
  };
  // At start, and whenever the connection to Redis comes back (a restart may have lost the delayed jobs).
  if ('on' in connection && typeof connection.on === 'function') connection.on('ready', () => void replan());
  else void replan();
  const timer = setInterval(() => void replan(), deps.replanEveryMs ?? REPLAN_EVERY_MS);

  return {
    worker,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retry);
      await worker.close();
    },
  };
}

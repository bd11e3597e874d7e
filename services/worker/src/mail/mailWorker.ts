/**
 * The `mail` queue's worker. Two kinds of job, one delivery path (deliverMail):
 * - `event-mail` (from the event consumer): render the message, write it to the ledger
 *   under its (event, template, recipient) key unless it is there already, deliver it;
 * - `outbox-mail` (from the outbox relay): deliver a row a request wrote (set-password);
 * - `staff-invites`: the field staff's calendar changes an event calls for (staffInvites.ts).
 */
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Config } from '@app/core/config';
import type { Pool } from '@app/core/db/pool';
import type { EventStore } from '@app/core/eventstore/port';
import type { Logger } from '@app/core/logger';
import { findKeyedMail, queueKeyedMail } from '@app/core/mail/outbox';
import { QUEUES, workerConnection } from '@app/core/queues/queues';
import { deliverMail } from './deliverMail.js';
import { MAIL_JOB, type MailJobData } from './mailReactions.js';
import { OUTBOX_JOB } from './outboxRelay.js';
import { renderEventMail, UnrenderableMailError } from './renderEventMail.js';
import { STAFF_INVITES_JOB, staffInviteMails } from './staffInvites.js';
import type { MailTransport } from './transport.js';

export interface MailWorkerDeps {
  config: Pick<Config, 'REDIS_URL' | 'EMBEDDED_REDIS_PORT' | 'PUBLIC_URL' | 'QUEUE_PREFIX'>;
  pool: Pool;
  store: EventStore;
  transport: MailTransport;
  log: Logger;
  concurrency?: number;
}

export async function processMailJob(deps: MailWorkerDeps, job: Pick<Job, 'name' | 'data'>): Promise<string> {
  const delivery = { pool: deps.pool, transport: deps.transport, publicUrl: deps.config.PUBLIC_URL };
  if (job.name === OUTBOX_JOB) return deliverMail(delivery, (job.data as { outboxId: string }).outboxId);
  if (job.name === STAFF_INVITES_JOB) return staffInvites(deps, job.data as { eventId: string; streamId: string });
  if (job.name !== MAIL_JOB) throw new UnrecoverableError(`unknown mail job ${job.name}`);
  return eventMail(deps, job.data as MailJobData);
}

/** Each staff member's calendar change for the event, one after another, each sent once (its own ledger key). */
async function staffInvites(deps: MailWorkerDeps, data: { eventId: string; streamId: string }): Promise<string> {
  const all = await deps.store.readStream(data.streamId);
  const at = all.findIndex((e) => e.id === data.eventId);
  if (at < 0) throw new UnrecoverableError(`event ${data.eventId} is not in ${data.streamId}`);
  const mails = staffInviteMails(all.slice(0, at + 1));
  let sent = 0;
  for (const m of mails) {
    // A removed account cannot be mailed; the others still are.
    await eventMail(deps, { ...data, template: m.template, recipientId: m.recipientId }).then(
      () => (sent += 1),
      (error: unknown) => {
        if (!(error instanceof UnrecoverableError)) throw error;
      },
    );
  }
  return `${sent} of ${mails.length} sent`;
}

async function eventMail(deps: MailWorkerDeps, data: MailJobData): Promise<string> {
  const delivery = { pool: deps.pool, transport: deps.transport, publicUrl: deps.config.PUBLIC_URL };
  const key = { eventId: data.eventId, recipientKey: data.recipientId ?? '' };
  // Rendered only the first time: a retry delivers the row as first written.
  let rowId = await findKeyedMail(deps.pool, key, data.template);
  if (!rowId) {
    try {
      const mail = await renderEventMail({ store: deps.store, publicUrl: deps.config.PUBLIC_URL }, data);
      rowId = await queueKeyedMail(deps.pool, key, { to: mail.to, purpose: data.template, ...mail.message, calendar: mail.calendar });
    } catch (error) {
      if (error instanceof UnrenderableMailError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }
  return deliverMail(delivery, rowId);
}

export function startMailWorker(deps: MailWorkerDeps): Worker {
  const worker = new Worker(QUEUES.mail, (job) => processMailJob(deps, job), {
    connection: workerConnection(deps.config, 'mail'),
    prefix: deps.config.QUEUE_PREFIX,
    concurrency: deps.concurrency ?? 4,
    // A mail job takes a second or so. A worker that died holding one is noticed within
    // about 15 s (BullMQ's default is 30 s); a job wrongly thought stalled and run twice
    // is still sent once (the ledger's row lock and sent_at).
    lockDuration: 15_000,
    stalledInterval: 15_000,
  });
  worker.on('failed', (job, error) =>
    deps.log.warn({ jobId: job?.id, attempt: job?.attemptsMade, err: error.message }, 'mail job failed'),
  );
  worker.on('error', (error) => deps.log.warn({ err: error.message }, 'mail worker error'));
  return worker;
}

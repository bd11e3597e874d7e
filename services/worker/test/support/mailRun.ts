/**
 * What the e-mail tests share: a fresh database and event store, a real SMTP sink, and the
 * mail worker's job function wired to both. `mailsOf` appends events, runs the mail jobs
 * their reactions ask for, and returns the messages that arrived.
 */
import type { ParsedMail } from 'mailparser';
import { createEventStore, type EventStore, type RecordedEvent } from '@app/core/eventstore';
import { createLogger } from '@app/core/logger';
import { createTestDatabase, type TestDatabase } from '@app/core/testing/testDatabase';
import { jobsFor } from '../../src/consumer/reactions.js';
import { processMailJob, type MailWorkerDeps } from '../../src/mail/mailWorker.js';
import { createMailTransport } from '../../src/mail/transport.js';
import { toNew } from './events.js';
import { startSmtpSink, type SmtpSink } from './smtpSink.js';

export const PUBLIC_URL = 'https://homerepair.example.ph';

export interface MailRun {
  db: TestDatabase;
  store: EventStore;
  smtp: SmtpSink;
  deps: MailWorkerDeps;
  mailsOf(streamId: string, events: { type: string; data: unknown }[]): Promise<ParsedMail[]>;
  /** Runs the mail jobs of events already in a stream; returns the messages that arrived. */
  mailsFor(events: RecordedEvent[]): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** The jobs of the mail queue (other queues' reactions, live notifications, are not tested here). */
export const mailJobs = (events: RecordedEvent[]) => events.flatMap((e) => jobsFor(e)).filter((j) => j.queue === 'mail');

export async function startMailRun(): Promise<MailRun> {
  const db = await createTestDatabase();
  const store = createEventStore({ EVENTSTORE_CONNECTION_STRING: undefined, DATABASE_URL: db.url, PROJECTOR_POLL_MS: 50 }, db.pool);
  const smtp = await startSmtpSink();
  const config = { REDIS_URL: undefined, EMBEDDED_REDIS_PORT: 1, QUEUE_PREFIX: 'unused', PUBLIC_URL };
  const deps: MailWorkerDeps = { config, pool: db.pool, store, transport: createMailTransport({ SMTP_URL: smtp.url, PUBLIC_URL }), log: createLogger('test') };
  const mailsFor = async (events: RecordedEvent[]) => {
    const before = smtp.mails.length;
    for (const job of mailJobs(events)) await processMailJob(deps, job);
    return smtp.mails.slice(before);
  };
  return {
    db,
    store,
    smtp,
    deps,
    mailsFor,
    async mailsOf(streamId, events) {
      await store.append(streamId, events.map(toNew), 'any');
      return mailsFor((await store.readStream(streamId)).slice(-events.length));
    },
    async close() {
      deps.transport.close();
      await smtp.close();
      await store.close();
      await db.drop();
    },
  };
}

/**
 * The `reports` queue as producers open it. A report is asked for by a person who is
 * waiting: a few quick retries, not the long backoff of e-mail.
 */
import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { QUEUES, defaultJobOptions } from '../queues/queues.js';
import type { ReportJob } from './kinds.js';

export const reportJobOptions: JobsOptions = { ...defaultJobOptions, attempts: 3, backoff: { type: 'exponential', delay: 500 } };

export type ReportQueue = Queue<ReportJob>;

/** On an existing request-path connection (fails fast when Redis is down). */
export function openReportQueue(config: Pick<Config, 'QUEUE_PREFIX'>, connection: Redis): ReportQueue {
  const queue = new Queue<ReportJob>(QUEUES.reports, { connection, prefix: config.QUEUE_PREFIX, defaultJobOptions: reportJobOptions });
  // A Redis outage surfaces on the add() that fails (503); an 'error' event without a
  // listener would throw and end the process instead.
  queue.on('error', () => {});
  return queue;
}

/** Job id = report id: a repeated enqueue of the same report is a no-op. */
export async function enqueueReport(queue: ReportQueue, job: ReportJob): Promise<void> {
  await queue.add(job.kind, job, { jobId: job.reportId });
}

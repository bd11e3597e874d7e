/**
 * Queue depth (jobs waiting, active, delayed, failed per queue, read from Redis when
 * Prometheus scrapes) and job durations (from the worker's own completed and failed
 * events). Any process with the queues open can report depth; durations come from the
 * processes that run the jobs.
 */
import type { Queue, Worker } from 'bullmq';
import { Gauge, Histogram, type Registry } from 'prom-client';

const STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized', 'waiting-children'] as const;

export function registerQueueDepth(registry: Registry, queues: readonly Queue[]): void {
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs in each BullMQ queue by state, read from Redis at scrape time.',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const queue of queues) {
        // A Redis outage must not break the scrape: the queue is skipped this time.
        const counts = await queue.getJobCounts(...STATES).catch(() => undefined);
        if (!counts) continue;
        for (const state of STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
      }
    },
  });
}

export interface JobDurations {
  observe(worker: Worker): void;
}

export function registerJobDurations(registry: Registry): JobDurations {
  const seconds = new Histogram({
    name: 'queue_job_duration_seconds',
    help: 'Time a job ran in a worker (processedOn to finishedOn), by queue, job name and outcome.',
    labelNames: ['queue', 'job', 'outcome'],
    buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const record = (queue: string, job: { name: string; processedOn?: number; finishedOn?: number } | undefined, outcome: string) => {
    if (!job?.processedOn) return;
    seconds.observe({ queue, job: job.name, outcome }, ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000);
  };
  return {
    observe(worker) {
      worker.on('completed', (job) => record(worker.name, job, 'completed'));
      worker.on('failed', (job) => record(worker.name, job, 'failed'));
    },
  };
}

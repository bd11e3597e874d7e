/**
 * The `live` queue's worker: runs liveProcessor's jobs and broadcasts through
 * @socket.io/redis-emitter, which publishes on the same Redis channels the api's
 * socket.io adapter listens to (liveRedisKey), so no api process needs to be named.
 */
import { Emitter } from '@socket.io/redis-emitter';
import { Worker } from 'bullmq';
import type { Config } from '@app/core/config';
import type { Pool } from '@app/core/db/pool';
import { liveRedisKey } from '@app/core/live/channels';
import type { Logger } from '@app/core/logger';
import type { JobDurations } from '@app/core/metrics/queueMetrics';
import { QUEUES, workerConnection } from '@app/core/queues/queues';
import { createRedis } from '@app/core/redis';
import { liveProcessor } from './liveJobs.js';

export interface LiveWorker {
  worker: Worker;
  close(): Promise<void>;
}

export function startLiveWorker(deps: { config: Config; pool: Pool; log: Logger; durations?: JobDurations; concurrency?: number }): LiveWorker {
  const { config, pool, log } = deps;
  const publisher = createRedis(config, { name: 'live-emitter', blocking: true });
  const emitter = new Emitter(publisher, { key: liveRedisKey(config) });
  const worker = new Worker(QUEUES.live, liveProcessor({ pool, emitter }), {
    connection: workerConnection(config, QUEUES.live),
    prefix: config.QUEUE_PREFIX,
    concurrency: deps.concurrency ?? 8,
  });
  worker.on('failed', (job, error) => log.warn({ jobId: job?.id, job: job?.name, attempts: job?.attemptsMade, err: error }, 'live job failed'));
  worker.on('error', (error) => log.warn({ err: error }, 'live worker error'));
  deps.durations?.observe(worker);
  return {
    worker,
    async close() {
      await worker.close();
      publisher.disconnect();
    },
  };
}

/**
 * The BullMQ queues, in one place: their names, the defaults every job gets, and how api
 * and worker processes open them. Producers (the api, the event consumer) and consumers
 * (worker processes) share these so a name or a retry policy cannot drift apart.
 *
 * Job payloads carry ids only (a booking id, an event id, a report id), never personal
 * data: Redis is not where customers' details live.
 */
import { Queue, type ConnectionOptions, type JobsOptions } from 'bullmq';
import type { Config } from '../config.js';
import { createRedis } from '../redis.js';

export const QUEUES = {
  /** Reminders: a booking's planning (`plan`) and each reminder, delayed until due (`send`, job id = booking.recipient.kind). */
  reminders: 'reminders',
  /** One job per e-mail to deliver (job id = the outbox row's id). */
  mail: 'mail',
  /** Live notifications to push to connected consoles. */
  live: 'live',
  /** Excel and PDF reports built on request. */
  reports: 'reports',
  /** Maintenance plans: the daily run (a job scheduler) and what became of a visit's booking (`booking-facts`, job id = event). */
  plans: 'plans',
  /** Housekeeping on a schedule (the placement reconciler), run by one worker per tick. */
  maintenance: 'maintenance',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * Retries with exponential backoff (1 s, 2 s, 4 s ... over 8 attempts, about 4 minutes);
 * finished jobs are kept a while for Bull Board and then trimmed so Redis (noeviction)
 * does not fill up.
 */
export const defaultJobOptions: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

type RedisConfig = Pick<Config, 'REDIS_URL' | 'EMBEDDED_REDIS_PORT'>;

/**
 * A producer's queue. Its connection fails fast (see createRedis), so an api request
 * never hangs on a Redis outage; callers that must not lose work write it to PostgreSQL
 * first and let a consumer enqueue it (the mail outbox, the event consumer).
 */
export function openQueue(config: RedisConfig & Pick<Config, 'QUEUE_PREFIX'>, name: QueueName): Queue {
  const connection = createRedis(config, { name: `queue-${name}` });
  return new Queue(name, { connection, prefix: config.QUEUE_PREFIX, defaultJobOptions });
}

/** A worker's connection: blocking, retried forever (maxRetriesPerRequest: null), as BullMQ asks. */
export function workerConnection(config: RedisConfig, name: string): ConnectionOptions {
  return createRedis(config, { name: `worker-${name}`, blocking: true });
}

/** Wires the event consumer into a worker process: its queues, its reactions, its lock. */
import { Queue } from 'bullmq';
import type { Config } from '@app/core/config';
import type { EventStore } from '@app/core/eventstore/port';
import type { Logger } from '@app/core/logger';
import { defaultJobOptions, type QueueName } from '@app/core/queues/queues';
import { createRedis } from '@app/core/redis';
import { EventConsumer } from './consumer.js';
import { queueEnqueuer } from './enqueue.js';
import { reactions } from './reactions.js';

export const CONSUMER_NAME = 'reactions';
const ENQUEUE_TIMEOUT_MS = 5000;

/** Producer queues on one fail-fast connection (a Redis outage fails the enqueue, it does not hang it). */
export function producerQueues(config: Pick<Config, 'REDIS_URL' | 'EMBEDDED_REDIS_PORT' | 'QUEUE_PREFIX'>, name: string) {
  const connection = createRedis(config, { name });
  const queues = new Map<QueueName, Queue>();
  return {
    queueOf(queue: QueueName): Queue {
      let q = queues.get(queue);
      if (!q) queues.set(queue, (q = new Queue(queue, { connection, prefix: config.QUEUE_PREFIX, defaultJobOptions })));
      return q;
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close().catch(() => {})));
      connection.disconnect();
    },
  };
}

export function startEventConsumer(deps: { config: Config; store: EventStore; log: Logger; queueOf: (name: QueueName) => Queue }): EventConsumer {
  const consumer = new EventConsumer({
    name: CONSUMER_NAME,
    store: deps.store,
    connectionString: deps.config.DATABASE_URL,
    reactions,
    enqueue: queueEnqueuer(deps.queueOf, ENQUEUE_TIMEOUT_MS),
    batchSize: 200,
    pollMs: deps.config.PROJECTOR_POLL_MS,
    log: deps.log,
  });
  consumer.start();
  return consumer;
}

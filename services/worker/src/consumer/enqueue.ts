/**
 * Puts reaction jobs on their queues. Fails (within a bound) rather than waits when
 * Redis is away: the consumer then keeps its checkpoint and tries the same events again,
 * and the job ids make the jobs already added before the failure no-ops the second time.
 */
import type { Queue } from 'bullmq';
import type { QueueName } from '@app/core/queues/queues';
import type { ReactionJob } from './reactions.js';

export type Enqueue = (jobs: readonly ReactionJob[]) => Promise<void>;

export function queueEnqueuer(queueOf: (name: QueueName) => Queue, timeoutMs: number): Enqueue {
  return async (jobs) => {
    const byQueue = new Map<QueueName, ReactionJob[]>();
    for (const job of jobs) byQueue.set(job.queue, [...(byQueue.get(job.queue) ?? []), job]);
    const adds = [...byQueue].map(([name, list]) =>
      queueOf(name).addBulk(list.map((j) => ({ name: j.name, data: j.data, opts: { jobId: j.jobId } }))),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`enqueue took longer than ${timeoutMs} ms (is Redis up?)`)), timeoutMs);
    });
    try {
      await Promise.race([Promise.all(adds), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * A catch-up subscription to `$all`: read batches from the position until the reader is
 * at the end, then wait for a notification (or the poll interval) and read again. The
 * handler gets one batch at a time, in order; its failure ends the subscription.
 */
import { comparePositions, START, type AllBatch, type BatchHandler, type Position, type ReadAllOptions, type SubscribeOptions, type Subscription } from '../port.js';

export interface SubscriptionDeps {
  readAll(options: ReadAllOptions): Promise<AllBatch>;
  waitForAppend(timeoutMs: number): Promise<void>;
  wake(): void;
  pollMs: number;
}

/** Reads that fail (PostgreSQL restarting, a network blip) are retried with backoff. */
const MAX_BACKOFF_MS = 5000;

export function subscribe(deps: SubscriptionDeps, handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
  let stopped = false;
  let position: Position = options.after ?? START;
  const batchSize = options.batchSize ?? 500;

  const run = async () => {
    let failures = 0;
    while (!stopped) {
      let batch: AllBatch;
      try {
        batch = await deps.readAll({ after: position, maxCount: batchSize, eventTypes: options.eventTypes });
        failures = 0;
      } catch {
        failures++;
        await deps.waitForAppend(Math.min(MAX_BACKOFF_MS, 50 * 2 ** failures));
        continue;
      }
      if (stopped) break;
      const moved = comparePositions(batch.checkpoint, position) > 0;
      if (batch.events.length > 0 || moved) {
        await handler(batch);
        position = batch.checkpoint;
      }
      if (batch.events.length < batchSize) await deps.waitForAppend(deps.pollMs);
    }
  };

  const done = run();
  // Keep an unobserved failure from crashing the process; `done` still rejects for callers.
  done.catch(() => {});
  return {
    done,
    async stop() {
      stopped = true;
      deps.wake();
      await done.catch(() => {});
    },
  };
}

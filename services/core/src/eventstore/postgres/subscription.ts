/**
 * A catch-up subscription to `$all`: read batches from the position until the reader is
 * at the end, then follow the store's shared tail (sharedTail.ts), which reads the head
 * once for every caught-up subscription; without one, wait for a notification (or the
 * poll interval) and read again. The handler gets one batch at a time, in order; its
 * failure ends the subscription.
 */
import { comparePositions, START, type AllBatch, type BatchHandler, type Position, type ReadAllOptions, type SubscribeOptions, type Subscription } from '../port.js';
import type { Membership, SharedTail } from './sharedTail.js';

export interface SubscriptionDeps {
  readAll(options: ReadAllOptions): Promise<AllBatch>;
  /** A token of the announcements seen so far, taken before a read. */
  announcements(): number;
  /** Waits for an announcement after `seen` (at once if one came already), or `timeoutMs`. */
  waitForAppend(timeoutMs: number, seen?: number): Promise<void>;
  wake(): void;
  pollMs: number;
  /** Joined once caught up (its batches have its own size, the catch-up's are `batchSize`). */
  tail?: SharedTail;
}

/** Reads that fail (PostgreSQL restarting, a network blip) are retried with backoff. */
export const MAX_BACKOFF_MS = 5000;
/**
 * How soon to read again when events are held back by a transaction in flight (often a
 * projection's own batch): its commit sends no announcement, so waiting the poll interval
 * would add up to that much latency to every read-your-writes answer.
 */
export const HELD_BACK_RETRY_MS = 5;

export function subscribe(deps: SubscriptionDeps, handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
  let stopped = false;
  let position: Position = options.after ?? START;
  const batchSize = options.batchSize ?? 500;

  let membership: Membership | undefined;
  let stopRequested: () => void = () => {};
  const stopSignal = new Promise<void>((resolve) => (stopRequested = resolve));
  const { tail } = deps;

  const run = async () => {
    let failures = 0;
    while (!stopped) {
      let batch: AllBatch;
      const seen = deps.announcements();
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
      if (batch.events.length >= batchSize) continue;
      if (tail && !stopped) {
        membership = tail.join(position, options.eventTypes, handler);
        if (membership) {
          await Promise.race([membership.failure, stopSignal]);
          return;
        }
        // Behind the tail (it read on meanwhile): read on alone after the usual wait.
      }
      await deps.waitForAppend(batch.heldBack ? Math.min(HELD_BACK_RETRY_MS, deps.pollMs) : deps.pollMs, seen);
    }
  };

  const done = run();
  // Keep an unobserved failure from crashing the process; `done` still rejects for callers.
  done.catch(() => {});
  return {
    done,
    async stop() {
      stopped = true;
      stopRequested();
      deps.wake();
      await membership?.leave();
      await done.catch(() => {});
    },
  };
}

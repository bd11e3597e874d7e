/**
 * The event consumer: reads `$all` from its checkpoint and turns events into jobs
 * (reactions.ts), in order, at least once, never skipping one.
 *
 * - One consumer is active at a time: the worker holding its PostgreSQL advisory lock
 *   (core db/singleActive, as the projector's runners). The lock and the checkpoint
 *   writes share one dedicated connection, so losing it loses both.
 * - For each batch: enqueue every job, then move the checkpoint. If Redis is down the
 *   enqueue fails, the checkpoint stays, and the consumer retries the same events with
 *   backoff: reactions pause and none is lost. Jobs enqueued twice are one job (job ids).
 */
import type pg from 'pg';
import { runWhileHoldingLock } from '@app/core/db/singleActive';
import { comparePositions, type EventStore, type Position } from '@app/core/eventstore/port';
import type { Logger } from '@app/core/logger';
import { readCheckpoint, writeCheckpoint } from './checkpoint.js';
import type { Enqueue } from './enqueue.js';
import { jobsFor, reactedEventTypes, type Reaction } from './reactions.js';

export type ConsumerStatus = 'starting' | 'standby' | 'live' | 'stopped';

export interface ConsumerOptions {
  name: string;
  store: EventStore;
  connectionString: string;
  reactions: readonly Reaction[];
  enqueue: Enqueue;
  batchSize: number;
  pollMs: number;
  log: Logger;
}

/** First key of the consumer's advisory lock (the projector uses 7_310_001). */
const LOCK_CLASS = 7_310_002;
/** Batches without events only move the checkpoint: write those at most this often. */
const IDLE_CHECKPOINT_EVERY_MS = 1000;

export class EventConsumer {
  status: ConsumerStatus = 'starting';
  checkpoint: Position | undefined;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private wake: () => void = () => {};

  constructor(private readonly options: ConsumerOptions) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** Stops after the batch in flight (its jobs enqueued and checkpoint written, or neither). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
    this.status = 'stopped';
  }

  private run(): Promise<void> {
    const { name } = this.options;
    return runWhileHoldingLock({
      lock: { lockClass: LOCK_CLASS, name },
      connectionString: this.options.connectionString,
      applicationName: `consumer:${process.pid}:${name}`,
      pollMs: this.options.pollMs,
      maxBackoffMs: 10_000,
      logFields: { consumer: name },
      // Redis away makes the enqueue fail: expected now and then, and retried.
      failureMessage: 'event consumer paused on an error; retrying',
      failureLevel: 'warn',
      log: this.options.log,
      stopping: () => this.stopping,
      sleep: (ms) => this.sleep(ms),
      onStandby: () => (this.status = 'standby'),
      whileActive: (client, lost) => this.runActive(client, lost),
    });
  }

  private async runActive(client: pg.Client, lost: Promise<Error>): Promise<void> {
    const { store, name, reactions, enqueue, batchSize } = this.options;
    this.checkpoint = await readCheckpoint(client, name);
    this.status = 'live';
    let lastWrite = 0;
    const subscription = store.subscribeToAll(
      async (batch) => {
        if (batch.events.length === 0) {
          if (Date.now() - lastWrite < IDLE_CHECKPOINT_EVERY_MS) return;
        } else {
          const jobs = batch.events.flatMap((event) => jobsFor(event, reactions));
          if (jobs.length > 0) await enqueue(jobs);
        }
        if (this.checkpoint && comparePositions(batch.checkpoint, this.checkpoint) <= 0) return;
        await writeCheckpoint(client, name, batch.checkpoint);
        lastWrite = Date.now();
        this.checkpoint = batch.checkpoint;
      },
      { after: this.checkpoint, eventTypes: reactedEventTypes(reactions), batchSize },
    );
    const stopped = new Promise<void>((resolve) => {
      this.wake = resolve;
      if (this.stopping) resolve();
    });
    try {
      await Promise.race([subscription.done, lost.then((e) => Promise.reject(e)), stopped]);
    } finally {
      await subscription.stop();
    }
    if (!this.stopping) throw new Error('subscription ended');
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

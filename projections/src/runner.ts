/**
 * Runs one projection in this process, if this process wins it.
 *
 * Several projector processes may run. For each projection, the one that holds its
 * PostgreSQL advisory lock is active; the others stand by and retry. The lock and every
 * write of the projection go through one dedicated connection: if that connection dies,
 * the lock is gone and so is any half-applied batch, and another process takes over from
 * the last committed checkpoint.
 */
import type pg from 'pg';
import { runWhileHoldingLock, type AdvisoryLock } from '@app/core/db/singleActive';
import type { Logger } from '@app/core/logger';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from '@app/core/eventstore/port';
import { applyBatch } from './applyBatch.js';
import { buildProjection } from './build.js';
import type { Projection } from './projection.js';
import { liveSchema, readSchemaState } from './schema.js';
import { finishRebuildRequest, pendingRebuildRequest } from './rebuildRequests.js';
import { ProjectorSignals } from './signals.js';

export type RunnerStatus = 'starting' | 'standby' | 'rebuilding' | 'live' | 'stopped';

export interface RunnerOptions {
  projection: Projection;
  store: EventStore;
  connectionString: string;
  batchSize: number;
  pollMs: number;
  log: Logger;
  /** The process's signals connection, shared by its runners (the Projector's); a runner alone opens its own. */
  signals?: ProjectorSignals;
}

/** First key of the two-key advisory locks the projector takes (the second is the name's hash). */
const LOCK_CLASS = 7_310_001;
/**
 * A batch with no events only moves the checkpoint; writing that every wake-up is waste.
 * Once a second (as the worker's consumer): a request waiting on this projection has it
 * written at once (EAGER_AFTER_WAIT_MS), so no read-your-writes wait takes this long.
 * At 200 ms, the three projections a booking never touches wrote ~0.5 idle checkpoints
 * per booking between them under bench:booking's load.
 */
const IDLE_CHECKPOINT_EVERY_MS = 1000;
/**
 * ...unless a request is waiting on this projection (read-your-writes): then idle
 * checkpoints are written at once for this long, so the waiter is released as soon as the
 * subscription has read past its append instead of up to IDLE_CHECKPOINT_EVERY_MS later.
 */
const EAGER_AFTER_WAIT_MS = 1000;

/** The session-level lock that makes its holder's connection the projection's only writer. */
export const projectionLock = (name: string): AdvisoryLock => ({ lockClass: LOCK_CLASS, name });

export class ProjectionRunner {
  status: RunnerStatus = 'starting';
  checkpoint: Position | undefined;
  private stopping = false;
  private rebuildRequested = false;
  private readonly sleepers = new Set<() => void>();
  /** Until when idle checkpoints skip the throttle (a waiter asked, see EAGER_AFTER_WAIT_MS). */
  private eagerUntil = 0;
  /** Writes the deferred idle checkpoint now; set while the projection is live. */
  private flushIdle: () => void = () => {};
  private loop: Promise<void> | undefined;
  private readonly signals: ProjectorSignals;
  /** Set when the runner opened the signals connection itself, and so closes it. */
  private readonly ownSignals: boolean;

  constructor(private readonly options: RunnerOptions) {
    this.ownSignals = !options.signals;
    this.signals = options.signals ?? new ProjectorSignals(options.connectionString);
  }

  get name(): string {
    return this.options.projection.name;
  }

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeAll();
    await this.loop;
    if (this.ownSignals) await this.signals.close();
    this.status = 'stopped';
  }

  private run(): Promise<void> {
    return runWhileHoldingLock({
      lock: projectionLock(this.name),
      connectionString: this.options.connectionString,
      applicationName: `projector:${process.pid}:${this.name}`,
      // A batch's statements leave together (batchClient.ts).
      pipeline: true,
      // What every live batch would otherwise set with its BEGIN (applyBatch.ts); a
      // rebuild's batches set their own for their transactions, and every other statement
      // of the runner names its schema. Only derived data commits on this connection (read
      // models, their checkpoints, the rebuild bookkeeping a crash at worst repeats), so
      // none of its commits waits for the WAL's flush.
      sessionSettings: { search_path: liveSchema(this.name), synchronous_commit: 'off' },
      pollMs: this.options.pollMs,
      maxBackoffMs: 30_000,
      logFields: { projection: this.name },
      failureMessage: 'projection stopped on an error; retrying',
      log: this.options.log,
      stopping: () => this.stopping,
      sleep: (ms) => this.sleep(ms),
      onStandby: () => (this.status = 'standby'),
      whileActive: (client, lost) => this.runActive(client, lost),
    });
  }

  private async runActive(client: pg.Client, lost: Promise<Error>): Promise<void> {
    // A rebuild request announced while no signal could arrive is found in the requests
    // table: checked at the top of every round, and the signals ask for a round whenever
    // their connection is made again.
    const unsubscribe = this.signals.subscribe(this.name, {
      rebuild: () => {
        this.rebuildRequested = true;
        this.wakeAll();
      },
      waited: () => {
        this.eagerUntil = Date.now() + EAGER_AFTER_WAIT_MS;
        this.flushIdle();
      },
    });
    try {
      await this.runRounds(client, lost);
    } finally {
      unsubscribe();
    }
  }

  private async runRounds(client: pg.Client, lost: Promise<Error>): Promise<void> {
    const { projection, store, batchSize, log } = this.options;
    while (!this.stopping) {
      const live = await readSchemaState(client, liveSchema(this.name));
      this.rebuildRequested = false;
      const request = await pendingRebuildRequest(client, this.name);
      if (!live || live.version !== projection.version || request) {
        this.status = 'rebuilding';
        log.info({ projection: this.name, from: live?.version, to: projection.version, requested: Boolean(request) }, 'rebuilding');
        const done = await buildProjection(client, projection, store, { batchSize, shouldStop: () => this.stopping });
        if (!done) return;
        if (request) await finishRebuildRequest(client, this.name, request);
        log.info({ projection: this.name }, 'rebuilt and swapped in');
        continue;
      }

      this.status = 'live';
      this.checkpoint = live.checkpoint;
      let lastWrite = 0;
      // Writes go one at a time through this chain: the subscription's batches and the
      // deferred idle checkpoint below share the projection's connection.
      let writes: Promise<void> = Promise.resolve();
      let deferredIdle: NodeJS.Timeout | undefined;
      let pendingIdle: Position | undefined;
      const write = (events: RecordedEvent[], checkpoint: Position) =>
        (writes = writes.then(async () => {
          if (this.checkpoint && events.length === 0 && comparePositions(checkpoint, this.checkpoint) <= 0) return;
          await applyBatch(client, projection, liveSchema(this.name), events, checkpoint, true);
          lastWrite = Date.now();
          if (!this.checkpoint || comparePositions(checkpoint, this.checkpoint) > 0) this.checkpoint = checkpoint;
        }));
      this.flushIdle = () => {
        clearTimeout(deferredIdle);
        deferredIdle = undefined;
        const checkpoint = pendingIdle;
        pendingIdle = undefined;
        if (checkpoint) void write([], checkpoint).catch((error) => log.warn({ err: error, projection: this.name }, 'idle checkpoint write failed'));
      };
      const subscription = store.subscribeToAll(
        async (batch) => {
          const idle = batch.events.length === 0;
          if (idle && Date.now() - lastWrite < IDLE_CHECKPOINT_EVERY_MS && Date.now() > this.eagerUntil) {
            // Throttled, not dropped: the checkpoint still reaches the head a moment
            // later, so read-your-writes waits on an idle projection end.
            pendingIdle = batch.checkpoint;
            deferredIdle ??= setTimeout(() => this.flushIdle(), IDLE_CHECKPOINT_EVERY_MS);
            return;
          }
          pendingIdle = undefined;
          await write(batch.events, batch.checkpoint);
        },
        { after: live.checkpoint, eventTypes: projection.eventTypes, batchSize },
      );
      // Live until: stopping, a rebuild request (notification), the connection lost, or an error.
      const outcome = await Promise.race([
        subscription.done.then(() => 'ended' as const),
        lost.then((e) => Promise.reject(e)),
        this.untilRebuildRequested(),
      ]).finally(async () => {
        this.flushIdle = () => {};
        clearTimeout(deferredIdle);
        await subscription.stop();
        await writes.catch(() => {});
      });
      if (outcome === 'ended' && !this.stopping) throw new Error('subscription ended');
    }
  }

  /** Resolves when stopping or when a rebuild of this projection has been requested. */
  private async untilRebuildRequested(): Promise<'rebuild' | 'stopping'> {
    while (!this.stopping && !this.rebuildRequested) await this.sleep(60_000);
    return this.stopping ? 'stopping' : 'rebuild';
  }

  /** Sleeps, but wakes early on stop() or a rebuild request. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }

  private wakeAll(): void {
    for (const wake of [...this.sleepers]) wake();
  }
}

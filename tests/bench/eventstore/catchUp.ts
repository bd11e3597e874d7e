/**
 * `$all` catch-up: how fast a reader starting from the beginning gets through the whole
 * log, once with readAll in a loop and once through subscribeToAll (what a projector
 * rebuilding its read model does).
 */
import { performance } from 'node:perf_hooks';
import type { Pool } from '@app/core/db/pool';
import type { EventStore, Position } from '@app/core/eventstore';
import { newEvent } from './payload.js';

export interface CatchUpResult {
  events: number;
  batches: number;
  elapsedMs: number;
  eventsPerSecond: number;
}

export interface CatchUpFigures {
  eventsInLog: number;
  /** Events appended only so that the catch-up has enough to read. */
  toppedUp: number;
  batchSize: number;
  /** The median pass of each reader. */
  readAll: CatchUpResult;
  subscription: CatchUpResult;
  passes: { readAll: CatchUpResult[]; subscription: CatchUpResult[] };
}

export async function countEvents(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ n: bigint }>('SELECT count(*) AS n FROM es.events');
  return Number(rows[0]!.n);
}

/**
 * The timed appends may leave too few events for a catch-up figure worth having: add
 * more through the adapter, in appends of 100 events to new streams.
 */
export async function topUp(store: EventStore, pool: Pool, minEvents: number): Promise<number> {
  const missing = minEvents - (await countEvents(pool));
  if (missing <= 0) return 0;
  const perAppend = 100;
  const appends = Math.ceil(missing / perAppend);
  let next = 0;
  const writer = async () => {
    while (next < appends) {
      const n = next++;
      await store.append(`bench-topup-${n}`, Array.from({ length: perAppend }, newEvent), 'no_stream');
    }
  };
  await Promise.all(Array.from({ length: 4 }, writer));
  return appends * perAppend;
}

/** A few untimed batches, so the timed readers do not pay for V8 compiling the read path. */
export async function warmUpReads(store: EventStore, batchSize: number): Promise<void> {
  let after: Position | undefined;
  for (let i = 0; i < 5; i++) after = (await store.readAll({ after, maxCount: batchSize })).checkpoint;
}

export async function readAllCatchUp(store: EventStore, batchSize: number): Promise<CatchUpResult> {
  const started = performance.now();
  let after: Position | undefined;
  let events = 0;
  let batches = 0;
  for (;;) {
    const batch = await store.readAll({ after, maxCount: batchSize });
    events += batch.events.length;
    batches++;
    after = batch.checkpoint;
    if (batch.events.length < batchSize) break;
  }
  return result(events, batches, performance.now() - started);
}

/** Subscribes from the start and stops once `total` events have been handed over. */
export async function subscriptionCatchUp(store: EventStore, batchSize: number, total: number): Promise<CatchUpResult> {
  const started = performance.now();
  let events = 0;
  let batches = 0;
  let caughtUp!: () => void;
  const reached = new Promise<void>((resolve) => (caughtUp = resolve));
  const subscription = store.subscribeToAll(
    async (batch) => {
      events += batch.events.length;
      batches++;
      if (events >= total) caughtUp();
    },
    { batchSize },
  );
  await Promise.race([reached, subscription.done]);
  const elapsedMs = performance.now() - started;
  await subscription.stop();
  if (events < total) throw new Error(`subscription ended after ${events} of ${total} events`);
  return result(events, batches, elapsedMs);
}

/** The pass whose rate is the median (the lower middle one for an even count). */
export function medianPass(passes: readonly CatchUpResult[]): CatchUpResult {
  const sorted = [...passes].sort((a, b) => a.eventsPerSecond - b.eventsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function result(events: number, batches: number, elapsedMs: number): CatchUpResult {
  return { events, batches, elapsedMs, eventsPerSecond: events / (elapsedMs / 1000) };
}

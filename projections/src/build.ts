/**
 * (Re)builds a projection from the start of `$all` into its build schema, then swaps it
 * in. The build schema keeps its own checkpoint, so a build that is killed half-way
 * resumes where its last batch committed and ends identical to an uninterrupted one.
 */
import type pg from 'pg';
import { comparePositions, type EventStore } from '@app/core/eventstore/port';
import { applyBatch } from './applyBatch.js';
import type { Projection } from './projection.js';
import { buildSchema, createFreshSchema, readSchemaState, swapInBuild } from './schema.js';

export interface BuildOptions {
  batchSize: number;
  /** Checked between batches: a stopped build is left to be resumed. */
  shouldStop?: () => boolean;
}

/** Resolves true once swapped in, false when stopped before the end. */
/** `db` is a connection in pipeline mode (applyBatch). */
export async function buildProjection(db: pg.Client, projection: Projection, store: EventStore, options: BuildOptions): Promise<boolean> {
  const schema = buildSchema(projection.name);
  let state = await readSchemaState(db, schema);
  if (!state || state.version !== projection.version) {
    await createFreshSchema(db, schema, projection);
    state = await readSchemaState(db, schema);
  }
  let checkpoint = state!.checkpoint;
  for (;;) {
    if (options.shouldStop?.()) return false;
    const batch = await store.readAll({ after: checkpoint, maxCount: options.batchSize, eventTypes: projection.eventTypes });
    if (batch.events.length > 0 || comparePositions(batch.checkpoint, checkpoint) > 0) {
      await applyBatch(db, projection, schema, batch.events, batch.checkpoint);
      checkpoint = batch.checkpoint;
    }
    if (batch.events.length < options.batchSize) break;
  }
  await swapInBuild(db, projection.name);
  return true;
}

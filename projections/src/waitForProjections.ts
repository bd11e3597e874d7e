/**
 * Read-your-writes: after a command appends, it waits (bounded) until the projections
 * its answer depends on have passed the append's position, so the next list the user
 * opens shows the change.
 */
import type pg from 'pg';
import { comparePositions, type Position } from '@app/core/eventstore/port';
import { liveSchema } from './schema.js';

/**
 * A waiter announces itself here (payload: the projection's name) when a projection is
 * behind its position: the active runner then writes its idle checkpoints at once rather
 * than throttled, since a projection that handles none of the waited-for events only
 * moves its checkpoint on idle batches.
 */
export const WAIT_CHANNEL = 'projection_wait';

export interface WaitOptions {
  projections: readonly string[];
  timeoutMs: number;
  /** How often to look again when no announcement arrives. */
  pollMs?: number;
}

/** Resolves true when every named projection has reached `position`, false on time-out. */
export async function waitForProjections(pool: pg.Pool, position: Position, options: WaitOptions): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs;
  const pending = new Set(options.projections);
  const pollMs = options.pollMs ?? 10;
  let announced = false;
  for (;;) {
    for (const name of [...pending]) {
      const checkpoint = await liveCheckpoint(pool, name);
      if (checkpoint && comparePositions(checkpoint, position) >= 0) pending.delete(name);
    }
    if (pending.size === 0) return true;
    if (!announced) {
      announced = true;
      await pool.query(`SELECT pg_notify('${WAIT_CHANNEL}', name) FROM unnest($1::text[]) AS name`, [[...pending]]);
    }
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await new Promise((r) => setTimeout(r, Math.min(pollMs, left)));
  }
}

const UNDEFINED_TABLE = '42P01';
const INVALID_SCHEMA_NAME = '3F000';

/** The live checkpoint, or undefined while the projection has never been swapped in. */
export async function liveCheckpoint(pool: pg.Pool, name: string): Promise<Position | undefined> {
  try {
    const { rows } = await pool.query<{ commit: bigint; prepare: bigint }>(
      `SELECT commit_position AS commit, prepare_position AS prepare FROM "${liveSchema(name)}"._projection`,
    );
    return rows[0] ? { commit: rows[0].commit, prepare: rows[0].prepare } : undefined;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === UNDEFINED_TABLE || code === INVALID_SCHEMA_NAME) return undefined;
    throw error;
  }
}

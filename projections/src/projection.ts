/**
 * A projection: a name, a version, the event types it handles, the tables it owns and a
 * handler that writes them. The projector applies events in batches, each inside the
 * transaction that also moves the projection's checkpoint.
 *
 * Rules for handlers, so that a rebuild always ends identical, row for row:
 * - write only from the event (no clock, no random ids, no sequences: a rolled-back batch
 *   would still have used sequence numbers);
 * - use unqualified table names: the projector points search_path at the live schema or
 *   at the schema being rebuilt;
 * - send a statement whose answer is not needed with `write`, not `query`: it then goes
 *   out with the rest of the batch instead of costing a round trip (batchClient.ts).
 */
import type pg from 'pg';
import type { RecordedEvent } from '@app/core/eventstore/port';
import type { BatchClient } from './batchClient.js';

export type ProjectionClient = Pick<pg.ClientBase, 'query'>;

export interface Projection {
  /** Lowercase letters, digits and underscores: it names the PostgreSQL schema `rm_<name>`. */
  name: string;
  /** Bump it whenever the tables or the handler change: the projection is then rebuilt. */
  version: number;
  /** The event types handled; undefined means every event. */
  eventTypes?: readonly string[];
  /** DDL creating the projection's tables (unqualified names). */
  tables: string;
  handle(client: BatchClient, event: RecordedEvent): Promise<void>;
  /**
   * Optional: the whole batch at once, so a batch costs fewer statements: a row per event
   * in one INSERT (the audit log, notifications), counters summed per row (slots, coupons:
   * counterDeltas.ts), writes a later event of the batch makes moot left out (bookings).
   * Must leave the tables exactly as `handle` on each event in order would; the cases in
   * projections/test/batchEquivalence.int.test.ts check that for each of them.
   */
  handleBatch?(client: BatchClient, events: readonly RecordedEvent[]): Promise<void>;
}

export function defineProjection(projection: Projection): Projection {
  if (!/^[a-z][a-z0-9_]{0,40}$/.test(projection.name)) throw new Error(`Invalid projection name: ${projection.name}`);
  if (!Number.isInteger(projection.version) || projection.version < 1) throw new Error(`Invalid version of ${projection.name}`);
  return projection;
}

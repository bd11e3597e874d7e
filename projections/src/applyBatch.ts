/**
 * Applies a batch of events to one projection's schema in one transaction, together with
 * the checkpoint: either all of it lands or none of it does.
 *
 * The statements go out pipelined (batchClient.ts): BEGIN, the handlers' writes, the
 * checkpoint and COMMIT leave together, so a batch whose handlers only write costs one
 * round trip. A live batch of a single write is that write and its checkpoint in one
 * statement, with no BEGIN or COMMIT (heldBatch.ts). A failed statement aborts the transaction; the COMMIT behind it then ends
 * it as a rollback, and the failure is thrown.
 *
 * The COMMIT does not wait for its WAL to reach the disk (synchronous_commit off): a read model is derived data, and its rows and checkpoint commit
 * together, so a PostgreSQL crash can only take back the last few batches whole (at most
 * about three wal_writer_delay), which the projector then applies again from the
 * checkpoint that survived. The event store's appends stay synchronous: they are the
 * record. Visibility does not wait for the flush either, so read-your-writes is unchanged.
 *
 * Both settings (that and search_path) are this transaction's own, set with its BEGIN, on
 * any connection; a live runner's connection starts with them as its own instead
 * (runner.ts, `preset`), which saves that statement on every batch.
 */
import type pg from 'pg';
import type { Position, RecordedEvent } from '@app/core/eventstore/port';
import { PipelinedBatch } from './batchClient.js';
import { HeldBatch } from './heldBatch.js';
import type { Projection } from './projection.js';

const advance = (table: string, offset = 0) =>
  `UPDATE ${table} SET commit_position = $${offset + 2}, prepare_position = $${offset + 3}, updated_at = now()
    WHERE name = $${offset + 1} AND (commit_position, prepare_position) < ($${offset + 2}::bigint, $${offset + 3}::bigint)`;

/** The checkpoint's move as a CTE (`moved`) and the guard over it; events applied twice would be a bug, the guard makes it an error (see the migration). */
const checkpointMoved = (offset: number) =>
  `moved AS (${advance('_projection', offset)} RETURNING 1) SELECT projector.checkpoint_moved(count(*), $${offset + 1}) FROM moved`;

/** `preset`: the connection's own search_path is `schema` and its commits do not wait for the flush (runner.ts). */
export async function applyBatch(db: pg.Client, projection: Projection, schema: string, events: readonly RecordedEvent[], checkpoint: Position, preset = false): Promise<void> {
  const position = [projection.name, checkpoint.commit.toString(), checkpoint.prepare.toString()];
  // No events: the checkpoint alone, one statement in its own transaction.
  if (events.length === 0) {
    await db.query(advance(`"${schema}"._projection`), position);
    return;
  }
  // Both settings for this transaction only, in one statement (a SET is one statement each).
  const begin = preset ? 'BEGIN' : `BEGIN; SELECT set_config('search_path', '"${schema}"', true), set_config('synchronous_commit', 'off', true)`;
  // A live batch of one write is one statement with its checkpoint (heldBatch.ts); elsewhere
  // the settings need the transaction anyway.
  const batch = preset ? new HeldBatch(db, begin) : new PipelinedBatch(db);
  try {
    if (batch instanceof PipelinedBatch) batch.write(begin);
    if (projection.handleBatch) {
      await projection.handleBatch(batch, events);
    } else {
      for (const event of events) await projection.handle(batch, event);
    }
    if (batch instanceof HeldBatch) {
      await batch.commit(checkpointMoved, position);
    } else {
      batch.write(`WITH ${checkpointMoved(0)}`, position);
      batch.write('COMMIT');
      await batch.settle();
    }
  } catch (error) {
    await batch.settle().catch(() => {});
    // Ends a transaction a handler's own error left open; after a failed statement the COMMIT already did.
    await db.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

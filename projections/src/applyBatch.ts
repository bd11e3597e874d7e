/**
 * Applies a batch of events to one projection's schema in one transaction, together with
 * the checkpoint: either all of it lands or none of it does.
 */
import type { Position, RecordedEvent } from '@app/core/eventstore/port';
import type { Projection, ProjectionClient } from './projection.js';

export async function applyBatch(
  db: ProjectionClient,
  projection: Projection,
  schema: string,
  events: readonly RecordedEvent[],
  checkpoint: Position,
): Promise<void> {
  const advance = (table: string) =>
    db.query(
      `UPDATE ${table} SET commit_position = $2, prepare_position = $3, updated_at = now()
        WHERE name = $1 AND (commit_position, prepare_position) < ($2::bigint, $3::bigint)`,
      [projection.name, checkpoint.commit.toString(), checkpoint.prepare.toString()],
    );
  // No events: the checkpoint alone, one statement in its own transaction.
  if (events.length === 0) {
    await advance(`"${schema}"._projection`);
    return;
  }
  try {
    // One round trip for both (a simple query may hold several statements): this runs
    // for every batch of every projection, most of them a few events long.
    await db.query(`BEGIN; SET LOCAL search_path TO "${schema}"`);
    if (projection.handleBatch) {
      await projection.handleBatch(db, events);
    } else {
      for (const event of events) await projection.handle(db, event);
    }
    const updated = await advance('_projection');
    // Events applied twice would be a bug; the checkpoint guard makes it an error instead.
    if (updated.rowCount !== 1) throw new Error(`Checkpoint of ${projection.name} did not move: batch refused`);
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

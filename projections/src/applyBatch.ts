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
  await db.query('BEGIN');
  try {
    await db.query(`SET LOCAL search_path TO "${schema}"`);
    if (projection.handleBatch) {
      if (events.length > 0) await projection.handleBatch(db, events);
    } else {
      for (const event of events) await projection.handle(db, event);
    }
    const updated = await db.query(
      `UPDATE _projection SET commit_position = $2, prepare_position = $3, updated_at = now()
        WHERE name = $1 AND (commit_position, prepare_position) < ($2::bigint, $3::bigint)`,
      [projection.name, checkpoint.commit.toString(), checkpoint.prepare.toString()],
    );
    // Events applied twice would be a bug; the checkpoint guard makes it an error instead.
    if (events.length > 0 && updated.rowCount !== 1) throw new Error(`Checkpoint of ${projection.name} did not move: batch refused`);
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

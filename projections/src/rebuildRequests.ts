/**
 * On-demand rebuilds (`npm run projections:rebuild [name]`) while projectors run: the
 * command records a request and announces it; the active runner of that projection
 * rebuilds, swaps in, and marks the request finished.
 */
import type { ProjectionClient } from './projection.js';

export const CONTROL_CHANNEL = 'projection_control';

export interface RebuildRequest {
  /** PostgreSQL's own text of the timestamp: a JS Date would drop its microseconds. */
  requestedAt: string;
}

export async function requestRebuild(db: ProjectionClient, name: string): Promise<RebuildRequest> {
  const { rows } = await db.query<{ requested_at: string }>(
    `INSERT INTO projector.rebuild_requests (name, requested_at, finished_at) VALUES ($1, clock_timestamp(), NULL)
     ON CONFLICT (name) DO UPDATE SET requested_at = excluded.requested_at, finished_at = NULL
     RETURNING requested_at::text AS requested_at`,
    [name],
  );
  await db.query(`SELECT pg_notify('${CONTROL_CHANNEL}', $1)`, [name]);
  return { requestedAt: rows[0]!.requested_at };
}

export async function pendingRebuildRequest(db: ProjectionClient, name: string): Promise<RebuildRequest | undefined> {
  const { rows } = await db.query<{ requested_at: string }>(
    `SELECT requested_at::text AS requested_at FROM projector.rebuild_requests WHERE name = $1 AND finished_at IS NULL`,
    [name],
  );
  return rows[0] ? { requestedAt: rows[0].requested_at } : undefined;
}

/** Marks the request done, unless a newer one arrived meanwhile (that one still runs). */
export async function finishRebuildRequest(db: ProjectionClient, name: string, request: RebuildRequest): Promise<void> {
  await db.query(`UPDATE projector.rebuild_requests SET finished_at = clock_timestamp() WHERE name = $1 AND requested_at = $2::timestamptz`, [
    name,
    request.requestedAt,
  ]);
}

export async function isRebuildFinished(db: ProjectionClient, name: string, request: RebuildRequest): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM projector.rebuild_requests WHERE name = $1 AND (finished_at IS NOT NULL OR requested_at > $2::timestamptz)`,
    [name, request.requestedAt],
  );
  return rows.length > 0;
}

/** The audit log's rows, newest (or oldest) first, filtered and paged, with their total. */
import type pg from 'pg';

export interface AuditFilter {
  streamId?: string;
  type?: string;
  actor?: string;
  /** occurred_at >= from */
  from?: Date;
  /** occurred_at < to */
  to?: Date;
}

export interface AuditRow {
  id: string;
  stream_id: string;
  number: string;
  type: string;
  actor: string | null;
  role: string | null;
  correlation_id: string | null;
  occurred_at: Date;
  recorded_at: Date;
}

export async function listAuditEvents(
  db: Pick<pg.Pool, 'query'>,
  filter: AuditFilter,
  page: { limit: number; offset: number; order: 'ASC' | 'DESC' },
): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.streamId) conditions.push(`stream_id = $${params.push(filter.streamId)}`);
  if (filter.type) conditions.push(`event_type = $${params.push(filter.type)}`);
  if (filter.actor) conditions.push(`actor = $${params.push(filter.actor)}`);
  if (filter.from) conditions.push(`occurred_at >= $${params.push(filter.from)}`);
  if (filter.to) conditions.push(`occurred_at < $${params.push(filter.to)}`);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const order = page.order === 'ASC' ? 'ASC' : 'DESC';
  const [{ rows }, count] = await Promise.all([
    db.query<AuditRow>(
      `SELECT event_id AS id, stream_id, stream_revision + 1 AS number, event_type AS type, actor, role, correlation_id, occurred_at, recorded_at
       FROM rm_audit_log.audit_events ${where}
       ORDER BY commit_position ${order}, prepare_position ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rm_audit_log.audit_events ${where}`, params),
  ]);
  return { rows, total: count.rows[0]!.n };
}

/**
 * Report requests (reports.requests): created by the api, moved along by the worker that
 * builds the file, read by the status and download calls.
 */
import type { Pool } from '../db/pool.js';
import { fileNameOf, type ReportKind, type ReportParams } from './kinds.js';

export type ReportStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ReportRequest {
  id: string;
  kind: ReportKind;
  requested_by: string;
  params: ReportParams;
  status: ReportStatus;
  progress: number;
  row_count: number | null;
  file_name: string;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

type Db = Pick<Pool, 'query'>;

export async function createReportRequest(db: Db, request: { id: string; kind: ReportKind; requestedBy: string; params: ReportParams }): Promise<void> {
  await db.query(`INSERT INTO reports.requests (id, kind, requested_by, params, file_name) VALUES ($1, $2, $3, $4, $5)`, [
    request.id,
    request.kind,
    request.requestedBy,
    JSON.stringify(request.params),
    fileNameOf(request.kind),
  ]);
}

export async function findReportRequest(db: Db, id: string): Promise<ReportRequest | undefined> {
  const { rows } = await db.query<ReportRequest>('SELECT * FROM reports.requests WHERE id = $1', [id]);
  return rows[0];
}

export async function markRunning(db: Db, id: string): Promise<void> {
  await db.query(`UPDATE reports.requests SET status = 'running', progress = 0, error = NULL WHERE id = $1`, [id]);
}

/** Progress in percent; only ever moves forward, so a late write of a retried job cannot move it back. */
export async function markProgress(db: Db, id: string, progress: number): Promise<void> {
  await db.query(`UPDATE reports.requests SET progress = greatest(progress, $2) WHERE id = $1 AND status = 'running'`, [id, Math.max(0, Math.min(99, Math.floor(progress)))]);
}

export async function markDone(db: Db, id: string, rowCount: number): Promise<void> {
  await db.query(`UPDATE reports.requests SET status = 'done', progress = 100, row_count = $2, finished_at = now() WHERE id = $1`, [id, rowCount]);
}

/** `message` is a short reason for operators (no personal data). */
export async function markFailed(db: Db, id: string, message: string): Promise<void> {
  await db.query(`UPDATE reports.requests SET status = 'failed', error = $2, finished_at = now() WHERE id = $1`, [id, message.slice(0, 500)]);
}

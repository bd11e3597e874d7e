/**
 * Waits, within a bound, for a report to be built: the spec's calls answer with the file
 * or its URL, so the call holds on while a worker builds it. Polls the request row, which
 * any worker process updates, so it works with any number of api and worker replicas.
 */
import type { Pool } from '@app/core/db/pool';
import { findReportRequest, type ReportRequest } from '@app/core/reports/requests';

export async function waitForReport(pool: Pool, id: string, timeoutMs: number, pollMs = 100): Promise<ReportRequest | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const report = await findReportRequest(pool, id);
    if (!report || report.status === 'done' || report.status === 'failed' || Date.now() >= deadline) return report;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

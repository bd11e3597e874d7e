/**
 * The `reports` queue's consumer: builds each report with buildReport. A job that fails
 * is retried (reportJobOptions); after the last attempt, or at once for a report that can
 * never be built, the request is marked failed so the console stops waiting.
 */
import { UnrecoverableError, Worker } from 'bullmq';
import type { Pool } from 'pg';
import type { Config } from '@app/core/config';
import type { Logger } from '@app/core/logger';
import type { JobDurations } from '@app/core/metrics/queueMetrics';
import { QUEUES, workerConnection } from '@app/core/queues/queues';
import type { ReportJob } from '@app/core/reports/kinds';
import { markFailed } from '@app/core/reports/requests';
import { buildReport, UnbuildableReport } from './buildReport.js';
import { startReportSweeper } from './sweepReports.js';

export interface ReportWorker {
  close(): Promise<void>;
}

export function startReportWorker(deps: { config: Config; pool: Pool; log: Logger; concurrency?: number; durations?: JobDurations }): ReportWorker {
  const { config, pool, log } = deps;
  const connection = workerConnection(config, QUEUES.reports);
  const worker = new Worker<ReportJob, number>(
    QUEUES.reports,
    async (job) => {
      const started = Date.now();
      try {
        const rows = await buildReport({ pool, config }, job.data, (percent) => job.updateProgress(percent));
        log.info({ reportId: job.data.reportId, kind: job.data.kind, rows, ms: Date.now() - started }, 'report built');
        return rows;
      } catch (error) {
        if (error instanceof UnbuildableReport) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    // Reports are CPU- and I/O-heavy: two at a time per worker process; scale by processes.
    { connection, prefix: config.QUEUE_PREFIX, concurrency: deps.concurrency ?? 2 },
  );
  worker.on('failed', (job, error) => {
    if (!job) return;
    const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    log.warn({ reportId: job.data.reportId, kind: job.data.kind, attempt: job.attemptsMade, final, err: error }, 'report failed');
    if (final) void markFailed(pool, job.data.reportId, error.message).catch((e: unknown) => log.error({ err: e }, 'could not mark report failed'));
  });
  worker.on('error', (error) => log.error({ err: error }, 'report worker error'));
  deps.durations?.observe(worker);
  const stopSweeping = startReportSweeper(config, log);
  return {
    async close() {
      stopSweeping();
      await worker.close();
      // workerConnection made this connection for this worker alone.
      (connection as { disconnect?: () => void }).disconnect?.();
    },
  };
}

/**
 * Builds one report: marks it running, writes the file beside its final name and renames
 * it into place when complete (a download never sees half a file), records progress as it
 * goes, and marks it done with its row count.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import type { Pool } from 'pg';
import type { Config } from '@app/core/config';
import { reportFilePath, reportsDir } from '@app/core/reports/files';
import { isDocumentKind, type DateRange, type DocumentSubject, type ReportJob } from '@app/core/reports/kinds';
import { markDone, markProgress, markRunning } from '@app/core/reports/requests';
import { dateTime } from '@app/core/format/dates';
import { loadSubject } from '@app/projections/reports/documentSubject';
import { writeDocument } from './documents/writeDocument.js';
import { writeSpreadsheet } from './spreadsheets/writeSpreadsheet.js';

/** A report that cannot be built however often it is tried (its booking is gone). */
export class UnbuildableReport extends Error {}

export async function buildReport(
  deps: { pool: Pool; config: Pick<Config, 'DATA_DIR'> },
  job: ReportJob,
  onProgress: (percent: number) => Promise<void> = async () => {},
): Promise<number> {
  const { pool, config } = deps;
  await mkdir(reportsDir(config), { recursive: true });
  const file = reportFilePath(config, job.reportId, job.kind);
  const partial = `${file}.${process.pid}.part`;
  await markRunning(pool, job.reportId);
  let rows: number;
  try {
    if (isDocumentKind(job.kind)) {
      const subject = await loadSubject(pool, job.params as DocumentSubject);
      if (!subject) throw new UnbuildableReport(`no ${(job.params as DocumentSubject).type} ${(job.params as DocumentSubject).id}`);
      await writeDocument(job.kind, subject, partial, dateTime(new Date()));
      rows = subject.services.length;
    } else {
      let reported = 0;
      rows = await writeSpreadsheet(pool, job.kind, job.params as DateRange, partial, async (written, total) => {
        const percent = total === 0 ? 99 : Math.floor((written / total) * 99);
        // A write per few percent, not per batch.
        if (percent - reported >= 5 || written === total) {
          reported = percent;
          await markProgress(pool, job.reportId, percent);
          await onProgress(percent);
        }
      });
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await markDone(pool, job.reportId, rows);
  return rows;
}

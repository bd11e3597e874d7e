/**
 * One bookings report through the real path: the request row and the job on the
 * `reports` queue (as the api makes them), built by the worker process, timed from the
 * enqueue until the request is marked done; then the file is read back with exceljs's
 * streaming reader to count its rows.
 */
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import type { Pool } from '@app/core/db/pool';
import { reportFilePath } from '@app/core/reports/files';
import type { DateRange } from '@app/core/reports/kinds';
import { enqueueReport, type ReportQueue } from '@app/core/reports/reportQueue';
import { createReportRequest, findReportRequest } from '@app/core/reports/requests';
import { cursorRows } from '@app/projections/query/cursorRows';
import { sheetQuery } from '@app/projections/reports/spreadsheetSheets';

export interface RunResult {
  seconds: number;
  rows: number;
  fileMiB: number;
  rowsInFile: number;
}

export async function runReport(pool: Pool, queue: ReportQueue, dataDir: string, range: DateRange): Promise<RunResult> {
  const id = randomUUID();
  const requestedBy = randomUUID();
  await createReportRequest(pool, { id, kind: 'bookings', requestedBy, params: range });
  const t0 = performance.now();
  await enqueueReport(queue, { reportId: id, kind: 'bookings', requestedBy, params: range });
  for (;;) {
    const report = await findReportRequest(pool, id);
    if (report?.status === 'failed') throw new Error(`the report failed: ${report.error}`);
    if (report?.status === 'done') break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - t0) / 1000;
  const report = (await findReportRequest(pool, id))!;
  const file = reportFilePath({ DATA_DIR: dataDir }, id, 'bookings');
  let rowsInFile = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore' })) {
    for await (const _row of sheet) rowsInFile++;
  }
  return { seconds, rows: report.row_count ?? 0, fileMiB: statSync(file).size / 2 ** 20, rowsInFile: rowsInFile - 1 };
}

/** The bookings report's query through the worker's cursor, rows counted and dropped. */
export async function queryAlone(pool: Pool, range: DateRange): Promise<{ seconds: number; rows: number }> {
  const t0 = performance.now();
  let rows = 0;
  for await (const batch of cursorRows(pool, sheetQuery('bookings', range), 2000, () => {})) rows += batch.length;
  return { seconds: (performance.now() - t0) / 1000, rows };
}

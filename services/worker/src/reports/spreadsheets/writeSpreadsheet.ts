/**
 * Writes a spreadsheet report with exceljs's streaming writer: each row is committed as
 * soon as it is added, so memory stays flat however many rows there are.
 */
import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Pool } from 'pg';
import type { DateRange, SpreadsheetKind } from '@app/core/reports/kinds';
import { cursorRows } from '@app/projections/query/cursorRows';
import { sheetQuery, sheets } from '@app/projections/reports/spreadsheetSheets';

const BATCH = 2000;

export interface SheetProgress {
  (written: number, total: number): Promise<void> | void;
}

/** Returns the number of data rows written. */
export async function writeSpreadsheet(pool: Pool, kind: SpreadsheetKind, range: DateRange, file: string, onProgress: SheetProgress): Promise<number> {
  const sheet = sheets[kind];
  const output = createWriteStream(file);
  const closed = new Promise<void>((resolve, reject) => {
    output.on('close', resolve);
    output.on('error', reject);
  });
  // No styles: with them exceljs looks a style up for every cell, several times slower.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  workbook.creator = 'Home-repair booking';
  workbook.created = new Date();
  // The range goes in the file's properties, so the sheet stays a plain table (headers, then rows).
  workbook.title = sheet.title;
  workbook.subject = `${range.from} to ${range.to} (Manila dates)`;
  const worksheet = workbook.addWorksheet(sheet.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((c) => ({ header: c.header, width: c.width }));
  worksheet.getRow(1).commit();

  let written = 0;
  let total = 0;
  for await (const batch of cursorRows(pool, sheetQuery(kind, range), BATCH, (n) => (total = n))) {
    for (const row of batch) worksheet.addRow(row).commit();
    written += batch.length;
    await onProgress(written, total);
  }
  worksheet.commit();
  await workbook.commit();
  await closed;
  return written;
}

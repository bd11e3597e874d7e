/**
 * Writes a spreadsheet report with exceljs's streaming writer: each row is committed as
 * soon as it is added, so memory stays flat however many rows there are.
 */
import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Pool } from 'pg';
import type { DateRange, SpreadsheetKind } from '@app/core/reports/kinds';
import { cursorRows } from './cursorRows.js';
import { sheets, type ColumnType } from './sheets.js';

const BATCH = 2000;
const numFmt: Partial<Record<ColumnType, string>> = { money: '#,##0.00', date: 'mmm dd, yyyy', datetime: 'mmm dd, yyyy hh:mm AM/PM' };

/** Manila wall-clock text ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM:SS') as a Date whose UTC fields are that wall time (Excel has no time zones). */
const wallClock = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : `${value}Z`);

function cell(type: ColumnType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if ((type === 'date' || type === 'datetime') && typeof value === 'string') return wallClock(value);
  return value;
}

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
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Home-repair booking';
  workbook.created = new Date();
  // The range goes in the file's properties, so the sheet stays a plain table (headers, then rows).
  workbook.title = sheet.title;
  workbook.subject = `${range.from} to ${range.to} (Manila dates)`;
  const worksheet = workbook.addWorksheet(sheet.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((c) => ({ header: c.header, width: c.width, style: numFmt[c.type] ? { numFmt: numFmt[c.type] } : {} }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();

  let written = 0;
  let total = 0;
  for await (const batch of cursorRows(
    pool,
    {
      count: `SELECT count(*)::int AS n FROM ${sheet.from}`,
      rows: `SELECT ${sheet.select} FROM ${sheet.from} ORDER BY ${sheet.orderBy}`,
      params: [range.from, range.to],
    },
    BATCH,
    (n) => (total = n),
  )) {
    for (const row of batch) {
      worksheet.addRow(row.map((value, i) => cell(sheet.columns[i]!.type, value))).commit();
    }
    written += batch.length;
    await onProgress(written, total);
  }
  worksheet.commit();
  await workbook.commit();
  await closed;
  return written;
}

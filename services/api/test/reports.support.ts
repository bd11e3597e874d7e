/**
 * The report tests' world: the booking world of the admin tests plus a report worker
 * running in this process on a queue prefix of its own (test runs share one Redis), and
 * helpers that fetch binary answers and open them: xlsx with exceljs's reader, PDF with
 * pdf-parse.
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import type request from 'supertest';
import { createLogger } from '@app/core/logger';
import { startReportWorker, type ReportWorker } from '../../worker/src/reports/startReportWorker.js';
import { startWorld, type World } from './bookings.admin.support.js';
import type { TestClient } from './support/stack.js';

export async function startReportWorld(): Promise<World & { worker: ReportWorker }> {
  // Read by parseConfig in startStack: this file's jobs go to this file's worker only.
  process.env.QUEUE_PREFIX = `test-reports-${randomBytes(4).toString('hex')}`;
  const w = await startWorld(2);
  const worker = startReportWorker({ config: w.stack.config, pool: w.stack.db.pool, log: createLogger('report-worker-test') });
  return { ...w, worker };
}

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** A POST whose answer may be a file: the body comes back as a Buffer. */
export async function postForFile(client: TestClient, url: string, body: object) {
  const token = await client.csrf();
  return client.agent.post(url).set('X-Requested-With', 'XMLHttpRequest').set('X-XSRF-TOKEN', token).send(body).buffer(true).parse(binary);
}

/** A GET of a file (what the new tab does with a report link). */
export function getFile(client: TestClient, url: string) {
  return client.agent.get(url).buffer(true).parse(binary);
}

export type Cell = string | number | boolean | Date | null;

/** The first worksheet's name and rows, cell values as exceljs reads them (rows[0] is the header). */
export async function readXlsx(file: Buffer): Promise<{ sheet: string; rows: Cell[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: Cell[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as Cell[]).slice(1));
  });
  return { sheet: sheet.name, rows };
}

export async function pdfText(file: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(file) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Polls the status call until the report is done or failed. */
export async function finished(client: TestClient, statusUrl: string): Promise<{ status: string; progress: number; url?: string; rows: number; file_name: string }> {
  for (let i = 0; i < 300; i++) {
    const res = await client.get(statusUrl);
    if (res.status !== 200) throw new Error(`status: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.status === 'done' || res.body.status === 'failed') return res.body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the report was not built in time');
}

/** The console's call: `Prefer: respond-async`, so the answer is the 202 with the report's status URL. */
export async function postAsync(client: TestClient, url: string, body: object) {
  const token = await client.csrf();
  return client.agent.post(url).set('X-Requested-With', 'XMLHttpRequest').set('Accept', 'application/json').set('X-XSRF-TOKEN', token).set('Prefer', 'respond-async').send(body);
}

/**
 * Export in the console, in real Chromium: the Cities screen's Export asks for the date
 * range, a report worker (in this process, real Redis) builds the file, the dialog
 * says 'Export has been successful' with a link to it and the browser saves cities-list.xlsx,
 * which is opened with exceljs and read.
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@app/core/logger';
import { startReportWorker, type ReportWorker } from '../../services/worker/src/reports/startReportWorker.js';
import { startAdminServer, type AdminServer } from './support/adminServer.js';
import { browserSkipReason, launchChromium } from './support/chromium.js';
import { Console } from './support/console.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

describe.skipIf(Boolean(skipReason))('report export in Chromium', { timeout: 120_000 }, () => {
  let server: AdminServer;
  let worker: ReportWorker;
  let browser: Browser;
  let page: Page;
  let ui: Console;
  const city = `Export City ${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    // This file's jobs go to this file's worker only (test runs share one Redis).
    server = await startAdminServer({ QUEUE_PREFIX: `test-export-${randomBytes(4).toString('hex')}` });
    worker = startReportWorker({ config: server.stack.config, pool: server.stack.db.pool, log: createLogger('report-worker-browser') });
    const admin = await server.stack.signedIn('administrator');
    const made = await admin.client.send('post', '/api/cities', { name: city });
    if (made.status >= 300) throw new Error(`city: ${made.status}`);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
    ui = new Console(page, server.baseUrl);
    page.on('pageerror', (error) => console.error('[page error]', error.message));
    await ui.signIn(server.admin.email, server.admin.password);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await worker?.close();
    await server?.close();
  });

  it("Cities > Export: date range, 'Export has been successful', cities-list.xlsx saved and readable", async () => {
    await ui.open('/cities');
    await ui.waitForRow(city);
    await page.getByRole('button', { name: 'Export' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Start date').waitFor();
    // The range defaults to this month so far; an end before the start disables Export.
    const end = await dialog.getByLabel('End date').inputValue();
    await dialog.getByLabel('End date').fill('2000-01-01');
    await expect(dialog.getByRole('button', { name: 'Export' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('End date').fill(end);

    const download = page.waitForEvent('download', { timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Export' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('cities-list.xlsx');
    // The dialog keeps a link to the file (the notification's Escape closes it, so first).
    await dialog.getByRole('link', { name: 'cities-list.xlsx' }).waitFor();
    await ui.notified('Export has been successful');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await saved.path());
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Name', 'Date Created']);
    expect(rows.map((r) => r[0])).toContain(city);
  });
});

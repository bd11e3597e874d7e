/**
 * A newcomer's first run: `npm start` exactly as the README gives it (the launcher itself:
 * production build, NODE_ENV=production, its own PostgreSQL and Redis, demo data, no
 * test-only switch; only free ports and a fresh data folder below a dot-folder, like the
 * default `.data`). In Chromium, a guest books two services on a 375 px phone and pays on
 * the sandbox; the administrator signs in with the demo password `npm start` stores,
 * finds the booking, its planned reminders on its details, and exports the bookings report; the demo assessor opens an
 * assessment's checklist PDF; both files arrive and parse. Ctrl-C stops it all, a second
 * start finds the booking. Any default that works only in tests fails here.
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Console } from '../browser/support/console.js';
import { BookingWizardSteps } from '../browser/support/bookingWizard.js';
import { browserSkipReason, launchChromium } from '../browser/support/chromium.js';
import { PublicSite, STEP_TIMEOUT } from '../browser/support/publicSite.js';
import { ok } from '../bench/booking/http.js';
import { anonymous, requestAssessment, waitForDemoData } from './support/demoCustomer.js';
import { launch, newcomerSettings, removeData, type Launched, type LaunchSettings } from './support/launcher.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[newcomer test] skipped: ${skipReason}`);

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

describe.skipIf(Boolean(skipReason))('a newcomer runs npm start', { timeout: 300_000 }, () => {
  let settings: LaunchSettings;
  let launched: Launched | undefined;
  let browser: Browser;

  beforeAll(async () => {
    settings = await newcomerSettings();
    launched = await launch(settings);
    await waitForDemoData(launched);
    browser = await launchChromium();
  }, 360_000);

  afterAll(async () => {
    await browser?.close();
    if (launched) await launched.stop();
    if (settings) removeData(settings);
  }, 120_000);

  /** A page of its own (cookies and all) at this size; pages of the console are screenshot as `newcomer-<name>`. */
  async function newPage(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('[page error]', error.message));
    return page;
  }

  it('books and pays as a guest, the administrator finds it and exports it, the assessor opens a checklist, and it survives a restart', async () => {
    const app = launched!;
    const guest = { firstName: 'Rosa', lastName: 'Newcomer', email: `rosa.${randomBytes(4).toString('hex')}@example.ph`, phone: '0917 123 4567', city: 'Makati', street: '12 Jupiter Street', barangay: 'Bel-Air', propertyType: 'Condo' as const };

    // A guest on a phone: two services, the sandbox's Pay, the success page.
    const phone = await newPage(PHONE);
    const site = new PublicSite(phone, app.baseUrl);
    const wizard = new BookingWizardSteps(site, phone);
    await wizard.open('aircon-cleaning');
    await wizard.pickFirstSlot();
    await wizard.continue();
    await wizard.addService('Split type (1.0 to 1.5 HP)', 1, 'Living Room');
    await wizard.addService('Window type (up to 1.0 HP)', 1, 'Bedroom');
    await wizard.continue();
    await wizard.fillGuest(guest);
    await wizard.continue();
    await wizard.payOnline();
    await site.screenshot('newcomer-1-sandbox');
    await phone.getByRole('button', { name: 'Pay', exact: true }).click();
    await phone.waitForURL(/\/booking-success\//, { timeout: STEP_TIMEOUT });
    const reference = decodeURIComponent(new URL(phone.url()).pathname.split('/').pop()!);
    await site.sees('Booking confirmed! - Payment Successful!');
    await site.screenshot('newcomer-2-success');
    await phone.context().close();

    // The administrator, with the demo password npm start keeps in DATA_DIR: the booking
    // under Bookings, then the bookings report through the worker, downloaded.
    await app.line(/demo-accounts\.json/); // where npm start says the passwords are
    const admin = app.demoAccount('administrator');
    const desk = await newPage(DESKTOP);
    const ui = new Console(desk, app.baseUrl);
    await ui.signIn(admin.email, admin.password);
    await ui.open('/bookings');
    await ui.searchApplied(reference);
    // Its details list the reminders planned for it (issue 28's "done means"), the guest named.
    await (await ui.waitForRow(reference)).getByRole('button', { name: 'View' }).click();
    const reminders = desk.getByRole('dialog').filter({ hasText: 'Booking Details' }).getByRole('region', { name: 'Reminders' });
    await reminders.getByText('Rosa Newcomer').first().waitFor({ timeout: STEP_TIMEOUT });
    await reminders.getByText('2 hours before').first().waitFor();
    await desk.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await desk.getByRole('button', { name: 'Export' }).first().click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel('Start date').waitFor({ timeout: STEP_TIMEOUT });
    const download = desk.waitForEvent('download', { timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Export' }).click();
    const saved = await download;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await saved.path());
    const cells: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row) => cells.push(...(row.values as unknown[])));
    expect(cells).toContain(reference);
    await new PublicSite(desk, app.baseUrl).screenshot('newcomer-3-bookings-exported');

    // An assessment for the demo assessor: asked for by a visitor, sent by the administrator.
    const inspection = `Roof leak check ${randomBytes(2).toString('hex')}`;
    const assessmentId = await requestAssessment(app, inspection);
    const assessorAccount = app.demoAccount('assessor');
    const [assessor] = await ui.api<{ id: string }[]>('GET', `/api/assessors?search=${encodeURIComponent(assessorAccount.email)}`);
    const tomorrow = new Date(Date.now() + 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    await ui.api('POST', '/api/assign-assessors', { assessment: assessmentId, primaryAssessors: [assessor!.id], secondaryAssessors: [], date: tomorrow, time: '09:00' });
    await desk.context().close();

    // The demo assessor opens its checklist: the PDF arrives in a new tab.
    const field = await newPage(DESKTOP);
    const assessorUi = new Console(field, app.baseUrl);
    await assessorUi.open('/login');
    await field.locator('input[name="username"]').fill(assessorAccount.email);
    await field.locator('input[name="password"]').fill(assessorAccount.password);
    await field.getByRole('button', { name: 'Sign in' }).click();
    await field.waitForURL(/\/admin\/assessor-bookings$/, { timeout: STEP_TIMEOUT });
    const row = await assessorUi.waitForRow(inspection);
    await row.first().getByRole('button', { name: 'Checklists' }).click();
    const pdf = field.context().waitForEvent('response', { predicate: (r) => /\/api\/reports\/[^/]+\/file/.test(r.url()), timeout: 60_000 });
    await field.getByRole('dialog', { name: 'Checklists' }).getByRole('button', { name: 'Assessment Checklist 1' }).click();
    const file = await pdf;
    expect(file.status()).toBe(200);
    await new PublicSite(field, app.baseUrl).screenshot('newcomer-4-assessor-checklists');
    expect(file.headers()['content-type']).toContain('application/pdf');
    // The tab shows it in Chromium's viewer; the bytes, fetched again through the same signed link and session.
    const body = await field.context().request.get(file.url()).then((r) => r.body());
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThan(0);
    await field.context().close();

    // Ctrl-C, then npm start again: the booking is still there, paid.
    expect(await app.stop(), app.tail()).toBe(0);
    launched = await launch(settings);
    const guestView = ok(await anonymous(launched).send('POST', '/api/booking-show-details', { id: reference, email: guest.email }), 'the booking after a restart') as { payment_status: string };
    expect(guestView.payment_status).toBe('paid');
  });
});

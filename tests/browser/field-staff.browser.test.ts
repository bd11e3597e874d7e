/**
 * Field staff and the auditor in real Chromium against the real api. A paid booking dated
 * today in Manila gets two primary and two secondary manongs through the api; a manong
 * signs in to the console, sees only the screens of their role, confirms and times in,
 * and the booking shows On Going. An auditor signs in, steps through that booking's
 * history reading the status after each event (checked against the server's replay),
 * finds no edit buttons, and the server refuses an auditor's write with 403.
 * Screenshots under tests/e2e/artifacts/.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Placed } from '../../services/api/test/bookings.customer.support.js';
import { addAddress, seedCatalogue } from '../../services/api/test/bookings.support.js';
import { createAccount, systemContext } from '@app/core/accounts/registerAccount';
import { createLogger } from '@app/core/logger';
import { startReportWorker, type ReportWorker } from '../../services/worker/src/reports/startReportWorker.js';
import { assessment, bookingOn, manilaToday, manilaTomorrow, type World } from '../../services/api/test/bookings.admin.support.js';
import { TEST_PASSWORD, type TestClient } from '../../services/api/test/support/stack.js';
import { startAdminServer, type AdminServer } from './support/adminServer.js';
import { browserSkipReason, launchChromium } from './support/chromium.js';
import { signedInSession } from './support/console.js';
import { clearOfManilaMidnight, MIDNIGHT_WAIT_TIMEOUT_MS } from './support/bookingSetup.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e/artifacts');
const STEP = 15_000;
// A 1x1 PNG: the api types uploads by their content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe.skipIf(Boolean(skipReason))('field staff and auditor in Chromium', { timeout: 120_000 }, () => {
  let server: AdminServer;
  let reportWorker: ReportWorker;
  let browser: Browser;
  let booking: Placed;
  let manong: { email: string; userId: string };
  let auditor: { email: string; client: TestClient };
  let assessorEmail: string;
  let assessorId: string;
  let admin: TestClient;
  let assessmentId: string;
  let bothRolesEmail: string;

  const screenshot = async (page: Page, name: string) => {
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: path.join(artifacts, `field-staff-${name}.png`), fullPage: true });
  };

  const signedIn = (email: string) => signedInSession(browser, server.baseUrl, email, TEST_PASSWORD);

  // Before anything is booked: this file books "today" (Manila) and reads it back.
  beforeAll(clearOfManilaMidnight, MIDNIGHT_WAIT_TIMEOUT_MS);

  beforeAll(async () => {
    // The checklist PDFs are built by a report worker in this process, on a queue of this file's own.
    process.env.QUEUE_PREFIX = `test-field-staff-${randomBytes(4).toString('hex')}`;
    server = await startAdminServer();
    const { stack } = server;
    reportWorker = startReportWorker({ config: stack.config, pool: stack.db.pool, log: createLogger('report-worker-test') });
    admin = (await stack.signedIn('administrator')).client;
    const c = await seedCatalogue(admin);
    const customer = await stack.signedIn('customer');
    const addressId = await addAddress(customer.client, c.cityId);
    const manongs = [];
    for (const name of ['Pedro', 'Juan', 'Andres', 'Emilio']) manongs.push(await stack.signedIn('manong', { firstName: name }));
    const world: World = { stack, admin, c, customer, addressId, manongs };
    booking = await bookingOn(world, manilaToday());
    const assigned = await admin.send('post', '/api/assign-manongs/bookings', {
      booking: booking.id,
      primaryManongs: [manongs[0]!.userId, manongs[1]!.userId],
      secondaryManongs: [manongs[2]!.userId, manongs[3]!.userId],
    });
    if (assigned.status >= 300) throw new Error(`assign: ${assigned.status} ${JSON.stringify(assigned.body)}`);
    manong = manongs[0]!;
    const signedAuditor = await stack.signedIn('auditor', { firstName: 'Aurora' });
    auditor = { email: signedAuditor.email, client: signedAuditor.client };

    // An assessment with its assessor's visit tomorrow, and a user holding two field roles.
    assessmentId = await assessment(world);
    const assessor = await stack.signedIn('assessor', { firstName: 'Maria' });
    assessorEmail = assessor.email;
    assessorId = assessor.userId;
    const sent = await admin.send('post', '/api/assign-assessors', { assessment: assessmentId, primaryAssessors: [assessor.userId], secondaryAssessors: [], date: manilaTomorrow(), time: '09:00' });
    if (sent.status >= 300) throw new Error(`assign assessors: ${sent.status} ${JSON.stringify(sent.body)}`);
    bothRolesEmail = 'two.roles@example.ph';
    await createAccount({ pool: stack.db.pool, store: stack.store }, { email: bothRolesEmail, password: TEST_PASSWORD, firstName: 'Tomas', lastName: 'Dual', roles: ['manong', 'assessor'] }, systemContext());
    await stack.settled();
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await reportWorker?.close();
    await server?.close();
  });

  it('a manong signs in, confirms and times in on the service date; the booking shows On Going', async () => {
    const { context, page, ui } = await signedIn(manong.email);
    // The console's home sends a manong to My Bookings.
    await page.waitForURL(/\/admin\/manong-bookings$/, { timeout: STEP });
    const nav = page.locator('.RaSidebar-fixed, .MuiDrawer-root').first();
    for (const label of ['Manong Dashboard', 'My Bookings', 'Incoming Bookings', 'Previous Bookings', 'Logout']) {
      await nav.getByText(label, { exact: true }).first().waitFor({ timeout: STEP });
    }
    for (const label of ['Cities', 'Employees', 'Audit Log', 'Admin Dashboard']) await expect(nav.getByText(label, { exact: true }).count()).resolves.toBe(0);
    let row = await ui.waitForRow('Aircon cleaning');
    await expect(row.textContent()).resolves.toContain('Pending');
    // Unanswered: Confirm and Decline, no time buttons yet.
    await expect(row.getByRole('button', { name: 'Time In' }).count()).resolves.toBe(0);
    await screenshot(page, 'manong-my-bookings');
    await row.getByRole('button', { name: 'Confirm' }).click();
    await ui.notified('Booking has been confirmed.');

    row = await ui.waitForRow('Aircon cleaning');
    await expect(row.getByRole('button', { name: 'Confirm' }).count()).resolves.toBe(0);
    const timeIn = row.getByRole('button', { name: 'Time In' });
    await timeIn.waitFor({ timeout: STEP });
    expect(await timeIn.isEnabled()).toBe(true);
    expect(await row.getByRole('button', { name: 'Time out' }).isDisabled()).toBe(true);
    await timeIn.click();
    await ui.notified('Timed-In has been successful.');
    row = await ui.waitForRow('On Going');
    expect(await row.getByRole('button', { name: 'Time In' }).isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: 'Time out' }).isEnabled()).toBe(true);
    await screenshot(page, 'manong-timed-in');

    // A document uploaded from the row is listed in its Documents dialog.
    await row.getByRole('button', { name: 'Upload' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Documents' });
    await upload.locator('input[type="file"]').setInputFiles({ name: 'aircon-before.png', mimeType: 'image/png', buffer: PNG });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await ui.notified('Documents uploaded!');
    await (await ui.waitForRow('On Going')).getByRole('button', { name: 'Documents' }).click();
    const documents = page.getByRole('dialog', { name: 'Available Documents' });
    await documents.getByRole('link', { name: 'aircon-before.png' }).waitFor({ timeout: STEP });
    await screenshot(page, 'manong-documents');
    await documents.getByRole('button', { name: 'Close' }).click();
    await (await ui.waitForRow('On Going')).getByRole('button', { name: 'Checklists' }).click();
    const checklists = page.getByRole('dialog', { name: 'Checklists' });
    for (const checklist of ['Assessment Checklist 1', 'Assessment Checklist 2', 'Aircondition Checklist', 'Electrical Checklist', 'Work Order Form']) {
      await checklists.getByRole('button', { name: checklist }).waitFor({ timeout: STEP });
    }
    await checklists.getByRole('button', { name: 'Close' }).click();

    // Incoming bookings read the same real bookings.
    await nav.getByText('Incoming Bookings', { exact: true }).click();
    await page.waitForURL(/\/admin\/manong-incoming-bookings$/, { timeout: STEP });
    // The screen loads lazily: My Bookings' rows stay on show until it arrives, so wait for
    // a row only this list has (it names the customer).
    await expect((await ui.waitForRow('Ana Reyes')).textContent()).resolves.toContain('On Going');

    // The spec's bare path opens the console screen; an administrator's screen does not open.
    await page.goto(`${server.baseUrl}/manong`);
    await page.waitForURL(/\/admin\/manong$/, { timeout: STEP });
    await page.getByText(manong.email).waitFor({ timeout: STEP });
    await ui.open('/cities');
    await page.getByText('Not Found', { exact: false }).first().waitFor({ timeout: STEP });
    await expect(page.locator('tbody tr').count()).resolves.toBe(0);
    expect((await auditor.client.get(`/admin-api/bookings/${booking.id}`)).body.work_status_string).toBe('On Going');
    await context.close();
  });

  it('an assessor answers the visit, times in and out on its day, uploads a document and asks for a checklist PDF', async () => {
    const { context, page, ui } = await signedIn(assessorEmail);
    await page.waitForURL(/\/admin\/assessor-bookings$/, { timeout: STEP });
    let row = await ui.waitForRow('Aircon cleaning');
    // The visit is tomorrow: confirmed, it offers no time buttons yet.
    await expect(row.getByRole('button', { name: 'Time In' }).count()).resolves.toBe(0);
    await row.getByRole('button', { name: 'Confirm' }).click();
    await ui.notified('Assessment has been confirmed.');
    row = await ui.waitForRow('Aircon cleaning');
    await expect(row.getByRole('button', { name: 'Confirm' }).count()).resolves.toBe(0);
    await expect(row.getByRole('button', { name: 'Time In' }).count()).resolves.toBe(0);

    // Sent again for today: asked again; confirmed, Time In, then Time out.
    const today = await admin.send('post', '/api/assign-assessors', { assessment: assessmentId, primaryAssessors: [assessorId], secondaryAssessors: [], date: manilaToday(), time: '08:00' });
    expect(today.status).toBe(200);
    await page.reload();
    row = await ui.waitForRow('Aircon cleaning');
    await row.getByRole('button', { name: 'Confirm' }).click();
    await ui.notified('Assessment has been confirmed.');
    row = await ui.waitForRow('Aircon cleaning');
    const timeIn = row.getByRole('button', { name: 'Time In' });
    await timeIn.waitFor({ timeout: STEP });
    expect(await row.getByRole('button', { name: 'Time out' }).isDisabled()).toBe(true);
    await timeIn.click();
    await ui.notified('Time-In has been successful.');
    row = await ui.waitForRow('Aircon cleaning');
    // Time out asks first.
    await row.getByRole('button', { name: 'Time out' }).click();
    await page.getByRole('dialog', { name: 'Time out now?' }).getByRole('button', { name: 'Time out' }).click();
    await ui.notified('Time-Out has been successful.');
    await screenshot(page, 'assessor-timed-out');
    await row.getByRole('button', { name: 'View' }).click();
    await page.getByRole('dialog').getByText('Ana Reyes').waitFor({ timeout: STEP });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: 'Upload' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Documents' });
    // Upload stays disabled until a file is chosen (spec §5: files required).
    expect(await upload.getByRole('button', { name: 'Upload' }).isDisabled()).toBe(true);
    await upload.locator('input[type="file"]').setInputFiles({ name: 'site-visit.png', mimeType: 'image/png', buffer: PNG });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await ui.notified('Documents uploaded!');
    row = await ui.waitForRow('Aircon cleaning');
    await row.getByRole('button', { name: 'Documents' }).click();
    const documents = page.getByRole('dialog', { name: 'Available Documents' });
    await documents.getByRole('link', { name: 'site-visit.png' }).waitFor({ timeout: STEP });
    await documents.getByRole('button', { name: 'Close' }).click();
    await row.getByRole('button', { name: 'Checklists' }).click();
    const checklists = page.getByRole('dialog', { name: 'Checklists' });

    // The checklist button calls the spec's report path with the assessment, and the PDF
    // the worker builds opens in a new tab through its signed link.
    const asked = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/reports/assessment-one-checklist'));
    const pdf = context.waitForEvent('response', { predicate: (r) => /\/api\/reports\/[^/]+\/file/.test(r.url()), timeout: 30_000 });
    await checklists.getByRole('button', { name: 'Assessment Checklist 1' }).click();
    expect((await asked).postDataJSON()).toEqual({ type: 'assessment', id: assessmentId });
    const file = await pdf;
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    await screenshot(page, 'assessor-documents');

    await context.close();
  });

  it('a user with two field roles gets both dashboards and lists, and nothing of an administrator', async () => {
    const { context, page } = await signedIn(bothRolesEmail);
    await page.waitForURL(/\/admin\/manong-bookings$/, { timeout: STEP });
    const nav = page.locator('.RaSidebar-fixed, .MuiDrawer-root').first();
    for (const label of ['Assessor Dashboard', 'Manong Dashboard', 'My Bookings (Manong)', 'My Bookings (Assessor)']) await nav.getByText(label, { exact: true }).waitFor({ timeout: STEP });
    await expect(nav.getByText('Admin Dashboard', { exact: true }).count()).resolves.toBe(0);
    await nav.getByText('Assessor Dashboard', { exact: true }).click();
    await page.waitForURL(/\/admin\/assessors\/home$/, { timeout: STEP });
    await page.getByText(bothRolesEmail).waitFor({ timeout: STEP });
    await nav.getByText('My Bookings (Assessor)', { exact: true }).click();
    await page.waitForURL(/\/admin\/assessor-bookings$/, { timeout: STEP });
    await page.getByText('No assessments assigned to you yet.').waitFor({ timeout: STEP });
    await screenshot(page, 'two-roles');
    await context.close();
  });

  it('an auditor steps through the booking history, sees the status after each event, and can change nothing', async () => {
    const { context, page, ui } = await signedIn(auditor.email);
    await page.waitForURL(/\/admin\/bookings/, { timeout: STEP });
    const row = await ui.waitForRow(booking.id);
    await expect(row.textContent()).resolves.toContain('On Going');
    for (const button of ['Book Service', 'Re-book', 'Cancel', 'Manongs', 'Work Permits', 'Create', 'Edit', 'Delete']) {
      await expect(page.getByRole('button', { name: button, exact: true }).count(), button).resolves.toBe(0);
      await expect(page.getByRole('link', { name: button, exact: true }).count(), button).resolves.toBe(0);
    }
    const nav = page.locator('.RaSidebar-fixed, .MuiDrawer-root').first();
    await expect(nav.getByText('Employees', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'auditor-bookings');

    await row.getByRole('link', { name: 'History' }).click();
    await page.waitForURL(new RegExp(`/admin/bookings/${booking.id}/history$`), { timeout: STEP });
    const history = (await auditor.client.get(`/admin-api/bookings/${booking.id}/history`)).body as { events: { type: string }[] };
    expect(history.events.length).toBeGreaterThanOrEqual(5);

    const statuses: string[] = [];
    for (let n = 1; n <= history.events.length; n++) {
      await page.getByText(`Event ${n} of ${history.events.length}`).waitFor({ timeout: STEP });
      // The event shown is the step's sentence, never its type's name.
      const sentence = await page.locator('[data-event-type]').nth(n - 1).innerText();
      expect(sentence).not.toBe(history.events[n - 1]!.type);
      await expect.poll(() => page.getByTestId('history-current').innerText(), { timeout: STEP }).toBe(sentence);
      const cell = page.locator('td[data-field="Work Status"]');
      await cell.waitFor({ timeout: STEP });
      const replay = (await auditor.client.get(`/admin-api/bookings/${booking.id}/history?at=${n}`)).body.state.work_status_string as string;
      await expect.poll(() => cell.textContent(), { timeout: STEP }).toBe(replay);
      statuses.push(replay);
      if (n === 1) await screenshot(page, 'auditor-history-first-event');
      if (n < history.events.length) await page.getByRole('button', { name: 'Next event' }).click();
    }
    expect(statuses[0]).toBe('Pending');
    expect(statuses.at(-1)).toBe('On Going');
    expect(await page.getByRole('button', { name: 'Next event' }).isDisabled()).toBe(true);
    await screenshot(page, 'auditor-history-last-event');

    // Back one step shows the booking before the time-in again.
    await page.getByRole('button', { name: 'Previous event' }).click();
    await expect.poll(() => page.locator('td[data-field="Work Status"]').textContent(), { timeout: STEP }).toBe(statuses.at(-2));

    // The audit log lists the booking's events.
    await nav.getByText('Audit Log', { exact: true }).click();
    await page.waitForURL(/\/admin\/audit/, { timeout: STEP });
    await ui.input('booking').fill(booking.id);
    await ui.waitForRow(/ timed in at [A-Z][a-z]{2} \d{2}, \d{4}/);
    await screenshot(page, 'auditor-audit-log');

    // A write from the auditor's own session is refused by the server.
    const refused = await page.evaluate(async (reference) => {
      const { cookie } = (globalThis as unknown as { document: { cookie: string } }).document;
      const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '');
      const response = await fetch(`/admin-api/bookings/${reference}/cancel`, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': token },
        body: '{}',
      });
      return response.status;
    }, booking.id);
    expect(refused).toBe(403);
    expect((await auditor.client.get(`/admin-api/bookings/${booking.id}`)).body.work_status_string).toBe('On Going');
    await context.close();
  });
});

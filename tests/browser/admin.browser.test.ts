/**
 * The react-admin console in real Chromium against the real api: sign in as an
 * administrator, then for each resource create, list (search), edit and delete a record
 * through the screens, checking the spec's texts (§8) and that the table shows each change.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { START_PASSED } from '@app/core/schedules/slotDecider';
import { startAdminServer, type AdminServer } from './support/adminServer.js';
import { browserSkipReason, launchChromium } from './support/chromium.js';
import { Console } from './support/console.js';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e/artifacts');

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

// A 1x1 PNG: the api decides a picture's type by its content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A calendar date in Manila, `days` from today (slots and coupons are planned in Manila time). */
function manilaDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
}

describe.skipIf(Boolean(skipReason))('admin console in Chromium', { timeout: 120_000 }, () => {
  let server: AdminServer;
  let browser: Browser;
  let page: Page;
  let ui: Console;

  beforeAll(async () => {
    server = await startAdminServer();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    ui = new Console(page, server.baseUrl);
    // An uncaught error in the console's code shows in the test output, not only as a timeout.
    page.on('pageerror', (error) => console.error('[page error]', error.message));
    await ui.signIn(server.admin.email, server.admin.password);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the admin side nav to an administrator', async () => {
    const nav = page.locator('.RaSidebar-fixed, .MuiDrawer-root').first();
    for (const label of ['Admin Dashboard', 'Home', 'Cities', 'Employees', 'Schedule Planner', 'Booking Logs', 'Bookings', 'Re-Bookings', 'Cancellation', 'Customers', 'Assessments', 'Categories & Services', 'Discount Coupons', 'Teams', 'Locations', 'Logout']) {
      await expect(nav.getByText(label, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    // Dashboards of roles the administrator does not hold are not offered.
    await expect(nav.getByText('Manong Dashboard').count()).resolves.toBe(0);
  });

  it('cities: create, search, edit, delete', async () => {
    await ui.open('/cities');
    await page.getByRole('link', { name: 'Create' }).click();
    await ui.fill({ name: 'Quezon Test City' });
    await ui.save();
    await ui.notified('City has been created.');
    await ui.searchApplied('Quezon');
    const row = await ui.waitForRow('Quezon Test City');
    await row.getByRole('link', { name: 'Edit' }).click();
    await ui.fill({ name: 'Quezon Renamed City' });
    await ui.save();
    await ui.notified('City has been updated.');
    const renamed = await ui.waitForRow('Quezon Renamed City');
    await ui.delete(renamed);
    await ui.notified('City has been removed.');
    await ui.waitForNoRow('Quezon Renamed City');
  });

  it('locations: create, edit, delete', async () => {
    await ui.open('/locations');
    await page.getByRole('link', { name: 'Create' }).click();
    await ui.fill({ name: 'North Area' });
    await ui.save();
    await ui.notified('Location has been created.');
    const row = await ui.waitForRow('North Area');
    await row.getByRole('link', { name: 'Edit' }).click();
    await ui.fill({ name: 'North Service Area' });
    await ui.save();
    await ui.notified('Location has been updated.');
    await ui.delete(await ui.waitForRow('North Service Area'));
    await ui.notified('Location has been removed.');
    await ui.waitForNoRow('North Service Area');
  });

  it('categories and services: both tables on /admin/services, with an image upload', async () => {
    await ui.open('/services');
    const categories = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Categories' }) });
    await categories.getByRole('link', { name: 'Create' }).click();
    await ui.fill({ name: 'Aircon Cleaning', description: 'Split and window units' });
    await page.locator('input[type="file"]').setInputFiles({ name: 'aircon.png', mimeType: 'image/png', buffer: PNG });
    await ui.save();
    await ui.notified('Category created!');
    const categoryRow = await ui.waitForRow('Aircon Cleaning', categories);
    expect(await categoryRow.locator('img').getAttribute('src')).toMatch(/^\/uploads\/categories\/.+\.png$/);
    await categoryRow.getByRole('link', { name: 'Edit' }).click();
    await ui.fill({ name: 'Aircon Deep Cleaning' });
    await ui.save();
    await ui.notified('Category updated!');
    await ui.waitForRow('Aircon Deep Cleaning', categories);

    const services = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Services' }) });
    await services.getByRole('link', { name: 'Create' }).click();
    await ui.pick('Category', 'Aircon Deep Cleaning');
    await ui.fill({ name: 'Window type', price: '1500', per_unit: 'unit' });
    await ui.save();
    await ui.notified('Category service has been created.');
    const serviceRow = await ui.waitForRow('Window type', services);
    await expect(serviceRow.textContent()).resolves.toContain('₱1,500.00');
    await serviceRow.getByRole('link', { name: 'Edit' }).click();
    await ui.fill({ price: '1750.50' });
    await ui.save();
    await ui.notified('Category service has been updated!');
    await expect((await ui.waitForRow('Window type', services)).textContent()).resolves.toContain('₱1,750.50');
    await ui.delete(ui.row('Window type', services));
    await ui.notified('Category Service removed!');
    await ui.waitForNoRow('Window type', services);

    await ui.delete(ui.row('Aircon Deep Cleaning', categories));
    await ui.notified('Category has been removed!');
    await ui.waitForNoRow('Aircon Deep Cleaning', categories);
  });

  it('employees: create with roles and a picture, a server error on its field, edit, view, delete', async () => {
    await ui.open('/users');
    await page.getByRole('link', { name: 'Create' }).click();
    await ui.fill({ first_name: 'Mario', last_name: 'Santos', email: 'mario.santos@example.ph', contact_number: '0917 123 4567' });
    await ui.selectMany('Roles', ['Manong', 'Assessor']);
    await page.locator('input[type="file"]').setInputFiles({ name: 'mario.png', mimeType: 'image/png', buffer: PNG });
    await ui.save();
    await ui.notified('System account added');
    const row = await ui.waitForRow('Mario Santos');
    await expect(row.textContent()).resolves.toMatch(/Manong.*Assessor|Assessor.*Manong/);

    // The api's 422 lands on the field it names.
    await page.getByRole('link', { name: 'Create' }).click();
    await ui.fill({ first_name: 'Other', last_name: 'Person', email: 'mario.santos@example.ph' });
    await ui.selectMany('Roles', ['Manong']);
    await ui.save();
    await page.getByText('The email has already been taken.').waitFor();
    await ui.open('/users');

    await (await ui.waitForRow('Mario Santos')).getByRole('link', { name: 'Edit' }).click();
    await ui.fill({ last_name: 'Santos-Reyes' });
    await ui.save();
    await ui.notified('System account updated');
    const edited = await ui.waitForRow('Mario Santos-Reyes');
    await edited.getByRole('button', { name: 'Show' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('mario.santos@example.ph').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await ui.delete(edited);
    await ui.notified('System account removed');
    await ui.waitForNoRow('Mario Santos-Reyes');
  });

  it('teams: create with a manong, edit, delete', async () => {
    await server.account('manong', 'Pedro', 'Penduko');
    await ui.open('/teams');
    await page.getByRole('link', { name: 'Create Record' }).click();
    await ui.fill({ name: 'Team Alpha' });
    await ui.pick('Members', 'Pedro Penduko');
    await ui.save();
    await ui.notified('Team has been created.');
    const row = await ui.waitForRow('Team Alpha');
    await expect(row.textContent()).resolves.toContain('Pedro Penduko');
    await row.getByRole('link', { name: 'Edit' }).click();
    await ui.fill({ name: 'Team Bravo' });
    await ui.save();
    await ui.notified('Team has been updated.');
    await ui.delete(await ui.waitForRow('Team Bravo'));
    await ui.notified('Team has been removed.');
    await ui.waitForNoRow('Team Bravo');
  });

  it('customers: create, add an address, view, edit, decline then confirm the delete', async () => {
    await ui.api('POST', '/admin-api/cities', { name: 'Makati' });
    await ui.open('/customers');
    await page.getByRole('link', { name: 'Create Customer' }).click();
    await ui.fill({ first_name: 'Juan', last_name: 'Dela Cruz', email: 'juan.delacruz@example.ph', contact_number: '+63 918 765 4321' });
    await ui.save();
    await ui.notified('Customer has been created.');
    const row = await ui.waitForRow('juan.delacruz@example.ph');

    await row.getByRole('button', { name: 'Add Address' }).click();
    const form = page.getByRole('dialog');
    await ui.pick('City', 'Makati', form);
    await ui.fill({ street_address: '123 Ayala Avenue', barangay: 'San Lorenzo' }, form);
    await ui.select('Type of Home', 'Condo', form);
    await ui.save(form);
    await ui.notified('Customer: Juan Dela Cruz new address added successfully!');

    await row.getByRole('button', { name: 'Show' }).click();
    const details = page.getByRole('dialog');
    await details.getByText('123 Ayala Avenue').waitFor();
    await details.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('link', { name: 'Edit' }).click();
    await ui.fill({ last_name: 'Dela Paz' });
    await ui.save();
    await ui.notified('Customer information has been updated.');
    const edited = await ui.waitForRow('Juan Dela Paz');

    await edited.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete this customer?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await ui.notified('No changes made');
    await ui.delete(edited);
    await ui.notified('Customer removed!');
    await ui.waitForNoRow('Juan Dela Paz');
  });

  it('discount coupons: create, edit, delete', async () => {
    await ui.open('/discount-coupons');
    await page.getByRole('link', { name: 'Create Record' }).click();
    await ui.fill({ label: 'Rainy Season Promo', code: 'RAINY10', amount: '10', usage: '5', expires_at: manilaDate(30) });
    await page.getByLabel('Percentage Based').check();
    await ui.save();
    await ui.notified('Discount coupon has been created.');
    const row = await ui.waitForRow('RAINY10');
    await expect(row.textContent()).resolves.toContain('Rainy Season Promo');
    await row.getByRole('link', { name: 'Edit' }).click();
    // Disposable: one use, and the usage input is disabled.
    await page.getByLabel('Disposable').check();
    await expect(ui.input('usage').isDisabled()).resolves.toBe(true);
    await ui.fill({ label: 'Rainy Day Promo' });
    await ui.save();
    await ui.notified('Discount coupon has been updated.');
    const edited = await ui.waitForRow('Rainy Day Promo');
    await ui.delete(edited);
    await ui.notified('Discount coupon has been deleted.');
    await ui.waitForNoRow('RAINY10');
  });

  it('schedule planner: plan slots over a date range, list them, delete one', async () => {
    await ui.open('/schedule-planner');
    await page.getByRole('link', { name: 'Create Schedule' }).click();
    await expect(ui.input('duration').inputValue()).resolves.toBe('2');
    await expect(ui.input('capacity').inputValue()).resolves.toBe('1');
    // A range in the past: the api's 'Invalid date selection', titled 'Error!' (spec §8).
    await ui.fill({ scheduled_at: manilaDate(-3), scheduled_to: manilaDate(-2) });
    await ui.selectMany('Schedule Start', ['08:00 AM']);
    await ui.save();
    await ui.notified('Error! Invalid date selection');
    await ui.fill({ scheduled_at: manilaDate(3), scheduled_to: manilaDate(4) });
    await ui.selectMany('Schedule Start', ['01:30 PM']);
    await ui.save();
    await ui.notified('Schedule plan has been created.');
    await expect(page.locator('tbody tr').count()).resolves.toBe(4);
    const row = await ui.waitForRow('01:30 PM');
    await expect(row.first().textContent()).resolves.toContain('03:30 PM');
    await ui.delete(row.first());
    await ui.notified('Schedule removed successfully!');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
  });

  it('schedule planner, the same day: a slot later today is planned, a start that has passed is refused with its reason', async () => {
    // The api runs in this process: its clock is set to 12:10 PM in Manila, today or (past that) tomorrow, never
    // behind the real one (the browser judges the session cookie's expiry by its own clock), so that a start time
    // that has passed and one still ahead both exist whatever the hour of the run.
    const manila = (instant: number) => new Date(instant).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
    let today = manila(Date.now());
    if (Date.now() > Date.parse(`${today}T12:10:00+08:00`)) today = manila(Date.now() + 86_400_000);
    const shown = new Date(`${today}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(`${today}T12:10:00+08:00`));
    try {
      // A session of the api's new time (the one of the real time may have idled out by it).
      await ui.signIn(server.admin.email, server.admin.password);
      await ui.open('/schedule-planner/create');
      await ui.fill({ scheduled_at: today, scheduled_to: today });
      // 08:00 AM and 12:00 PM have begun at 12:10 PM: refused, with the reason, on the start times.
      await ui.selectMany('Schedule Start', ['08:00 AM', '12:00 PM']);
      await ui.save();
      await ui.notified(`Error! ${START_PASSED}`);
      await page.getByText(START_PASSED, { exact: true }).first().waitFor();
      // 04:30 PM is still ahead: planned; the times that have begun are left out.
      await ui.selectMany('Schedule Start', ['04:30 PM']);
      await ui.save();
      await ui.notified('Schedule plan has been created.');
      await ui.waitForRow('04:30 PM');
      // Today's rows (by Schedule Date, the first column): 04:30 PM to 06:30 PM alone.
      const rows = await Promise.all((await page.locator('tbody tr').all()).map(async (tr) => (await tr.locator('td').allInnerTexts()).map((text) => text.trim())));
      expect(rows.filter((cells) => cells[0] === shown).map((cells) => cells.slice(1, 3))).toEqual([['04:30 PM', '06:30 PM']]);
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: path.join(artifacts, 'admin-planner-same-day.png'), fullPage: true });
    } finally {
      vi.useRealTimers();
    }
  });
});

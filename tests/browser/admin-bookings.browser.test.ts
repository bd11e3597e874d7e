/**
 * The administrator's booking screens in real Chromium against the real api: manongs
 * assigned to a paid booking of today (two primary, two secondary, the secondary picker
 * closed until two primaries are chosen), one of them confirming and timing in from their
 * own console until the administrator's list shows On Going; the reassign confirmation's
 * No and Yes on another booking; a cancellation
 * request accepted until the booking shows Cancelled, and the home calendar showing a
 * booking of today with its details, and a busier day as its count, whose schedule opens
 * on a click. Bookings are placed and paid through the api first.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pay, place, run, type Placed } from '../../services/api/test/bookings.customer.support.js';
import { addAddress, planSlot, seedCatalogue, type Catalogue } from '../../services/api/test/bookings.support.js';
import { assessment, bookingOn, type World } from '../../services/api/test/bookings.admin.support.js';
import { TEST_PASSWORD } from '../../services/api/test/support/stack.js';
import { addDays } from '@app/core/schedules/manilaTime';
import { startAdminServer, type AdminServer } from './support/adminServer.js';
import { browserSkipReason, launchChromium } from './support/chromium.js';
import { Console } from './support/console.js';
import { boxes, pageWidth } from './support/phoneChecks.js';
import { clearOfManilaMidnight, MIDNIGHT_WAIT_TIMEOUT_MS } from './support/bookingSetup.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e/artifacts');
// Steps that wait on another browser's writes reaching this one's screens.
const STEP = 30_000;

// A 1x1 PNG: the api decides a permit's type by its content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Assigned {
  primary_manongs: { id: string }[];
  secondary_manongs: { id: string }[];
}

describe.skipIf(Boolean(skipReason))('admin booking screens in Chromium', { timeout: 180_000 }, () => {
  let server: AdminServer;
  let browser: Browser;
  let page: Page;
  let ui: Console;
  let c: Catalogue;
  let paid: Placed;
  let toCancel: Placed;
  let today: Placed;
  let rebooked: Placed;
  let world: World;
  let busyDay: string;
  const manongs: Record<string, string> = {};
  const pedroEmail = `pedro.${randomBytes(4).toString('hex')}@example.ph`;

  const screenshot = async (name: string) => {
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: path.join(artifacts, `admin-bookings-${name}.png`), fullPage: true });
  };
  const assigned = async (reference: string) => {
    const team = await ui.api<Assigned>('GET', `/api/get-manongs/${reference}`);
    return { primary: team.primary_manongs.map((m) => m.id).sort(), secondary: team.secondary_manongs.map((m) => m.id).sort() };
  };
  const bookingRow = async (reference: string) => {
    await ui.open('/bookings');
    await ui.searchApplied(reference);
    return ui.waitForRow(reference);
  };

  // Before anything is booked: this file books "today" (Manila) and reads it back.
  beforeAll(clearOfManilaMidnight, MIDNIGHT_WAIT_TIMEOUT_MS);

  beforeAll(async () => {
    server = await startAdminServer();
    const { stack } = server;
    const admin = (await stack.signedIn('administrator')).client;
    c = await seedCatalogue(admin);
    const customer = await stack.signedIn('customer', { firstName: 'Carmela' });
    const addressId = await addAddress(customer.client, c.cityId);
    for (const [first, last] of [
      ['Pedro', 'Primero'],
      ['Paolo', 'Segundo'],
      ['Simon', 'Tercero'],
      ['Santi', 'Cuarto'],
    ]) {
      manongs[first!] = await server.account('manong', first!, last!, first === 'Pedro' ? pedroEmail : undefined);
    }
    paid = await place(customer.client, c, await planSlot(stack, 3), addressId);
    await pay(stack, paid);
    toCancel = await place(customer.client, c, await planSlot(stack, 3), addressId);
    await pay(stack, toCancel);
    await run(stack, toCancel.booking_id, { type: 'RequestCancellation', bookingId: toCancel.booking_id, reason: 'Moving abroad', bankAccount: 'BPI 1234' });
    // A paid booking at 23:00 Manila today, for the calendar and the Bookings for Today table.
    rebooked = await place(customer.client, c, await planSlot(stack, 3), addressId);
    await pay(stack, rebooked);
    world = { stack, c, customer: { client: customer.client, userId: customer.userId, email: customer.email } } as unknown as World;
    await server.account('assessor', 'Aurora', 'Tasador');
    const todayDate = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
    today = await bookingOn(world, todayDate);
    // A busier day of the month shown than a calendar cell draws (3): four bookings.
    busyDay = addDays(todayDate, Number(todayDate.slice(8)) <= 15 ? 1 : -1);
    for (let i = 0; i < 4; i++) await bookingOn(world, busyDay);

    browser = await launchChromium();
    // The console's users are in the Philippines: the calendar's "today" is Manila's, as
    // the server's dates are (from 16:00 UTC the two days differ).
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, timezoneId: 'Asia/Manila' });
    ui = new Console(page, server.baseUrl);
    page.on('pageerror', (error) => console.error('[page error]', error.message));
    await ui.signIn(server.admin.email, server.admin.password).catch(async (error: unknown) => {
      await screenshot('sign-in-failed');
      throw error;
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('assigns two primary and two secondary manongs to a paid booking of today; one confirms and times in from their console; the booking shows On Going', async () => {
    // The manongs to pick from are read when the dialog opens, not with every row.
    const manongLists: string[] = [];
    const count = (request: { url(): string }) => void (new URL(request.url()).pathname === '/api/manongs' && manongLists.push(request.url()));
    page.on('request', count);
    const row = await bookingRow(today.id);
    await page.waitForLoadState('networkidle');
    expect(manongLists).toEqual([]);
    await expect(row.textContent()).resolves.toContain('Paid');
    await expect(row.textContent()).resolves.toContain('Pending');
    await row.getByRole('button', { name: 'Manongs' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: STEP });
    page.off('request', count);
    expect(manongLists).toHaveLength(1);
    const secondary = dialog.getByRole('combobox', { name: 'Secondary Manongs' });
    await expect(secondary.isDisabled()).resolves.toBe(true);
    await ui.pick('Primary Manongs', 'Pedro Primero', dialog);
    // One primary is not enough for alternatives (spec §5).
    await expect(secondary.isDisabled()).resolves.toBe(true);
    await ui.pick('Primary Manongs', 'Paolo Segundo', dialog);
    await expect(secondary.isDisabled()).resolves.toBe(false);
    // A primary is not offered as secondary.
    await secondary.click();
    await page.getByRole('option', { name: 'Simon Tercero' }).waitFor();
    await expect(page.getByRole('option', { name: 'Pedro Primero' }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await ui.pick('Secondary Manongs', 'Simon Tercero', dialog);
    await ui.pick('Secondary Manongs', 'Santi Cuarto', dialog);
    await screenshot('assign-manongs');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await ui.notified('Manong has been assigned.');
    await expect(assigned(today.id)).resolves.toEqual({ primary: [manongs.Pedro!, manongs.Paolo!].sort(), secondary: [manongs.Simon!, manongs.Santi!].sort() });

    // Pedro, a primary, signs in to the console in a browser of his own while the administrator's stays open.
    const field = await browser.newContext({ viewport: { width: 1400, height: 1000 }, timezoneId: 'Asia/Manila' });
    try {
      const manongPage = await field.newPage();
      manongPage.on('pageerror', (error) => console.error('[manong page error]', error.message));
      const manongUi = new Console(manongPage, server.baseUrl);
      await manongUi.open('/login');
      await manongPage.locator('input[name="username"]').fill(pedroEmail);
      await manongPage.locator('input[name="password"]').fill(TEST_PASSWORD);
      await manongPage.getByRole('button', { name: 'Sign in' }).click();
      // The console's home sends a manong to My Bookings, where the assignment waits for an answer.
      await manongPage.waitForURL(/\/admin\/manong-bookings$/, { timeout: STEP });
      let mine = await manongUi.waitForRow('Aircon cleaning');
      await expect(mine.textContent()).resolves.toContain('Pending');
      await expect(mine.getByRole('button', { name: 'Time In' }).count()).resolves.toBe(0);
      await manongPage.screenshot({ path: path.join(artifacts, 'admin-bookings-manong-assigned.png'), fullPage: true });
      await mine.getByRole('button', { name: 'Confirm' }).click();
      await manongUi.notified('Booking has been confirmed.');
      // Confirmed, on the service date: Time In is offered.
      mine = await manongUi.waitForRow('Aircon cleaning');
      const timeIn = mine.getByRole('button', { name: 'Time In' });
      await timeIn.waitFor({ timeout: STEP });
      await timeIn.click();
      await manongUi.notified('Timed-In has been successful.');
      await manongUi.waitForRow('On Going');
      await manongPage.screenshot({ path: path.join(artifacts, 'admin-bookings-manong-timed-in.png'), fullPage: true });
    } finally {
      await field.close();
    }

    // The administrator's Bookings list, fetched again once the read models have the time-in, shows On Going.
    await server.stack.settled();
    const started = await bookingRow(today.id);
    await expect.poll(() => started.textContent(), { timeout: STEP }).toContain('On Going');
    await screenshot('on-going');
  }, 240_000);

  it('asks before re-assigning the manongs of a booking: No keeps the team, Yes changes it', async () => {
    // This booking's first team comes through the api; the console's assignment dialog is the test above.
    await ui.api('POST', '/api/assign-manongs/bookings', { booking: paid.id, primaryManongs: [manongs.Pedro, manongs.Paolo], secondaryManongs: [manongs.Simon, manongs.Santi] });
    const first = await assigned(paid.id);
    expect(first).toEqual({ primary: [manongs.Pedro!, manongs.Paolo!].sort(), secondary: [manongs.Simon!, manongs.Santi!].sort() });

    // A change of an assigned team asks first; No keeps the team.
    const change = async () => {
      await (await bookingRow(paid.id)).getByRole('button', { name: 'Manongs' }).click();
      const chip = page.getByRole('dialog').locator('.MuiChip-root').filter({ hasText: 'Santi Cuarto' });
      await chip.locator('.MuiChip-deleteIcon').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Re-assigning Manongs' });
      await confirm.getByText('Are you sure you want to change manongs? They will be notify again.').waitFor();
      return confirm;
    };
    const declined = await change();
    await screenshot('reassign-confirmation');
    await declined.getByRole('button', { name: 'No' }).click();
    await ui.notified('No changes made');
    await expect(assigned(paid.id)).resolves.toEqual(first);

    const accepted = await change();
    await accepted.getByRole('button', { name: 'Yes' }).click();
    await ui.notified('Re-assigned manongs successfully!');
    await expect(assigned(paid.id)).resolves.toEqual({ primary: first.primary, secondary: [manongs.Simon!] });
  });

  it('the booking’s details list its reminders at 1440 px: each recipient, moment, due time and status on one line', async () => {
    await ui.api('POST', '/api/assign-manongs/bookings', { booking: rebooked.id, primaryManongs: [manongs.Pedro, manongs.Paolo], secondaryManongs: [manongs.Santi] });
    await page.setViewportSize({ width: 1440, height: 1000 });
    try {
      await (await bookingRow(rebooked.id)).getByRole('button', { name: 'View' }).click();
      const reminders = page.getByRole('dialog').filter({ hasText: 'Booking Details' }).getByRole('region', { name: 'Reminders' });
      await reminders.getByText('Santi Cuarto').first().waitFor({ timeout: STEP });
      // The customer's four (24 and 2 hours before, e-mail and SMS) and two texts to each of three manongs.
      await expect(reminders.locator('tbody tr').count()).resolves.toBe(10);
      for (const text of ['Carmela', 'Pedro Primero', 'Paolo Segundo', '24 hours before', 'Evening before, 18:00', 'Morning of, 07:00', 'Upcoming']) await reminders.getByText(text, { exact: false }).first().waitFor();
      await reminders.locator('tbody tr').last().scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(artifacts, 'admin-bookings-booking-details-reminders.png') });
      // Nothing wraps (a line of body text is 20 px high), nothing is cut, and the table fits the dialog.
      const lines = await boxes(reminders.locator('tbody td .MuiTypography-root'));
      expect(lines.length).toBeGreaterThanOrEqual(30);
      expect(lines.filter((l) => l.height > 28 || l.clipped).map((l) => l.name)).toEqual([]);
      const [table] = await boxes(reminders.locator('table'));
      const [dialog] = await boxes(page.getByRole('dialog').locator('.MuiDialogContent-root'));
      expect(table!.width).toBeLessThanOrEqual(dialog!.width);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    } finally {
      await page.setViewportSize({ width: 1400, height: 1000 });
    }
  });

  it('work permits: offered once manongs are assigned, Confirmed disabled until the customer uploads one', async () => {
    const permits = async () => {
      await (await bookingRow(paid.id)).getByRole('button', { name: 'Work Permits' }).click();
      return page.getByRole('dialog').filter({ hasText: `Work Permits: ${paid.id}` });
    };
    let dialog = await permits();
    await expect(dialog.getByRole('button', { name: 'Confirmed' }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const upload = await world.customer.client.multipart('post', '/api/work-permits', { id: paid.id }, { 'permits[]': [PNG, 'condo-permit.png'] });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    await server.stack.settled();
    dialog = await permits();
    await dialog.getByRole('link', { name: 'condo-permit.png' }).waitFor();
    await dialog.getByRole('button', { name: 'Confirmed' }).click();
    await ui.notified('Work permit confirmation sent!');
    const row = await bookingRow(paid.id);
    await expect(row.getByRole('button', { name: 'Work Permits' }).count()).resolves.toBe(0);
  });

  it('books a service: Save waits for a valid form, the api\'s field errors land on their inputs, then Booked!', async () => {
    await planSlot(server.stack, 2);
    await ui.open('/bookings');
    await page.getByRole('button', { name: 'Book Service' }).click();
    const form = page.getByRole('dialog').filter({ hasText: 'Book Service' });
    const save = form.getByRole('button', { name: 'Save' });
    await expect(save.isDisabled()).resolves.toBe(true);
    const customer = form.getByRole('combobox', { name: 'Customer' });
    await customer.click();
    await customer.fill('Carmela');
    await page.getByRole('option', { name: /Carmela/ }).first().click();
    await form.getByRole('combobox', { name: 'Address' }).click();
    await page.getByRole('option', { name: /12 Mabini St, Poblacion/ }).first().click();
    await form.getByRole('combobox', { name: 'Schedule' }).click();
    await page.getByRole('option').first().click();
    await ui.select('Category', c.category.name, form);
    await ui.pick('Service', 'Aircon cleaning', form);
    // The line's price follows the catalogue's; a quantity below 1 keeps Save disabled.
    await expect(ui.input('services.0.price', form).inputValue()).resolves.toBe('750');
    await ui.input('services.0.quantity', form).fill('0');
    await expect(save.isDisabled()).resolves.toBe(true);
    await ui.input('services.0.quantity', form).fill('2');
    await ui.input('services.0.price', form).fill('-1');
    await expect(save.isDisabled()).resolves.toBe(true);
    await ui.input('services.0.price', form).fill('750');
    await expect(save.isDisabled()).resolves.toBe(false);
    await form.getByText('Total: ₱1,500.00').waitFor();

    // An unknown coupon: the api's 422 names the field, and the message shows under it.
    await ui.fill({ discountCoupon: 'NO-SUCH-CODE' }, form);
    await save.click();
    await form.locator('.MuiFormHelperText-root').getByText('Invalid discount coupon...').waitFor({ timeout: 15_000 });
    await screenshot('book-service-field-error');
    await ui.fill({ discountCoupon: '' }, form);
    await save.click();
    await ui.notified('Booked!');
    await ui.waitForRow('Carmela');
  });

  it('accepts a cancellation request, and the booking shows Cancelled', async () => {
    await ui.open('/bookings-for-cancellation');
    const row = await ui.waitForRow(toCancel.id);
    await expect(row.textContent()).resolves.toContain('Requested Cancellation');
    await row.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await ui.notified('Booking cancellation request granted');
    await ui.waitForNoRow(toCancel.id);
    const booking = await bookingRow(toCancel.id);
    await expect(booking.textContent()).resolves.toContain('Cancelled');
    await screenshot('cancelled');
  });

  it('answers re-booking requests: Decline rejects one, Re-book moves the booking to the chosen schedule', async () => {
    const ask = async () => {
      const res = await world.customer.client.send('post', '/api/rebook-booking', { bookingId: rebooked.id, dateOfService: await planSlot(server.stack, 3) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await ask();
    await ui.open('/bookings-for-rebooking');
    let row = await ui.waitForRow(rebooked.id);
    await expect(row.textContent()).resolves.toContain('Rebook Pending');
    await row.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await ui.notified('Re-booking request has been cancelled.');
    await ui.waitForNoRow(rebooked.id);

    await ask();
    const target = await planSlot(server.stack, 3);
    const [date, time] = target.split('T') as [string, string];
    const hour = Number(time.slice(0, 2));
    const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
    const label = `${day} ${String(hour % 12 || 12).padStart(2, '0')}:${time.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
    await ui.open('/bookings-for-rebooking');
    row = await ui.waitForRow(rebooked.id);
    await row.getByRole('button', { name: 'Re-book' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `Re-book ${rebooked.id}` });
    await ui.select('New schedule', label, dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await ui.notified('Booking has been re-booked.');
    const booking = await bookingRow(rebooked.id);
    await expect(booking.textContent()).resolves.toContain('Re-booked');
    await expect(booking.textContent()).resolves.toContain(label);
  });

  it('assessments: assessors sent with a date and start time, Book Service refuses a zero total, then the booking details are sent and Booked is YES', async () => {
    await assessment(world);
    await planSlot(server.stack, 2);
    await ui.open('/assessments');
    const row = await ui.waitForRow('No Booking');
    await row.getByRole('button', { name: 'Assessors' }).click();
    const assign = page.getByRole('dialog').filter({ hasText: 'Assign Assessors' });
    await expect(assign.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await ui.selectMany('Assessors', ['Aurora Tasador'], assign);
    await ui.select('Start Time', '09:00 AM', assign);
    await assign.getByRole('button', { name: 'Save' }).click();
    await ui.notified('Succesfully assigned assessor');

    await (await ui.waitForRow('No Booking')).getByRole('button', { name: 'Book Service' }).click();
    const form = page.getByRole('dialog').filter({ hasText: 'Book Service' });
    await form.getByRole('combobox', { name: 'Address' }).click();
    await page.getByRole('option', { name: /12 Mabini St, Poblacion/ }).first().click();
    await form.getByRole('combobox', { name: 'Schedule' }).click();
    await page.getByRole('option').first().click();
    await ui.input('services.0.price', form).fill('0');
    await form.getByRole('button', { name: 'Save' }).click();
    const invalid = page.getByRole('dialog').filter({ hasText: 'Invalid total amount' });
    await invalid.getByText('The total amount should not be equals to zero...').waitFor();
    await screenshot('invalid-total');
    await invalid.getByRole('button', { name: 'OK' }).click();
    await ui.input('services.0.price', form).fill('750');
    await form.getByRole('button', { name: 'Save' }).click();
    await ui.notified('Booking details sent!');
    await ui.waitForRow('YES');
  });

  it('sorts the bookings by a column heading, a second click reversing it, the sorted heading saying so', async () => {
    await ui.open(`/bookings?${new URLSearchParams({ filter: '{}', sort: 'created_at', order: 'DESC', page: '1', perPage: '10' })}`);
    const heading = (name: string) => page.getByRole('columnheader', { name });
    const ids = async () => (await page.locator('tbody tr td:first-child').allInnerTexts()).map((text) => text.trim());
    const sorted = (list: string[], order: 'ASC' | 'DESC') => (order === 'ASC' ? [...list].sort() : [...list].sort().reverse());
    await expect.poll(() => heading('Date Booked').getAttribute('aria-sort')).toBe('descending');
    for (const order of ['ASC', 'DESC'] as const) {
      await heading('Booking ID').getByRole('button').click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'id' && url.searchParams.get('order') === order);
      await expect.poll(() => heading('Booking ID').getAttribute('aria-sort')).toBe(order === 'ASC' ? 'ascending' : 'descending');
      await expect.poll(async () => { const seen = await ids(); return seen.length > 1 && seen.join() === sorted(seen, order).join(); }).toBe(true);
    }
    await expect(heading('Date Booked').getAttribute('aria-sort')).resolves.toBeNull();
  });

  it('on a 375 px phone the bookings page keeps the screen\'s width: the table scrolls in its card, Refresh and Export on screen', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    try {
      await ui.open('/bookings');
      await page.locator('tbody tr').first().waitFor();
      await expect(pageWidth(page)).resolves.toBe(375);
      for (const name of ['Refresh', 'Export']) {
        const box = await page.locator('#main-content').getByRole('button', { name }).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      }
      // Below 900 px the pagination is the range with previous and next (common/pagination.tsx).
      const range = page.locator('.phone-pagination p');
      const [, shown, total] = /^1-(\d+) of (\d+)$/.exec((await range.textContent()) ?? '') ?? [];
      expect(Number(shown)).toBe(Math.min(10, Number(total)));
      await expect(page.getByRole('button', { name: 'Go to previous page' }).isDisabled()).resolves.toBe(true);
      const next = page.getByRole('button', { name: 'Go to next page' });
      await expect(next.isDisabled()).resolves.toBe(Number(total) <= 10);
      if (Number(total) > 10) {
        await next.click();
        await expect.poll(() => range.textContent()).toBe(`11-${Math.min(20, Number(total))} of ${total}`);
      }
      await screenshot('phone-list');
    } finally {
      await page.setViewportSize({ width: 1400, height: 1000 });
    }
  });

  it('shows the booking on the home calendar, its day schedule and details, and in Bookings for Today', async () => {
    await ui.open('/');
    // The month calendar is a region named by its month ("November 2026").
    const calendar = page.getByRole('region', { name: /^[A-Z][a-z]+ \d{4}$/ });
    const entry = calendar.getByRole('button', { name: `${c.category.name} - Ana Reyes` });
    await entry.first().waitFor({ timeout: 15_000 });
    const todayTable = page.getByRole('table', { name: 'Bookings for Today' });
    await ui.waitForRow('Ana Reyes', todayTable);
    // The chart is drawn with the page: one bar per day of the month shown.
    const chart = page.getByRole('region', { name: 'Bookings per day' }).locator('svg.bookings-per-day');
    await chart.waitFor({ timeout: 15_000 });
    // A day without bookings has a bar of no height: counted, though not visible.
    expect(await chart.locator('rect').count()).toBeGreaterThanOrEqual(28);
    await expect.poll(() => chart.getAttribute('aria-label')).toMatch(/^Bookings per day: [1-9]\d* in \d+ days$/);
    await screenshot('home');

    await entry.first().click();
    const details = page.getByRole('dialog').filter({ hasText: 'Booking Details' });
    // Its manong timed in in the first test.
    for (const text of [today.id, 'Ana Reyes', '12 Mabini St, Poblacion, Makati', 'On Going', 'Aircon cleaning']) await details.getByText(text, { exact: false }).first().waitFor();
    await details.getByRole('button', { name: 'Close' }).click();

    // The day's number opens its schedule; its entry opens the same details.
    await calendar.locator('button[aria-current="date"]').click();
    const schedule = page.getByRole('dialog').filter({ hasText: 'Schedule for' });
    await schedule.getByText(`${c.category.name} - Ana Reyes`, { exact: false }).click();
    await page.getByRole('dialog').filter({ hasText: 'Booking Details' }).getByText(today.id).waitFor();
    await page.getByRole('dialog').filter({ hasText: 'Booking Details' }).getByRole('button', { name: 'Close' }).click();

    // A busier day shows its count, not its entries; the count opens the day's schedule, read then.
    const count = calendar.getByRole('button', { name: '4 bookings' });
    await count.waitFor();
    await count.click();
    const busy = page.getByRole('dialog').filter({ hasText: 'Schedule for' });
    const entries = busy.getByRole('list', { name: 'Day schedule' }).getByRole('button');
    await expect.poll(() => entries.count(), { timeout: 15_000 }).toBe(4);
    await expect(entries.first().textContent()).resolves.toContain('Ana Reyes');
    await screenshot('home-busy-day');
  });
});

/**
 * The console speaks to people (issue 24 §4), in Chromium at 1440 px against the real api:
 * statuses as labelled chips and dates the spec's way on Bookings; a booking's history and
 * the audit log told in sentences ("Payment received via Xendit: ...", "Manongs assigned:
 * ..."); a list with nothing in it saying so in plain words; the bell's entries whole,
 * newest first, told apart by what happened and to whom, and Mark all as read; the assign
 * dialogs (no error before a choice, each person once, Cancel) and the re-book dialog
 * opening on the date the customer asked for. Screenshots under tests/e2e/artifacts/.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { assessmentDecider } from '@app/core/assessments/assessmentDecider';
import { assessmentStreamId } from '@app/core/assessments/assessmentEvents';
import { handleCommand } from '@app/core/commands/handleCommand';
import { pay, place, run, type Placed } from '../../services/api/test/bookings.customer.support.js';
import { addAddress, planSlot, seedCatalogue, type Catalogue } from '../../services/api/test/bookings.support.js';
import { startAdminServer, type AdminServer } from './support/adminServer.js';
import { browserSkipReason, launchChromium } from './support/chromium.js';
import { Console } from './support/console.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e/artifacts');
const STEP = 15_000;
/** The spec's date format, 'MMM DD, YYYY hh:mm A'. */
const SPEC_DATE_TIME = /^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} [AP]M$/;

interface Notifications {
  notifications: { id: string; data: { message: string }; created_at: string }[];
  unread: number;
}

describe.skipIf(Boolean(skipReason))('the console in plain words, in Chromium', { timeout: 120_000 }, () => {
  let server: AdminServer;
  let browser: Browser;
  let page: Page;
  let ui: Console;
  let c: Catalogue;
  let paid: Placed;
  let unpaid: Placed;
  let testPaid: Placed;
  let moving: Placed;
  let requestedSlot: string;
  const manongs: Record<string, string> = {};

  const shot = async (name: string) => {
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: path.join(artifacts, `admin-words-${name}.png`), fullPage: true });
  };
  const requestAssessment = async (firstName: string, lastName: string) => {
    const assessmentId = randomUUID();
    await handleCommand(
      server.stack.store,
      assessmentStreamId(assessmentId),
      assessmentDecider,
      {
        type: 'RequestAssessment',
        assessmentId,
        contact: { customerId: null, firstName, lastName, contactNumber: '+639171234567', email: `${firstName.toLowerCase()}@example.ph` },
        category: { id: c.category.id, name: c.category.name },
        services: [{ serviceId: c.cleaning, name: 'Aircon cleaning' }],
        address: { addressId: null, cityId: c.cityId, cityName: 'Makati', streetAddress: '12 Mabini St', barangay: 'Poblacion', typeOfHome: 'House', contactNumber: null, apartmentNo: null },
        preferredDate: null,
      },
      systemContext(),
    );
  };

  beforeAll(async () => {
    server = await startAdminServer();
    const { stack } = server;
    c = await seedCatalogue((await stack.signedIn('administrator')).client);
    const customer = await stack.signedIn('customer', { firstName: 'Carmela' });
    const addressId = await addAddress(customer.client, c.cityId);
    for (const [first, last] of [
      ['Juan', 'Dela Cruz'],
      ['Pedro', 'Reyes'],
      ['Simon', 'Tercero'],
    ]) {
      manongs[first!] = await server.account('manong', first!, last!);
    }
    await server.account('assessor', 'Aurora', 'Tasador');
    paid = await place(customer.client, c, await planSlot(stack, 3), addressId);
    await pay(stack, paid);
    await run(stack, paid.booking_id, { type: 'AssignManongs', bookingId: paid.booking_id, primary: [manongs.Juan!, manongs.Pedro!], secondary: [], now: new Date().toISOString() });
    unpaid = await place(customer.client, c, await planSlot(stack, 3), addressId);
    // Paid in test mode: the sandbox gateway took it.
    testPaid = await place(customer.client, c, await planSlot(stack, 3), addressId);
    const paymentId = randomUUID();
    await run(stack, testPaid.booking_id, { type: 'RequestPayment', bookingId: testPaid.booking_id, paymentId, gateway: 'sandbox', url: `/sandbox/${paymentId}` });
    await run(stack, testPaid.booking_id, { type: 'RecordPaymentOutcome', bookingId: testPaid.booking_id, paymentId, outcome: 'paid', amountCentavos: Math.round(testPaid.total * 100), gatewayReference: null });
    moving = await place(customer.client, c, await planSlot(stack, 3), addressId);
    await pay(stack, moving);
    requestedSlot = await planSlot(stack, 1);
    const asked = await customer.client.send('post', '/api/rebook-booking', { bookingId: moving.id, dateOfService: requestedSlot });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await requestAssessment('Jose', 'Cruz');
    await requestAssessment('Maria', 'Santos');
    await stack.settled();

    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 }, timezoneId: 'Asia/Manila' });
    page.on('pageerror', (error) => console.error('[page error]', error.message));
    ui = new Console(page, server.baseUrl);
    await ui.signIn(server.admin.email, server.admin.password);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows statuses as labelled chips and dates the spec’s way on Bookings', async () => {
    await ui.open('/bookings');
    const paidRow = await ui.waitForRow(paid.id);
    await expect(paidRow.locator('[data-status="payment-paid"]').innerText()).resolves.toBe('Paid');
    await expect(paidRow.locator('[data-status="work-0"]').innerText()).resolves.toBe('Pending');
    await expect(paidRow.locator('[data-status="test-payment"]').count()).resolves.toBe(0);
    const testRow = await ui.waitForRow(testPaid.id);
    await expect(testRow.locator('[data-status="payment-paid"]').innerText()).resolves.toBe('Paid');
    await expect(testRow.locator('[data-status="test-payment"]').innerText()).resolves.toBe('Test payment');
    const unpaidRow = await ui.waitForRow(unpaid.id);
    await expect(unpaidRow.locator('[data-status="payment-unpaid"]').innerText()).resolves.toBe('Unpaid');
    const movingRow = await ui.waitForRow(moving.id);
    await expect(movingRow.locator('[data-status="work-5"]').innerText()).resolves.toBe('Rebook Pending');
    // Service Date and Date Booked: the spec's format.
    const cells = await paidRow.locator('td').allInnerTexts();
    expect(cells.filter((text) => SPEC_DATE_TIME.test(text.trim()))).toHaveLength(2);
    await shot('1-bookings-chips');
  });

  it('shows a booking’s history as of a chosen moment, back to now, and the server’s words on a moment before it existed', async () => {
    // Placed, then paid more than a second later: a moment between the two, to the second.
    const { stack } = server;
    const who = await stack.signedIn('customer');
    const booking = await place(who.client, c, await planSlot(stack, 3), await addAddress(who.client, c.cityId));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await pay(stack, booking);
    const { events } = (await (await stack.signedIn('administrator')).client.get(`/admin-api/bookings/${booking.id}/history`)).body as { events: { type: string; at: string }[] };
    // Placing opens the first checkout; paying opens another and is paid.
    expect(events.map((e) => e.type)).toEqual(['BookingPlaced', 'PaymentRequested', 'PaymentRequested', 'PaymentSucceeded']);
    const between = Math.ceil(new Date(events[1]!.at).getTime() / 1000) * 1000;
    expect(between).toBeLessThan(new Date(events[2]!.at).getTime());
    const manila = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19);

    await ui.open(`/bookings/${booking.id}/history`);
    await expect.poll(() => page.locator('[data-event-type]').count(), { timeout: STEP }).toBe(4);
    const asOf = page.getByLabel('As of (Manila time)');
    await asOf.fill(manila(between));
    await page.getByRole('button', { name: 'Show' }).click();
    // Only the placement had happened: the booking unpaid, the later events not listed.
    await expect.poll(() => page.getByTestId('history-as-of').innerText(), { timeout: STEP }).toContain('the booking after event 2 of 4');
    // It says which moment it shows, to the second.
    const [, minutes, seconds] = manila(between).slice(11, 19).split(':');
    await expect(page.getByTestId('history-as-of').innerText()).resolves.toMatch(new RegExp(`^As of [A-Z][a-z]{2} \\d{2}, \\d{4} \\d{2}:${minutes}:${seconds} [AP]M:`));
    await expect.poll(() => page.locator('[data-event-type]').count(), { timeout: STEP }).toBe(2);
    const listed = page.locator('[data-event-type]');
    await expect(Promise.all([0, 1].map((i) => listed.nth(i).getAttribute('data-event-type')))).resolves.toEqual(['BookingPlaced', 'PaymentRequested']);
    await expect.poll(() => page.locator('td[data-field="Payment Status"]').innerText(), { timeout: STEP }).toBe('Unpaid');
    await expect(page.getByTestId('history-position').innerText()).resolves.toBe('Event 2 of 2');
    await shot('2b-history-as-of');

    // Now: the whole history again.
    await page.getByRole('button', { name: 'Now' }).click();
    await expect.poll(() => page.locator('[data-event-type]').count(), { timeout: STEP }).toBe(4);
    await expect(page.getByTestId('history-as-of').count()).resolves.toBe(0);
    await expect(asOf.inputValue()).resolves.toBe('');

    // Before the booking existed: the server's message under the field, the history unchanged.
    await asOf.fill(manila(new Date(events[0]!.at).getTime() - 86_400_000));
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByText('The booking did not exist yet.').waitFor({ timeout: STEP });
    await expect(page.locator('[data-event-type]').count()).resolves.toBe(4);
    await shot('2c-history-as-of-refused');
  });

  it('tells a booking’s history and the audit log in sentences', async () => {
    await ui.open(`/bookings/${paid.id}/history`);
    await page.getByText(/^Payment received via Xendit: ₱[\d,]+\.\d{2}$/).first().waitFor({ timeout: STEP });
    await page.getByText('Manongs assigned: Juan Dela Cruz, Pedro Reyes', { exact: true }).first().waitFor({ timeout: STEP });
    const sentences = await page.locator('[data-event-type]').allInnerTexts();
    expect(sentences[0]).toMatch(/^Booked by .+: Aircon cleaning.*, on [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} [AP]M$/);
    // No event type's name is shown as such.
    for (const text of sentences) expect(text).not.toMatch(/^[A-Z][a-z]+[A-Z]\w+$/);
    // The moment after the payment: its statuses as chips, its schedule in the spec's format.
    await page.getByText(/^Payment received via Xendit/).first().click();
    await expect.poll(() => page.getByTestId('history-current').innerText(), { timeout: STEP }).toMatch(/^Payment received via Xendit/);
    await expect.poll(() => page.locator('td[data-field="Payment Status"]').innerText(), { timeout: STEP }).toBe('Paid');
    expect((await page.locator('td[data-field="Schedule"]').innerText()).trim()).toMatch(SPEC_DATE_TIME);
    await shot('2-history-sentences');

    await ui.open('/audit');
    await ui.input('booking').fill(paid.id);
    const row = await ui.waitForRow('Manongs assigned: Juan Dela Cruz, Pedro Reyes');
    await expect(row.getByRole('link', { name: `Booking ${paid.id}` }).isVisible()).resolves.toBe(true);
    expect((await row.locator('td').first().innerText()).trim()).toMatch(SPEC_DATE_TIME);
    await ui.waitForRow('Payment received via Xendit');
    await shot('3-audit-log-sentences');

    // Every stream's events, not only bookings' (accounts, the catalogue, schedules): sentences too. Oldest first.
    await ui.open('/audit?sort=occurred_at&order=ASC');
    await ui.waitForRow(/Account created for /).catch(async (error: unknown) => {
      await shot('3b-audit-log-everything');
      throw error;
    });
    const told = await page.locator('[data-event-type]').allInnerTexts();
    expect(told.length).toBeGreaterThan(10);
    for (const text of told) expect(text).not.toMatch(/^[A-Z][a-z]+[A-Z]\w+$|: $/);
    await shot('3b-audit-log-everything');
  });

  it('says in plain words that a list is empty, under a plain title', async () => {
    await ui.open('/bookings-for-cancellation');
    await page.getByText('No cancellation requests', { exact: true }).waitFor({ timeout: STEP });
    await expect(page.locator('#react-admin-title').innerText()).resolves.toBe('Cancellation requests');
    await shot('4-no-cancellation-requests');
  });

  it('says why a call failed in the server’s words: the Excel export, and the bell’s mark-read and mark-all-read', async () => {
    // The api answering 500 with a problem document, as it does when something breaks on its side.
    const failing = (message: string) => (route: Route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'internal error', status: 500, message }) });
    const unread = (await ui.api<Notifications>('GET', '/api/notifications')).unread;
    await ui.open('/bookings');
    await ui.waitForRow(paid.id);
    await page.route('**/api/reports/bookings', failing('Reports are paused for maintenance.'));
    await page.getByRole('button', { name: 'Export' }).first().click();
    const exporting = page.getByRole('dialog', { name: 'Export' });
    await exporting.getByRole('button', { name: 'Export' }).click();
    await exporting.getByRole('alert').getByText('Reports are paused for maintenance.').waitFor({ timeout: STEP });
    // The button is back for another try.
    await expect(exporting.getByRole('button', { name: 'Export' }).isEnabled()).resolves.toBe(true);
    await shot('7-export-failed');
    await page.keyboard.press('Escape');
    await page.unroute('**/api/reports/bookings');

    await page.route('**/api/notifications/*/read', failing('Notifications cannot be marked just now.'));
    await page.route('**/api/notifications/read-all', failing('Notifications cannot all be marked just now.'));
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    await menu.locator('[data-unread]').first().click();
    // (Escape dismissed the message and the notification's dialog with it.)
    await ui.notified('Notifications cannot be marked just now.');
    await page.getByRole('dialog', { name: 'Notification' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await menu.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await ui.notified('Notifications cannot all be marked just now.');
    await page.unrouteAll();
    // Nothing was marked.
    await expect(ui.api<Notifications>('GET', '/api/notifications').then((n) => n.unread)).resolves.toBe(unread);
  });

  it('the bell lists every notification whole, newest first, and marks all read', async () => {
    const listed = await ui.api<Notifications>('GET', '/api/notifications');
    expect(listed.unread).toBeGreaterThanOrEqual(5);
    await page.getByRole('button', { name: 'Notifications' }).click();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    const entries = menu.getByRole('menuitem').filter({ hasNotText: 'Mark all as read' });
    await entries.first().waitFor({ timeout: STEP });
    const texts = (await entries.allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
    // Whole messages in the server's order (newest first), each one different from the others.
    expect(texts).toEqual(listed.notifications.map((n) => n.data.message));
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).toContain('New assessment request from Jose Cruz');
    expect(texts).toContain('New assessment request from Maria Santos');
    expect(texts).toContain(`Booking ${paid.id} has been paid`);
    // Paid on the sandbox: the entry says it was a test payment (issue 23's gap).
    expect(texts).toContain(`Booking ${testPaid.id} has been paid (test payment)`);
    // An entry whose message does not name the customer says whose booking it is below it.
    await expect(entries.filter({ hasText: `Booking ${paid.id} has been paid` }).innerText()).resolves.toMatch(/\nCarmela .+ · [A-Z][a-z]{2} \d{2}, \d{4}/);
    const times = listed.notifications.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // The screenshot once the menu has faded in.
    await expect.poll(() => page.locator('.MuiMenu-paper').getAttribute('style')).toMatch(/opacity: 1;/);
    await shot('5-bell');

    await menu.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await expect.poll(async () => (await ui.api<Notifications>('GET', '/api/notifications')).unread, { timeout: STEP }).toBe(0);
    // No count is drawn on the bell any more.
    await expect.poll(() => page.getByTestId('notifications-unread').innerText(), { timeout: STEP }).toBe('');
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(menu.locator('[data-unread]').count()).resolves.toBe(0);
    await expect(menu.getByRole('menuitem', { name: 'Mark all as read' }).count()).resolves.toBe(0);
    await shot('6-bell-all-read');
    await page.keyboard.press('Escape');
  });

  it('Assign Manongs opens without an error and lists each person once; Assign Assessors has Cancel', async () => {
    await ui.open('/bookings');
    await ui.searchApplied(moving.id);
    const row = await ui.waitForRow(moving.id);
    await row.getByRole('button', { name: 'Manongs' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Assign Manongs' });
    await dialog.waitFor({ timeout: STEP });
    await expect(dialog.locator('.Mui-error').count()).resolves.toBe(0);
    await expect(dialog.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await shot('7-assign-manongs-open');
    const primary = dialog.getByRole('combobox', { name: 'Primary Manongs' });
    await primary.click();
    const options = async () => (await page.getByRole('option').allInnerTexts()).map((t) => t.trim());
    const first = await options();
    expect(first).toEqual(expect.arrayContaining(['Juan Dela Cruz', 'Pedro Reyes', 'Simon Tercero']));
    expect(new Set(first).size).toBe(first.length);
    await page.getByRole('option', { name: 'Juan Dela Cruz' }).click();
    // A chosen person leaves the list: they are in the picker once, as a chip.
    await primary.click();
    await page.getByRole('option', { name: 'Pedro Reyes' }).waitFor({ timeout: STEP });
    expect(await options()).not.toContain('Juan Dela Cruz');
    // The popup closes on a choice (an Escape now would close the dialog).
    await page.getByRole('option', { name: 'Pedro Reyes' }).click();
    const secondary = dialog.getByRole('combobox', { name: 'Secondary Manongs' });
    await secondary.click();
    const alternates = await options();
    expect(alternates).toContain('Simon Tercero');
    expect(alternates).not.toContain('Juan Dela Cruz');
    expect(alternates).not.toContain('Pedro Reyes');
    await page.keyboard.press('Escape');
    await shot('8-assign-manongs-chosen');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached', timeout: STEP });

    await ui.open('/assessments');
    const assessment = await ui.waitForRow('Jose Cruz');
    await assessment.getByRole('button', { name: 'Assessors' }).click();
    const assign = page.getByRole('dialog').filter({ hasText: 'Assign Assessors' });
    await assign.waitFor({ timeout: STEP });
    await shot('9-assign-assessors');
    await assign.getByRole('button', { name: 'Cancel' }).click();
    await assign.waitFor({ state: 'detached', timeout: STEP });
  });

  it('the re-book dialog opens on the date the customer asked for, and saves it', async () => {
    await ui.open('/bookings-for-rebooking');
    const row = await ui.waitForRow(moving.id);
    await row.getByRole('button', { name: 'Re-book' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `Re-book ${moving.id}` });
    const chosen = dialog.getByRole('combobox', { name: 'New schedule' });
    await expect.poll(() => chosen.innerText(), { timeout: STEP }).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} [AP]M \(requested\)$/);
    const [date, time] = requestedSlot.split('T') as [string, string];
    const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
    expect(await chosen.innerText()).toContain(day);
    expect(await chosen.innerText()).toContain(`${String(Number(time.slice(0, 2)) % 12 || 12).padStart(2, '0')}:${time.slice(3)}`);
    await shot('10-rebook-requested-date');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await ui.notified('Booking has been re-booked.');
    const booking = await ui.api<{ schedule_id: string }>('GET', `/admin-api/bookings/${moving.id}`);
    expect(booking.schedule_id).toBe(requestedSlot);
  });
});

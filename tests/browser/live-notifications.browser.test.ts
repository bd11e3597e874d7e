/**
 * The console's bell in real Chromium, live: an administrator has the console open; in
 * another browser context the customer asks to cancel a paid booking on the public site's
 * manage-booking page, served by the same api; the event consumer and the live worker run
 * in this process against the same database and Redis, and the bell shows the request
 * without a reload: the success alert, the unread count, the list entry (whole, not
 * the spec's 20-character cut), and its details with the received date; the administrator then accepts the
 * request on the Cancellation screen and the booking shows Cancelled. Then what came while
 * the connection was down is fetched when it comes back.
 * Screenshots under tests/e2e/artifacts/.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@app/core/logger';
import { QUEUES } from '@app/core/queues/queues';
import { addAddress, planSlot, seedCatalogue } from '../../services/api/test/bookings.support.js';
import { pay, place } from '../../services/api/test/bookings.customer.support.js';
import type { EventConsumer } from '../../services/worker/src/consumer/consumer.js';
import { producerQueues, startEventConsumer } from '../../services/worker/src/consumer/startConsumer.js';
import { startLiveWorker, type LiveWorker } from '../../services/worker/src/live/liveWorker.js';
import { startAdminServer, type AdminServer } from './support/adminServer.js';
import { ensurePublicBuild } from './support/publicServer.js';
import { PublicSite } from './support/publicSite.js';
import { browserSkipReason, launchChromium } from './support/chromium.js';
import { Console } from './support/console.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e/artifacts');
const STEP = 30_000;

describe.skipIf(Boolean(skipReason))('live notifications in the console', { timeout: 180_000 }, () => {
  let server: AdminServer;
  let queues: ReturnType<typeof producerQueues>;
  let consumer: EventConsumer;
  let worker: LiveWorker;
  let browser: Browser;
  let page: Page;

  const shot = async (name: string) => {
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: path.join(artifacts, `live-notifications-${name}.png`), fullPage: true });
  };

  beforeAll(async () => {
    // The api serves web-public at / beside the console at /admin/: the customer's page comes from it too.
    ensurePublicBuild();
    // Queues and socket.io channels of this run only, on the shared Redis.
    server = await startAdminServer({ QUEUE_PREFIX: `livebr-${randomBytes(4).toString('hex')}` });
    const { stack } = server;
    const log = createLogger('live-browser');
    queues = producerQueues(stack.config, 'live-browser-producer');
    consumer = startEventConsumer({ config: stack.config, store: stack.store, log, queueOf: queues.queueOf });
    worker = startLiveWorker({ config: stack.config, pool: stack.db.pool, log });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on('pageerror', (error) => console.error('[page error]', error.message));
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await consumer?.stop();
    await worker?.close();
    for (const name of Object.values(QUEUES)) await queues?.queueOf(name).obliterate({ force: true }).catch(() => {});
    await queues?.close();
    await server?.close();
  });

  it("shows a cancellation request made on the public site in the open console without a reload; the administrator accepts it", async () => {
    const { stack } = server;
    const staff = await stack.signedIn('administrator');
    const c = await seedCatalogue(staff.client);
    const customer = await stack.signedIn('customer', { firstName: 'Rosario' });
    const addressId = await addAddress(customer.client, c.cityId);
    const booking = await place(customer.client, c, await planSlot(stack, 2), addressId);
    await pay(stack, booking);

    const ui = new Console(page, server.baseUrl);
    await ui.signIn(server.admin.email, server.admin.password);
    const bell = page.getByRole('button', { name: 'Notifications' });
    // The new booking and its payment, from before the console opened.
    await expect.poll(() => bell.getAttribute('data-live'), { timeout: STEP }).toBe('connected');
    await expect.poll(() => bell.innerText(), { timeout: STEP }).toBe('2');
    // A reload would drop this mark.
    await page.evaluate(() => Object.assign(globalThis, { __sameDocument: true }));
    await shot('1-console-open');

    // The customer, in a browser of their own, asks on the manage-booking page of the e-mailed link.
    const message = `Cancellation requested for booking ${booking.id}`;
    const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const customerPage = await customerContext.newPage();
      customerPage.on('pageerror', (error) => console.error('[public page error]', error.message));
      const site = new PublicSite(customerPage, server.baseUrl);
      await site.open(`/booking-management/email=${encodeURIComponent(customer.email)}&bookingId=${encodeURIComponent(booking.id)}`);
      const details = customerPage.getByRole('region', { name: 'Booking Details' });
      await details.getByText(booking.id, { exact: true }).waitFor({ timeout: STEP });
      await customerPage.getByRole('button', { name: 'Cancel Booking', exact: true }).click();
      const cancel = site.dialog('Cancellation Request');
      await cancel.getByLabel('Cancellation Reason').fill('Moving out');
      await cancel.getByLabel('Bank Account Details').fill('BDO 0012 3456 7890');
      // Both toasts hide by themselves after a few seconds: watch for them from before the click.
      const sent = site.sees('Booking cancellation request has been sent.');
      const alerted = page.locator('.RaNotification-root, [role="alert"]').getByText(message, { exact: true }).waitFor({ timeout: STEP });
      await cancel.getByRole('button', { name: 'Submit Request' }).click();
      await Promise.all([sent, alerted]);
      await shot('2-live-alert');
      await expect.poll(() => bell.innerText(), { timeout: STEP }).toBe('3');
      await details.getByText('Requested Cancellation', { exact: true }).first().waitFor({ timeout: STEP });
      await site.screenshot('live-cancellation-requested');
    } finally {
      await customerContext.close();
    }
    expect(await page.evaluate(() => (globalThis as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    await page.keyboard.press('Escape');
    await bell.click();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    const newest = menu.getByRole('menuitem').filter({ hasNotText: 'Mark all as read' }).first();
    await expect.poll(() => newest.innerText(), { timeout: STEP }).toContain(message);
    expect(await menu.getByRole('menuitem').filter({ hasNotText: 'Mark all as read' }).count()).toBe(3);
    await shot('3-bell-menu');

    await newest.click();
    const dialog = page.getByRole('dialog', { name: 'Notification' });
    await dialog.getByText(message, { exact: true }).waitFor({ timeout: STEP });
    expect(await dialog.innerText()).toMatch(/Received: [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} [AP]M/);
    await shot('4-details');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Opening it marked it read.
    await expect.poll(() => bell.innerText(), { timeout: STEP }).toBe('2');

    // The administrator accepts the request from the side nav (no reload: the next test keeps this page).
    const nav = page.locator('.RaSidebar-fixed, .MuiDrawer-root').first();
    await nav.getByText('Cancellation', { exact: true }).click();
    const row = await ui.waitForRow(booking.id);
    await expect(row.textContent()).resolves.toContain('Requested Cancellation');
    await shot('5-cancellation-requests');
    await row.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await ui.notified('Booking cancellation request granted');
    await ui.waitForNoRow(booking.id);
    await server.stack.settled();
    await nav.getByText('Bookings', { exact: true }).click();
    // Until the bookings list has drawn, the search box is the list being left's, which loses the text.
    await page.getByRole('button', { name: 'Book Service' }).waitFor({ timeout: STEP });
    await ui.searchApplied(booking.id);
    const cancelled = await ui.waitForRow(booking.id);
    await expect.poll(() => cancelled.textContent(), { timeout: STEP }).toContain('Cancelled');
    await shot('6-booking-cancelled');
    expect(await page.evaluate(() => (globalThis as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  }, 240_000);

  it('fetches what came while the connection was down when it reconnects', async () => {
    const { stack } = server;
    const bell = page.getByRole('button', { name: 'Notifications' });
    // No push for what happens next: the live worker is paused.
    await worker.worker.pause();
    const staff = await stack.signedIn('administrator');
    const c = await seedCatalogue(staff.client);
    const customer = await stack.signedIn('customer', { firstName: 'Teodoro' });
    const second = await place(customer.client, c, await planSlot(stack, 2), await addAddress(customer.client, c.cityId));
    await stack.settled();
    expect(await bell.innerText()).toBe('2');

    // The connection drops (as on a network change) and the client reconnects by itself.
    for (const socket of server.live.io.of('/').sockets.values()) socket.conn.close();
    await expect.poll(() => bell.innerText(), { timeout: STEP }).toBe('3');
    expect(await bell.getAttribute('data-live')).toBe('connected');
    await bell.click();
    const newest = page.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem').filter({ hasNotText: 'Mark all as read' }).first();
    expect(await newest.innerText()).toContain(`New booking ${second.id} from Teodoro`);
    await shot('7-after-reconnect');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (globalThis as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    worker.worker.resume();
  });

  it('connects in a browser without requestIdleCallback (Safari on a field worker\'s iPhone)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      await context.addInitScript(() => {
        const w = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
        delete w.requestIdleCallback;
        delete w.cancelIdleCallback;
      });
      const safari = await context.newPage();
      const errors: string[] = [];
      safari.on('pageerror', (error) => errors.push(error.message));
      await new Console(safari, server.baseUrl).signIn(server.admin.email, server.admin.password);
      const bell = safari.getByRole('button', { name: 'Notifications' });
      await expect.poll(() => bell.getAttribute('data-live'), { timeout: STEP }).toBe('connected');
      expect(await safari.evaluate(() => typeof (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback)).toBe('undefined');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

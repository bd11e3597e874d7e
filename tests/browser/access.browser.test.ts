/**
 * The console's first paint and keyboard use of the site and the console, in real Chromium
 * against the real api: the console's scripts travel compressed and a signed-out visit
 * shows the login form after one GET /api/user (a 401 is not retried); after Continue the
 * focus is on the new step's heading; a dialog gives the focus back to the control that
 * opened it (a confirmation too); a group of radio buttons is one Tab stop; the first Tab
 * stop of the public site skips its header.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../services/api/test/support/stack.js';
import { bookingWorld, futureSlot, payAtSandbox, placeBooking, type BookingWorld } from './support/bookingSetup.js';
import { BookingWizardSteps } from './support/bookingWizard.js';
import { browserSkipReason } from './support/chromium.js';
import { Console } from './support/console.js';
import { headings } from './support/headings.js';
import { usePublicBrowser, demoSlots } from './support/publicBrowser.js';
import type { PublicServer } from './support/publicServer.js';
import { PublicSite, STEP_TIMEOUT } from './support/publicSite.js';

const ARTIFACTS = fileURLToPath(new URL('../e2e/artifacts', import.meta.url));

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1440, height: 900 };

/** What has the keyboard focus: its tag, and its accessible label or text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    // Runs in the page; the tests' tsconfig has no DOM types.
    const element = (globalThis as unknown as { document: { activeElement: { tagName: string; textContent: string | null; getAttribute(name: string): string | null } | null } }).document.activeElement;
    return element ? { tag: element.tagName, name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() } : null;
  });

describe.skipIf(Boolean(skipReason))('the console loads fast, and the keyboard keeps its place', { timeout: 120_000 }, () => {
  let server: PublicServer;
  let w: BookingWorld;
  let admin: string;
  let managePath: string;
  let page: Page;

  const seed = async (s: PublicServer) => {
    w = await bookingWorld(s.stack, 0);
    admin = (await s.stack.signedIn('administrator')).email;
    const booking = await placeBooking(w, await futureSlot(w));
    await payAtSandbox(w, booking);
    managePath = `/booking-management/email=${encodeURIComponent(w.customer.email)}&bookingId=${encodeURIComponent(booking.id)}`;
    await demoSlots(s);
  };
  usePublicBrowser({ viewport: LAPTOP, seed }, (session) => ({ server, page } = session));

  it("a signed-out visit to /admin/ gets compressed scripts and the login form after one GET /api/user", async () => {
    const userCalls: number[] = [];
    const scripts: { url: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/api/user') userCalls.push(response.status());
      if (url.pathname.startsWith('/admin/assets/') && url.pathname.endsWith('.js')) scripts.push({ url: url.pathname, encoding: response.headers()['content-encoding'] });
    });
    await page.goto(`${server.baseUrl}/admin/`);
    await page.getByRole('main').getByRole('heading', { name: 'Sign in to the console', level: 1 }).waitFor({ timeout: STEP_TIMEOUT });
    await page.locator('input[name="username"]').waitFor({ timeout: STEP_TIMEOUT });
    // Three retries of the 401 would come 1, 2 and 4 s apart: give them time to show.
    await page.waitForTimeout(1_500);
    expect(userCalls).toEqual([401]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script, script.url).toEqual({ url: script.url, encoding: 'gzip' });
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('the signed-out sign-in page paints without the console\'s scripts; a refusal shows in the card; signing in opens the console', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/admin/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname.split('/').pop()!);
    });
    await page.goto(`${server.baseUrl}/admin/login`);
    await page.getByRole('main').getByRole('heading', { name: 'Sign in to the console', level: 1 }).waitFor({ timeout: STEP_TIMEOUT });
    await page.waitForLoadState('networkidle');
    // The sign-in entry's files only: react-admin and the console's layout come later (vite.config.ts, entryPreload.ts).
    expect(scripts.some((file) => file.startsWith('signInEntry-'))).toBe(true);
    expect(scripts.filter((file) => file.startsWith('consoleEntry-'))).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}/access-console-sign-in.png` });

    await page.getByLabel('Email').fill(admin);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('Invalid Credentials! Please try again...').waitFor({ timeout: STEP_TIMEOUT });
    await page.screenshot({ path: `${ARTIFACTS}/access-console-sign-in-refused.png` });
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Welcome to the admin console').waitFor({ timeout: STEP_TIMEOUT });
    expect(new URL(page.url()).pathname).toBe('/admin/');
    expect(scripts.some((file) => file.startsWith('consoleEntry-'))).toBe(true);
  });

  it('a signed-in visit paints the console frame before its scripts run, and sends its first GETs once, from the HTML', async () => {
    await page.goto(`${server.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(admin);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Welcome to the admin console').waitFor({ timeout: STEP_TIMEOUT });
    await expect(headings(page, 1)).resolves.toEqual(['Home']);

    // No script at all: the HTML alone draws the top bar and the screen's title (index.html).
    await page.route('**/admin/assets/*.js', (route) => route.abort());
    await page.goto(`${server.baseUrl}/admin/bookings`);
    await expect.poll(() => page.locator('#console-skeleton .title').textContent()).toBe('Bookings');
    await page.screenshot({ path: `${ARTIFACTS}/access-console-skeleton.png` });
    await page.unroute('**/admin/assets/*.js');

    // With the scripts: the session and the first page of bookings are asked for once each
    // (the HTML's early GETs are taken, not sent again), and the frame gives way to the list.
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/user' || url.pathname === '/admin-api/bookings') calls.push(url.pathname);
    });
    await page.goto(`${server.baseUrl}/admin/bookings`);
    await page.getByRole('columnheader', { name: 'Booking ID' }).waitFor({ timeout: STEP_TIMEOUT });
    await page.waitForLoadState('networkidle');
    expect(calls.sort()).toEqual(['/admin-api/bookings', '/api/user']);
    expect(await page.locator('#console-skeleton').count()).toBe(0);
    // The screen's title in the top bar is the page's one h1, beside one main landmark.
    await expect(headings(page, 1)).resolves.toEqual(['Bookings']);
    await expect(page.getByRole('main').count()).resolves.toBe(1);
    await page.screenshot({ path: `${ARTIFACTS}/access-console-bookings.png` });
  });

  it('the wizard: after Continue the focus is on the new step heading; the location radios are one Tab stop (375 px)', async () => {
    await page.setViewportSize(PHONE);
    const site = new PublicSite(page, server.baseUrl);
    const wizard = new BookingWizardSteps(site, page);
    await wizard.open('aircon-cleaning');
    await wizard.pickFirstSlot();
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Pick a Service', level: 2 }).waitFor({ timeout: STEP_TIMEOUT });
    await expect.poll(() => focused(page)).toEqual({ tag: 'H2', name: 'Pick a Service' });

    // A service card's location radios are one Tab stop: from the first, Tab goes on to the card's Add button.
    const card = page.getByRole('article').first();
    const group = card.getByRole('radiogroup', { name: /^Location for / });
    await group.waitFor({ timeout: STEP_TIMEOUT });
    expect(await group.getByRole('radio').count()).toBeGreaterThan(1);
    await group.getByRole('radio').first().focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'BUTTON', name: expect.stringMatching(/^Add to cart: /) });
    await site.screenshot('access-wizard-services-focus');
  });

  it('manage booking: a dialog opened from the keyboard gives the focus back to its button when it closes', async () => {
    await page.setViewportSize(PHONE);
    const site = new PublicSite(page, server.baseUrl);
    await site.open(managePath);
    const cancel = page.getByRole('button', { name: 'Cancel Booking', exact: true });
    await cancel.waitFor({ timeout: STEP_TIMEOUT });
    // The first Tab stop skips the header: Enter on it puts the focus on the main landmark.
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toEqual({ tag: 'A', name: 'Skip to content' });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id)).toBe('main-content');
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: STEP_TIMEOUT });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await expect.poll(() => focused(page)).toEqual({ tag: 'BUTTON', name: 'Cancel Booking' });
  });

  it("the console: a Delete confirmation answered No gives the focus back to the row's Delete button", async () => {
    const ui = new Console(page, server.baseUrl);
    await ui.signIn(admin, TEST_PASSWORD);
    await ui.open('/cities');
    const rows = await ui.waitForRow('Makati');
    const before = await rows.count();
    const row = rows.first();
    const remove = row.getByRole('button', { name: 'Delete' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'BUTTON', name: 'Delete' });
    await expect(ui.row('Makati').count()).resolves.toBe(before);
  });
});

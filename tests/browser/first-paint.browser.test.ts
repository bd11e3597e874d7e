/**
 * The first rows drawn from the HTML before the console's scripts (web-admin/src/firstPaint/),
 * in real Chromium against the real api, with the console's scripts held back by routing:
 * a manong's and an assessor's job cards on a 375 px phone, a manong's table at 1440 px,
 * and the bookings list's first page at 1440 and 375 px, with the same texts the console
 * then shows; nothing for a signed-out visit, a failed call, an address with a query, or
 * a bookings list whose stored page is not the first. Once the scripts are let through,
 * the skeleton goes in the same commit as the screen's own rows (recorded when it leaves).
 * Screenshots under tests/e2e/artifacts/first-paint-*.png (first paint, then console).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@app/core/schedules/manilaTime';
import { bookingOn, manilaToday } from '../../services/api/test/bookings.admin.support.js';
import { TEST_PASSWORD } from '../../services/api/test/support/stack.js';
import { startAdminServer, type AdminServer } from './support/adminServer.js';
import { clearOfManilaMidnight, MIDNIGHT_WAIT_TIMEOUT_MS } from './support/bookingSetup.js';
import { browserSkipReason, launchChromium } from './support/chromium.js';
import { signedInSession } from './support/console.js';
import { staffJobs } from './support/staffJobs.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e/artifacts');
const STEP = 20_000;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

/** The first paint's own files; every other script of the console waits (holdScripts). */
const FIRST_PAINT_FILE = /\/admin\/assets\/(staffJobs|bookingRows|firstPaint)-[\w-]+\.js$/;

/**
 * Holds every console script but the first paint's until the returned function lets them
 * through (routing also turns the browser's cache off, so none comes from an earlier visit).
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/admin\/assets\/.*\.js$/, (route) => {
    if (released || FIRST_PAINT_FILE.test(route.request().url())) return route.continue();
    held.push(route);
    return undefined;
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

type Dom = {
  document: {
    getElementById(id: string): unknown;
    querySelectorAll(selector: string): { length: number };
    body: unknown;
  };
  MutationObserver: new (callback: () => void) => { observe(target: unknown, options: { childList: boolean; subtree: boolean }): void; disconnect(): void };
  __handOver?: number;
};

/** Records how many of `selector` the console had drawn when the skeleton left the page (window.__handOver). */
async function recordHandOver(page: Page, selector: string): Promise<void> {
  await page.addInitScript((rows: string) => {
    const w = globalThis as unknown as Dom;
    let seen = false;
    const observer = new w.MutationObserver(() => {
      if (w.document.getElementById('console-skeleton')) seen = true;
      if (!seen || w.document.getElementById('console-skeleton') || w.__handOver !== undefined) return;
      w.__handOver = w.document.querySelectorAll(rows).length;
      observer.disconnect();
    });
    observer.observe(w.document, { childList: true, subtree: true });
  }, selector);
}

/** Each card's texts (heading, chips, customer, lines, note), in order; `scope` is the skeleton or the console's root. */
const cardTexts = (page: Page, scope: string) =>
  page.locator(`${scope} li.job-card`).evaluateAll((cards) =>
    (cards as unknown as { querySelectorAll(s: string): { textContent: string | null }[] }[]).map((card) =>
      [...card.querySelectorAll('h2, .job-card-chip, .job-card-customer, .job-card-line > span, .job-card-note > span')].map((e) => (e.textContent ?? '').trim()),
    ),
  );

/** A table's heading texts and each row's first `columns` cells' texts. */
async function tableTexts(page: Page, scope: string, columns: number): Promise<{ head: string[]; rows: string[][] }> {
  const head = (await page.locator(`${scope} thead th`).allTextContents()).map((t) => t.trim());
  const rows = await page.locator(`${scope} tbody tr`).evaluateAll(
    (trs, n) => (trs as unknown as { querySelectorAll(s: string): { textContent: string | null }[] }[]).map((tr) => [...tr.querySelectorAll('td')].slice(0, n).map((td) => (td.textContent ?? '').trim())),
    columns,
  );
  return { head, rows };
}

describe.skipIf(Boolean(skipReason))('first rows from the HTML before the console scripts', { timeout: 120_000 }, () => {
  let server: AdminServer;
  let browser: Browser;
  let manongEmail: string;
  let assessorEmail: string;
  const later = addDays(manilaToday(), 2);

  const screenshot = async (page: Page, name: string) => {
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: path.join(artifacts, `first-paint-${name}.png`) });
  };

  /** Signed in as `email` (landing on their first screen, the console fully loaded), then `screen` opened again with the scripts held. */
  async function heldVisit(email: string, screen: string, viewport: { width: number; height: number }, landing: RegExp, handOver: string) {
    const session = await signedInSession(browser, server.baseUrl, email, TEST_PASSWORD, viewport);
    await session.page.waitForURL(landing, { timeout: STEP });
    await session.page.locator('#console-skeleton').waitFor({ state: 'detached', timeout: STEP });
    await recordHandOver(session.page, handOver);
    const release = await holdScripts(session.page);
    await session.page.goto(`${server.baseUrl}/admin${screen}`, { waitUntil: 'domcontentloaded' });
    return { ...session, release };
  }

  /** After the scripts are through: the skeleton is gone and, when it left, the console's rows were already drawn. */
  async function handedOver(page: Page): Promise<number> {
    await page.locator('#console-skeleton').waitFor({ state: 'detached', timeout: STEP });
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Dom).__handOver), { timeout: STEP }).toBeDefined();
    return (await page.evaluate(() => (globalThis as unknown as Dom).__handOver))!;
  }

  beforeAll(clearOfManilaMidnight, MIDNIGHT_WAIT_TIMEOUT_MS);

  beforeAll(async () => {
    server = await startAdminServer();
    const jobs = await staffJobs(server, later);
    ({ manongEmail, assessorEmail } = jobs);
    // Twelve bookings in all: the list's first page is ten of them.
    for (let day = 3; day < 13; day += 1) await bookingOn(jobs.world, addDays(manilaToday(), day));
    await server.stack.settled();
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("a manong's cards on a phone: today's first, the console's texts, then the console's own cards", async () => {
    const { context, page, release } = await heldVisit(manongEmail, '/manong-bookings', PHONE, /\/admin\/manong-bookings$/, '#root li.job-card');
    await expect.poll(() => page.locator('#console-skeleton[data-rows] li.job-card').count(), { timeout: STEP }).toBe(2);
    const first = await cardTexts(page, '#console-skeleton');
    expect(first[0]).toContain('Today');
    expect(first[0]).toContain('12 Mabini St, Poblacion, Makati');
    expect(first[1]?.join(' ')).toContain('Time In opens on');
    // No button before the scripts: the first paint is to read.
    expect(await page.locator('#console-skeleton button').count()).toBe(0);
    expect(await page.locator('#root *').count()).toBe(0);
    await screenshot(page, 'manong-phone-first');
    await release();
    expect(await handedOver(page)).toBe(2);
    expect(await cardTexts(page, '#root')).toEqual(first);
    await page.locator('#root li.job-card').first().getByRole('button', { name: 'Confirm' }).waitFor({ timeout: STEP });
    await screenshot(page, 'manong-phone-console');
    await context.close();
  });

  it("a manong's table at 1440 px has the console's columns and texts", async () => {
    const { context, page, release } = await heldVisit(manongEmail, '/manong-bookings', DESKTOP, /\/admin\/manong-bookings$/, '#root tbody tr');
    await expect.poll(() => page.locator('#console-skeleton[data-rows] tbody tr').count(), { timeout: STEP }).toBe(2);
    const first = await tableTexts(page, '#console-skeleton', 4);
    expect(first.head).toEqual(['Services', 'Service Date', 'Service Status', 'Date Booked', 'Actions', 'Documents']);
    await screenshot(page, 'manong-desktop-first');
    await release();
    expect(await handedOver(page)).toBe(2);
    expect(await tableTexts(page, '#root', 4)).toEqual(first);
    await screenshot(page, 'manong-desktop-console');
    await context.close();
  });

  it("an assessor's visit card on a phone", async () => {
    const { context, page, release } = await heldVisit(assessorEmail, '/assessor-bookings', PHONE, /\/admin\/assessor-bookings$/, '#root li.job-card');
    await expect.poll(() => page.locator('#console-skeleton[data-rows] li.job-card').count(), { timeout: STEP }).toBe(1);
    const first = await cardTexts(page, '#console-skeleton');
    expect(first[0]).toEqual(expect.arrayContaining(['Aircon cleaning', 'Not answered', 'Ana Reyes', '12 Mabini St, Poblacion, Makati']));
    await screenshot(page, 'assessor-phone-first');
    await release();
    expect(await handedOver(page)).toBe(1);
    expect(await cardTexts(page, '#root')).toEqual(first);
    await screenshot(page, 'assessor-phone-console');
    await context.close();
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`the bookings list's first page at ${viewport.width} px, then the console's`, async () => {
      const { context, page, release } = await heldVisit(server.admin.email, '/bookings', viewport, /\/admin\/?$/, '#root tbody tr');
      await expect.poll(() => page.locator('#console-skeleton[data-rows] tbody tr').count(), { timeout: STEP }).toBe(10);
      const first = await tableTexts(page, '#console-skeleton', 6);
      expect(first.head).toEqual(['Booking ID', 'Customer', 'Work Status', 'Payment Status', 'Service Date', 'Date Booked', 'Actions']);
      expect(first.rows[0]?.[1]).toBe('Ana Reyes');
      await screenshot(page, `bookings-${name}-first`);
      await release();
      expect(await handedOver(page)).toBe(10);
      expect(await tableTexts(page, '#root', 6)).toEqual(first);
      await screenshot(page, `bookings-${name}-console`);
      await context.close();
    });
  }

  it('draws nothing signed out, for a failed call, with a query, or when the list was left on another page', async () => {
    const noRows = async (page: Page, url: string, call: string) => {
      const answered = page.waitForResponse((response) => response.url().endsWith(call), { timeout: STEP });
      const firstPaint = page.waitForResponse((response) => FIRST_PAINT_FILE.test(response.url()), { timeout: STEP });
      await page.goto(`${server.baseUrl}/admin${url}`, { waitUntil: 'domcontentloaded' });
      await Promise.all([answered, firstPaint]);
      // Time for the first paint's module to run and draw, had it anything to draw.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      expect(await page.locator('#console-skeleton').count(), url).toBe(1);
      expect(await page.locator('#console-skeleton [data-rows], #console-skeleton[data-rows]').count(), url).toBe(0);
      expect(await page.locator('#console-skeleton li, #console-skeleton table').count(), url).toBe(0);
    };

    const signedOut = await browser.newContext({ viewport: PHONE });
    const visitor = await signedOut.newPage();
    await holdScripts(visitor);
    await noRows(visitor, '/manong-bookings', '/api/manongs/bookings');
    await signedOut.close();

    const manong = await heldVisit(manongEmail, '/manong-bookings', PHONE, /\/admin\/manong-bookings$/, '#root li.job-card');
    await manong.page.route('**/api/manongs/bookings', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await noRows(manong.page, '/manong-bookings', '/api/manongs/bookings');
    await manong.page.unroute('**/api/manongs/bookings');
    await manong.page.goto('about:blank');
    const query = manong.page.waitForResponse((response) => response.url().endsWith('/api/manongs/bookings'), { timeout: STEP });
    await manong.page.goto(`${server.baseUrl}/admin/manong-bookings?from=mail`, { waitUntil: 'domcontentloaded' });
    await query;
    await manong.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await manong.page.locator('#console-skeleton li').count()).toBe(0);
    await manong.context.close();

    const admin = await heldVisit(server.admin.email, '/', DESKTOP, /\/admin\/?$/, '#root tbody tr');
    await admin.page.evaluate(() =>
      (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
        'RaStore.bookings.listParams',
        JSON.stringify({ sort: 'created_at', order: 'DESC', page: 2, perPage: 10, filter: {} }),
      ),
    );
    await noRows(admin.page, '/bookings', 'filter=%7B%7D');
    await admin.context.close();
  });
});

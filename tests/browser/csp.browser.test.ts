/**
 * Issue 25 §2 in Chromium: the main screens of both apps and the queue board work under the
 * api's Content-Security-Policy (services/api/src/http/securityHeaders.ts) with no
 * violation: the public services page, the booking wizard and sign-in, the console's login, home,
 * bookings list and live bell (socket.io), a manong's My Bookings, and the queue board with
 * its self-hosted fonts. Every document arrives with a policy that refuses inline scripts
 * (checked by running one), and no screen asks another origin for anything.
 *
 * Violations are heard twice: the `securitypolicyviolation` event in every document (a
 * listener added by the browser before the page's own scripts) and Chromium's console
 * message ("Refused to ... Content Security Policy").
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { loadDemoCatalogue } from '@app/core/demo/loadDemoCatalogue';
import { QUEUES } from '@app/core/queues/queues';
import { addAddress, planSlot, seedCatalogue } from '../../services/api/test/bookings.support.js';
import { pay, place } from '../../services/api/test/bookings.customer.support.js';
import { TEST_PASSWORD } from '../../services/api/test/support/stack.js';
import { startAdminServer, type AdminServer } from './support/adminServer.js';
import { browserSkipReason, launchChromium } from './support/chromium.js';
import { Console } from './support/console.js';
import { ensurePublicBuild } from './support/publicServer.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const STEP = 20_000;
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e/artifacts');

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `csp-${name}.png`), fullPage: true });
}

interface Watch {
  violations: string[];
  foreignRequests: string[];
  /** Documents (pages) that arrived without a Content-Security-Policy, or with one that lets any inline script run. */
  weakDocuments: string[];
}

/** A browser context that records every CSP violation, every request off the site, and every page's policy. */
async function watchedContext(browser: Browser, baseUrl: string, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; watch: Watch }> {
  const watch: Watch = { violations: [], foreignRequests: [], weakDocuments: [] };
  const context = await browser.newContext({ viewport });
  await context.exposeBinding('__cspViolation', ({ frame }, text: string) => void watch.violations.push(`${frame.url()}: ${text}`));
  // Added by the browser to each document before its own scripts: not an inline script of
  // the page, so the policy does not apply to it.
  await context.addInitScript(() => {
    const report = (globalThis as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
    (globalThis as unknown as { document: { addEventListener(type: string, listener: (e: Record<string, string>) => void): void } }).document.addEventListener(
      'securitypolicyviolation',
      (e) => report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sample ?? ''})`),
    );
  });
  const origin = new URL(baseUrl).origin;
  context.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) watch.foreignRequests.push(url);
  });
  context.on('response', async (response) => {
    if (response.request().resourceType() !== 'document') return;
    const policy = (await response.allHeaders())['content-security-policy'] ?? '';
    const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? /(?:^|;)\s*default-src ([^;]*)/.exec(policy)?.[1];
    if (!policy || scripts === undefined || scripts.includes("'unsafe-inline'") || !policy.includes("frame-ancestors 'none'")) {
      watch.weakDocuments.push(`${response.url()}: ${policy || 'no policy'}`);
    }
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[page error]', error.message));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) watch.violations.push(`${page.url()} [console] ${message.text().slice(0, 400)}`);
  });
  return { context, page, watch };
}

/** Runs an inline script in the page as an injected element would: the policy must refuse it. */
async function inlineScriptRuns(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const doc = (globalThis as unknown as { document: { createElement(tag: string): { textContent: string }; body: { appendChild(node: unknown): void } } }).document;
    const script = doc.createElement('script');
    script.textContent = 'globalThis.__inlineRan = true';
    doc.body.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (globalThis as { __inlineRan?: boolean }).__inlineRan === true;
  });
}

describe.skipIf(Boolean(skipReason))('Content-Security-Policy in Chromium', { timeout: 240_000 }, () => {
  let server: AdminServer;
  let browser: Browser;
  let manongEmail: string;
  let bookingId: string;

  beforeAll(async () => {
    ensurePublicBuild();
    server = await startAdminServer({ QUEUE_PREFIX: `csp-${randomBytes(4).toString('hex')}` });
    const { stack } = server;
    // The public site's demo catalogue (its services page and wizard), and a paid booking
    // assigned to a manong for the console's lists.
    await loadDemoCatalogue(stack.store, systemContext());
    const admin = await stack.signedIn('administrator');
    const c = await seedCatalogue(admin.client);
    const customer = await stack.signedIn('customer', { firstName: 'Rosario' });
    const booking = await place(customer.client, c, await planSlot(stack, 2), await addAddress(customer.client, c.cityId));
    await pay(stack, booking);
    const manong = await stack.signedIn('manong', { firstName: 'Pedro' });
    const assigned = await admin.client.send('post', '/api/assign-manongs/bookings', { booking: booking.id, primaryManongs: [manong.userId] });
    if (assigned.status >= 300) throw new Error(`assign: ${assigned.status} ${JSON.stringify(assigned.body)}`);
    await stack.settled();
    manongEmail = manong.email;
    bookingId = booking.id;
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const expectClean = (watch: Watch) => {
    expect(watch.violations, 'CSP violations').toEqual([]);
    expect(watch.foreignRequests, 'requests to other origins').toEqual([]);
    expect(watch.weakDocuments, 'pages without a policy that refuses inline scripts and framing').toEqual([]);
  };

  /** Takes the steps in a watched browser context of their own, then expects it clean. */
  const onScreens = async (viewport: { width: number; height: number }, steps: (page: Page, watch: Watch) => Promise<void>) => {
    const { context, page, watch } = await watchedContext(browser, server.baseUrl, viewport);
    try {
      await steps(page, watch);
      expectClean(watch);
    } finally {
      await context.close();
    }
  };

  it('the public services page, the booking wizard and the sign-in page', async () => {
    await onScreens({ width: 375, height: 800 }, async (page, watch) => {
      await page.goto(`${server.baseUrl}/services`);
      await page.getByRole('heading', { name: 'Aircon Cleaning' }).first().waitFor({ timeout: STEP });
      // The policy is live: an injected inline script is refused, and heard as a violation.
      expect(await inlineScriptRuns(page)).toBe(false);
      await expect.poll(() => watch.violations.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
      expect(watch.violations.join('\n')).toMatch(/script-src/);
      watch.violations.length = 0;

      await page.goto(`${server.baseUrl}/book-services/aircon-cleaning`);
      const disclaimer = page.getByRole('dialog', { name: 'Disclaimer' });
      await disclaimer.getByRole('button', { name: 'I understand' }).click({ timeout: STEP });
      await page.getByRole('button', { name: /^Next( month)?$/ }).first().waitFor({ timeout: STEP });
      await screenshot(page, 'wizard-phone');
      await page.goto(`${server.baseUrl}/login`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: STEP });
    });
  });

  it("the console's login, home with its live bell, bookings list and queue board, as an administrator", async () => {
    await onScreens({ width: 1440, height: 900 }, async (page, watch) => {
      const ui = new Console(page, server.baseUrl);
      await ui.open('/login');
      await page.locator('input[name="username"]').waitFor({ timeout: STEP });
      await ui.signIn(server.admin.email, server.admin.password);
      // The bell's socket.io connection (websocket) is allowed by connect-src.
      await expect.poll(() => page.getByRole('button', { name: 'Notifications' }).getAttribute('data-live'), { timeout: STEP }).toBe('connected');
      await ui.open('/bookings');
      await ui.waitForRow(bookingId);
      await screenshot(page, 'console-bookings');
      expect(await inlineScriptRuns(page)).toBe(false);
      watch.violations.length = 0;

      await page.goto(`${server.baseUrl}/admin/queues`);
      await page.getByText(QUEUES.mail, { exact: true }).first().waitFor({ timeout: STEP });
      await page.evaluate(() => (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready);
      expectClean(watch);
      // Its own fonts, from the api: the text is set in IBM Plex Sans.
      const loaded = await page.evaluate(() =>
        [...(globalThis as unknown as { document: { fonts: Iterable<{ family: string; status: string }> } }).document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
      );
      expect(loaded).toContain('IBM Plex Sans');
      await screenshot(page, 'queue-board');
    });
  });

  it("a manong's My Bookings", async () => {
    await onScreens({ width: 375, height: 800 }, async (page) => {
      await new Console(page, server.baseUrl).open('/login');
      await page.locator('input[name="username"]').fill(manongEmail);
      await page.locator('input[name="password"]').fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/admin\/manong-bookings$/, { timeout: STEP });
      await page.getByText('Aircon cleaning').first().waitFor({ timeout: STEP });
      await screenshot(page, 'manong-phone');
    });
  });
});

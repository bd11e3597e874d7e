/**
 * The wizard's checkout survives a lost call (issue 26): every POST of the checkout
 * carries one Idempotency-Key per attempt, a network error or a 503 is retried with the
 * same key, Try again after the retries ran out sends that key again, and so does the same
 * checkout made again after a reload; another address is another key. Real Chromium,
 * the real api and its sandbox gateway; page.route stands in for the network. No failed
 * call here reaches the api, so one booking results whether or not the api honours the key
 * yet (its own tests cover a key answered twice).
 */
import type { Page, Request, Route } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { listBookings } from '@app/projections/readModels/bookingList/bookings';
import { BookingWizardSteps, guest, type GuestDetails } from './support/bookingWizard.js';
import { browserSkipReason } from './support/chromium.js';
import { pageWidth } from './support/phoneChecks.js';
import { usePublicBrowser, demoSlots } from './support/publicBrowser.js';
import type { PublicServer } from './support/publicServer.js';
import { PublicSite, STEP_TIMEOUT } from './support/publicSite.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const PHONE = { width: 375, height: 740 };
const CHECKOUT = '**/api/xendit/process';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.skipIf(Boolean(skipReason))('checkout retried with one Idempotency-Key', { timeout: 180_000 }, () => {
  let server: PublicServer;
  let page: Page;
  let site: PublicSite;
  let wizard: BookingWizardSteps;
  usePublicBrowser({ viewport: PHONE, seed: demoSlots }, (session) => ({ server, page, site } = session));
  beforeEach(() => {
    wizard = new BookingWizardSteps(site, page);
  });

  /** A guest's cart of one service, up to the payment step. */
  async function toPaymentStep(me: GuestDetails): Promise<void> {
    await wizard.open('aircon-cleaning');
    await wizard.pickFirstSlot();
    await wizard.continue();
    await wizard.addService('Window type (up to 1.0 HP)', 1, 'Kitchen');
    await wizard.cart().getByLabel('Total: ₱800.00', { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    await wizard.continue();
    await wizard.fillGuest(me);
    await wizard.continue();
    await page.getByRole('button', { name: 'Pay online (Xendit)' }).waitFor({ timeout: STEP_TIMEOUT });
  }

  /**
   * Answers the checkout's calls with `failures` in turn (a network error, or a 503 from a
   * server briefly away), then lets them through to the api; keeps each call's key.
   */
  async function checkoutFails(failures: ('network' | 503)[]): Promise<string[]> {
    const keys: string[] = [];
    await page.route(CHECKOUT, async (route: Route, request: Request) => {
      keys.push((await request.allHeaders())['idempotency-key'] ?? '');
      const failure = failures.shift();
      if (failure === 'network') return route.abort('failed');
      if (failure === 503) return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service temporarily unavailable. Please try again.' }) });
      return route.continue();
    });
    return keys;
  }

  /** The bookings placed for `email`, as the admin list finds them. */
  async function bookingsOf(email: string): Promise<number> {
    await server.stack.settled();
    return (await listBookings(server.stack.db.pool, { search: email, offset: 0, limit: 10 })).rows.length;
  }

  async function paysOnSandbox(): Promise<void> {
    await page.waitForURL(/\/payments\/sandbox\//, { timeout: STEP_TIMEOUT });
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/booking-success\//, { timeout: STEP_TIMEOUT });
    await site.sees('Booking confirmed! - Payment Successful!');
  }

  /** Paid on the sandbox after `calls` checkout calls, all with one key, and one booking placed. */
  async function oneAttemptBooked(keys: string[], calls: number, email: string): Promise<void> {
    await paysOnSandbox();
    expect(keys).toHaveLength(calls);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);
    await expect(bookingsOf(email)).resolves.toBe(1);
  }

  it('a network error, then the retry goes through: the same key twice and one booking', async () => {
    const me = guest('Lorna', 'Reyes');
    await toPaymentStep(me);
    const keys = await checkoutFails(['network']);
    await wizard.payOnline();
    await oneAttemptBooked(keys, 2, me.email);
  });

  it('retries run out: the failure with Try again on a 375 px phone; Try again sends the same key, a changed address a new one', async () => {
    const me = guest('Nestor', 'Reyes');
    await toPaymentStep(me);
    // The click and its two automatic retries fail, and so does Try again with its two.
    const keys = await checkoutFails([503, 'network', 'network', 'network', 503, 'network']);
    const failure = page.getByRole('alert').filter({ hasText: 'We could not reach the server. Check your connection and try again.' });
    await page.getByRole('button', { name: 'Pay online (Xendit)' }).click();
    await failure.waitFor({ timeout: STEP_TIMEOUT });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(PHONE.width);
    await site.screenshot('checkout-retry-failed-phone');

    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => keys.length, { timeout: STEP_TIMEOUT }).toBe(6);
    await failure.waitFor({ timeout: STEP_TIMEOUT });
    expect(new Set(keys).size).toBe(1);
    await expect(bookingsOf(me.email)).resolves.toBe(0);

    // Another address is another attempt: a new key, and this time the call goes through.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Street Address').fill('14 Jupiter Street');
    await wizard.continue();
    await wizard.payOnline();
    await paysOnSandbox();
    expect(keys).toHaveLength(7);
    expect(keys[6]).toMatch(UUID);
    expect(keys[6]).not.toBe(keys[0]);
    await expect(bookingsOf(me.email)).resolves.toBe(1);
  });

  it('a reload in the middle of the call: the same choices made again are the same attempt, with the same key', async () => {
    const me = guest('Imelda', 'Reyes');
    await toPaymentStep(me);
    const keys: string[] = [];
    // The first call never gets an answer (it never reaches the api either): the customer reloads.
    await page.route(CHECKOUT, async (route, request) => {
      keys.push((await request.allHeaders())['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
    });
    await page.getByRole('button', { name: 'Pay online (Xendit)' }).click();
    await expect.poll(() => keys.length, { timeout: STEP_TIMEOUT }).toBe(1);
    await page.reload();
    await toPaymentStep(me);
    await wizard.payOnline();
    await oneAttemptBooked(keys, 2, me.email);
  });
});

/**
 * What the signed-in pages of the web benchmark show: an administrator, a manong and a
 * customer who sign in with a password, and one paid booking of the customer's with the
 * manong assigned, made through the api as the browser tests make theirs.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { systemContext } from '@app/core/accounts/registerAccount';
import { loadDemoCoupon, loadDemoSlots } from '@app/core/demo/loadDemoPlanner';
import { startPublicServer } from '../../browser/support/publicServer.js';
import { TEST_PASSWORD, type TestStack } from '../../../services/api/test/support/stack.js';
import { assignManongs, bookingWorld, futureSlot, payAtSandbox, placeBooking } from '../../browser/support/bookingSetup.js';

export type Role = 'administrator' | 'manong' | 'customer';

export interface BenchWorld {
  emails: Record<Role, string>;
  /** The customer's booking, as the manage-booking page's link names it. */
  managePath: string;
}

export async function benchWorld(stack: TestStack): Promise<BenchWorld> {
  const w = await bookingWorld(stack, 0);
  const administrator = await stack.signedIn('administrator', { firstName: 'Ada' });
  const manong = await stack.signedIn('manong', { firstName: 'Jun' });
  const booking = await placeBooking(w, await futureSlot(w));
  await payAtSandbox(w, booking);
  await stack.settled();
  await assignManongs(w, booking.id, [manong.userId]);
  await stack.settled();
  return {
    emails: { administrator: administrator.email, manong: manong.email, customer: w.customer.email },
    managePath: `/booking-management/email=${encodeURIComponent(w.customer.email)}&bookingId=${encodeURIComponent(booking.id)}`,
  };
}

/** The api serving the production builds, with the world above and then the demo planner's slots and coupon. */
export async function startBenchServer(): Promise<{ server: Awaited<ReturnType<typeof startPublicServer>>; world: BenchWorld }> {
  const server = await startPublicServer();
  // Before the demo slots, which would take the day its booking's slot is planned on.
  const world = await benchWorld(server.stack);
  await loadDemoSlots(server.stack.store, systemContext());
  await loadDemoCoupon(server.stack.store, systemContext());
  await server.stack.settled();
  return { server, world };
}

/**
 * Signs the browser's default profile in (or out, for `undefined`): Lighthouse opens its
 * tab in that profile and keeps its cookies, so the audited page is the signed-in one.
 */
export async function signInAs(browser: Browser, baseUrl: string, world: BenchWorld, role: Role | undefined): Promise<void> {
  const context: BrowserContext = browser.contexts()[0]!;
  await context.clearCookies();
  if (!role) return;
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/healthz`);
    const status = await page.evaluate(
      async ({ email, password }) => {
        await fetch('/sanctum/csrf-cookie', { credentials: 'include' });
        // Runs in the page; the tests' tsconfig has no DOM types.
        const { cookie } = (globalThis as unknown as { document: { cookie: string } }).document;
        const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '');
        const response = await fetch('/auth/login', {
          method: 'POST',
          credentials: 'include',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': token },
          body: JSON.stringify({ email, password }),
        });
        return response.status;
      },
      { email: world.emails[role], password: TEST_PASSWORD },
    );
    if (status !== 200) throw new Error(`signing in as the ${role} failed: ${status}`);
  } finally {
    await page.close();
  }
}

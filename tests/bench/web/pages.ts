/**
 * The pages of the web benchmark: the public site's first pages, the console's (signed
 * out for its login, as an administrator or a manong for the rest) and the customer's own.
 * Lighthouse loads each by its URL; axe also walks the booking wizard's steps.
 */
import type { Page } from 'playwright-core';
import { BookingWizardSteps } from '../../browser/support/bookingWizard.js';
import { PublicSite } from '../../browser/support/publicSite.js';
import type { Role } from './world.js';

export const PAGE_NAMES = ['services', 'wizard', 'console-login', 'console-home', 'console-bookings', 'manong-bookings', 'my-bookings', 'profile'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

export interface BenchPage {
  key: PageName;
  name: string;
  path: string;
  as?: Role;
  /** Lighthouse's performance on a phone and on a desktop, its accessibility score. */
  targets: { mobile: number; desktop: number; accessibility: number };
  /** Whether a critical or serious axe violation misses a target here. */
  axeTarget: boolean;
}

// The public site's first pages (issue 5); the console's and the customer's (issue 24).
const PUBLIC = { targets: { mobile: 90, desktop: 90, accessibility: 95 }, axeTarget: false };
const CONSOLE = { targets: { mobile: 90, desktop: 100, accessibility: 100 }, axeTarget: true };
const CUSTOMER = { targets: { mobile: 90, desktop: 90, accessibility: 100 }, axeTarget: true };

export const PAGES: BenchPage[] = [
  { key: 'services', name: 'services', path: '/services', ...PUBLIC },
  { key: 'wizard', name: 'booking wizard', path: '/book-services/aircon-cleaning', ...PUBLIC },
  { key: 'console-login', name: 'console login', path: '/admin/login', ...CONSOLE },
  { key: 'console-home', name: 'console home', path: '/admin/', as: 'administrator', ...CONSOLE },
  { key: 'console-bookings', name: 'console bookings', path: '/admin/bookings', as: 'administrator', ...CONSOLE },
  { key: 'manong-bookings', name: "manong's bookings", path: '/admin/manong-bookings', as: 'manong', ...CONSOLE },
  { key: 'my-bookings', name: 'My Bookings', path: '/my-bookings', as: 'customer', ...CUSTOMER },
  { key: 'profile', name: 'profile', path: '/profile', as: 'customer', ...CUSTOMER },
];

/**
 * Opens a page and waits for its calls to end (or 10 s: a live connection can keep the
 * network busy), so axe sees the page drawn rather than its loading state.
 */
export async function settledAt(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/** A screen axe looks at beyond the pages above, reached by steps in the browser. */
export interface AxeScreen {
  name: string;
  as?: Role;
  /** Opens the first screen and answers a step to the next screen each time it is called. */
  visit(page: Page, baseUrl: string, managePath: string): AsyncGenerator<string>;
}

export const AXE_SCREENS: AxeScreen[] = [
  {
    name: 'wizard',
    async *visit(page, baseUrl) {
      const site = new PublicSite(page, baseUrl);
      const wizard = new BookingWizardSteps(site, page);
      await wizard.open('aircon-cleaning');
      yield 'wizard: schedule';
      await wizard.pickFirstSlot();
      await wizard.continue();
      await page.getByRole('region', { name: 'Cart' }).waitFor();
      yield 'wizard: services';
      await wizard.addService('Split type (1.0 to 1.5 HP)', 1, 'Living Room');
      await wizard.continue();
      await page.getByLabel('First Name').waitFor();
      yield 'wizard: details';
      await wizard.fillGuest({ firstName: 'Bench', lastName: 'Santos', email: `bench.${Date.now()}@example.ph`, phone: '0917 123 4567', city: 'Makati', street: '12 Jupiter Street', barangay: 'Bel-Air', propertyType: 'Condo' });
      await wizard.continue();
      await page.getByRole('button', { name: 'Pay online (Xendit)' }).waitFor();
      yield 'wizard: payment';
    },
  },
  {
    name: 'manage booking',
    async *visit(page, baseUrl, managePath) {
      await settledAt(page, `${baseUrl}${managePath}`);
      yield 'manage booking';
    },
  },
];

/**
 * The public site and the customer pages in real Chromium against the real api: the
 * services list from the demo catalogue, the route guard, sign-in and registration with
 * their spec texts (§5, §8), the profile form and the address book.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSkipReason } from './support/chromium.js';
import { usePublicBrowser } from './support/publicBrowser.js';
import type { PublicServer } from './support/publicServer.js';
import { PublicSite, STEP_TIMEOUT } from './support/publicSite.js';
import { TEST_PASSWORD } from '../../services/api/test/support/stack.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const DESKTOP = { width: 1280, height: 900 };
// Issue 5: the services page's initial JavaScript, gzip.
const SERVICES_JS_BUDGET = 250 * 1024;
const PHONE = { width: 375, height: 740 };

describe.skipIf(Boolean(skipReason))('public site in Chromium', { timeout: 120_000 }, () => {
  let server: PublicServer;
  let page: Page;
  let site: PublicSite;
  // Each scenario in its own context: its own cookies (session) and localStorage (cart).
  usePublicBrowser({ viewport: DESKTOP }, (session) => ({ server, page, site } = session));

  it('lists the demo catalogue: fixed-price services to book, assessment services to request', async () => {
    // Every script the page loads until its list shows, at the size gzip would send.
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length));
    });
    await site.open('/services');
    const fixed = page.getByRole('region', { name: 'Fixed-price services' });
    const assessment = page.getByRole('region', { name: 'Services for assessment' });
    await fixed.getByRole('heading', { name: 'Aircon Cleaning' }).waitFor({ timeout: STEP_TIMEOUT });
    await assessment.getByRole('heading', { name: 'Home Renovation' }).waitFor({ timeout: STEP_TIMEOUT });
    for (const name of ['Aircon Repair', 'Electrical', 'Plumbing']) await expect(fixed.getByRole('heading', { name, exact: true }).count()).resolves.toBe(1);
    for (const name of ['Roofing and Waterproofing', 'Electrical Rewiring']) await expect(assessment.getByRole('heading', { name }).count()).resolves.toBe(1);
    // Prices in PHP, en-US writing (spec §9).
    await expect(fixed.getByText('₱800.00').count()).resolves.toBeGreaterThan(0);
    await expect(fixed.getByRole('link', { name: 'Book Aircon Cleaning' }).getAttribute('href')).resolves.toBe('/book-services/aircon-cleaning');
    await expect(assessment.getByRole('link', { name: 'Request a Call for Home Renovation' }).getAttribute('href')).resolves.toBe('/contact-us/home-renovation');
    await site.screenshot('services-desktop');
    const initialJs = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    console.info(`[services page] initial JavaScript: ${(initialJs / 1024).toFixed(1)} KB gzip`);
    expect(initialJs).toBeLessThanOrEqual(SERVICES_JS_BUDGET);

    // The same screen at 375 px: nothing wider than the phone, the drawer instead of the bar.
    await page.setViewportSize(PHONE);
    await site.open('/work-orders');
    await page.getByRole('heading', { name: 'Aircon Cleaning' }).waitFor({ timeout: STEP_TIMEOUT });
    await expect(page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByText('Services').last().waitFor({ timeout: STEP_TIMEOUT });
    await site.screenshot('services-phone-drawer');
  });

  it('sends a visitor who opens /my-bookings to the login page with the way back', async () => {
    await site.open('/my-bookings');
    await site.waitForPath('/login?redirect=%2Fmy-bookings');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: STEP_TIMEOUT });
  });

  it('shows the banner on a wrong password, on the page and in the header dialog', async () => {
    const customer = await server.customer('Wanda', 'Wrong');
    await site.open('/login');
    const form = page.getByRole('main').getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(customer.email);
    await form.getByLabel('Password').fill('not the password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await site.sees('Invalid Credentials! Please try again...');
    await site.screenshot('login-invalid');

    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = site.dialog('Welcome to Home Repair Services');
    await dialog.getByLabel('Email').fill(customer.email);
    await dialog.getByLabel('Password').fill('still wrong');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await site.sees('Invalid credentials... Please try again...', dialog);

    // And the right password then works, from the login page with its redirect honoured.
    await page.keyboard.press('Escape');
    await site.open('/login?redirect=%2Fmy-addresses');
    await form.getByLabel('Email').fill(customer.email);
    await form.getByLabel('Password').fill(customer.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await site.sees('Welcome back!');
    await site.waitForPath('/my-addresses');
  });

  it('registers: a mismatched confirmation is refused, then the new customer lands signed in', async () => {
    await site.open('/services');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await site.dialog('Welcome to Home Repair Services').getByRole('button', { name: 'Register' }).click();
    const dialog = site.dialog('Create your account');
    const email = `new.${Date.now()}@example.ph`;
    await dialog.getByLabel('First name').fill('Rosa');
    await dialog.getByLabel('Last name').fill('Reyes');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel(/^Password/).fill('a long password 1');
    await dialog.getByLabel('Confirm password').fill('a different one 2');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await site.sees('Password confirmation does not match', dialog);
    await site.screenshot('register-mismatch');

    await dialog.getByLabel('Confirm password').fill('a long password 1');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await site.sees('Registered!');
    await site.waitForPath('/profile');
    await expect(page.getByRole('form', { name: 'Account' }).getByLabel('Email').inputValue()).resolves.toBe(email);
    await page.getByRole('banner').getByRole('button', { name: 'Rosa' }).waitFor({ timeout: STEP_TIMEOUT });
    await site.screenshot('registered-profile');
  });

  it('a customer edits the profile', async () => {
    const customer = await server.customer('Paolo', 'Santos');
    await site.signIn(customer.email, customer.password);
    await site.waitForPath('/profile');
    const form = page.getByRole('form', { name: 'Account' });
    await form.getByLabel('Middle name').fill('Cruz');
    await form.getByLabel('Contact number').fill('0917 123 4567');
    await form.getByRole('button', { name: 'Save' }).click();
    // The password is asked for on every save (spec §5).
    await site.sees('The password field is required.', form);

    await form.getByLabel(/^Password/).fill('bad');
    await form.getByLabel('Confirm password').fill('bad');
    await form.getByRole('button', { name: 'Save' }).click();
    // The server's rule, shown on its field.
    await site.sees('The password must be at least 8 characters.', form);

    await form.getByLabel(/^Password/).fill(customer.password);
    await form.getByLabel('Confirm password').fill(customer.password);
    await form.getByRole('button', { name: 'Save' }).click();
    await site.sees('Profile has been updated.');
    await site.screenshot('profile-updated');

    await page.reload();
    await expect(form.getByLabel('Middle name').inputValue()).resolves.toBe('Cruz');
    await expect(form.getByLabel('Contact number').inputValue()).resolves.toBe('+639171234567');
  });

  it('a customer adds, edits and deletes an address', async () => {
    const customer = await server.customer('Lorna', 'Dizon');
    await site.signIn(customer.email, customer.password);
    await site.open('/my-addresses');
    await page.getByText('No addresses yet.', { exact: false }).waitFor({ timeout: STEP_TIMEOUT });

    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = site.dialog('Add Address');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await site.sees('The street address field is required.', dialog);
    await site.select('City', 'Makati', dialog);
    await dialog.getByLabel('Street Address').fill('12 Mabini St');
    await dialog.getByLabel('Barangay').fill('Poblacion');
    await site.select('Type of Home', 'Condo', dialog);
    await dialog.getByLabel('Contact Number').fill('+1 202 555 0143');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await site.sees('The contact number must be a valid Philippine number.', dialog);
    await dialog.getByLabel('Contact Number').fill('09171234567');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await site.sees('Address has been added.');
    const table = page.getByRole('table', { name: 'My addresses' });
    const row = table.getByRole('row').filter({ hasText: '12 Mabini St' });
    await row.waitFor({ timeout: STEP_TIMEOUT });
    await expect(row.textContent()).resolves.toContain('Makati');
    await site.screenshot('address-added');

    await row.getByRole('button', { name: 'Edit 12 Mabini St, Poblacion' }).click();
    const edit = site.dialog('Edit Address');
    await expect(edit.getByLabel('Street Address').inputValue()).resolves.toBe('12 Mabini St');
    await edit.getByLabel('Street Address').fill('34 Rizal Ave');
    await site.select('Type of Home', 'House', edit);
    await edit.getByRole('button', { name: 'Save' }).click();
    await site.sees('Address has been updated.');
    const edited = table.getByRole('row').filter({ hasText: '34 Rizal Ave' });
    await edited.waitFor({ timeout: STEP_TIMEOUT });
    await expect(edited.textContent()).resolves.toContain('House');

    await edited.getByRole('button', { name: 'Delete 34 Rizal Ave, Poblacion' }).click();
    await site.dialog('Delete address').getByRole('button', { name: 'Delete' }).click();
    await site.sees('Address has been removed.');
    await edited.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await site.screenshot('address-removed');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('No addresses yet.', { exact: false }).waitFor({ timeout: STEP_TIMEOUT });
  });

  it('by keyboard alone: the empty cart, then Manage Booking with both fields required and an unknown booking refused', async () => {
    await site.open('/services');
    await page.getByRole('heading', { name: 'Services', exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    const tabTo = async (name: string) => {
      for (let step = 0; step < 30; step += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = (globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null; textContent: string | null } | null } }).document.activeElement;
          return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
        });
        if (focused === name) return;
      }
      throw new Error(`${name} is not reachable with Tab`);
    };
    await tabTo('Open cart');
    await page.keyboard.press('Enter');
    await site.sees('Your cart is empty. Pick a service to start a booking.', site.dialog('Your cart'));
    await page.keyboard.press('Escape');
    await site.dialog('Your cart').waitFor({ state: 'detached', timeout: STEP_TIMEOUT });

    await tabTo('Manage Booking');
    await page.keyboard.press('Enter');
    const dialog = site.dialog('Manage Booking');
    await dialog.getByLabel('Booking ID').waitFor({ timeout: STEP_TIMEOUT });
    // The dialog opens with the booking id field focused: Enter there submits.
    await page.waitForFunction(() => (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id === 'manage-booking-id');
    await page.keyboard.press('Enter');
    await site.sees('The booking id field is required.', dialog);
    await site.sees('The email field is required.', dialog);
    await dialog.getByLabel('Booking ID').focus();
    await page.keyboard.type('BK-1042');
    await page.keyboard.press('Tab');
    await page.keyboard.type('maria@example.ph');
    await page.keyboard.press('Enter');
    // The dialog checks the pair with api/check-booking first (spec §7, §8); a found booking
    // opens its page (manage-booking.browser.test.ts).
    await site.sees('Booking not found...', dialog);
    expect(new URL(page.url()).pathname).toBe('/services');
  });

  it('shows NotFound to staff on a customer page', async () => {
    // An administrator signs in through the page; the account holds no customer role.
    const email = `admin.page.${Date.now()}@example.ph`;
    await server.stack.signedIn('administrator', { email });
    await site.open('/login');
    const form = page.getByRole('main').getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    // Staff go to the console (another app, at /admin/).
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), { timeout: STEP_TIMEOUT });
    await site.open('/profile');
    await page.getByRole('heading', { name: 'Page not found!' }).waitFor({ timeout: STEP_TIMEOUT });
  });
});

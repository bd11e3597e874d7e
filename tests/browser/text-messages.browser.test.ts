/**
 * The customer's choice about text messages on a 375 px phone (issue 28), in real Chromium
 * against the real api: a customer switches text messages off in their profile (a reload
 * shows it off, the api says off), and a guest unticks "Send me text reminders for this
 * booking" at checkout (the account the booking made says no, on its event stream). Each
 * control a labelled 44 px target; screenshots under tests/e2e/artifacts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customerAllowsTexts } from '@app/core/reminders/currentPlan';
import { TEST_PASSWORD } from '../../services/api/test/support/stack.js';
import { BookingWizardSteps, guest } from './support/bookingWizard.js';
import { browserSkipReason } from './support/chromium.js';
import { boxes, pageWidth, tooSmall } from './support/phoneChecks.js';
import { usePublicBrowser, demoSlots } from './support/publicBrowser.js';
import type { PublicServer } from './support/publicServer.js';
import { PublicSite, STEP_TIMEOUT } from './support/publicSite.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const PHONE = { width: 375, height: 740 };
const PROFILE_SWITCH = 'Send me booking reminders by text message (SMS)';
const CHECKOUT_BOX = 'Send me text reminders for this booking';

describe.skipIf(Boolean(skipReason))('text messages: the choice on a phone', { timeout: 180_000 }, () => {
  let server: PublicServer;
  let page: Page;
  let site: PublicSite;
  usePublicBrowser({ viewport: PHONE, seed: demoSlots }, (session) => ({ server, page, site } = session));

  /** The control's whole label (what a thumb taps) is at least 44 px high and wide. */
  async function tappable(label: string): Promise<void> {
    expect(tooSmall(await boxes(page.locator('label').filter({ hasText: label })))).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  }

  it('a customer switches text messages off in their profile (a failed save: its message, Try again); a reload shows it off, and so does the api', async () => {
    const me = await server.stack.signedIn('customer');
    await site.signIn(me.email, TEST_PASSWORD);
    await site.open('/profile');
    const toggle = page.getByRole('switch', { name: PROFILE_SWITCH }).or(page.getByRole('checkbox', { name: PROFILE_SWITCH }));
    await toggle.waitFor({ timeout: STEP_TIMEOUT });
    expect(await toggle.isChecked()).toBe(true);
    await tappable(PROFILE_SWITCH);
    await site.screenshot('text-messages-profile-on-phone');

    // The first save meets a server briefly away: its message, the switch back on, Try again saves.
    let failOnce = true;
    await page.route('**/api/my-text-messages', async (route) => {
      if (route.request().method() !== 'PUT' || !failOnce) return route.continue();
      failOnce = false;
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service temporarily unavailable. Please try again.' }) });
    });
    await page.getByText(PROFILE_SWITCH).click();
    await site.sees('Service temporarily unavailable. Please try again.');
    expect(await toggle.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Try again' }).click();
    await site.sees('You will get no text messages from us.');
    expect(await toggle.isChecked()).toBe(false);
    await page.reload();
    await toggle.waitFor({ timeout: STEP_TIMEOUT });
    expect(await toggle.isChecked()).toBe(false);
    await site.screenshot('text-messages-profile-off-phone');
    expect((await me.client.get('/api/my-text-messages')).body).toEqual({ data: { allowed: false } });
  });

  it('a guest unticks text reminders at checkout: the account the booking made says no', async () => {
    const wizard = new BookingWizardSteps(site, page);
    const me = guest('Texts');
    await wizard.open('aircon-cleaning');
    await wizard.pickFirstSlot();
    await wizard.continue();
    await wizard.addService('Window type (up to 1.0 HP)', 1, 'Kitchen');
    await wizard.continue();
    await wizard.fillGuest(me);
    await wizard.continue();
    const box = page.getByRole('checkbox', { name: CHECKOUT_BOX });
    await box.waitFor({ timeout: STEP_TIMEOUT });
    expect(await box.isChecked()).toBe(true);
    await tappable(CHECKOUT_BOX);
    await page.getByText(CHECKOUT_BOX).click();
    expect(await box.isChecked()).toBe(false);
    await site.screenshot('text-messages-checkout-phone');
    await wizard.payOnline();

    const { rows } = await server.stack.db.pool.query<{ user_id: string }>('SELECT user_id FROM auth.credentials WHERE email = $1', [me.email.toLowerCase()]);
    expect(rows).toHaveLength(1);
    expect(await customerAllowsTexts(server.stack.store, rows[0]!.user_id)).toBe(false);
  });
});

/**
 * Maintenance plans end to end in real Chromium against the real api (issue 29): the
 * administrator offers plans on the aircon category from its form; a guest books aircon
 * cleaning as a 6-month plan at 375 px and pays on the sandbox; the plans' daily run is
 * made to happen at an injected instant two weeks before the next visit is due (the dev
 * route's `now`, not the wall clock); the next visit's e-mail (read from the mail outbox)
 * has a pay link that works signed out; the paid visit shows in
 * the customer's Plans tab and in the console's plan (1440 px). The new controls are
 * measured (44 px targets, nothing wider than the window) and axe finds nothing serious.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { handleCommand } from '@app/core/commands/handleCommand';
import { recordBookingFacts } from '@app/core/plans/bookingFacts';
import { slotDecider } from '@app/core/schedules/slotDecider';
import { slotIdOf, slotStreamId } from '@app/core/schedules/slotEvents';
import { addDays, manilaDate } from '@app/core/schedules/manilaTime';
import { findServiceDetails } from '@app/projections/readModels/catalogue/availableServices';
import { BookingWizardSteps, guest } from './support/bookingWizard.js';
import { browserSkipReason, launchChromium } from './support/chromium.js';
import { signedInSession } from './support/console.js';
import { mailedLink } from './support/mailedLink.js';
import { boxes, pageWidth, seriousAxeViolations, tooSmall } from './support/phoneChecks.js';
import { startPublicServer, type PublicServer } from './support/publicServer.js';
import { PublicSite, STEP_TIMEOUT } from './support/publicSite.js';
import { TEST_PASSWORD } from '../../services/api/test/support/stack.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const ARTIFACTS = fileURLToPath(new URL('../e2e/artifacts', import.meta.url));
const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1440, height: 900 };
const START_AT = '09:00';
const SERVICE = 'Split type (1.0 to 1.5 HP)';

/** 'YYYY-MM-DD' plus whole months, the day kept (clamped to the month's last). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = (globalThis as unknown as { document: { activeElement: { tagName: string; getAttribute(name: string): string | null } | null } }).document.activeElement;
    return element ? { tag: element.tagName, role: element.getAttribute('role'), type: element.getAttribute('type') } : null;
  });

/** What a phone screen owes its new controls: in the window, 44 px each way, nothing serious for axe. */
async function phoneChecked(page: Page, targets: Locator, region: string): Promise<void> {
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  const found = await boxes(targets);
  expect(found.length).toBeGreaterThan(0);
  expect(tooSmall(found)).toEqual([]);
  await expect(seriousAxeViolations(page, region)).resolves.toEqual([]);
}

describe.skipIf(Boolean(skipReason))('a maintenance plan in Chromium', { timeout: 300_000 }, () => {
  let server: PublicServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let admin: { email: string };
  let categoryId: string;
  let firstDay: string;

  async function planSlot(date: string): Promise<void> {
    const id = slotIdOf(date, START_AT);
    await handleCommand(server.stack.store, slotStreamId(id), slotDecider, { type: 'PlanSlot', date, startAt: START_AT, durationHours: 2, capacity: 3, country: 'PH', now: new Date().toISOString() }, systemContext());
  }

  async function phone(): Promise<{ page: Page; site: PublicSite; context: BrowserContext }> {
    const context = await browser.newContext({ viewport: PHONE });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('[page error]', error.message));
    return { page, site: new PublicSite(page, server.baseUrl), context };
  }

  beforeAll(async () => {
    server = await startPublicServer();
    admin = await server.stack.signedIn('administrator');
    categoryId = (await findServiceDetails(server.stack.db.pool, 'aircon-cleaning'))!.id;
    // One slot for the first visit, three days ahead; around six months later, a week of
    // slots at the same time either side, where the plan looks for the next visit's.
    firstDay = addDays(manilaDate(new Date()), 3);
    await planSlot(firstDay);
    const due = addMonths(firstDay, 6);
    for (let i = -7; i <= 7; i++) await planSlot(addDays(due, i));
    await server.stack.settled();
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.close();
  }, 60_000);

  it('a guest books aircon cleaning every 6 months and pays; a run at an injected instant books the next visit, paid from its e-mail, seen in Plans and the console', async () => {
    // The console (1440 px): the category offers 3 and 6 months, 10 % off the later visits.
    const office = await signedInSession(browser, server.baseUrl, admin.email, TEST_PASSWORD, LAPTOP);
    contexts.push(office.context);
    await office.page.getByText('Welcome to the admin console').waitFor({ timeout: STEP_TIMEOUT });
    await office.ui.open(`/categories/${categoryId}`);
    const terms = office.page.getByRole('form', { name: 'Maintenance plans' });
    await terms.getByRole('checkbox', { name: 'Every 3 months' }).check();
    await terms.getByRole('checkbox', { name: 'Every 6 months' }).check();
    await terms.getByLabel('Plan discount (%)').fill('10');
    await terms.getByRole('button', { name: 'Save plan terms' }).click();
    await office.ui.notified('Plan terms saved');
    await office.page.screenshot({ path: `${ARTIFACTS}/plans-console-category-terms.png`, fullPage: true });

    // The wizard at 375 px: the plan choice is one labelled radio group, One visit only first and checked.
    const me = guest('Rosa');
    const { page, site } = await phone();
    const wizard = new BookingWizardSteps(site, page);
    await wizard.open('aircon-cleaning');
    await wizard.pickFirstSlot();
    await wizard.continue();
    await wizard.addService(SERVICE, 1, 'Living Room');
    const plan = page.getByRole('radiogroup', { name: 'Repeat this booking' });
    await plan.waitFor({ timeout: STEP_TIMEOUT });
    expect(await plan.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as unknown as { labels: { textContent: string }[] }).labels[0]?.textContent))).toEqual([
      'One visit only',
      'Every 3 months (next visits 10% off)',
      'Every 6 months (next visits 10% off)',
    ]);
    await expect(plan.getByRole('radio', { name: 'One visit only' }).isChecked()).resolves.toBe(true);
    // One Tab stop: from the checked radio, Tab leaves the group.
    await plan.getByRole('radio', { name: 'One visit only' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).not.toMatchObject({ type: 'radio' });
    await phoneChecked(page, plan.locator('label'), 'section[aria-labelledby="step-title"]');
    await plan.getByRole('radio', { name: /^Every 6 months/ }).check();
    await site.screenshot('plans-1-wizard-plan-choice');
    await wizard.continue();
    await wizard.fillGuest(me);
    await wizard.continue();
    await page.getByTestId('plan-summary').getByText('every 6 months').waitFor({ timeout: STEP_TIMEOUT });
    await site.screenshot('plans-2-payment-step');
    await wizard.payOnline();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/booking-success\//, { timeout: STEP_TIMEOUT });
    const first = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    // The guest keeps the account: the plan is theirs to manage once the password is set.
    await page.getByRole('button', { name: 'KEEP MY ACCOUNT' }).click();
    await site.sees('Account activated successfully! Please check your mail...');
    const setPassword = await mailedLink(server.stack.db.pool, me.email, /https?:\/\/\S+\/set-password\?token=[\w-]+/);
    await page.goto(setPassword);
    const password = 'a plan of my own 29';
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('button', { name: 'Sign in' }).or(page.getByRole('link', { name: 'Sign in' })).first().waitFor({ timeout: STEP_TIMEOUT });

    // Time moves on: the daily run happens at an injected instant, 13 days before the next visit is due.
    const adminClient = (await server.stack.signedIn('administrator')).client;
    const plans = await adminClient.get(`/admin-api/plans?filter=${encodeURIComponent(JSON.stringify({ q: me.email }))}`);
    expect(plans.status, JSON.stringify(plans.body)).toBe(200);
    const started = (plans.body as { id: string; interval_months: number; next_visit_on: string }[])[0]!;
    expect(started).toMatchObject({ interval_months: 6 });
    const run = await adminClient.send('post', '/api/dev/plans/run', { now: `${addDays(started.next_visit_on, -13)}T01:00:00.000Z` });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body).toMatchObject({ booked: 1 });
    await server.stack.settled();

    // The e-mailed pay link, opened signed out at 375 px, shows the planned visit and pays it.
    const payLink = await mailedLink(server.stack.db.pool, me.email, /https?:\/\/\S+action=pay\b/);
    const visitor = await phone();
    await visitor.page.goto(payLink);
    const panel = visitor.page.getByRole('region', { name: 'Maintenance plan visit' });
    await panel.getByRole('button', { name: 'Pay for this visit' }).waitFor({ timeout: STEP_TIMEOUT });
    await panel.getByText(/^Visit 2 of your plan/).waitFor({ timeout: STEP_TIMEOUT });
    await phoneChecked(visitor.page, panel.getByRole('button'), 'main');
    await visitor.site.screenshot('plans-3-visit-from-mail');
    const [gateway] = await Promise.all([visitor.context.waitForEvent('page'), panel.getByRole('button', { name: 'Pay for this visit' }).click()]);
    await gateway.waitForURL(/\/payments\/sandbox\//, { timeout: STEP_TIMEOUT });
    await gateway.getByRole('button', { name: 'Pay' }).click();
    await gateway.waitForURL(/\/booking-success\//, { timeout: STEP_TIMEOUT });
    const second = decodeURIComponent(new URL(gateway.url()).pathname.split('/').pop()!);
    expect(second).not.toBe(first);
    const paid = await server.stack.client().send('post', '/api/booking-show-details', { id: second, email: me.email });
    expect(paid.body).toMatchObject({ payment_status: 'paid' });
    // The worker's reaction to the visits' booking events (not running here), done in-process:
    // the plan records each visit's payment.
    const detail = await adminClient.get(`/admin-api/plans/${started.id}`);
    for (const v of (detail.body as { visits: { booking_id: string }[] }).visits) await recordBookingFacts(server.stack.store, v.booking_id, systemContext());
    await server.stack.settled();

    // The customer's Plans tab (375 px): the plan, and visit 2 paid in its history.
    await site.signIn(me.email, password);
    await site.open('/my-bookings?tab=plans');
    const card = page.getByRole('article', { name: /^Aircon/ });
    // Both visits are listed with their bookings, paid: the checkout's and the one the run placed
    // and the link paid.
    await card.getByText(/^Visit 2: /).waitFor({ timeout: STEP_TIMEOUT });
    await site.screenshot('plans-4-plans-tab');
    await card.getByText(new RegExp(`^Paid · Booking ${second}`)).waitFor({ timeout: STEP_TIMEOUT });
    await card.getByText(new RegExp(`^Paid · Booking ${first}`)).waitFor({ timeout: STEP_TIMEOUT });
    await phoneChecked(page, card.getByRole('button'), '[role="tabpanel"]');

    // Cancel plan asks first; Cancel leaves the plan as it was.
    await card.getByRole('button', { name: /^Cancel plan/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel plan' });
    await confirm.getByText(/^Cancel your Aircon .* plan\?/).waitFor({ timeout: STEP_TIMEOUT });
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await card.getByText('Active').waitFor({ timeout: STEP_TIMEOUT });

    // The console (1440 px): the plan in the list, its page with both visits.
    await office.ui.open('/plans');
    const row = (await office.ui.waitForRow(me.lastName)).filter({ hasText: me.firstName });
    await row.getByText('Every 6 months').waitFor({ timeout: STEP_TIMEOUT });
    await row.getByText('Active').waitFor({ timeout: STEP_TIMEOUT });
    expect(await pageWidth(office.page)).toBeLessThanOrEqual(LAPTOP.width);
    await office.page.screenshot({ path: `${ARTIFACTS}/plans-console-list.png`, fullPage: true });
    await row.first().click();
    const visits = office.page.getByRole('table', { name: 'Visits' });
    await visits.locator('tr[data-visit="1"]').getByText(first).waitFor({ timeout: STEP_TIMEOUT });
    await visits.locator('tr[data-visit="2"]').getByText(second).waitFor({ timeout: STEP_TIMEOUT });
    await visits.locator('tr[data-visit="2"]').getByText('Paid', { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    expect(await pageWidth(office.page)).toBeLessThanOrEqual(LAPTOP.width);
    await expect(seriousAxeViolations(office.page, 'main')).resolves.toEqual([]);
    await office.page.getByRole('button', { name: 'Cancel plan' }).waitFor({ timeout: STEP_TIMEOUT });
    await office.page.screenshot({ path: `${ARTIFACTS}/plans-console-show.png`, fullPage: true });

    // Change slot offers the open slots around the next visit (the week planned around visit 2),
    // in the console's date format; Move waits for a choice. Cancel leaves the plan as it was.
    await office.page.getByRole('button', { name: 'Change slot' }).click();
    const change = office.page.getByRole('dialog', { name: 'Change slot' });
    await expect(change.getByRole('button', { name: 'Move' }).isDisabled()).resolves.toBe(true);
    await change.getByRole('combobox', { name: 'Slot' }).click();
    const choices = office.page.getByRole('listbox').getByRole('option');
    await choices.first().waitFor({ timeout: STEP_TIMEOUT });
    const offered = await choices.allTextContents();
    expect(offered).toHaveLength(15);
    for (const text of offered) expect(text).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} [AP]M$/);
    await choices.nth(8).click();
    await expect(change.getByRole('button', { name: 'Move' }).isEnabled()).resolves.toBe(true);
    await office.page.screenshot({ path: `${ARTIFACTS}/plans-console-change-slot.png` });
    await change.getByRole('button', { name: 'Cancel' }).click();
    await change.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
  });
});

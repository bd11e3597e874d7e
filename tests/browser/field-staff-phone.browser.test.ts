/**
 * A manong and an assessor on a 375 px phone, in real Chromium against the real api: My
 * Bookings is one card per job (service, customer, a maps link for the address, date and
 * time), today's first, with no sideways scroll; every action is a labelled button at
 * least 44 px tall; Decline and Time out ask first, and Cancel gives focus back to the
 * button; before the job's day the card says when Time In opens.
 * Screenshots under tests/e2e/artifacts/field-staff-phone-*.png.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaInstant } from '@app/core/schedules/manilaTime';
import { parseInvite } from '@app/core/testing/parseInvite';
import { manilaToday, manilaTomorrow } from '../../services/api/test/bookings.admin.support.js';
import { TEST_PASSWORD } from '../../services/api/test/support/stack.js';
import { startAdminServer, type AdminServer } from './support/adminServer.js';
import { clearOfManilaMidnight, MIDNIGHT_WAIT_TIMEOUT_MS } from './support/bookingSetup.js';
import { browserSkipReason, launchChromium } from './support/chromium.js';
import { signedInSession } from './support/console.js';
import { headings } from './support/headings.js';
import { staffJobs } from './support/staffJobs.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e/artifacts');
const STEP = 15_000;
const PHONE = { width: 375, height: 812 };
/** The console's dates ('MMM DD, YYYY') of a calendar day. */
const shown = (day: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: '2-digit', year: 'numeric' }).format(new Date(`${day}T12:00:00Z`));

type Doc = { document: { documentElement: { scrollWidth: number }; activeElement: unknown } };

/** No sideways scroll, and every button of the cards labelled, at least 44 px tall and on screen. */
async function fitsThePhone(page: Page): Promise<number> {
  expect(await page.evaluate(() => (globalThis as unknown as Doc).document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const buttons = await page.getByRole('listitem').getByRole('button').all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    const label = ((await button.textContent()) ?? '').trim();
    const box = await button.boundingBox();
    expect(label, 'a labelled button').not.toBe('');
    expect(box!.height, `${label}: height`).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width, `${label}: right edge`).toBeLessThanOrEqual(PHONE.width);
  }
  return buttons.length;
}

/**
 * The card's Add to calendar and Google Calendar links: 44 px tall, on screen; the first
 * downloads the job's .ics, read back with ical.js. Returns the parsed entry.
 */
async function addsToCalendar(page: Page, card: Locator, filename: RegExp) {
  const links = card.getByRole('link', { name: /^(Add to calendar|Google Calendar): / });
  await expect.poll(() => links.count(), { timeout: STEP }).toBe(2);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    expect(box!.height, 'calendar link height').toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width, 'calendar link right edge').toBeLessThanOrEqual(PHONE.width);
  }
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: STEP }), card.getByRole('link', { name: /^Add to calendar: / }).click()]);
  expect(download.suggestedFilename()).toMatch(filename);
  const ics = parseInvite(readFileSync((await download.path())!, 'utf8'));
  const google = new URL((await card.getByRole('link', { name: /^Google Calendar: / }).getAttribute('href'))!);
  expect(google.searchParams.get('dates')).toBe([ics.start, ics.end].map((d) => d.toISOString().replace(/[-:]/g, '').replace('.000', '')).join('/'));
  return ics;
}

const isFocused = (button: Locator) => button.evaluate((element) => (globalThis as unknown as Doc).document.activeElement === element);

describe.skipIf(Boolean(skipReason))('field staff on a 375 px phone', { timeout: 90_000 }, () => {
  let server: AdminServer;
  let browser: Browser;
  let manongEmail: string;
  let assessorEmail: string;
  const later = addDays(manilaToday(), 2);

  const screenshot = async (page: Page, name: string) => {
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: path.join(artifacts, `field-staff-phone-${name}.png`), fullPage: true });
  };
  const onPhone = (email: string) => signedInSession(browser, server.baseUrl, email, TEST_PASSWORD, PHONE);

  beforeAll(clearOfManilaMidnight, MIDNIGHT_WAIT_TIMEOUT_MS);

  beforeAll(async () => {
    server = await startAdminServer();
    ({ manongEmail, assessorEmail } = await staffJobs(server, later));
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("a manong's jobs are cards, today's first; Decline asks first; Time out asks first", async () => {
    const { context, page, ui } = await onPhone(manongEmail);
    await page.waitForURL(/\/admin\/manong-bookings$/, { timeout: STEP });
    const cards = page.getByRole('listitem');
    await expect.poll(() => cards.count(), { timeout: STEP }).toBe(2);
    const [today, coming] = [cards.nth(0), cards.nth(1)];
    await expect(today.textContent()).resolves.toContain('Today');
    for (const text of ['Aircon cleaning', 'Ana Reyes', '12 Mabini St, Poblacion, Makati', `${shown(manilaToday())} 11:00 PM`]) await expect(today.textContent()).resolves.toContain(text);
    const maps = today.getByRole('link', { name: '12 Mabini St, Poblacion, Makati' });
    expect(await maps.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=12%20Mabini%20St%2C%20Poblacion%2C%20Makati');
    await expect(coming.textContent()).resolves.toContain(`Time In opens on ${shown(later)}.`);
    await expect(today.textContent()).resolves.not.toContain('Time In opens');
    for (const label of ['View', 'Confirm', 'Decline', 'Documents', 'Upload', 'Checklists']) await today.getByRole('button', { name: label, exact: true }).waitFor({ timeout: STEP });
    await fitsThePhone(page);
    await expect(headings(page, 1)).resolves.toEqual(['My Bookings']);
    await screenshot(page, 'manong-my-bookings');
    // Add to calendar: the job at 23:00 Manila today (bookingOn), the booking's own entry.
    const job = await addsToCalendar(page, today, /^booking-[A-Z0-9]{10}\.ics$/);
    expect(job.uid).toMatch(/^booking-[0-9a-f-]{36}@/);
    expect(job.start.getTime()).toBe(manilaInstant(manilaToday(), '23:00').getTime());

    // Decline asks; Cancel changes nothing and gives focus back to Decline.
    const decline = today.getByRole('button', { name: 'Decline' });
    await decline.click();
    const asked = page.getByRole('dialog', { name: 'Decline this booking?' });
    await asked.waitFor({ timeout: STEP });
    await screenshot(page, 'manong-decline-asked');
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'detached', timeout: STEP });
    await expect.poll(() => isFocused(decline), { timeout: STEP }).toBe(true);
    await today.getByRole('button', { name: 'Confirm' }).click();
    await ui.notified('Booking has been confirmed.');

    await today.getByRole('button', { name: 'Time In' }).click();
    await ui.notified('Timed-In has been successful.');
    const timeOut = today.getByRole('button', { name: 'Time out' });
    await timeOut.click();
    const stop = page.getByRole('dialog', { name: 'Time out now?' });
    await stop.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => isFocused(timeOut), { timeout: STEP }).toBe(true);
    await timeOut.click();
    await stop.getByRole('button', { name: 'Time out' }).click();
    await ui.notified('Timed-Out has been successful.');
    await expect.poll(() => timeOut.isDisabled(), { timeout: STEP }).toBe(true);
    await fitsThePhone(page);
    await screenshot(page, 'manong-timed-out');

    // The checklists open from the card, each a labelled button.
    await today.getByRole('button', { name: 'Checklists' }).click();
    const checklists = page.getByRole('dialog', { name: 'Checklists' });
    for (const name of ['Assessment Checklist 1', 'Work Order Form']) {
      const box = await checklists.getByRole('button', { name }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await screenshot(page, 'manong-checklists');
    await page.keyboard.press('Escape');

    // Incoming and Previous Bookings: an entry a booking, no sideways scroll.
    for (const [screen, name] of [['manong-incoming-bookings', 'Ana Reyes'], ['manong-previous-bookings', 'No bookings.']] as const) {
      await ui.open(`/${screen}`);
      await page.getByText(name).first().waitFor({ timeout: STEP });
      expect(await page.evaluate(() => (globalThis as unknown as Doc).document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, screen);
    }
    await context.close();
  });

  it("an assessor's visit tomorrow says when Time In opens; Decline asks, then declines", async () => {
    const { context, page, ui } = await onPhone(assessorEmail);
    await page.waitForURL(/\/admin\/assessor-bookings$/, { timeout: STEP });
    const card = page.getByRole('listitem').filter({ hasText: 'Aircon cleaning' });
    await card.waitFor({ timeout: STEP });
    for (const text of ['Ana Reyes', '12 Mabini St, Poblacion, Makati', `${shown(manilaTomorrow())} 09:00 AM`, `Time In opens on ${shown(manilaTomorrow())}.`]) await expect(card.textContent()).resolves.toContain(text);
    expect(await fitsThePhone(page)).toBe(6);
    await expect(headings(page, 1)).resolves.toEqual(['My Bookings']);
    await screenshot(page, 'assessor-my-bookings');
    const visit = await addsToCalendar(page, card, new RegExp(`^assessment-${manilaTomorrow()}\\.ics$`));
    expect(visit.start.getTime()).toBe(manilaInstant(manilaTomorrow(), '09:00').getTime());

    await card.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('dialog', { name: 'Decline this assessment?' }).getByRole('button', { name: 'Decline' }).click();
    await ui.notified('Assessment has been declined.');
    await expect.poll(() => card.textContent(), { timeout: STEP }).toContain('Declined');
    await expect(card.textContent()).resolves.not.toContain('Time In opens');
    await expect(card.getByRole('button', { name: 'Confirm' }).count()).resolves.toBe(0);
    await fitsThePhone(page);
    await screenshot(page, 'assessor-declined');
    await context.close();
  });
});

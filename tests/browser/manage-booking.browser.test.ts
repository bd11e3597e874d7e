/**
 * The booking after it is placed, in real Chromium against the real api: the manage-booking
 * page by id and e-mail (rebook to another slot, request a cancellation, upload a work
 * permit, the button rules), a wrong e-mail, and the customer's My Bookings (the total,
 * the tracker's real timeline, permits, feedback at status 3, cancel at 0) and the public
 * manong page. Bookings are placed and paid through the api; the staff's steps are their
 * api calls. Effects are checked through the api as well as on the screen.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { slotSeats } from '../../services/api/test/bookings.customer.support.js';
import { TEST_PASSWORD } from '../../services/api/test/support/stack.js';
import {
  answer,
  assignManongs,
  bookingForToday,
  clearOfManilaMidnight,
  MIDNIGHT_WAIT_TIMEOUT_MS,
  bookingWorld,
  futureSlot,
  myBooking,
  payAtSandbox,
  placeBooking,
  PNG,
  slotRange,
  timeIn,
  type BookingWorld,
} from './support/bookingSetup.js';
import { browserSkipReason } from './support/chromium.js';
import { boxes, overlaps, pageWidth, seriousAxeViolations, tooSmall } from './support/phoneChecks.js';
import { usePublicBrowser } from './support/publicBrowser.js';
import type { PublicServer } from './support/publicServer.js';
import { PublicSite, STEP_TIMEOUT } from './support/publicSite.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

const managePath = (email: string, reference: string) => `/booking-management/email=${encodeURIComponent(email)}&bookingId=${encodeURIComponent(reference)}`;

describe.skipIf(Boolean(skipReason))('a booking after it is placed, in Chromium', { timeout: 180_000 }, () => {
  let server: PublicServer;
  let w: BookingWorld;
  let context: BrowserContext;
  let page: Page;
  let site: PublicSite;

  // Before anything is booked: this file books "today" (Manila) and reads it back.
  beforeAll(clearOfManilaMidnight, MIDNIGHT_WAIT_TIMEOUT_MS);

  const seed = async (s: PublicServer) => {
    w = await bookingWorld(s.stack);
  };
  usePublicBrowser({ viewport: DESKTOP, seed }, (session) => ({ server, context, page, site } = session));

  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const noHorizontalScroll = () => pageWidth(page);

  it('manage booking by id and e-mail: rebook to another slot, then request a cancellation', async () => {
    const held = await futureSlot(w);
    const other = await futureSlot(w);
    const booking = await placeBooking(w, held);
    await payAtSandbox(w, booking);

    // From the header's dialog, which checks the pair first, to the page of the old link format.
    await site.open('/services');
    await page.getByRole('banner').getByRole('button', { name: 'Manage Booking' }).click();
    const lookup = site.dialog('Manage Booking');
    await lookup.getByLabel('Booking ID').fill(booking.id);
    await lookup.getByLabel('Email').fill(w.customer.email);
    await lookup.getByRole('button', { name: 'Find booking' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/booking-management/'), { timeout: STEP_TIMEOUT });
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/booking-management/email=${w.customer.email}&bookingId=${booking.id}`);

    const details = page.getByRole('region', { name: 'Booking Details' });
    await details.getByText(booking.id, { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    await site.sees('Aircon cleaning(2) - Bedroom', details);
    await site.sees('₱1,500.00', details);
    await site.sees('Test payment', details);
    await site.sees('No Assigned Manongs', page.getByRole('region', { name: 'Manongs' }));
    // Paid, Pending: Payment is off, Rebook, Cancel and the permit upload are on (spec §4).
    await expect(button('Payment').isDisabled()).resolves.toBe(true);
    for (const name of ['Rebook', 'Cancel Booking', 'Upload Work Permit']) await expect(button(name).isEnabled()).resolves.toBe(true);
    await site.sees('Payment received', page.getByRole('region', { name: 'Booking Status' }));
    await site.screenshot('manage-booking-paid');

    // Rebook: the month calendar, 500 px high, without the slot the booking holds.
    await button('Rebook').click();
    const schedule = site.dialog('Select Schedule');
    const month = schedule.getByRole('table', { name: /^[A-Z][a-z]+ \d{4}$/ });
    await month.waitFor({ timeout: STEP_TIMEOUT });
    await expect(month.locator('..').evaluate((el) => (el as unknown as { getBoundingClientRect(): { height: number } }).getBoundingClientRect().height)).resolves.toBeCloseTo(500, 0);
    await expect(schedule.getByRole('button', { name: 'Submit Rebooking Request' }).isDisabled()).resolves.toBe(true);
    const day = new Date(`${other.slice(0, 10)}T12:00:00Z`);
    const dayName = `${day.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' })} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
    // The calendar opens on this month; the slot may fall in the next one.
    const dayButton = schedule.getByRole('button', { name: new RegExp(`^${dayName}: `) });
    for (let step = 0; step < 2 && (await dayButton.count()) === 0; step++) await schedule.getByRole('button', { name: 'Next month' }).click();
    // The day is marked once the month's schedules arrive.
    await schedule.getByRole('button', { name: new RegExp(`^${dayName}: \\d+ open slots?$`) }).waitFor({ timeout: STEP_TIMEOUT });
    await expect(seriousAxeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
    // By keyboard: each day number is a button.
    await dayButton.first().focus();
    await page.keyboard.press('Enter');
    const slots = site.dialog('Schedules');
    await site.sees(slotRange(other), slots);
    await expect(slots.getByText(slotRange(held)).count()).resolves.toBe(0);
    await site.screenshot('manage-booking-schedules');
    await slots.getByRole('button', { name: `Pick Time Slot ${slotRange(other)}` }).focus();
    await page.keyboard.press('Enter');
    await slots.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    // The keyboard's place is kept: focus lands on the chosen time's button beside the calendar.
    await page.waitForFunction(
      (time) => (globalThis as unknown as { document: { activeElement: { textContent: string | null } | null } }).document.activeElement?.textContent === time,
      slotRange(other).split(' - ')[0]!,
      { timeout: STEP_TIMEOUT },
    );
    await schedule.getByText(/^Chosen date: /).waitFor({ timeout: STEP_TIMEOUT });
    await site.screenshot('manage-booking-rebook-chosen');
    await schedule.getByRole('button', { name: 'Submit Rebooking Request' }).click();
    await site.sees('Re-booking request has been sent.');
    // The page reloads 2 s later and shows the request.
    await details.getByText('Requested New Schedule').waitFor({ timeout: STEP_TIMEOUT });
    await site.sees('Rebook Pending', details);
    const rebooked = await myBooking(w, booking.id);
    expect(rebooked.work_status).toBe(5);
    expect(rebooked.requested_schedule_at).not.toBeNull();
    // The request holds a seat on the asked slot; the booking keeps its own until the administrator decides.
    expect(await slotSeats(w.stack, other)).toContain(booking.booking_id);
    expect(await slotSeats(w.stack, held)).toContain(booking.booking_id);

    // Cancellation: a reason enables Submit Request; the bank account is still required.
    await button('Cancel Booking').click();
    const cancel = site.dialog('Cancellation Request');
    const submit = cancel.getByRole('button', { name: 'Submit Request' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await cancel.getByLabel('Cancellation Reason').fill('We will be out of town that week.');
    await submit.click();
    await site.sees('The Bank Account Details field is required.', cancel);
    await site.screenshot('manage-booking-cancel-bank-required');
    await cancel.getByLabel('Bank Account Details').fill('BDO, Marites Cruz, 0012 3456 7890');
    // The server's 422 lands under its field: a reason over 1000 characters.
    await cancel.getByLabel('Cancellation Reason').fill('x'.repeat(1001));
    await submit.click();
    await site.sees('The Cancellation Reason may not be greater than 1000 characters.', cancel);
    await cancel.getByLabel('Cancellation Reason').fill('We will be out of town that week.');
    await submit.click();
    await site.sees('Booking cancellation request has been sent.');
    await cancel.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await site.sees('Requested Cancellation', details);
    await site.sees('Cancellation requested', page.getByRole('region', { name: 'Booking Status' }));
    const cancelled = await myBooking(w, booking.id);
    expect(cancelled.work_status).toBe(6);
    expect(cancelled.refund_details).toEqual({ reason: 'We will be out of town that week.', bank_account: 'BDO, Marites Cruz, 0012 3456 7890' });
    // The newer request gave the rebooking hold back.
    expect(await slotSeats(w.stack, other)).not.toContain(booking.booking_id);
    await site.screenshot('manage-booking-cancellation-requested');

    // The same page on a phone: nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.reload();
    await details.getByText(booking.id, { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    await expect(noHorizontalScroll()).resolves.toBeLessThanOrEqual(PHONE.width);
    await site.screenshot('manage-booking-phone');
  });

  it('rebook on a 375 px phone: the month grid of thumb-sized days, the day\'s slots listed under it', async () => {
    const held = await futureSlot(w);
    const other = await futureSlot(w);
    const booking = await placeBooking(w, held);
    await payAtSandbox(w, booking);
    await page.setViewportSize(PHONE);
    await site.open(managePath(w.customer.email, booking.id));
    await button('Rebook').click();
    const schedule = site.dialog('Select Schedule');
    const month = schedule.getByRole('table', { name: /^[A-Z][a-z]+ \d{4}$/ });
    await month.waitFor({ timeout: STEP_TIMEOUT });
    // The month with the free slot (the calendar opens on this one).
    const dayButton = schedule.locator(`[data-day="${other.slice(0, 10)}"]`);
    for (let step = 0; step < 2 && (await dayButton.count()) === 0; step++) await schedule.getByRole('button', { name: 'Next month' }).click();
    await dayButton.getByText(String(Number(other.slice(8, 10))), { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    await expect(dayButton.getAttribute('aria-label')).resolves.toMatch(/: \d+ open slots?$/);

    const drawn = await boxes(month.getByRole('button'));
    expect(drawn.length).toBeGreaterThanOrEqual(28);
    expect(tooSmall(drawn)).toEqual([]);
    expect(drawn.filter((b) => b.clipped).map((b) => b.name)).toEqual([]);
    expect(overlaps(drawn)).toEqual([]);
    await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(PHONE.width);
    await expect(seriousAxeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
    await site.screenshot('rebook-phone-1-month');

    // The day's slots under the month, not in a second dialog; the held slot is never offered.
    await dayButton.click();
    const slots = schedule.getByRole('group', { name: /^Time slots on / }).getByRole('button');
    await slots.first().waitFor({ timeout: STEP_TIMEOUT });
    const offered = await slots.allInnerTexts();
    expect(offered).toContain(`${slotRange(other)} (2 hr)`);
    expect(offered).not.toContain(`${slotRange(held)} (2 hr)`);
    await expect(site.dialog('Schedules').count()).resolves.toBe(0);
    const listed = await boxes(slots);
    const monthBox = await month.boundingBox();
    for (const slot of listed) {
      expect(slot.height).toBeGreaterThanOrEqual(44);
      expect(slot.width).toBeGreaterThanOrEqual(monthBox!.width - 1);
      expect(slot.clipped).toBe(false);
    }
    expect(overlaps(listed)).toEqual([]);
    await slots.getByText(`${slotRange(other)} (2 hr)`).click();
    await schedule.getByText(/^Chosen date: /).waitFor({ timeout: STEP_TIMEOUT });
    await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(PHONE.width);
    await site.screenshot('rebook-phone-2-chosen');
    await schedule.getByRole('button', { name: 'Submit Rebooking Request' }).click();
    await site.sees('Re-booking request has been sent.');
    expect(await slotSeats(w.stack, other)).toContain(booking.booking_id);
  });

  it("a wrong e-mail: 'Booking not found...' in the dialog, NotFound on the link", async () => {
    const booking = await placeBooking(w, await futureSlot(w));
    await site.open('/services');
    await page.getByRole('banner').getByRole('button', { name: 'Manage Booking' }).click();
    const lookup = site.dialog('Manage Booking');
    await lookup.getByLabel('Booking ID').fill(booking.id);
    await lookup.getByLabel('Email').fill('someone.else@example.ph');
    await lookup.getByRole('button', { name: 'Find booking' }).click();
    await site.sees('Booking not found...', lookup);
    expect(new URL(page.url()).pathname).toBe('/services');
    await site.screenshot('manage-booking-not-found');

    await site.open(managePath('someone.else@example.ph', booking.id));
    await page.getByRole('heading', { name: 'Page not found!' }).waitFor({ timeout: STEP_TIMEOUT });
  });

  it('an unpaid booking: Payment on, Rebook and Cancel off; a work permit uploads with its size shown', async () => {
    const booking = await placeBooking(w, await futureSlot(w));
    await site.open(managePath(w.customer.email, booking.id));
    const details = page.getByRole('region', { name: 'Booking Details' });
    await site.sees('Unpaid', details);
    await expect(button('Payment').isEnabled()).resolves.toBe(true);
    await expect(button('Rebook').isDisabled()).resolves.toBe(true);
    await expect(button('Cancel Booking').isDisabled()).resolves.toBe(true);
    await site.sees('Pay for the booking first to rebook or cancel it.');

    // Payment opens the booking's payment page in a new tab (the sandbox gateway's page; its
    // address carries the api's PUBLIC_URL, answered here so the tab does not leave the test).
    await context.route('**/payments/sandbox/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Sandbox</title>' }));
    const [tab] = await Promise.all([context.waitForEvent('page', { timeout: STEP_TIMEOUT }), button('Payment').click()]);
    await tab.waitForURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/, { timeout: STEP_TIMEOUT });
    expect(new URL(tab.url()).pathname).toBe(new URL(booking.paymentUrl).pathname);
    await tab.close();

    await button('Upload Work Permit').click();
    const upload = site.dialog('Upload Work Permit');
    await expect(upload.getByRole('button', { name: 'Submit Work Permit' }).isDisabled()).resolves.toBe(true);
    await upload.getByLabel('Work permit files').setInputFiles([
      { name: 'permit-page-1.png', mimeType: 'image/png', buffer: PNG },
      { name: 'permit-page-2.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(2048)]) },
    ]);
    await site.sees('permit-page-1.png', upload);
    await site.sees(`${PNG.length} B`, upload);
    await site.sees(`${((PNG.length + 2048) / 1024).toFixed(1)} KB`, upload);
    await site.screenshot('manage-booking-permit-files');
    await upload.getByRole('button', { name: 'Submit Work Permit' }).click();
    await site.sees('Work permits have been uploaded.');
    await site.sees('Work permits uploaded', page.getByRole('region', { name: 'Booking Status' }));
    expect((await myBooking(w, booking.id)).permits_count).toBe(2);
  });

  it('My Bookings: the total, the tracker timeline, the manongs, a permit, feedback at 3 and cancel at 0', async () => {
    const paid = await placeBooking(w, await futureSlot(w));
    await payAtSandbox(w, paid);
    const today = await bookingForToday(w);
    const pending = await placeBooking(w, await futureSlot(w));

    await site.signIn(w.customer.email, TEST_PASSWORD);
    await site.open('/my-bookings');
    const row = (id: string) => page.getByRole('row', { name: `Booking ${id}` });
    await row(paid.id).waitFor({ timeout: STEP_TIMEOUT });
    await site.sees(`${paid.id} · Total ₱1,500.00`, row(paid.id));
    await site.sees('Aircon cleaning(2) - Bedroom', row(paid.id));
    // Complete only at 3, cancel only at 0: the paid booking is 0, so it offers Cancel and not Complete.
    await expect(row(today.id).getByRole('button', { name: `Complete booking ${today.id}` }).count()).resolves.toBe(0);
    await expect(row(today.id).getByRole('button', { name: `Cancel booking ${today.id}` }).count()).resolves.toBe(1);
    await site.screenshot('my-bookings');

    // The tracker: the booking's real timeline, from its events.
    await row(paid.id).getByRole('button', { name: `Track booking ${paid.id}` }).click();
    const tracker = site.dialog('Booking tracker');
    const timeline = tracker.getByRole('list', { name: 'Timeline' });
    await timeline.getByText(/^Booked the services for /).waitFor({ timeout: STEP_TIMEOUT });
    await site.sees('Payment received', timeline);
    await expect(tracker.getByRole('list', { name: 'Progress' }).getByRole('img', { name: 'Done' }).count()).resolves.toBe(2);
    await site.screenshot('my-bookings-tracker');
    await tracker.getByRole('button', { name: 'Close' }).click();

    // The staff's steps, through their api calls: two primaries and an alternative; one confirms, one declines.
    const [first, second, third] = w.manongs;
    await assignManongs(w, today.id, [first!.userId, second!.userId], [third!.userId]);
    await answer(first!.client, today.id, true);
    await answer(second!.client, today.id, false);

    // The public manong page.
    await site.open(`/bookings/${today.id}/manongs`);
    const primary = page.getByRole('table', { name: 'Primary Manongs' });
    await primary.getByRole('row', { name: /Manong1 .* Yes/ }).waitFor({ timeout: STEP_TIMEOUT });
    await primary.getByRole('row', { name: /Manong2 .* Declined/ }).waitFor({ timeout: STEP_TIMEOUT });
    await page.getByRole('table', { name: 'Alternative Manongs' }).getByRole('row', { name: /Manong3 .* No Answer/ }).waitFor({ timeout: STEP_TIMEOUT });
    await site.screenshot('booking-manongs');

    // Manongs assigned and no permits yet: the row offers the permit upload.
    await site.open('/my-bookings');
    await row(today.id).getByRole('button', { name: `Upload Work Permit booking ${today.id}` }).click();
    const upload = site.dialog('Upload Work Permit');
    await upload.getByLabel('Work permit files').setInputFiles([{ name: 'condo-permit.png', mimeType: 'image/png', buffer: PNG }]);
    await site.sees(`${PNG.length} B`, upload);
    await upload.getByRole('button', { name: 'Submit Work Permit' }).click();
    await site.sees('Work permits have been uploaded.');
    await row(today.id).getByRole('button', { name: `View booking ${today.id}` }).waitFor({ timeout: STEP_TIMEOUT });
    await expect(row(today.id).getByRole('button', { name: `Upload Work Permit booking ${today.id}` }).count()).resolves.toBe(0);

    // The confirmed manong times in on the service date: On Going (3).
    await timeIn(first!.client, today.id);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const complete = row(today.id).getByRole('button', { name: `Complete booking ${today.id}` });
    await complete.waitFor({ timeout: STEP_TIMEOUT });
    await site.sees('On Going', row(today.id));
    await expect(row(today.id).getByRole('button', { name: `Cancel booking ${today.id}` }).count()).resolves.toBe(0);
    await row(today.id).getByRole('button', { name: `Track booking ${today.id}` }).click();
    await site.sees('A manong timed in: the work has started', site.dialog('Booking tracker'));
    await site.dialog('Booking tracker').getByRole('button', { name: 'Close' }).click();

    // Complete with feedback.
    await complete.click();
    const feedback = site.dialog('Complete booking');
    await feedback.getByRole('button', { name: 'Complete' }).click();
    await site.sees('The feedback field is required.', feedback);
    await feedback.getByRole('textbox', { name: 'Feedback' }).fill('Quick and tidy work, thank you.');
    await site.screenshot('my-bookings-feedback');
    await feedback.getByRole('button', { name: 'Complete' }).click();
    await site.sees('Booking has been completed.');
    await site.sees('Finished', row(today.id));
    const done = await myBooking(w, today.id);
    expect(done.work_status).toBe(1);
    expect(done.customer_remarks).toBe('Quick and tidy work, thank you.');

    // Cancel at 0.
    await row(pending.id).getByRole('button', { name: `Cancel booking ${pending.id}` }).click();
    await site.dialog('Cancel booking').getByRole('button', { name: 'Cancel booking' }).click();
    await site.sees('Booking has been cancelled.');
    await site.sees('Cancelled', row(pending.id));
    expect((await myBooking(w, pending.id)).work_status).toBe(2);
    await site.screenshot('my-bookings-after');

    // On a phone each booking is a card: its buttons are on the screen, nothing is wider than it.
    await page.setViewportSize(PHONE);
    await page.reload();
    const card = page.getByRole('article', { name: `Booking ${paid.id}` });
    await site.sees(`${paid.id} · Total ₱1,500.00`, card);
    const cancelBox = await card.getByRole('button', { name: `Cancel booking ${paid.id}` }).boundingBox();
    expect(cancelBox!.x + cancelBox!.width).toBeLessThanOrEqual(PHONE.width);
    await expect(noHorizontalScroll()).resolves.toBeLessThanOrEqual(PHONE.width);
    await site.screenshot('my-bookings-phone');
  });

  it('the manage-booking page of a booking On Going: every change is off', async () => {
    const today = await bookingForToday(w);
    const [first] = w.manongs;
    await assignManongs(w, today.id, [first!.userId]);
    await answer(first!.client, today.id, true);
    await timeIn(first!.client, today.id);
    await site.open(managePath(w.customer.email, today.id));
    await site.sees('On Going', page.getByRole('region', { name: 'Booking Details' }));
    for (const name of ['Payment', 'Rebook', 'Cancel Booking', 'Upload Work Permit']) await expect(button(name).isDisabled()).resolves.toBe(true);
    await site.sees('A manong timed in: the work has started', page.getByRole('region', { name: 'Booking Status' }));
    await page.getByRole('region', { name: 'Manongs' }).getByRole('row', { name: /^Manong1 Tester\d+ / }).waitFor({ timeout: STEP_TIMEOUT });
  });
});

/**
 * Booking and paying as a guest in real Chromium against the real api and its sandbox
 * gateway (issue 5): the four-step wizard end to end with Pay, then keeping the account
 * from the e-mailed link and finding the booking signed in; the same with Fail; and
 * Request a Call as a visitor. Screenshots of key steps under tests/e2e/artifacts/.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { handleCommand } from '@app/core/commands/handleCommand';
import { slotDecider } from '@app/core/schedules/slotDecider';
import { slotIdOf, slotStreamId } from '@app/core/schedules/slotEvents';
import { loadDemoCoupon, loadDemoSlots, DEMO_COUPON_CODE } from '@app/core/demo/loadDemoPlanner';
import { findServiceDetails } from '@app/projections/readModels/catalogue/availableServices';
import { BookingWizardSteps, guest } from './support/bookingWizard.js';
import { browserSkipReason } from './support/chromium.js';
import { boxes, manilaToday, overlaps, pageWidth, seriousAxeViolations, tooSmall } from './support/phoneChecks.js';
import { usePublicBrowser, demoSlots } from './support/publicBrowser.js';
import type { PublicServer } from './support/publicServer.js';
import { PublicSite, STEP_TIMEOUT } from './support/publicSite.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

/** 'Nov 28, 2026' for '2026-11-28', as the wizard writes a day. */
const shortDate = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

describe.skipIf(Boolean(skipReason))('booking and paying in Chromium', { timeout: 180_000 }, () => {
  let server: PublicServer;
  let page: Page;
  let site: PublicSite;
  let wizard: BookingWizardSteps;
  // The demo planner: slots for the next 30 days and the WELCOME10 coupon (10 % off).
  const seed = async (s: PublicServer) => {
    await demoSlots(s);
    await loadDemoCoupon(s.stack.store, systemContext());
  };
  usePublicBrowser({ viewport: DESKTOP, seed }, (session) => ({ server, page, site } = session));
  beforeEach(() => {
    wizard = new BookingWizardSteps(site, page);
  });

  /** The booking as its manage-booking look-up answers it (the api, not the page). */
  async function bookingOf(reference: string, email: string) {
    const res = await server.stack.client().send('post', '/api/booking-show-details', { id: reference, email });
    expect(res.status).toBe(200);
    return res.body as { payment_status: string; total: number; sub_total: number; discount: number };
  }

  it('a guest books two services with a coupon, pays on the sandbox, keeps the account and finds the booking signed in', async () => {
    const me = guest('Maria');
    await wizard.open('aircon-cleaning');
    await site.screenshot('booking-1-schedule-empty');

    // Step 1: Continue waits for a slot; a slot shows start and end and the 2 hr duration.
    await expect(page.getByRole('button', { name: 'Continue' }).isDisabled()).resolves.toBe(true);
    await wizard.openDays();
    await expect(seriousAxeViolations(page, 'section[aria-labelledby="step-title"]')).resolves.toEqual([]);
    // The spec's schedule (agenda) view is there on a wide screen, and the month again from it.
    await page.getByRole('button', { name: 'Schedules', exact: true }).click();
    await page.locator('.rbc-agenda-view').getByText(/^\d{2}:\d{2} (AM|PM) - \d{2}:\d{2} (AM|PM)$/).first().waitFor({ timeout: STEP_TIMEOUT });
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    const slot = await wizard.pickFirstSlot();
    expect(slot).toMatch(/^\d{2}:\d{2} (AM|PM) - \d{2}:\d{2} (AM|PM) \(2 hr\)$/);
    await site.screenshot('booking-2-slot-picked');
    await wizard.continue();

    // Step 2: an empty cart cannot go on; two services with quantities and locations.
    await wizard.continue();
    await site.sees('Please add a service to your cart.');
    await wizard.addService('Split type (1.0 to 1.5 HP)', 2, 'Living Room');
    await wizard.addService('Window type (1.5 HP and up)', 1, 'Bedroom');
    const cart = wizard.cart();
    await cart.getByText('Split type (1.0 to 1.5 HP) (2) - Living Room').waitFor({ timeout: STEP_TIMEOUT });
    await cart.getByText('Window type (1.5 HP and up) (1) - Bedroom').waitFor({ timeout: STEP_TIMEOUT });
    await cart.getByLabel('Sub total: ₱4,000.00', { exact: true }).waitFor({ timeout: STEP_TIMEOUT });

    // A wrong code is refused under the field; WELCOME10 takes 10 % off, and Remove takes it back.
    await wizard.applyCoupon('NOT-A-CODE');
    await site.sees('Invalid discount coupon...');
    await wizard.applyCoupon(DEMO_COUPON_CODE);
    await site.sees('Coupon is valid.');
    await cart.getByLabel('Discount: - ₱400.00', { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    await cart.getByRole('button', { name: `Remove promo code ${DEMO_COUPON_CODE}` }).click();
    await cart.getByLabel('Total: ₱4,000.00', { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    await wizard.applyCoupon(DEMO_COUPON_CODE);
    await cart.getByLabel('Total: ₱3,600.00', { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    await site.select('How did you hear about us?', 'Facebook');
    await site.screenshot('booking-3-cart-with-coupon');
    await wizard.continue();

    // Step 3: a guest's contact details and service address; missing ones are named first.
    await wizard.continue();
    await site.sees('The first name field is required.');
    await wizard.fillGuest(me);
    await site.screenshot('booking-4-guest-address');
    await wizard.continue();

    // Step 4: both gateways (the server's quote allows installments at Php 3,600), then the sandbox page.
    await page.getByRole('button', { name: 'Pay in installments (TendoPay)', disabled: false }).waitFor({ timeout: STEP_TIMEOUT });
    await page.getByText('Total to pay: ₱3,600.00').waitFor({ timeout: STEP_TIMEOUT });
    await wizard.payOnline();
    await page.getByText('Php 3600.00', { exact: false }).first().waitFor({ timeout: STEP_TIMEOUT });
    await site.screenshot('booking-5-sandbox');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/booking-success\//, { timeout: STEP_TIMEOUT });
    const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await site.sees('Booking confirmed! - Payment Successful!');
    await site.sees('Do you want to keep your account?');
    await page.getByRole('button', { name: 'KEEP MY ACCOUNT' }).click();
    await site.sees('Account activated successfully! Please check your mail...');
    await site.screenshot('booking-6-success-kept');
    const booked = await bookingOf(reference, me.email);
    expect(booked).toMatchObject({ payment_status: 'paid', sub_total: 4000, discount: 400, total: 3600 });

    // The e-mailed single-use link sets the password.
    const { rows } = await server.stack.db.pool.query<{ text_body: string }>(`SELECT text_body FROM mail.outbox WHERE to_address = $1 AND purpose = 'set-password' ORDER BY created_at DESC LIMIT 1`, [me.email]);
    const link = /https?:\/\/\S+\/set-password\?token=[\w-]+/.exec(rows[0]?.text_body ?? '')?.[0];
    expect(link, 'the set-password mail carries its link').toBeDefined();
    await page.goto(link!);
    await page.getByText(`For ${me.email}`).waitFor({ timeout: STEP_TIMEOUT }).catch(async (error: unknown) => {
      await site.screenshot('booking-7-set-password-failed');
      throw error;
    });
    const password = 'a brand new password 7';
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('button', { name: 'Sign in' }).or(page.getByRole('link', { name: 'Sign in' })).first().waitFor({ timeout: STEP_TIMEOUT });

    // Signed in, the booking is under My Bookings with the total paid.
    await site.signIn(me.email, password);
    await site.open('/my-bookings');
    await page.getByText(`${reference} · Total ₱3,600.00`).waitFor({ timeout: STEP_TIMEOUT });
    await site.screenshot('booking-8-my-bookings');
    // Signed in, the success page's wizard call (POST api/my-bookings) finds it among theirs.
    await site.open(`/booking-success/${reference}`);
    await page.getByText(`· Total ₱3,600.00 · Test payment`, { exact: false }).waitFor({ timeout: STEP_TIMEOUT });
    const mine = await page.evaluate(() => fetch('/api/my-bookings', { credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } }).then((r) => r.json()));
    expect((mine as { data: { id: string; total: number }[] }).data).toEqual(expect.arrayContaining([expect.objectContaining({ id: reference, total: 3600 })]));
  });

  it('TendoPay is offered as the server decides: Php 999.50 is under the minimum (the page once allowed it, the server refused it)', async () => {
    const admin = (await server.stack.signedIn('administrator')).client;
    const category = await findServiceDetails(server.stack.db.pool, 'aircon-cleaning');
    const name = 'Coil wash (999.50)';
    const created = await admin.send('post', '/api/category-services', { category: category!.id, name, price: 999.5 });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    await server.stack.settled();

    await wizard.open('aircon-cleaning');
    await wizard.pickFirstSlot();
    await wizard.continue();
    await wizard.addService(name, 1, 'Kitchen');
    await wizard.cart().getByLabel('Total: ₱999.50', { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    await wizard.continue();
    await wizard.fillGuest(guest('Lito'));
    await wizard.continue();

    await page.getByText('Total to pay: ₱999.50').waitFor({ timeout: STEP_TIMEOUT });
    await site.sees('TendoPay Installment: Minimum Total Purchase Amount of Php 1,000 and up');
    await expect(page.getByRole('button', { name: 'Pay in installments (TendoPay)' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Pay online (Xendit)' }).isEnabled()).resolves.toBe(true);
    await site.screenshot('booking-installment-999-50');
  });

  it('Fail on the sandbox page reaches the payment-failed page and the booking stays unpaid (on a 375 px phone)', async () => {
    const me = guest('Jose');
    await page.setViewportSize(PHONE);
    await wizard.open('aircon-cleaning');
    await wizard.pickFirstSlot();
    await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(PHONE.width);
    await site.screenshot('booking-failed-0-phone-schedule');
    await wizard.continue();
    // One card a page at this width: the carousel pages on to the fourth service.
    await wizard.addService('Window type (up to 1.0 HP)', 1, 'Kitchen');
    await wizard.cart().getByLabel('Total: ₱800.00', { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(PHONE.width);
    await wizard.continue();
    await wizard.fillGuest(me);
    await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(PHONE.width);
    await wizard.continue();

    // Php 800 is under the installment minimum: TendoPay is disabled, with the server's note.
    await site.sees('TendoPay Installment: Minimum Total Purchase Amount of Php 1,000 and up');
    await expect(page.getByRole('button', { name: 'Pay in installments (TendoPay)' }).isDisabled()).resolves.toBe(true);
    await site.screenshot('booking-failed-1-payment-step');
    await wizard.payOnline();
    await page.getByRole('button', { name: 'Fail' }).click();

    await page.waitForURL(/\/payment-failed/, { timeout: STEP_TIMEOUT });
    await site.sees('Oh no! Your payment failed..');
    const reference = new URL(page.url()).searchParams.get('booking');
    expect(reference).toBeTruthy();
    // The way back to paying is the booking's own page, with the e-mail this tab booked with.
    await expect(page.getByRole('link', { name: 'Back to payment method' }).getAttribute('href')).resolves.toContain(`bookingId=${reference}`);
    await site.screenshot('booking-failed-2-failed-page');
    const booked = await bookingOf(reference!, me.email);
    expect(booked.payment_status).not.toBe('paid');
    expect(booked.total).toBe(800);
  });

  it('the schedule step on a 375 px phone: a month of thumb-sized days, past days refused, the day\'s slots below it, by touch and by keyboard', async () => {
    await page.setViewportSize(PHONE);
    await wizard.open('aircon-cleaning');
    const openDays = await wizard.openDays();
    const month = page.getByRole('table', { name: /^[A-Z][a-z]+ \d{4}$/ });
    const days = month.getByRole('button');
    const before = manilaToday();
    const drawn = await boxes(days);
    const after = manilaToday();
    // A whole month of day buttons, none under 44 px, none cut or on top of another.
    expect(drawn.length).toBeGreaterThanOrEqual(28);
    expect(tooSmall(drawn)).toEqual([]);
    expect(drawn.filter((b) => b.clipped).map((b) => b.name)).toEqual([]);
    expect(overlaps(drawn)).toEqual([]);
    expect(tooSmall(await boxes(page.getByRole('button', { name: /^(Previous|Next) month$/ })))).toEqual([]);
    // Days before today (Manila) are refused, today and later are not.
    for (const day of drawn) {
      if (day.day! < before) expect(day.disabled, day.name).toBe(true);
      if (day.day! >= after) expect(day.disabled, day.name).toBe(false);
    }
    await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(PHONE.width);
    await expect(seriousAxeViolations(page, 'section[aria-labelledby="step-title"]')).resolves.toEqual([]);
    await site.screenshot('schedule-phone-1-month');

    // A day with open slots: its slots listed under the month, full width, with start and end.
    const open = (await boxes(openDays)).map((b) => b.day!);
    expect(open.length).toBeGreaterThan(0);
    await openDays.first().click();
    const slots = wizard.daySlots();
    await slots.first().waitFor({ timeout: STEP_TIMEOUT });
    const listed = await boxes(slots);
    const monthBox = await month.boundingBox();
    for (const slot of listed) {
      expect(slot.name).toMatch(/^\d{2}:\d{2} (AM|PM) - \d{2}:\d{2} (AM|PM) \(2 hr\)$/);
      expect(slot.height).toBeGreaterThanOrEqual(44);
      expect(slot.width).toBeGreaterThanOrEqual(monthBox!.width - 1);
      expect(slot.y).toBeGreaterThan(monthBox!.y + monthBox!.height);
      expect(slot.clipped).toBe(false);
    }
    expect(overlaps(listed)).toEqual([]);
    await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(PHONE.width);
    await site.screenshot('schedule-phone-2-day-slots');

    // By keyboard: the arrow keys move between days, Enter chooses one.
    if (open.length > 1) {
      await openDays.first().focus();
      await page.keyboard.press('ArrowRight');
      const next = await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } | null } }).document.activeElement?.getAttribute('data-day'));
      expect(next).toBe(open[1]);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: `Time slots on ${shortDate(open[1]!)}` }).waitFor({ timeout: STEP_TIMEOUT });
    }
    const chosenDay = open.length > 1 ? open[1]! : open[0]!;

    // A slot chosen: the date of service shown, Continue leads on to the services.
    const label = (await slots.first().innerText()).trim();
    await slots.first().click();
    await expect(slots.first().getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByText(`Date of service: ${shortDate(chosenDay)}, ${label}`).waitFor({ timeout: STEP_TIMEOUT });
    await site.screenshot('schedule-phone-3-slot-chosen');
    await wizard.continue();
    await page.getByRole('heading', { name: 'Pick a Service' }).waitFor({ timeout: STEP_TIMEOUT });
  });

  it('changing month on a 375 px phone lists the new month\'s slots; the day chosen in the last month is not called empty', async () => {
    // A slot of this test's own two months ahead (the demo's run 30 days from today).
    const [year, month] = manilaToday().split('-').map(Number) as [number, number];
    const ahead = new Date(Date.UTC(year, month + 1, 15));
    const target = ahead.toISOString().slice(0, 10);
    const monthName = ahead.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    await handleCommand(server.stack.store, slotStreamId(slotIdOf(target, '15:00')), slotDecider, { type: 'PlanSlot', date: target, startAt: '15:00', durationHours: 2, capacity: 2, country: 'PH', now: new Date().toISOString() }, systemContext());
    await server.stack.settled();

    await page.setViewportSize(PHONE);
    await wizard.open('aircon-cleaning');
    // A day chosen in the month shown first, its slots listed.
    await (await wizard.openDays()).first().click();
    await wizard.daySlots().first().waitFor({ timeout: STEP_TIMEOUT });
    // On to the target's month: its day is marked, and nothing says 'No Schedule' about the day left behind.
    const next = page.getByRole('button', { name: 'Next month' });
    const heading = page.getByRole('heading', { name: monthName });
    for (let step = 0; step < 3 && !(await heading.isVisible()); step++) await next.click();
    const day = page.locator(`[data-day="${target}"]`);
    await expect.poll(() => day.getAttribute('aria-label'), { timeout: STEP_TIMEOUT }).toMatch(/: [1-9]\d* open slots?$/);
    await expect(page.getByText('No Schedule').count()).resolves.toBe(0);
    await page.getByText('Choose a day to see its time slots.').waitFor({ timeout: STEP_TIMEOUT });
    await day.click();
    await page.getByRole('heading', { name: `Time slots on ${shortDate(target)}` }).waitFor({ timeout: STEP_TIMEOUT });
    await expect(wizard.daySlots().filter({ hasText: /^03:00 PM - 05:00 PM/ }).count()).resolves.toBe(1);
    await expect(page.getByText('No Schedule').count()).resolves.toBe(0);
    await site.screenshot('schedule-phone-4-next-month');
  });

  it('a visitor requests a call for a service that needs an assessment', async () => {
    const me = guest('Ana');
    await site.open('/contact-us/home-renovation');
    const form = page.getByRole('form', { name: 'Request a Call' });
    await form.waitFor({ timeout: STEP_TIMEOUT });
    // Nothing filled in: every required field says so.
    await form.getByRole('button', { name: 'Send request' }).click();
    await site.sees('The services field is required.');
    await site.sees('The first name field is required.');
    await site.screenshot('request-call-1-errors');

    await form.getByRole('checkbox', { name: 'Kitchen renovation' }).check();
    await form.getByRole('checkbox', { name: 'Tiling works' }).check();
    await form.getByLabel('First Name').fill(me.firstName);
    await form.getByLabel('Last Name').fill(me.lastName);
    await form.getByLabel('Email').fill(me.email);
    // The server's check of the number is shown on its field.
    await form.getByLabel('Contact Number').fill('12345');
    await site.select('City', me.city);
    await form.getByLabel('Street Address').fill(me.street);
    await form.getByLabel('Barangay').fill(me.barangay);
    await site.select('Type of Home', 'House');
    await form.getByRole('button', { name: 'Send request' }).click();
    await site.sees('The contact number must be a valid Philippine number.');
    await form.getByLabel('Contact Number').fill(me.phone);
    await site.screenshot('request-call-2-filled');
    await form.getByRole('button', { name: 'Send request' }).click();

    await site.sees('Assessment request sent!');
    await site.waitForPath('/assessment-sent');
    await page.getByRole('heading', { name: 'Your request for assessment' }).waitFor({ timeout: STEP_TIMEOUT });
    await site.screenshot('request-call-3-sent');
    // Spec §9: on to Services 2 s later.
    await site.waitForPath('/services');

    const { rows } = await server.stack.db.pool.query<{ data: { services: { name: string }[]; contact: { email: string } } }>(
      `SELECT data FROM es.events WHERE event_type = 'AssessmentRequested' ORDER BY global_position DESC LIMIT 1`,
    );
    expect(rows[0]?.data.services.map((s) => s.name).sort()).toEqual(['Kitchen renovation', 'Tiling works']);
  });
});

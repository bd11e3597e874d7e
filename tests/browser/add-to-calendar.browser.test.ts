/**
 * Add to calendar on a 375 px phone, in real Chromium against the real api: a guest on the
 * success page (the receipt of the gateway's redirect) and the signed-in customer on My
 * Bookings see the link, tap it, and get booking-<ref>.ics, read back with ical.js: the
 * booking's UID and the slot's instants in Manila. The Google Calendar link carries the
 * same times. Tap targets of 44 px, no sideways scroll; screenshots under tests/e2e/artifacts.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { manilaInstant } from '@app/core/schedules/manilaTime';
import { parseInvite } from '@app/core/testing/parseInvite';
import { receiptOf } from '../../services/api/src/bookings/payment/receipts.js';
import { TEST_PASSWORD } from '../../services/api/test/support/stack.js';
import { bookingWorld, futureSlot, payAtSandbox, placeBooking, type BookingWorld } from './support/bookingSetup.js';
import { browserSkipReason } from './support/chromium.js';
import { boxes, pageWidth, tooSmall } from './support/phoneChecks.js';
import { usePublicBrowser } from './support/publicBrowser.js';
import type { PublicServer } from './support/publicServer.js';
import { PublicSite, STEP_TIMEOUT } from './support/publicSite.js';

const skipReason = browserSkipReason();
if (skipReason) console.warn(`[browser tests] skipped: ${skipReason}`);

const PHONE = { width: 375, height: 740 };

describe.skipIf(Boolean(skipReason))('Add to calendar on a phone', { timeout: 120_000 }, () => {
  let server: PublicServer;
  let w: BookingWorld;
  let page: Page;
  let site: PublicSite;
  let booking: { id: string; booking_id: string; slotId: string };

  const seed = async (s: PublicServer) => {
    w = await bookingWorld(s.stack, 0);
    const slotId = await futureSlot(w);
    const placed = await placeBooking(w, slotId);
    await payAtSandbox(w, placed);
    booking = { id: placed.id, booking_id: placed.booking_id, slotId };
  };
  usePublicBrowser({ viewport: PHONE, context: { acceptDownloads: true }, seed }, (session) => ({ server, page, site } = session));

  const calendarLinks = () => page.getByRole('link', { name: new RegExp(`^(Add to calendar|Google Calendar): .*booking ${booking.id}`) });

  /** Taps Add to calendar, saves the file, reads it back: one event at the booking's slot. */
  async function downloadsTheBooking(): Promise<void> {
    const link = page.getByRole('link', { name: `Add to calendar: booking ${booking.id} (.ics file)` });
    await link.waitFor({ timeout: STEP_TIMEOUT });
    expect(await link.textContent()).toBe('Add to calendar');
    expect(tooSmall(await boxes(calendarLinks()))).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: STEP_TIMEOUT }), link.click()]);
    expect(download.suggestedFilename()).toBe(`booking-${booking.id}.ics`);
    const ics = parseInvite(readFileSync((await download.path())!, 'utf8'));
    expect(ics.uid).toMatch(new RegExp(`^booking-${booking.booking_id}@`));
    const [date, start] = [booking.slotId.slice(0, 10), booking.slotId.slice(11, 16)];
    expect(ics.start.getTime()).toBe(manilaInstant(date, start).getTime());
    expect(ics.end.getTime() - ics.start.getTime()).toBe(2 * 3600_000);

    const google = new URL((await page.getByRole('link', { name: `Google Calendar: add booking ${booking.id}` }).getAttribute('href'))!);
    expect(google.hostname).toBe('calendar.google.com');
    const basic = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(google.searchParams.get('dates')).toBe(`${basic(ics.start)}/${basic(ics.end)}`);
  }

  it('a guest on the success page, with the receipt of the redirect', async () => {
    await site.open(`/booking-success/${booking.id}?receipt=${encodeURIComponent(receiptOf(server.stack.config, booking.id))}`);
    await site.sees('Booking confirmed! - Payment Successful!');
    await site.screenshot('calendar-success-phone');
    await downloadsTheBooking();
  });

  it('the signed-in customer on My Bookings', async () => {
    await site.signIn(w.customer.email, TEST_PASSWORD);
    await site.open('/my-bookings');
    await page.getByRole('article', { name: `Booking ${booking.id}` }).waitFor({ timeout: STEP_TIMEOUT });
    await site.screenshot('calendar-my-bookings-phone');
    await downloadsTheBooking();
  });
});

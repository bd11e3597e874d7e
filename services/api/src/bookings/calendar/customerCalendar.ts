/**
 * `GET /api/bookings/:reference/calendar`: a booking's calendar entry as an .ics file
 * (booking-<ref>.ics, PUBLISH: the customer adds it themselves), to its signed-in customer
 * or to whoever holds its receipt (`?receipt=`, the signed link the success page already
 * has: a guest has no session). As the success page: a made-up reference, someone else's
 * booking, a reference without its receipt, and a booking with no calendar entry (unpaid,
 * finished) are the look-ups' one 404, and every call that is not the owner's spends a
 * look-up point.
 *
 * `customerCalendarLinks` is what the success page and My Bookings show for it.
 */
import type { Request } from 'express';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { bookingIcsName, bookingInvite, hasCalendarEntry } from '@app/core/calendar/bookingInvite';
import { foldBooking, type PlacedBooking } from '@app/core/bookings/bookingState';
import { WorkStatus } from '@app/core/bookings/workStatus';
import type { RecordedEvent } from '@app/core/eventstore/port';
import type { BookingRecord } from '@app/projections/readModels/bookingList/bookings';
import type { ApiContext } from '../../context.js';
import type { Routes } from '../../http/routing.js';
import { isReceiptOf, receiptOf } from '../payment/receipts.js';
import { bookingByReference, bookingNotFound, spendLookup } from '../customer/bookingAccess.js';
import { calendarLinks, sendIcs, type CalendarLinks } from './calendarFiles.js';

const isOwner = (req: Request, booking: BookingRecord) => req.actor !== undefined && booking.customer.id === req.actor.userId;

/** The booking's stream and its state, when it has a calendar entry. */
async function entryOf(ctx: ApiContext, bookingId: string): Promise<{ events: RecordedEvent[]; state: PlacedBooking } | null> {
  const events = await ctx.store.readStream(bookingStreamId(bookingId));
  const state = foldBooking(events);
  return state.status === 'placed' && hasCalendarEntry(state) ? { events, state } : null;
}

const icsPath = (reference: string) => `/api/bookings/${encodeURIComponent(reference)}/calendar`;

/** The links for the booking's customer; `withReceipt` for a guest, who reaches the file by the receipt. */
export async function customerCalendarLinks(ctx: ApiContext, booking: BookingRecord, withReceipt: boolean): Promise<CalendarLinks | null> {
  // The read model rules most out without reading the stream (the success page asks every few seconds until paid).
  if (booking.payment_status !== 'paid' || booking.work_status === WorkStatus.Finished) return null;
  const entry = await entryOf(ctx, booking.booking_id);
  if (!entry) return null;
  const invite = bookingInvite(entry.events, { publicUrl: ctx.config.PUBLIC_URL, audience: { kind: 'customer' }, delivery: 'download' });
  const receipt = withReceipt ? `?receipt=${encodeURIComponent(receiptOf(ctx.config, booking.reference))}` : '';
  return calendarLinks(invite, icsPath(booking.reference) + receipt);
}

export function customerCalendarRoute(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /api/bookings/:reference/calendar', { summary: "A booking's calendar entry (.ics), to its customer or the holder of its receipt" });
  routes.add('GET /api/bookings/:reference/calendar', async (req, res) => {
    const booking = await bookingByReference(ctx, req.params.reference);
    const owner = booking !== undefined && isOwner(req, booking);
    if (!owner) await spendLookup(ctx, req);
    if (!booking || (!owner && !isReceiptOf(ctx.config, booking.reference, req.query.receipt))) throw bookingNotFound();
    const entry = await entryOf(ctx, booking.booking_id);
    if (!entry) throw bookingNotFound();
    sendIcs(res, bookingInvite(entry.events, { publicUrl: ctx.config.PUBLIC_URL, audience: { kind: 'customer' }, delivery: 'download' }), bookingIcsName(booking.reference));
  });
}

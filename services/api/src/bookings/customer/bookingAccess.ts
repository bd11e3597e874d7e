/**
 * Who may act on a booking from the customer side: its customer, signed in, or anyone
 * holding its reference and e-mail (the manage-booking page, reached by a link without
 * login). Everyone else, a wrong reference and a wrong e-mail get the look-ups' one 404,
 * and every call that is not the signed-in owner's spends a point of the look-ups' rate
 * limit, so references and e-mails cannot be probed through these calls either.
 */
import type { Request } from 'express';
import { bookingDecider } from '@app/core/bookings/bookingDecider';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import type { PlacedBooking } from '@app/core/bookings/bookingState';
import { normalizeReference } from '@app/core/bookings/reference';
import { BOOKING_NOT_FOUND } from '@app/core/bookings/rules';
import { loadState } from '@app/core/commands/handleCommand';
import { findBookingByReference, type BookingRecord } from '@app/projections/readModels/bookingList/bookings';
import type { ApiContext } from '../../context.js';
import { HttpError } from '../../http/problems.js';
import { clientAddress, consume } from '../../http/rateLimits.js';

export const bookingNotFound = () => new HttpError('not_found', BOOKING_NOT_FOUND);

/** The booking of a typed reference, or undefined (a malformed one never reaches the database). */
export async function bookingByReference(ctx: ApiContext, typed: unknown): Promise<BookingRecord | undefined> {
  const reference = typeof typed === 'string' ? normalizeReference(typed) : null;
  return reference ? findBookingByReference(ctx.pool, reference) : undefined;
}

/** Spends a look-up point of the caller's address (429 once spent). */
export const spendLookup = (ctx: ApiContext, req: Request) => consume(ctx.limits.lookupsPerAddress, clientAddress(req));

/**
 * The booking, when the caller is its signed-in customer or gives its e-mail (`email`,
 * already lower-cased by the schema). `ownerOnly`: the My Bookings calls, signed-in owner only.
 */
export async function bookingForCustomer(ctx: ApiContext, req: Request, typed: unknown, email: string | null, options: { ownerOnly?: boolean } = {}): Promise<BookingRecord> {
  const booking = await bookingByReference(ctx, typed);
  if (booking && req.actor && booking.customer.id === req.actor.userId) return booking;
  if (options.ownerOnly) throw bookingNotFound();
  await spendLookup(ctx, req);
  if (!booking || !email || booking.customer.email.toLowerCase() !== email) throw bookingNotFound();
  return booking;
}

/** The aggregate's current state (the stream, not the read model): what decisions and buttons follow. */
export async function bookingState(ctx: ApiContext, bookingId: string): Promise<PlacedBooking> {
  const state = await loadState(ctx.store, bookingStreamId(bookingId), bookingDecider);
  if (state.status !== 'placed') throw bookingNotFound();
  return state;
}

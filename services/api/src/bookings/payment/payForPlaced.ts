/**
 * The first payment of a booking just placed (POST /api/bookings and the `/process`
 * calls). The booking stands whatever the gateway does: when it cannot be reached the
 * answer is a 503 problem that still carries the booking, so the page can say so and
 * offer the Payment button again (POST /api/bookings/:reference/pay).
 */
import type { Request, Response } from 'express';
import type { BookingPlaced } from '@app/core/bookings/bookingEvents';
import type { Placed } from '@app/core/bookings/placement/placeBooking';
import { findBookingByReference, type BookingRecord } from '@app/projections/readModels/bookingList/bookings';
import type { ApiContext } from '../../context.js';
import { rememberRequested } from './requestedPayments.js';
import type { CommandContext } from '@app/core/commands/decider';
import { HttpError } from '../../http/problems.js';
import { GATEWAY_UNREACHABLE, startPayment } from './startPayment.js';

type Record_ = BookingRecord | { id: string; booking_id: string };

export type PayResult = { ok: true; url: string; record: Record_ } | { ok: false; message: string; record: Record_ };

export async function bookingRecordOf(ctx: ApiContext, placed: Pick<BookingPlaced, 'reference' | 'bookingId'>): Promise<Record_> {
  return (await findBookingByReference(ctx.pool, placed.reference)) ?? { id: placed.reference, booking_id: placed.bookingId };
}

/** What a placement changes: the booking, its slot's seats and its coupon's uses. */
const PLACEMENT_PROJECTIONS = ['bookings', 'schedules', 'coupons'] as const;

/**
 * The placement appended the booking with its first payment request when the gateway
 * opened a checkout (core placeBooking's FirstCheckout): one read-your-writes wait covers
 * both. A booking placed without one (the gateway unreachable, a coupon changed between
 * the quote and the decision, or the replay of such a placement) gets its checkout now;
 * if the gateway still cannot be reached the booking stands unpaid, and the answer says so.
 */
export async function payForPlaced(ctx: ApiContext, placed: Placed, context: CommandContext): Promise<PayResult> {
  if (placed.payment) rememberRequested(ctx.store, placed.payment.paymentId, placed.booking.bookingId);
  await ctx.settle(placed.append, PLACEMENT_PROJECTIONS);
  const payment = placed.payment ?? (await paymentNow(ctx, placed, context));
  const record = await bookingRecordOf(ctx, placed.booking);
  return payment ? { ok: true, url: payment.url, record } : { ok: false, message: GATEWAY_UNREACHABLE, record };
}

async function paymentNow(ctx: ApiContext, placed: Placed, context: CommandContext): Promise<{ url: string } | undefined> {
  try {
    return await startPayment(ctx, placed.booking.bookingId, context, { reusePending: true, known: placed.known });
  } catch (error) {
    if (error instanceof HttpError && error.code === 'unavailable') return undefined;
    throw error;
  }
}

/** 503 as a problem document (problems.ts's shape), plus the booking that was placed. */
export function sendPlacedButUnpaid(res: Response, req: Request, result: Extract<PayResult, { ok: false }>, extra: object = {}): void {
  res
    .status(503)
    .type('application/problem+json')
    .json({ type: 'about:blank#unavailable', title: 'unavailable', status: 503, message: result.message, instance: req.originalUrl, data: result.record, ...extra });
}

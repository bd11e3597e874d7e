/**
 * The first payment of a booking just placed (POST /api/bookings and the `/process`
 * calls). The booking stands whatever the gateway does: when it cannot be reached the
 * answer is a 503 problem that still carries the booking, so the page can say so and
 * offer the Payment button again (POST /api/bookings/:reference/pay).
 */
import type { Request, Response } from 'express';
import type { BookingPlaced } from '@app/core/bookings/bookingEvents';
import type { Placed } from '@app/core/bookings/placement/placeBooking';
import type { CommandContext } from '@app/core/commands/decider';
import { findBookingByReference, type BookingRecord } from '@app/projections/readModels/bookings/bookings';
import type { ApiContext } from '../../context.js';
import { HttpError } from '../../http/problems.js';
import { startPayment } from './startPayment.js';

type Record_ = BookingRecord | { id: string; booking_id: string };

export type PayResult = { ok: true; url: string; record: Record_ } | { ok: false; message: string; record: Record_ };

export async function bookingRecordOf(ctx: ApiContext, placed: Pick<BookingPlaced, 'reference' | 'bookingId'>): Promise<Record_> {
  return (await findBookingByReference(ctx.pool, placed.reference)) ?? { id: placed.reference, booking_id: placed.bookingId };
}

/** What a placement changes: the booking, its slot's seats and its coupon's uses. */
const PLACEMENT_PROJECTIONS = ['bookings', 'schedules', 'coupons'] as const;

/**
 * One read-your-writes wait covers the placement and the payment request: the request is
 * appended after the placement's appends, so projections past it are past them too. The
 * booking's stream is not read again: placing it just left it as `placed.known` says.
 */
export async function payForPlaced(ctx: ApiContext, placed: Placed, context: CommandContext): Promise<PayResult> {
  const { booking } = placed;
  try {
    const { url } = await startPayment(ctx, booking.bookingId, context, { known: placed.known, settle: PLACEMENT_PROJECTIONS });
    return { ok: true, url, record: await bookingRecordOf(ctx, booking) };
  } catch (error) {
    if (!(error instanceof HttpError && error.code === 'unavailable')) throw error;
    await ctx.settle(placed.append, PLACEMENT_PROJECTIONS);
    return { ok: false, message: error.message, record: await bookingRecordOf(ctx, booking) };
  }
}

/** 503 as a problem document (problems.ts's shape), plus the booking that was placed. */
export function sendPlacedButUnpaid(res: Response, req: Request, result: Extract<PayResult, { ok: false }>, extra: object = {}): void {
  res
    .status(503)
    .type('application/problem+json')
    .json({ type: 'about:blank#unavailable', title: 'unavailable', status: 503, message: result.message, instance: req.originalUrl, data: result.record, ...extra });
}

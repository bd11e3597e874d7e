/**
 * My Bookings' two actions, for the booking's signed-in customer only (anyone else,
 * like an unknown id, gets the one 404):
 * - `PATCH api/bookings/{id}/feedback` {feedback}: completes a booking On Going (3);
 * - `POST api/bookings/{id}/cancel`: calls off a Pending booking (0) and frees its seat.
 */
import { message } from '@app/core/contract/bookings';
import { z } from 'zod';
import { completionRefusal, customerCancelRefusal, enforce } from '@app/core/bookings/rules';
import { handleCommand } from '@app/core/commands/handleCommand';
import { bookingDecider } from '@app/core/bookings/bookingDecider';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import type { ApiContext } from '../../context.js';
import { commandContext, requireActor } from '../../http/actor.js';
import { requiredText } from '@app/core/contract/fields';
import type { Routes } from '../../http/routing.js';
import { bookingForCustomer, bookingState } from './bookingAccess.js';
import { withSeatMove } from '@app/core/bookings/placement/seatMoves';

export const COMPLETED = 'Booking has been completed.';
export const CANCELLED = 'Booking has been cancelled.';

const feedbackBody = z.object({ feedback: requiredText('feedback', 2000) });

export function myBookingRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('PATCH /api/bookings/:id/feedback', { summary: 'Complete an on-going booking with feedback (its customer)', body: feedbackBody, response: message });
  routes.add('PATCH /api/bookings/:id/feedback', async (req, res) => {
    requireActor(req);
    const body = feedbackBody.parse(req.body);
    const booking = await bookingForCustomer(ctx, req, req.params.id, null, { ownerOnly: true });
    enforce(completionRefusal(await bookingState(ctx, booking.booking_id)));
    const command = { type: 'CompleteBooking' as const, bookingId: booking.booking_id, feedback: body.feedback };
    const result = await handleCommand(ctx.store, bookingStreamId(booking.booking_id), bookingDecider, command, commandContext(req));
    await ctx.settle(result.append, ['bookings']);
    res.json({ message: COMPLETED });
  });

  routes.document('POST /api/bookings/:id/cancel', { summary: 'Cancel a pending booking (its customer); the seat is released', response: message });
  routes.add('POST /api/bookings/:id/cancel', async (req, res) => {
    requireActor(req);
    const booking = await bookingForCustomer(ctx, req, req.params.id, null, { ownerOnly: true });
    const state = await bookingState(ctx, booking.booking_id);
    enforce(customerCancelRefusal(state));
    const result = await withSeatMove(ctx.store, state, { type: 'CancelPendingBooking', bookingId: booking.booking_id }, null, commandContext(req));
    await ctx.settle(result.lastAppend, ['bookings', 'schedules']);
    res.json({ message: CANCELLED });
  });
}

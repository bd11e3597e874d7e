/**
 * The manage-booking page's requests, by the booking's customer signed in or with the
 * booking's e-mail (bookingAccess.ts):
 * - `POST api/rebook-booking` {dateOfService (slot id), bookingId}: RebookRequested (5),
 *   holding a seat on the requested slot (core bookings/placement/seatMoves.ts); the slot the booking holds is refused;
 * - `POST api/cancel-booking` {bookingId, reason, bankAccount}: CancellationRequested (6).
 * Both only when paid and the work status is not 1, 2 or 3: the decider's 409s.
 */
import { message } from '@app/core/contract/bookings';
import { z } from 'zod';
import * as rebooking from '@app/core/bookings/decisions/rebooking';
import { BANK_ACCOUNT_REQUIRED, REASON_REQUIRED } from '@app/core/bookings/decisions/cancelling';
import { cancellationRequestRefusal, enforce, rebookRequestRefusal } from '@app/core/bookings/rules';
import type { SlotRef } from '@app/core/bookings/bookingEvents';
import { isSlotId } from '@app/core/schedules/slotEvents';
import { findSlot } from '@app/projections/readModels/schedules/slots';
import type { ApiContext } from '../../context.js';
import { commandContext } from '../../http/actor.js';
import { email } from '@app/core/contract/fields';
import { HttpError } from '../../http/problems.js';
import type { Routes } from '../../http/routing.js';
import { bookingForCustomer, bookingState } from './bookingAccess.js';
import { DomainError } from '@app/core/commands/decider';
import { withSeatMove } from '@app/core/bookings/placement/seatMoves';

export const REBOOK_SENT = 'Re-booking request has been sent.';
export const CANCELLATION_SENT = 'Booking cancellation request has been sent.';

const text = (message: string, max = 1000) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v) || undefined, z.string({ error: message }).max(max, message.replace('field is required', `may not be greater than ${max} characters`)));
const optionalEmail = z.preprocess((v) => (v === '' || v === null ? undefined : v), email().optional());

const rebookBody = z.object({
  bookingId: text('The booking id field is required.', 64),
  dateOfService: text('The date of service field is required.', 64),
  email: optionalEmail,
});
const cancelBody = z.object({
  bookingId: text('The booking id field is required.', 64),
  reason: text(REASON_REQUIRED),
  bankAccount: text(BANK_ACCOUNT_REQUIRED),
  email: optionalEmail,
});

const invalidDate = () => new HttpError('validation_failed', 'The selected date of service is invalid.', { dateOfService: ['The selected date of service is invalid.'] });

async function slotRef(ctx: ApiContext, id: string): Promise<SlotRef> {
  const slot = isSlotId(id) ? await findSlot(ctx.pool, id) : undefined;
  if (!slot) throw invalidDate();
  return { id: slot.id, date: slot.scheduled_at, startAt: slot.start_at, endAt: slot.end_at };
}

export function requestRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('POST /api/rebook-booking', { summary: 'Ask to move a paid booking to another slot (signed-in customer, or the booking e-mail)', body: rebookBody, response: message });
  routes.add('POST /api/rebook-booking', async (req, res) => {
    const body = rebookBody.parse(req.body);
    const booking = await bookingForCustomer(ctx, req, body.bookingId, body.email ?? null);
    const state = await bookingState(ctx, booking.booking_id);
    // The button rules and the held slot are checked before any seat is taken.
    enforce(rebookRequestRefusal(state));
    const slot = await slotRef(ctx, body.dateOfService);
    const command: rebooking.RequestRebook = { type: 'RequestRebook', bookingId: booking.booking_id, slot };
    rebooking.requestRebook(command, state);
    const context = commandContext(req);
    const result = await withSeatMove(ctx.store, state, command, slot, context).catch((error: unknown) => {
      // A slot removed since the calendar was drawn is as unknown as a wrong id.
      if (error instanceof DomainError && error.code === 'not_found') throw invalidDate();
      throw error;
    });
    await ctx.settle(result.lastAppend, ['bookings', 'schedules']);
    res.json({ message: REBOOK_SENT });
  });

  routes.document('POST /api/cancel-booking', { summary: 'Ask to cancel a paid booking, with the reason and the refund bank account', body: cancelBody, response: message });
  routes.add('POST /api/cancel-booking', async (req, res) => {
    const body = cancelBody.parse(req.body);
    const booking = await bookingForCustomer(ctx, req, body.bookingId, body.email ?? null);
    const state = await bookingState(ctx, booking.booking_id);
    enforce(cancellationRequestRefusal(state));
    const command = { type: 'RequestCancellation' as const, bookingId: booking.booking_id, reason: body.reason, bankAccount: body.bankAccount };
    // A pending rebooking request is superseded: its held seat goes back.
    const result = await withSeatMove(ctx.store, state, command, null, commandContext(req));
    await ctx.settle(result.lastAppend, ['bookings', 'schedules']);
    res.json({ message: CANCELLATION_SENT });
  });
}

/**
 * What every administrator and field-staff command on a booking shares: the booking of a
 * path id (its public reference, or the uuid react-admin may hold), its state from the
 * stream, a command run with the seats following (core bookings/placement/seatMoves.ts), and the wait
 * for the lists before answering.
 */
import type { Request } from 'express';
import { bookingDecider, type BookingCommand } from '@app/core/bookings/bookingDecider';
import { bookingStreamId, type SlotRef } from '@app/core/bookings/bookingEvents';
import type { PlacedBooking } from '@app/core/bookings/bookingState';
import { isReference, normalizeReference } from '@app/core/bookings/reference';
import { handleCommand, loadState } from '@app/core/commands/handleCommand';
import { isSlotId } from '@app/core/schedules/slotEvents';
import { findBookingById, findBookingByReference, type BookingRecord } from '@app/projections/readModels/bookingList/bookings';
import { findSlot } from '@app/projections/readModels/schedules/slots';
import type { ApiContext } from '../../context.js';
import { commandContext } from '../../http/actor.js';
import { HttpError } from '../../http/problems.js';
import { bookingNotFound } from '../customer/bookingAccess.js';
import { withSeatMove } from '@app/core/bookings/placement/seatMoves';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The booking of an id as the admin lists carry it (reference) or react-admin may (uuid). */
export async function findBooking(ctx: ApiContext, id: unknown): Promise<BookingRecord | undefined> {
  if (typeof id !== 'string') return undefined;
  if (UUID.test(id)) return findBookingById(ctx.pool, id);
  const reference = normalizeReference(id);
  return reference && isReference(reference) ? findBookingByReference(ctx.pool, reference) : undefined;
}

export async function requireBooking(ctx: ApiContext, id: unknown): Promise<BookingRecord> {
  const booking = await findBooking(ctx, id);
  if (!booking) throw bookingNotFound();
  return booking;
}

/** The aggregate's state from its stream (never the read model), or the one 404. */
export async function stateOf(ctx: ApiContext, bookingId: string): Promise<PlacedBooking> {
  const state = await loadState(ctx.store, bookingStreamId(bookingId), bookingDecider);
  if (state.status !== 'placed') throw bookingNotFound();
  return state;
}

/**
 * Runs a command whose outcome may move or free the booking's seats (`target`: the slot it
 * moves to, or null), then waits for the lists.
 */
export async function runWithSeats(ctx: ApiContext, req: Request, state: PlacedBooking, command: BookingCommand, target: SlotRef | null): Promise<PlacedBooking> {
  const result = await withSeatMove(ctx.store, state, command, target, commandContext(req));
  await ctx.settle(result.lastAppend, ['bookings', 'schedules']);
  return result.state as PlacedBooking;
}

/** Runs a command that touches only the booking stream, then waits for the lists. */
export async function run(ctx: ApiContext, req: Request, command: BookingCommand): Promise<PlacedBooking> {
  const result = await handleCommand(ctx.store, bookingStreamId(command.bookingId), bookingDecider, command, commandContext(req));
  await ctx.settle(result.append, ['bookings']);
  return result.state as PlacedBooking;
}

export const invalidSlot = (field: string) => new HttpError('validation_failed', 'The selected date of service is invalid.', { [field]: ['The selected date of service is invalid.'] });

/** A slot of the planner by its id, as a booking holds it. */
export async function slotRefOf(ctx: ApiContext, id: unknown, field: string): Promise<SlotRef> {
  const slot = typeof id === 'string' && isSlotId(id) ? await findSlot(ctx.pool, id) : undefined;
  if (!slot) throw invalidSlot(field);
  return { id: slot.id, date: slot.scheduled_at, startAt: slot.start_at, endAt: slot.end_at };
}

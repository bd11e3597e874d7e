/**
 * The booking's seats on the slot streams when its date moves or it is called off
 * (DESIGN.md: the slot stream is the consistency boundary of its capacity). Always in
 * this order: reserve the new seat first, then record the booking's event, then release
 * the seat given up; a failed record gives the new seat back. A crash between the steps
 * leaves one extra seat held, never a booking without one.
 *
 * When the seats move (see README.md):
 * - a customer's rebooking request holds a seat on the requested slot at once, so the
 *   administrator can fulfil it as asked; the booking keeps its own seat meanwhile;
 * - a new request (another slot, or a cancellation request) gives the old hold back;
 * - fulfilment (admin) moves the booking: the target seat (already held when it is the
 *   requested slot), RebookFulfilled, then the old seat and any other hold are released;
 * - a rejected request releases the hold; every way to Cancelled releases both.
 */
import type { BookingEvent, SlotRef } from '@app/core/bookings/bookingEvents';
import { bookingDecider, type BookingCommand } from '@app/core/bookings/bookingDecider';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import type { BookingState, PlacedBooking } from '@app/core/bookings/bookingState';
import { releaseSeat, reserveSeat } from '@app/core/bookings/placement/seat';
import type { CommandContext } from '@app/core/commands/decider';
import { handleCommand, type HandleResult } from '@app/core/commands/handleCommand';
import type { AppendResult, EventStore } from '@app/core/eventstore';
import { WorkStatus } from '@app/core/bookings/workStatus';

export interface SeatHooks {
  /** A release failed after the booking recorded its change: the seat stays held until freed by hand. */
  onReleaseFailure?(slotId: string, error: unknown): void;
}

type Result = HandleResult<BookingEvent, BookingState> & {
  /** The last append of the whole move (the booking's, or a release after it): wait for this one. */
  lastAppend: AppendResult | undefined;
};

/** The seats a booking holds: its slot, and the slot of a pending rebooking request. */
export function seatsOf(state: PlacedBooking): string[] {
  return [...new Set([state.slot.id, ...(state.requestedSlot ? [state.requestedSlot.id] : [])])];
}

/** Releases the seats; answers the last append made, for read-your-writes. */
async function releaseAll(store: EventStore, bookingId: string, slotIds: string[], context: CommandContext, hooks: SeatHooks): Promise<AppendResult | undefined> {
  let last: AppendResult | undefined;
  for (const slotId of slotIds) {
    try {
      last = (await releaseSeat(store, slotId, bookingId, context)) ?? last;
    } catch (error) {
      hooks.onReleaseFailure?.(slotId, error);
    }
  }
  return last;
}

/**
 * Runs a booking command that takes the booking to `target` (a new slot, or none), with the
 * seats following: reserve `target` first, record, then release every seat held before
 * that the booking no longer needs. `before` is the state the caller checked the command on.
 */
export async function withSeatMove(
  store: EventStore,
  before: PlacedBooking,
  command: BookingCommand,
  target: SlotRef | null,
  context: CommandContext,
  hooks: SeatHooks = {},
): Promise<Result> {
  const bookingId = before.placed.bookingId;
  const heldBefore = seatsOf(before);
  const newSeat = target && !heldBefore.includes(target.id) ? target.id : null;
  if (newSeat) await reserveSeat(store, newSeat, bookingId, context);
  let result: HandleResult<BookingEvent, BookingState>;
  try {
    result = await handleCommand(store, bookingStreamId(bookingId), bookingDecider, command, context);
  } catch (error) {
    if (newSeat) await releaseAll(store, bookingId, [newSeat], context, hooks);
    throw error;
  }
  const after = result.state;
  const keep = after.status === 'placed' && after.workStatus !== WorkStatus.Cancelled ? seatsOf(after) : [];
  const released = await releaseAll(store, bookingId, [...heldBefore, ...(newSeat ? [newSeat] : [])].filter((id) => !keep.includes(id)), context, hooks);
  return { ...result, lastAppend: later(result.append, released) };
}

const later = (a: AppendResult | undefined, b: AppendResult | undefined) => {
  if (!a || !b) return a ?? b;
  const ahead = b.position.commit > a.position.commit || (b.position.commit === a.position.commit && b.position.prepare > a.position.prepare);
  return ahead ? b : a;
};

/**
 * The booking's seats on the slot streams when its date moves or it is called off
 * (the slot stream is the consistency boundary of its capacity). The booking's
 * command and every seat it takes or gives back are one decision and one atomic append
 * (handleAcrossStreams.ts), as a placement is: a booking never holds a seat it does not
 * claim, nor claims one it does not hold, whatever dies when.
 *
 * When the seats move (api bookings/customer/README.md):
 * - a customer's rebooking request holds a seat on the requested slot at once, so the
 *   administrator can fulfil it as asked; the booking keeps its own seat meanwhile;
 * - a new request (another slot, or a cancellation request) gives the old hold back;
 * - fulfilment (admin) moves the booking: the target seat (already held when it is the
 *   requested slot), RebookFulfilled, the old seat and any other hold released;
 * - a rejected request releases the hold; every way to Cancelled releases both.
 */
import type { CommandContext, DomainEvent } from '../../commands/decider.js';
import { handleAcrossStreams, type StreamInDecision } from '../../commands/handleAcrossStreams.js';
import type { AppendResult, EventStore } from '../../eventstore/port.js';
import { slotDecider, type SlotState } from '../../schedules/slotDecider.js';
import { slotStreamId } from '../../schedules/slotEvents.js';
import { bookingDecider, type BookingCommand } from '../bookingDecider.js';
import { bookingStreamId, type BookingEvent, type SlotRef } from '../bookingEvents.js';
import type { BookingState, PlacedBooking } from '../bookingState.js';
import { WorkStatus } from '../workStatus.js';

export interface SeatMoveResult {
  events: BookingEvent[];
  state: BookingState;
  /** The one append of the whole move (undefined when nothing changed): wait for this one. */
  lastAppend: AppendResult | undefined;
}

/** The seats a booking holds: its slot, and the slot of a pending rebooking request. */
export function seatsOf(state: PlacedBooking): string[] {
  return [...new Set([state.slot.id, ...(state.requestedSlot ? [state.requestedSlot.id] : [])])];
}

/**
 * Runs a booking command that takes the booking to `target` (a new slot, or none), with the
 * seats following in the same append: `target`'s seat taken, every seat held before that
 * the booking no longer needs given back. `before` is the state the caller checked the
 * command on; the decision itself runs on the stream's state.
 */
/**
 * Another stream decided in the same append (a maintenance plan recording what became of
 * its visit): its events from its state and the booking's state after the command.
 */
export interface AlsoDecided {
  stream: StreamInDecision;
  decide(state: unknown, booking: BookingState): DomainEvent[];
}

export async function withSeatMove(store: EventStore, before: PlacedBooking, command: BookingCommand, target: SlotRef | null, context: CommandContext, also?: AlsoDecided): Promise<SeatMoveResult> {
  const bookingId = before.placed.bookingId;
  const slots = [...new Set([...seatsOf(before), ...(target ? [target.id] : [])])];
  const streams: StreamInDecision[] = [
    { streamId: bookingStreamId(bookingId), decider: bookingDecider as StreamInDecision['decider'] },
    ...slots.map((id) => ({ streamId: slotStreamId(id), decider: slotDecider as StreamInDecision['decider'] })),
    ...(also ? [also.stream] : []),
  ];
  const { result, append } = await handleAcrossStreams(store, {
    streams,
    context,
    decide([booking, ...rest]) {
      const slotStates = rest.slice(0, slots.length);
      const events = bookingDecider.decide(command, booking as BookingState);
      const after = events.reduce(bookingDecider.evolve, booking as BookingState);
      const keep = after.status === 'placed' && after.workStatus !== WorkStatus.Cancelled ? seatsOf(after) : [];
      const seats: DomainEvent[][] = slots.map((id, i) => {
        const slot = slotStates[i] as SlotState;
        const wanted = keep.includes(id);
        return wanted
          ? slotDecider.decide({ type: 'ReserveSeat', id, bookingId, now: context.now }, slot)
          : slotDecider.decide({ type: 'ReleaseSeat', id, bookingId }, slot);
      });
      const alsoEvents = also ? [also.decide(rest[slots.length], after)] : [];
      return { events: [events, ...seats, ...alsoEvents], result: { events, state: after } };
    },
  });
  return { ...result, lastAppend: append };
}

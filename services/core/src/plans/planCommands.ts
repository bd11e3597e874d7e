/**
 * Running a plan's commands against the store. A decision that gives up a visit's booking
 * (skipping or releasing an unpaid visit, cancelling the plan while one waits) cancels
 * that booking and gives its seat back in the same atomic append as the plan's events
 * (seatMoves.ts); moving a visit moves the booking's seat with the plan's record of it.
 * Anything else is the plan's stream alone.
 */
import type { CommandContext } from '../commands/decider.js';
import { handleCommand, loadState } from '../commands/handleCommand.js';
import type { StreamInDecision } from '../commands/handleAcrossStreams.js';
import type { SlotRef } from '../bookings/bookingEvents.js';
import { bookingDecider } from '../bookings/bookingDecider.js';
import { bookingStreamId } from '../bookings/bookingEvents.js';
import type { PlacedBooking } from '../bookings/bookingState.js';
import { withSeatMove } from '../bookings/placement/seatMoves.js';
import { WorkStatus } from '../bookings/workStatus.js';
import type { AppendResult, EventStore } from '../eventstore/port.js';
import { DomainError } from '../commands/decider.js';
import { bookingGivenUp, planDecider, VISIT_PAID, type PlanCommand } from './planDecider.js';
import { planStreamId, type PlanEvent } from './planEvents.js';
import type { PlanState } from './planState.js';

export interface PlanOutcome {
  events: PlanEvent[];
  state: PlanState;
  append: AppendResult | undefined;
}

const planStream = (planId: string): StreamInDecision => ({ streamId: planStreamId(planId), decider: planDecider as StreamInDecision['decider'] });

export const loadPlan = (store: EventStore, planId: string) => loadState(store, planStreamId(planId), planDecider);

export async function runPlanCommand(store: EventStore, planId: string, command: PlanCommand, context: CommandContext): Promise<PlanOutcome> {
  const before = await loadPlan(store, planId);
  // Decided here first only to learn whether a booking goes with it (refusals surface here too).
  const bookingId = bookingGivenUp(planDecider.decide(command, before), before);
  const booking = bookingId ? await loadState(store, bookingStreamId(bookingId), bookingDecider) : undefined;
  // Paid since the plan last heard of it (its booking-facts job not run yet): a paid visit is never given up.
  if (booking?.status === 'placed' && booking.paymentStatus === 'paid') throw new DomainError('conflict', VISIT_PAID);
  if (!booking || booking.status !== 'placed' || booking.workStatus === WorkStatus.Cancelled) {
    const result = await handleCommand(store, planStreamId(planId), planDecider, command, context);
    return { events: result.events, state: result.state, append: result.append };
  }
  return withPlan(store, planId, booking, { type: 'CancelBookingByAdmin', bookingId: booking.placed.bookingId }, null, command, context, true);
}

/** Moves a visit's booking to `slot` (paid or not) and the plan's record of its date, in one append. */
export function moveVisit(store: EventStore, planId: string, booking: PlacedBooking, slot: SlotRef, today: string, context: CommandContext): Promise<PlanOutcome> {
  const command: PlanCommand = { type: 'MoveVisit', planId, bookingId: booking.placed.bookingId, slot, today };
  return withPlan(store, planId, booking, { type: 'FulfilRebook', bookingId: booking.placed.bookingId, slot }, slot, command, context);
}

async function withPlan(
  store: EventStore,
  planId: string,
  booking: PlacedBooking,
  bookingCommand: Parameters<typeof withSeatMove>[2],
  target: SlotRef | null,
  command: PlanCommand,
  context: CommandContext,
  unpaidOnly = false,
): Promise<PlanOutcome> {
  let events: PlanEvent[] = [];
  let state: PlanState = { status: 'absent' };
  const moved = await withSeatMove(store, booking, bookingCommand, target, context, {
    stream: planStream(planId),
    decide(plan, after) {
      // Paid between the read above and this decision.
      if (unpaidOnly && after.status === 'placed' && after.paymentStatus === 'paid') throw new DomainError('conflict', VISIT_PAID);
      events = planDecider.decide(command, plan as PlanState);
      state = events.reduce(planDecider.evolve, plan as PlanState);
      return events;
    },
  });
  return { events, state, append: moved.lastAppend };
}

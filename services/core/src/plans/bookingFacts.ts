/**
 * What became of a plan visit's booking, recorded on its plan: paid, moved (a rebooking
 * moves the next visit's baseline), cancelled, done. The worker calls this on the booking's
 * events; it reads the booking as it stands, so a retried or late job records the same,
 * and each fact is recorded once (the decider's no-ops).
 */
import type { CommandContext } from '../commands/decider.js';
import { handleCommands, loadState } from '../commands/handleCommand.js';
import { bookingDecider } from '../bookings/bookingDecider.js';
import { bookingStreamId } from '../bookings/bookingEvents.js';
import { WorkStatus } from '../bookings/workStatus.js';
import type { AppendResult, EventStore } from '../eventstore/port.js';
import { planDecider, type PlanCommand } from './planDecider.js';
import { planStreamId } from './planEvents.js';

export async function recordBookingFacts(store: EventStore, bookingId: string, context: CommandContext): Promise<AppendResult | undefined> {
  const booking = await loadState(store, bookingStreamId(bookingId), bookingDecider);
  const plan = booking.status === 'placed' ? booking.placed.plan : undefined;
  if (booking.status !== 'placed' || !plan) return undefined;
  const fact = (f: 'paid' | 'done' | 'cancelled' | 'moved'): PlanCommand => ({ type: 'RecordBookingFact', planId: plan.planId, bookingId, fact: f, slot: booking.slot });
  const commands: PlanCommand[] = [fact('moved')];
  if (booking.paymentStatus === 'paid') commands.push(fact('paid'));
  if (booking.workStatus === WorkStatus.Finished) commands.push(fact('done'));
  if (booking.workStatus === WorkStatus.Cancelled) commands.push(fact('cancelled'));
  const result = await handleCommands(store, planStreamId(plan.planId), planDecider, commands, context);
  return result.append;
}

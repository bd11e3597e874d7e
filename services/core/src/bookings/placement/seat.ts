/**
 * The booking's seat on its slot (`slot-<id>`), the consistency boundary of the slot's
 * capacity. Reserving happens before the booking records itself (DESIGN.md); releasing
 * is the compensation, and a no-op for a seat the booking does not hold.
 */
import type { CommandContext } from '../../commands/decider.js';
import { handleCommand } from '../../commands/handleCommand.js';
import type { AppendResult, EventStore } from '../../eventstore/port.js';
import { slotDecider } from '../../schedules/slotDecider.js';
import { slotStreamId } from '../../schedules/slotEvents.js';

/**
 * A popular slot is a hot stream: every racer that loses the append retries on fresh
 * state. Each lost race means someone else's reservation landed, so after at most
 * `capacity` losses the slot reads full and the racer gets the clear "fully booked"
 * rather than a vague conflict. 60 covers the largest capacity (50) with room.
 */
export const HOT_STREAM_ATTEMPTS = 60;

export async function reserveSeat(store: EventStore, slotId: string, bookingId: string, context: CommandContext): Promise<AppendResult | undefined> {
  const command = { type: 'ReserveSeat' as const, id: slotId, bookingId, now: context.now };
  const result = await handleCommand(store, slotStreamId(slotId), slotDecider, command, context, { attempts: HOT_STREAM_ATTEMPTS, hot: true });
  return result.append;
}

export async function releaseSeat(store: EventStore, slotId: string, bookingId: string, context: CommandContext): Promise<AppendResult | undefined> {
  const command = { type: 'ReleaseSeat' as const, id: slotId, bookingId };
  const result = await handleCommand(store, slotStreamId(slotId), slotDecider, command, context, { attempts: HOT_STREAM_ATTEMPTS, hot: true });
  return result.append;
}

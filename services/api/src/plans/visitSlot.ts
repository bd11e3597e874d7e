/** The slot a visit is moved to, and the slot stream's refusals as a 422 on `slot`. */
import { DomainError } from '@app/core/commands/decider';
import type { SlotRef } from '@app/core/bookings/bookingEvents';
import { slotToPlace } from '@app/core/bookings/placement/placeBooking';
import { SLOT_FULL, START_PASSED } from '@app/core/schedules/slotDecider';
import { isSlotId } from '@app/core/schedules/slotEvents';
import type { ApiContext } from '../context.js';
import { HttpError } from '../http/problems.js';

export const SLOT_INVALID = 'The selected date is invalid.';
const invalidSlot = (message = SLOT_INVALID) => new HttpError('validation_failed', message, { slot: [message] });

export async function slotNamed(ctx: ApiContext, id: unknown): Promise<SlotRef> {
  const slot = typeof id === 'string' && isSlotId(id) ? await slotToPlace(ctx.store, id) : undefined;
  if (!slot) throw invalidSlot();
  return slot;
}

/** A full, begun or removed slot found by the move's own decision is the form's error, not a conflict. */
export async function onSlot<T>(move: () => Promise<T>): Promise<T> {
  try {
    return await move();
  } catch (error) {
    if (error instanceof DomainError && (error.message === SLOT_FULL || error.message === START_PASSED)) throw invalidSlot(error.message);
    if (error instanceof DomainError && error.code === 'not_found' && error.field === undefined && /slot|schedule/i.test(error.message)) throw invalidSlot();
    throw error;
  }
}

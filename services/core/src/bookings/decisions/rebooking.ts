/**
 * Moving a booking to another slot: the customer asks (5 Rebook Pending) and an
 * administrator fulfils with a slot of their choosing (4 Re-booked) or rejects; an
 * administrator may also re-book directly. The seat moves at fulfilment, on the slot
 * streams, before the RebookFulfilled event is recorded here.
 */
import { DomainError } from '../../commands/decider.js';
import type { BookingEvent, SlotRef } from '../bookingEvents.js';
import type { BookingState } from '../bookingState.js';
import { adminRebookRefusal, enforce, placed, rebookRequestRefusal, rejectRebookRefusal } from '../rules.js';
import { WorkStatus } from '../workStatus.js';

export interface RequestRebook {
  type: 'RequestRebook';
  bookingId: string;
  slot: SlotRef;
}
export interface FulfilRebook {
  type: 'FulfilRebook';
  bookingId: string;
  slot: SlotRef;
}
export interface RejectRebook {
  type: 'RejectRebook';
  bookingId: string;
}

/** Spec: the slot equal to the booking's current date is not offered when rebooking. */
export const SAME_SLOT = 'The booking is already scheduled at this time.';

function notTheHeldSlot(held: SlotRef, slot: SlotRef): void {
  if (held.id === slot.id) throw new DomainError('invalid', SAME_SLOT, 'dateOfService');
}

export function requestRebook(command: RequestRebook, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  enforce(rebookRequestRefusal(booking));
  notTheHeldSlot(booking.slot, command.slot);
  if (booking.workStatus === WorkStatus.RebookPending && booking.requestedSlot?.id === command.slot.id) return [];
  return [{ type: 'RebookRequested', data: { bookingId: command.bookingId, slot: command.slot } }];
}

export function fulfilRebook(command: FulfilRebook, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  enforce(adminRebookRefusal(booking));
  notTheHeldSlot(booking.slot, command.slot);
  const requested = booking.workStatus === WorkStatus.RebookPending;
  return [{ type: 'RebookFulfilled', data: { bookingId: command.bookingId, fromSlot: booking.slot, toSlot: command.slot, requested } }];
}

export function rejectRebook(command: RejectRebook, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  enforce(rejectRebookRefusal(booking));
  return [{ type: 'RebookRejected', data: { bookingId: command.bookingId, slot: booking.requestedSlot! } }];
}

/**
 * A booking reference is unique because placing the booking claims it: a stream of its
 * own, `reference-<REF>`, written in the placement's one atomic append and expecting no
 * stream (placeBooking.ts). Two placements drawing the same reference cannot both land;
 * the loser's retry finds it claimed and draws again. A look-up of the bookings read
 * model before each placement did the same for one statement per booking, and only
 * against bookings already projected.
 */
import { z } from 'zod';
import type { Decider } from '../../commands/decider.js';

export const bookingReferenceClaimed = z.object({ reference: z.string().min(1), bookingId: z.string().uuid() });

export type ReferenceEvent = { type: 'BookingReferenceClaimed'; data: z.infer<typeof bookingReferenceClaimed> };

export const referenceEventTypes = ['BookingReferenceClaimed'] as const;

export type ReferenceState = { status: 'free' } | { status: 'claimed'; bookingId: string };

export const referenceStreamId = (reference: string) => `reference-${reference}`;

export const referenceDecider: Pick<Decider<never, ReferenceEvent, ReferenceState>, 'evolve' | 'initialState'> = {
  initialState: () => ({ status: 'free' }),
  evolve: (_state, event) => ({ status: 'claimed', bookingId: event.data.bookingId }),
};

/** The reference drawn for this booking is another's (about 1 in 10^15 per pair): the placement draws again. */
export class ReferenceTaken extends Error {
  constructor(readonly reference: string) {
    super(`Booking reference ${reference} is taken`);
  }
}

/** The claim's events: none on a replay (decided elsewhere), refused when another booking holds it. */
export function claimReference(state: ReferenceState, reference: string, bookingId: string): ReferenceEvent[] {
  if (state.status === 'claimed') {
    if (state.bookingId === bookingId) return [];
    throw new ReferenceTaken(reference);
  }
  return [{ type: 'BookingReferenceClaimed', data: { reference, bookingId } }];
}

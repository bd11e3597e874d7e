/**
 * Bookings as the lists, look-ups and pages read them: one row per booking with its
 * customer and address as placed, its lines, payments and manongs. Also follows the
 * slot and coupon reservations, to know which ones no booking ever claimed.
 */
import { bookingEventTypes, type BookingEvent, type BookingPlaced } from '@app/core/bookings/bookingEvents';
import type { CouponEvent } from '@app/core/coupons/couponEvents';
import type { SlotEvent } from '@app/core/schedules/slotEvents';
import type { RecordedEvent } from '@app/core/eventstore/port';
import type { BatchClient } from '../../batchClient.js';
import { defineProjection } from '../../projection.js';
import { applyAfterPlacement, markPaid, type Dated, type Requested, type Succeeded } from './lifecycle.js';
import { insertPlaced, reservationReleased, reservationsMade, seatFreed, seatsHeld, type PendingReservation, type Placement, type SeatData } from './placement.js';
import { bookingTables } from './tables.js';

const reservationEventTypes = ['SeatReserved', 'SeatReleased', 'CouponRedeemed', 'CouponRedemptionReleased'] as const;
type ReservationEvent = Extract<SlotEvent | CouponEvent, { type: (typeof reservationEventTypes)[number] }>;

export const bookings = defineProjection({
  name: 'bookings',
  version: 10,
  eventTypes: [...bookingEventTypes, ...reservationEventTypes],
  tables: bookingTables,
  handle: (db, recorded) => applyEvents(db, [recorded]),
  handleBatch: applyEvents,
});

const isBookingEvent = new Set<string>(bookingEventTypes);
const isReservationEvent = new Set<string>(reservationEventTypes);

/** A seat or a coupon use taken, as a pending reservation's row. */
const reservationOf = (recorded: RecordedEvent): PendingReservation => {
  const { bookingId, id } = recorded.data as { bookingId: string; id: string };
  return { bookingId, kind: kindOf(recorded.type), targetId: id, at: recorded.metadata.occurredAt };
};

/**
 * What a batch allows beyond its events one by one, all leaving the rows as one by one
 * would (projection.ts; batchEquivalence.int.test.ts):
 * - placements: the batch's bookings are inserted together where the first of them is
 *   placed. No event of the batch before a booking's placement reads its row: a seat or
 *   coupon use taken for a booking placed in the same batch is not written as pending (one
 *   by one, the placement would delete that row, and after it the row's INSERT writes
 *   nothing);
 * - a booking's first payment request, when it is the booking's next event in the batch,
 *   goes into the booking's INSERT instead of an UPDATE of the row just inserted;
 * - payments that succeed as their booking's last event of the batch are marked paid
 *   together at its end: no later event of the batch touches those bookings' rows;
 * - likewise the seats held and the pending reservations, when no later event of the
 *   batch releases them.
 */
interface BatchPlan {
  placements: Placement[];
  placedHere: Set<string>;
  firstRequests: Set<RecordedEvent>;
  paidAtEnd: Map<RecordedEvent, Dated<Succeeded>>;
  heldAtEnd: Set<RecordedEvent>;
  pendingAtEnd: Set<RecordedEvent>;
}

const kindOf = (type: string) => (type === 'SeatReserved' || type === 'SeatReleased' ? 'seat' : 'coupon');

function planBatch(events: readonly RecordedEvent[]): BatchPlan {
  const placements = new Map<string, Placement>();
  const firstRequests = new Set<RecordedEvent>();
  const lastEventOf = new Map<string, RecordedEvent>();
  const lastReservationEventOf = new Map<string, RecordedEvent>();
  for (const recorded of events) {
    if (isReservationEvent.has(recorded.type)) {
      const { bookingId, id } = recorded.data as { bookingId: string; id: string };
      lastReservationEventOf.set(`${kindOf(recorded.type)} ${bookingId} ${id}`, recorded);
    }
    if (!isBookingEvent.has(recorded.type)) continue;
    const { bookingId } = recorded.data as { bookingId: string };
    const previous = lastEventOf.get(bookingId);
    lastEventOf.set(bookingId, recorded);
    const at = recorded.metadata.occurredAt;
    if (recorded.type === 'BookingPlaced') {
      placements.set(bookingId, { data: recorded.data as BookingPlaced, at });
    } else if (recorded.type === 'PaymentRequested' && previous?.type === 'BookingPlaced') {
      placements.get(bookingId)!.firstRequest = { data: recorded.data as Requested, at };
      firstRequests.add(recorded);
    }
  }
  const paidAtEnd = new Map<RecordedEvent, Dated<Succeeded>>();
  for (const last of lastEventOf.values()) {
    if (last.type === 'PaymentSucceeded') paidAtEnd.set(last, { data: last.data as Succeeded, at: last.metadata.occurredAt });
  }
  const placedHere = new Set(placements.keys());
  const lastReservations = [...lastReservationEventOf.values()];
  const heldAtEnd = new Set(lastReservations.filter((last) => last.type === 'SeatReserved'));
  const pendingAtEnd = new Set(
    lastReservations.filter((last) => (last.type === 'SeatReserved' || last.type === 'CouponRedeemed') && !placedHere.has((last.data as { bookingId: string }).bookingId)),
  );
  return { placements: [...placements.values()], placedHere, firstRequests, paidAtEnd, heldAtEnd, pendingAtEnd };
}

async function applyEvents(db: BatchClient, events: readonly RecordedEvent[]): Promise<void> {
  const { placements, placedHere, firstRequests, paidAtEnd, heldAtEnd, pendingAtEnd } = planBatch(events);
  // A seat or coupon use for a booking not placed in this batch, released later in it (else it waits for the end).
  const pending = (recorded: RecordedEvent, bookingId: string) => {
    if (!placedHere.has(bookingId) && !pendingAtEnd.has(recorded)) reservationsMade(db, [reservationOf(recorded)]);
  };
  let placed = false;
  for (const recorded of events) {
    const at = recorded.metadata.occurredAt;
    const event = { type: recorded.type, data: recorded.data } as BookingEvent | ReservationEvent;
    switch (event.type) {
      case 'SeatReserved':
        if (!heldAtEnd.has(recorded)) seatsHeld(db, [{ data: event.data, at }]);
        pending(recorded, event.data.bookingId);
        break;
      case 'SeatReleased':
        seatFreed(db, event.data.bookingId, event.data.id);
        reservationReleased(db, event.data.bookingId, 'seat', event.data.id);
        break;
      case 'CouponRedeemed':
        pending(recorded, event.data.bookingId);
        break;
      case 'CouponRedemptionReleased':
        reservationReleased(db, event.data.bookingId, 'coupon', event.data.id);
        break;
      case 'BookingPlaced':
        if (!placed) insertPlaced(db, placements);
        placed = true;
        break;
      default:
        if (firstRequests.has(recorded) || paidAtEnd.has(recorded)) break;
        applyAfterPlacement(db, event, at);
    }
  }
  markPaid(db, [...paidAtEnd.values()]);
  seatsHeld(db, [...heldAtEnd].map((recorded) => ({ data: recorded.data as SeatData, at: recorded.metadata.occurredAt })));
  reservationsMade(db, [...pendingAtEnd].map(reservationOf));
}

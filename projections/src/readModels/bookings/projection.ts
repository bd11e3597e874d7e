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
import { insertPlaced, reservationMade, reservationReleased, seatFreed, seatsHeld, type Placement, type SeatData } from './placement.js';
import { bookingTables } from './tables.js';

const reservationEventTypes = ['SeatReserved', 'SeatReleased', 'CouponRedeemed', 'CouponRedemptionReleased'] as const;
type Reservation = Extract<SlotEvent | CouponEvent, { type: (typeof reservationEventTypes)[number] }>;

export const bookings = defineProjection({
  name: 'bookings',
  version: 8,
  eventTypes: [...bookingEventTypes, ...reservationEventTypes],
  tables: bookingTables,
  handle: (db, recorded) => applyEvents(db, [recorded]),
  handleBatch: applyEvents,
});

const isBookingEvent = new Set<string>(bookingEventTypes);

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
 * - likewise the seats held, when no later event of the batch frees them.
 */
interface BatchPlan {
  placements: Placement[];
  placedHere: Set<string>;
  firstRequests: Set<RecordedEvent>;
  paidAtEnd: Map<RecordedEvent, Dated<Succeeded>>;
  heldAtEnd: Set<RecordedEvent>;
}

function planBatch(events: readonly RecordedEvent[]): BatchPlan {
  const placements = new Map<string, Placement>();
  const firstRequests = new Set<RecordedEvent>();
  const lastEventOf = new Map<string, RecordedEvent>();
  const lastSeatEventOf = new Map<string, RecordedEvent>();
  for (const recorded of events) {
    if (recorded.type === 'SeatReserved' || recorded.type === 'SeatReleased') {
      const { bookingId, id } = recorded.data as { bookingId: string; id: string };
      lastSeatEventOf.set(`${bookingId} ${id}`, recorded);
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
  const heldAtEnd = new Set([...lastSeatEventOf.values()].filter((last) => last.type === 'SeatReserved'));
  return { placements: [...placements.values()], placedHere: new Set(placements.keys()), firstRequests, paidAtEnd, heldAtEnd };
}

async function applyEvents(db: BatchClient, events: readonly RecordedEvent[]): Promise<void> {
  const { placements, placedHere, firstRequests, paidAtEnd, heldAtEnd } = planBatch(events);
  let placed = false;
  for (const recorded of events) {
    const at = recorded.metadata.occurredAt;
    const event = { type: recorded.type, data: recorded.data } as BookingEvent | Reservation;
    switch (event.type) {
      case 'SeatReserved':
        if (!heldAtEnd.has(recorded)) seatsHeld(db, [{ data: event.data, at }]);
        if (!placedHere.has(event.data.bookingId)) reservationMade(db, event.data.bookingId, 'seat', event.data.id, at);
        break;
      case 'SeatReleased':
        seatFreed(db, event.data.bookingId, event.data.id);
        reservationReleased(db, event.data.bookingId, 'seat', event.data.id);
        break;
      case 'CouponRedeemed':
        if (!placedHere.has(event.data.bookingId)) reservationMade(db, event.data.bookingId, 'coupon', event.data.id, at);
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
}

/**
 * Bookings as the lists, look-ups and pages read them: one row per booking with its
 * customer and address as placed, its lines, payments and manongs. Also follows the
 * slot and coupon reservations, to know which ones no booking ever claimed.
 */
import { bookingEventTypes, type BookingEvent } from '@app/core/bookings/bookingEvents';
import type { CouponEvent } from '@app/core/coupons/couponEvents';
import type { SlotEvent } from '@app/core/schedules/slotEvents';
import type { RecordedEvent } from '@app/core/eventstore/port';
import type { BatchClient } from '../../batchClient.js';
import { defineProjection } from '../../projection.js';
import { applyAfterPlacement, insertPayment } from './lifecycle.js';
import { insertPlaced, reservationMade, reservationReleased, seatFreed, seatHeld, type FirstPayment } from './placement.js';
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
 * The events in order, with two savings a batch of bookings allows (each leaves the rows
 * as the events one by one would, projection.ts):
 * - a seat or coupon use taken for a booking placed in the same batch is not written as
 *   pending: one by one, a placement after it would delete the row, and after a placement
 *   the row's INSERT writes nothing (it checks that the booking does not exist);
 * - a booking's first payment request, when it is the booking's next event in the batch,
 *   goes into the booking's INSERT instead of an UPDATE of the row just inserted.
 */
async function applyEvents(db: BatchClient, events: readonly RecordedEvent[]): Promise<void> {
  const placedHere = new Set<string>();
  const firstRequestOf = new Map<string, RecordedEvent>();
  const awaitingNext = new Set<string>();
  for (const recorded of events) {
    if (!isBookingEvent.has(recorded.type)) continue;
    const { bookingId } = recorded.data as { bookingId: string };
    if (recorded.type === 'BookingPlaced') {
      placedHere.add(bookingId);
      awaitingNext.add(bookingId);
    } else if (awaitingNext.delete(bookingId) && recorded.type === 'PaymentRequested') {
      firstRequestOf.set(bookingId, recorded);
    }
  }

  for (const recorded of events) {
    const at = recorded.metadata.occurredAt;
    const event = { type: recorded.type, data: recorded.data } as BookingEvent | Reservation;
    switch (event.type) {
      case 'SeatReserved':
        seatHeld(db, event.data.bookingId, event.data.id, at);
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
      case 'BookingPlaced': {
        const request = firstRequestOf.get(event.data.bookingId);
        const asked = request?.data as { paymentId: string; url: string } | undefined;
        const payment: FirstPayment | undefined = asked && { paymentId: asked.paymentId, url: asked.url, at: request!.metadata.occurredAt };
        insertPlaced(db, event.data, at, payment);
        break;
      }
      case 'PaymentRequested':
        if (firstRequestOf.get(event.data.bookingId) === recorded) insertPayment(db, event.data, at);
        else applyAfterPlacement(db, event, at);
        break;
      default:
        applyAfterPlacement(db, event, at);
    }
  }
}

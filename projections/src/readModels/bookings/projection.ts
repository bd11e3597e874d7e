/**
 * Bookings as the lists, look-ups and pages read them: one row per booking with its
 * customer and address as placed, its lines, payments and manongs. Also follows the
 * slot and coupon reservations, to know which ones no booking ever claimed.
 */
import { bookingEventTypes, type BookingEvent } from '@app/core/bookings/bookingEvents';
import type { CouponEvent } from '@app/core/coupons/couponEvents';
import type { SlotEvent } from '@app/core/schedules/slotEvents';
import { defineProjection } from '../../projection.js';
import { applyAfterPlacement } from './lifecycle.js';
import { insertPlaced, reservationMade, reservationReleased, seatFreed, seatHeld } from './placement.js';
import { bookingTables } from './tables.js';

const reservationEventTypes = ['SeatReserved', 'SeatReleased', 'CouponRedeemed', 'CouponRedemptionReleased'] as const;
type Reservation = Extract<SlotEvent | CouponEvent, { type: (typeof reservationEventTypes)[number] }>;

export const bookings = defineProjection({
  name: 'bookings',
  version: 8,
  eventTypes: [...bookingEventTypes, ...reservationEventTypes],
  tables: bookingTables,
  async handle(db, recorded) {
    const at = recorded.metadata.occurredAt;
    const event = { type: recorded.type, data: recorded.data } as BookingEvent | Reservation;
    switch (event.type) {
      case 'SeatReserved':
        seatHeld(db, event.data.bookingId, event.data.id, at);
        return reservationMade(db, event.data.bookingId, 'seat', event.data.id, at);
      case 'SeatReleased':
        seatFreed(db, event.data.bookingId, event.data.id);
        return reservationReleased(db, event.data.bookingId, 'seat', event.data.id);
      case 'CouponRedeemed':
        return reservationMade(db, event.data.bookingId, 'coupon', event.data.id, at);
      case 'CouponRedemptionReleased':
        return reservationReleased(db, event.data.bookingId, 'coupon', event.data.id);
      case 'BookingPlaced':
        return insertPlaced(db, event.data, at);
      default:
        return applyAfterPlacement(db, event, at);
    }
  },
});

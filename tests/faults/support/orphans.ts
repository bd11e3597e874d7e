/**
 * What a half-done placement would leave, for the fault tests: a booking, its seat and its
 * coupon use are one atomic append (core bookings/placement), so after any fault both
 * figures must be zero, with no reconciler having run.
 */
import type { Pool } from '@app/core/db/pool';
import { bookingsInSlot } from '@app/projections/readModels/bookingList/counts';
import { findSlot } from '@app/projections/readModels/schedules/slots';

/** Seats and coupon uses in the event store whose booking's stream does not exist. */
export async function heldWithoutBooking(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM es.events s WHERE s.event_type IN ('SeatReserved', 'CouponRedeemed')
        AND NOT EXISTS (SELECT 1 FROM es.events b WHERE b.stream_id = 'booking-' || (s.data->>'bookingId'))`,
  );
  return rows[0]!.n;
}

/** Seats the slots' read model counts beyond the bookings it shows on them (0 when they agree). */
export async function seatsWithoutBooking(pool: Pool, slotIds: readonly string[]): Promise<number> {
  const perSlot = await Promise.all(slotIds.map(async (id) => ((await findSlot(pool, id))?.reserved ?? 0) - (await bookingsInSlot(pool, id))));
  return perSlot.reduce((sum, n) => sum + n, 0);
}

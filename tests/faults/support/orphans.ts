/**
 * What a half-done placement would leave, for the fault tests: a booking, its seat and its
 * coupon use are one atomic append (core bookings/placement), so after any fault both
 * figures must be zero, with no reconciler having run.
 */
import type { Pool } from '@app/core/db/pool';

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
  const { rows } = await pool.query<{ n: number }>(
    `SELECT (SELECT coalesce(sum(reserved), 0)::int FROM rm_schedules.slots WHERE id = ANY($1::text[]))
          - (SELECT count(*)::int FROM rm_bookings.bookings WHERE slot_id = ANY($1::text[])) AS n`,
    [slotIds],
  );
  return rows[0]!.n;
}

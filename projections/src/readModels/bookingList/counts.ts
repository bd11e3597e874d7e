/**
 * Plain counts of the bookings read model's rows, by what holds them: a slot's bookings,
 * a coupon's, and seats or coupon uses with no booking. The lists' totals come from the page buckets
 * (bucketPage.ts); these count the rows themselves, which is what checks those totals.
 */
import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

const count = async (db: Db, sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0]!.n;

export const bookingsInSlot = (db: Db, slotId: string) => count(db, 'SELECT count(*)::int AS n FROM rm_bookings.bookings WHERE slot_id = $1', [slotId]);

export const bookingsWithCoupon = (db: Db, couponId: string) => count(db, 'SELECT count(*)::int AS n FROM rm_bookings.bookings WHERE coupon_id = $1', [couponId]);

/** Seats and coupon uses in the event store whose booking has no row (0 once the projections caught up: a placement is one atomic append). */
export const reservationsWithoutBooking = (db: Db) =>
  count(
    db,
    `SELECT count(*)::int AS n FROM es.events s WHERE s.event_type IN ('SeatReserved', 'CouponRedeemed')
        AND NOT EXISTS (SELECT 1 FROM rm_bookings.bookings b WHERE b.id = (s.data->>'bookingId')::uuid)`,
  );

/** The number of bookings in each work status that has any, counted row by row. */
export async function countedByWorkStatus(db: Db): Promise<{ work_status: number; n: number }[]> {
  const { rows } = await db.query<{ work_status: number; n: number }>('SELECT work_status, count(*)::int AS n FROM rm_bookings.bookings GROUP BY 1 ORDER BY 1');
  return rows;
}

/**
 * Plain counts of the bookings read model's rows, by what holds them: a slot's bookings,
 * a coupon's, and placements still pending. The lists' totals come from the page buckets
 * (bucketPage.ts); these count the rows themselves, which is what checks those totals.
 */
import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

const count = async (db: Db, sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0]!.n;

export const bookingsInSlot = (db: Db, slotId: string) => count(db, 'SELECT count(*)::int AS n FROM rm_bookings.bookings WHERE slot_id = $1', [slotId]);

export const bookingsWithCoupon = (db: Db, couponId: string) => count(db, 'SELECT count(*)::int AS n FROM rm_bookings.bookings WHERE coupon_id = $1', [couponId]);

export const pendingReservationCount = (db: Db) => count(db, 'SELECT count(*)::int AS n FROM rm_bookings.pending_reservations');

/** The number of bookings in each work status that has any, counted row by row. */
export async function countedByWorkStatus(db: Db): Promise<{ work_status: number; n: number }[]> {
  const { rows } = await db.query<{ work_status: number; n: number }>('SELECT work_status, count(*)::int AS n FROM rm_bookings.bookings GROUP BY 1 ORDER BY 1');
  return rows;
}

/**
 * A page of bookings at any offset, in any paged sort and order, with or without a work
 * status, found through the page buckets (pageBuckets.ts) instead of walking the offset:
 *
 * 1. The buckets' counts for the status (or all), summed in key order, give the total and,
 *    for the page's first and last rows, the ranges that hold them. A descending page is
 *    the ascending positions [total - offset - limit, total - 1 - offset], read backwards.
 * 2. The (sort key, reference) index is walked between those two ranges only: from the
 *    first range's key up to the key of the range after the last one, skipping the rows
 *    of the first range that come before the page (fewer than a range holds).
 *
 * The answer is the same rows in the same order as ORDER BY key, reference OFFSET LIMIT,
 * and the total the same as count(*) (the tests compare the two on every edge).
 */
import type pg from 'pg';
import { boundKey, PAGED_SORTS, rowKey, WORK_STATUSES, type PagedSortKey } from './pageBuckets.js';

type Db = Pick<pg.Pool, 'query'>;

export interface BucketPageRequest {
  sort: PagedSortKey;
  order: 'ASC' | 'DESC';
  workStatus?: number;
  offset: number;
  limit: number;
}

interface Ranges {
  total: string;
  /** The first page row's range: its key, and how many rows of the status come before it. */
  first_value: string | null;
  first_ref: string | null;
  first_before: string | null;
  /** The last page row's range: the next range's key (null: none), and the rows up to its end. */
  last_next_value: string | null;
  last_next_ref: string | null;
  last_end: string | null;
}

/** The references of the page, in order, and the total of the status (or of all bookings). */
export async function bucketPage(db: Db, request: BucketPageRequest): Promise<{ references: string[]; total: number }> {
  const { sort, order, offset, limit } = request;
  const status = request.workStatus ?? null;
  // No booking has a status outside 0..6 (and only those have a column).
  if (status !== null && !(WORK_STATUSES as readonly number[]).includes(status)) return { references: [], total: 0 };
  const n = status === null ? 'n' : `n${status}`;
  // $1 offset, $2 limit, $3 descending. Keys come back as text, to be cast back exactly
  // (a timestamptz through a JS Date would lose its microseconds).
  const { rows } = await db.query<Ranges>(
    `WITH c AS (
       SELECT lo_value, lo_ref, lead(lo_value) OVER w AS next_value, lead(lo_ref) OVER w AS next_ref, sum(${n}) OVER w - ${n} AS before, ${n} AS n
       FROM rm_bookings.page_buckets_${sort} WINDOW w AS (ORDER BY lo_value, lo_ref)
     ),
     t AS (SELECT coalesce(sum(${n}), 0) AS total FROM rm_bookings.page_buckets_${sort}),
     p AS (
       SELECT total,
         CASE WHEN $3::boolean THEN greatest(0, total - $1::bigint - $2::bigint) ELSE $1::bigint END AS p0,
         CASE WHEN $3::boolean THEN total - 1 - $1::bigint ELSE least($1::bigint + $2::bigint, total) - 1 END AS p1
       FROM t
     )
     SELECT p.total, f.lo_value::text AS first_value, f.lo_ref AS first_ref, f.before AS first_before,
            l.next_value::text AS last_next_value, l.next_ref AS last_next_ref, l.before + l.n AS last_end
     FROM p
     LEFT JOIN LATERAL (SELECT * FROM c WHERE p.p0 <= p.p1 AND n > 0 AND before <= p.p0 ORDER BY lo_value DESC, lo_ref DESC LIMIT 1) f ON true
     LEFT JOIN LATERAL (SELECT * FROM c WHERE p.p0 <= p.p1 AND before + n > p.p1 ORDER BY lo_value, lo_ref LIMIT 1) l ON true`,
    [offset, limit, order === 'DESC'],
  );
  const r = rows[0]!;
  const total = Number(r.total);
  if (r.first_before === null || r.last_end === null || limit <= 0) return { references: [], total };

  const params: unknown[] = [];
  // A range's key as parameters (the reference alone when it is the sort key).
  const bound = (value: string | null, ref: string | null) =>
    sort === 'reference' ? `$${params.push(ref)}` : boundKey(sort, `$${params.push(value)}`, `$${params.push(ref)}`);
  const conditions = [`${rowKey(sort)} >= ${bound(r.first_value, r.first_ref)}`];
  if (r.last_next_ref !== null) conditions.push(`${rowKey(sort)} < ${bound(r.last_next_value, r.last_next_ref)}`);
  // `+ 0` keeps the status a filter of the walk, never an index condition: in the
  // (work_status, reference) index, PostgreSQL 17.10 answered an equality on work_status
  // together with the row comparisons on (work_status, reference) with rows of other
  // statuses (seen in the tests: a backward scan returned status 0 rows for status 1).
  if (status !== null) conditions.push(`work_status + 0 = $${params.push(status)}`);
  // Ascending: skip the first range's rows before the page. Descending: start at the last
  // range's end and skip the rows after the page.
  const skip = order === 'DESC' ? Number(r.last_end) - total + offset : offset - Number(r.first_before);
  const expression = PAGED_SORTS[sort].expression;
  const { rows: page } = await db.query<{ reference: string }>(
    `SELECT reference FROM rm_bookings.bookings WHERE ${conditions.join(' AND ')}
     ORDER BY ${expression} ${order}, reference ${order} OFFSET $${params.push(skip)} LIMIT $${params.push(limit)}`,
    params,
  );
  return { references: page.map((p) => p.reference), total };
}

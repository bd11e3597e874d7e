/**
 * A page of bookings at any offset, in any paged sort and order, with or without a work
 * status, found through the page buckets (pageBuckets.ts) instead of walking the offset:
 *
 * 1. The ranges' counts for the status (or all), summed in key order, give the total and
 *    the ranges holding the page's rows: the page is the ascending positions [offset,
 *    offset + limit - 1], or for a descending page [total - offset - limit, total - 1 -
 *    offset], read backwards. For each such range (only those with rows of the status),
 *    how many of its rows come before the page and how many are in it.
 * 2. Each of those ranges is read from its key in the (sort key, reference) index: skip
 *    the rows before the page, take the page's. A range with no row of the status is
 *    never walked, so a status whose bookings cluster (pending ones are recent) costs the
 *    same as one spread evenly; a walk is at most one range (a few thousand entries).
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
  /** The ranges holding page rows, ascending: their keys, rows to skip and rows to take. */
  lo_values: string[] | null;
  lo_refs: string[] | null;
  skips: number[] | null;
  takes: number[] | null;
}

/**
 * The range column counting the bookings of a work status (`n` for all of them); none for
 * a status outside 0..6, which no booking has.
 */
function countColumn(workStatus: number | undefined): string | undefined {
  if (workStatus === undefined) return 'n';
  return (WORK_STATUSES as readonly number[]).includes(workStatus) ? `n${workStatus}` : undefined;
}

/** The references of the page, in order, and the total of the status (or of all bookings). */
export async function bucketPage(db: Db, request: BucketPageRequest): Promise<{ references: string[]; total: number }> {
  const { sort, order, offset, limit } = request;
  const status = request.workStatus ?? null;
  const n = countColumn(request.workStatus);
  if (!n) return { references: [], total: 0 };
  // $1 offset, $2 limit, $3 descending. Keys come back as text, to be cast back exactly
  // (a timestamptz through a JS Date would lose its microseconds).
  const { rows } = await db.query<Ranges>(
    `WITH c AS (
       SELECT lo_value, lo_ref, sum(${n}) OVER (ORDER BY lo_value, lo_ref) - ${n} AS before, ${n} AS n
       FROM rm_bookings.page_buckets_${sort}
     ),
     t AS (SELECT coalesce(sum(${n}), 0) AS total FROM rm_bookings.page_buckets_${sort}),
     p AS (
       SELECT total,
         CASE WHEN $3::boolean THEN greatest(0, total - $1::bigint - $2::bigint) ELSE $1::bigint END AS p0,
         CASE WHEN $3::boolean THEN total - 1 - $1::bigint ELSE least($1::bigint + $2::bigint, total) - 1 END AS p1
       FROM t
     )
     SELECT p.total,
       array_agg(c.lo_value::text ORDER BY c.lo_value, c.lo_ref) AS lo_values,
       array_agg(c.lo_ref ORDER BY c.lo_value, c.lo_ref) AS lo_refs,
       array_agg(greatest(0, p.p0 - c.before)::int ORDER BY c.lo_value, c.lo_ref) AS skips,
       array_agg((least(c.n, p.p1 - c.before + 1) - greatest(0, p.p0 - c.before))::int ORDER BY c.lo_value, c.lo_ref) AS takes
     FROM p LEFT JOIN c ON c.n > 0 AND c.before <= p.p1 AND c.before + c.n > p.p0
     GROUP BY p.total`,
    [offset, limit, order === 'DESC'],
  );
  const r = rows[0]!;
  const total = Number(r.total);
  if (!r.lo_refs || r.lo_refs[0] === null || limit <= 0) return { references: [], total };

  // Within a range, the first `take` rows of the status after `skip` are all in it: the
  // range holds at least skip + take of them, so no upper key is needed.
  const params: unknown[] = [r.lo_values, r.lo_refs, r.skips, r.takes];
  const lower = sort === 'reference' ? 'r.lo_ref' : boundKey(sort, 'r.lo_value', 'r.lo_ref');
  // `+ 0` keeps the status a filter of the walk, never an index condition: in the
  // (work_status, reference) index, PostgreSQL 17.10 answered an equality on work_status
  // together with row comparisons on (work_status, reference) with rows of other
  // statuses (seen in the tests: a backward scan returned status 0 rows for status 1).
  const filter = status === null ? '' : `AND work_status + 0 = $${params.push(status)}`;
  const expression = PAGED_SORTS[sort].expression;
  const { rows: page } = await db.query<{ reference: string }>(
    `SELECT w.reference FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) WITH ORDINALITY AS r(lo_value, lo_ref, skip, take, i)
     CROSS JOIN LATERAL (
       SELECT reference, ${expression} AS v FROM rm_bookings.bookings WHERE ${rowKey(sort)} >= ${lower} ${filter}
       ORDER BY ${expression}, reference OFFSET r.skip LIMIT r.take
     ) w
     ORDER BY r.i, w.v, w.reference`,
    params,
  );
  const references = page.map((p) => p.reference);
  return { references: order === 'DESC' ? references.reverse() : references, total };
}

/**
 * How many bookings there are, or of one work status: the sum of one sort's range counts
 * (every sort counts every booking once), a few hundred rows at a million bookings.
 */
export async function countBookings(db: Db, workStatus?: number): Promise<number> {
  const n = countColumn(workStatus);
  if (!n) return 0;
  const { rows } = await db.query<{ n: string | null }>(`SELECT sum(${n}) AS n FROM rm_bookings.page_buckets_reference`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The admin search of many bookings (search.ts) against a plain `LIKE ... ORDER BY ...
 * OFFSET ... LIMIT` and `count(*)` over the same rows: a rare term (read through its
 * rarest chunks) gives the same pages and the exact total, or "more than" the cap with
 * a next page that still opens; a common term (walked) gives the same pages with its
 * total "about" the sample's estimate; one whose matches sit far along the list's order
 * (or a page near its last) is gathered through the index, with the exact total.
 * The thresholds are cut small, so a few thousand rows take every path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@app/core/testing/testDatabase';
import { listBookings } from '../bookingList/bookings.js';
import { PAGED_SORTS } from '../bookingList/pageBuckets.js';
import { forgetSearchSamples, searchReferences, type SearchTuning } from './search.js';
import { bookingsTestDatabase } from '../bookings/testDatabase.js';

// Every table is "large" and sampled whole; a rare term's count stops at 50. A term in 40
// sample rows is common under COMMON; under RARE every term is rare.
const COMMON: SearchTuning = { exactBelow: 0, commonHits: 40, countCap: 50, sampleRows: 4000, walkPerMatch: 1.3 };
const RARE: SearchTuning = { ...COMMON, commonHits: 4000 };
const SORTS = ['created_at', 'customer_name', 'total', 'reference', 'when_at'] as const;
type Sort = (typeof SORTS)[number];

let db: TestDatabase;
beforeAll(async () => {
  db = await bookingsTestDatabase();
  // 3,000 bookings: 'Santos' every 4th (common), customers 0..299 with 10 bookings each
  // ('customer17' is rare but made of chunks every e-mail holds), one 'Odd_%Name'.
  await db.pool.query(
    `INSERT INTO rm_bookings.bookings (id, reference, customer_id, customer_first_name, customer_last_name, customer_name, customer_email,
       address_city_id, address_city_name, address_street, address_barangay, address_type_of_home, category_id, category_name, slot_id,
       when_at, work_status, payment_status, sub_total, discount, total, gateway, placed_by, created_at, updated_at)
     SELECT md5('b' || i)::uuid, upper(substr(md5('r' || i), 1, 10)), md5('c' || (i % 300))::uuid, 'N', 'L',
       CASE WHEN i = 77 THEN 'Odd_%Name' WHEN i % 4 = 0 THEN 'Maria Santos' ELSE 'Name ' || (i % 9) END,
       'customer' || (i % 300) || '@example.ph', md5('city')::uuid, 'Makati', 'St', 'Brgy', 'House', md5('cat')::uuid, 'Aircon', 's' || i,
       timestamptz '2026-01-01' + (i % 40) * interval '1 day', (i % 7)::smallint, 'paid', 1000, 0, 1000 + (i % 3) * 250, 'xendit', 'customer',
       timestamptz '2025-01-01' + (i / 3) * interval '1 minute', now()
     FROM generate_series(1, 3000) AS i`,
  );
  await db.pool.query('ANALYZE rm_bookings.bookings');
});
afterAll(async () => {
  await db?.drop();
});

async function plain(term: string, sort: Sort, order: 'ASC' | 'DESC', status: number | undefined, offset: number, limit: number) {
  const like = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = `search_text LIKE $1 AND ($2::smallint IS NULL OR work_status = $2)`;
  const page = await db.pool.query<{ reference: string }>(
    `SELECT reference FROM rm_bookings.bookings WHERE ${where} ORDER BY ${PAGED_SORTS[sort].expression} ${order}, reference ${order} OFFSET $3 LIMIT $4`,
    [like, status ?? null, offset, limit],
  );
  const count = await db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM rm_bookings.bookings WHERE ${where}`, [like, status ?? null]);
  return { references: page.rows.map((r) => r.reference), total: Number(count.rows[0]!.n) };
}

const bookingsWith = async (status?: number) =>
  Number((await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM rm_bookings.bookings WHERE $1::smallint IS NULL OR work_status = $1', [status ?? null])).rows[0]!.n);

async function search(term: string, sort: Sort, order: 'ASC' | 'DESC', status: number | undefined, offset: number, limit: number, tuning = RARE) {
  return searchReferences(db.pool, { term, workStatus: status, sortKey: sort, order, offset, limit }, await bookingsWith(status), tuning);
}

describe('the admin search of many bookings', () => {
  it('reads a rare term through its rarest chunks: the same pages as a plain LIKE, and the exact total', async () => {
    // Customer 17's ten bookings: its chunks 'cus', 'ust'... are in every e-mail, 'r17' and '17@' are not.
    expect((await plain('customer17@', 'created_at', 'DESC', undefined, 0, 5)).total).toBe(10);
    for (const sort of SORTS) {
      for (const order of ['ASC', 'DESC'] as const) {
        for (const status of [undefined, 3]) {
          for (const offset of [0, 3, 9, 10]) {
            const got = await search('Customer17@', sort, order, status, offset, 5);
            const expected = await plain('customer17@', sort, order, status, offset, 5);
            expect(got.path, `${sort} ${order} ${status} ${offset}`).toBe('rare');
            expect(got.rows, `${sort} ${order} ${status} ${offset}`).toEqual(expected.references);
            expect([got.total, got.totalRelation], `${sort} ${order} ${status} ${offset}`).toEqual([expected.total, undefined]);
          }
        }
      }
    }
  });

  it('says "more than" the cap when a rare term has more matches, and the next pages still open up to the last, counted exactly', async () => {
    // 'customer1' is in customer1, 10..19 and 100..199: 111 customers, 1,110 bookings.
    const want = await plain('customer1', 'total', 'ASC', undefined, 0, 10);
    expect(want.total).toBe(1110);
    const first = await search('customer1', 'total', 'ASC', undefined, 0, 10);
    expect(first).toMatchObject({ path: 'rare', rows: want.references, total: 50, totalRelation: 'more', hasNextPage: true });
    const deep = await search('customer1', 'total', 'ASC', undefined, 100, 10);
    expect(deep.rows).toEqual((await plain('customer1', 'total', 'ASC', undefined, 100, 10)).references);
    expect(deep).toMatchObject({ total: 110, totalRelation: 'more', hasNextPage: true });
    const last = await search('customer1', 'total', 'ASC', undefined, 1100, 25);
    expect(last.rows).toEqual((await plain('customer1', 'total', 'ASC', undefined, 1100, 25)).references);
    expect(last.rows).toHaveLength(10);
    expect([last.total, last.totalRelation]).toEqual([1110, undefined]);
  });

  it("walks a common term in the sort's order: the same pages, the total about the sample's estimate", async () => {
    forgetSearchSamples(db.pool);
    // 'Maria Santos' is every 4th booking, spread evenly over the creation order.
    const want = await plain('santos', 'created_at', 'DESC', undefined, 0, 25);
    expect(want.total).toBe(750);
    const first = await search('Santos', 'created_at', 'DESC', undefined, 0, 25, COMMON);
    expect(first).toMatchObject({ path: 'common', rows: want.references, totalRelation: 'about', hasNextPage: true });
    // The sample holds every row here: the estimate is the count.
    expect(first.total).toBe(750);
    for (const [status, offset] of [[undefined, 25], [undefined, 80], [1, 0]] as const) {
      const got = await search('santos', 'when_at', 'ASC', status, offset, 25, COMMON);
      expect(got.path).toBe('common');
      expect(got.rows).toEqual((await plain('santos', 'when_at', 'ASC', status, offset, 25)).references);
    }
  });

  it('gathers a common term through the index when the walk would be long: matches far along the order, or a page near the last', async () => {
    forgetSearchSamples(db.pool);
    // By customer name, descending: 'Odd_%Name' and the 2,249 'Name N' come before every 'Maria Santos'.
    const clustered = await search('santos', 'customer_name', 'DESC', undefined, 0, 25, COMMON);
    const want = await plain('santos', 'customer_name', 'DESC', undefined, 0, 25);
    expect(clustered).toMatchObject({ path: 'gathered', rows: want.references, total: 750 });
    expect(clustered.totalRelation).toBeUndefined();
    // Ascending, the Santos come first: walked.
    expect((await search('santos', 'customer_name', 'ASC', undefined, 0, 25, COMMON)).path).toBe('common');
    for (const [sort, offset] of [['created_at', 740], ['when_at', 700]] as const) {
      const last = await search('santos', sort, 'ASC', undefined, offset, 25, COMMON);
      expect(last.path).toBe('gathered');
      expect(last.rows).toEqual((await plain('santos', sort, 'ASC', undefined, offset, 25)).references);
      expect([last.total, last.totalRelation, last.hasNextPage]).toEqual([750, undefined, undefined]);
    }
  });

  it('escapes LIKE wildcards, and finds terms shorter than a chunk', async () => {
    for (const term of ['d_%n', 'odd_%', 'o_d', '7@', '%']) {
      for (const tuning of [RARE, COMMON]) {
        const got = await search(term, 'created_at', 'DESC', undefined, 0, 5, tuning);
        const want = await plain(term, 'created_at', 'DESC', undefined, 0, 5);
        expect(got.rows, term).toEqual(want.references);
        if (!got.totalRelation) expect(got.total, term).toBe(want.total);
      }
    }
    expect((await plain('d_%n', 'created_at', 'DESC', undefined, 0, 5)).total).toBe(1);
    expect((await plain('o_d', 'created_at', 'DESC', undefined, 0, 5)).total).toBe(0);
  });

  it('serve listBookings: full bookings in the page order, the relation of the total passed on', async () => {
    const page = await listBookings(db.pool, { search: 'customer1', offset: 0, limit: 10, sort: { field: 'total', order: 'ASC' } }, RARE);
    expect(page.rows.map((b) => b.reference)).toEqual((await plain('customer1', 'total', 'ASC', undefined, 0, 10)).references);
    expect(page).toMatchObject({ total: 50, totalRelation: 'more', hasNextPage: true });
    // Under the default thresholds 3,000 bookings are few: counted exactly as before.
    const exact = await listBookings(db.pool, { search: 'customer1', offset: 0, limit: 10, sort: { field: 'total', order: 'ASC' } });
    expect([exact.total, exact.totalRelation]).toEqual([1110, undefined]);
  });
});

/**
 * Pages through the page buckets are exactly the pages of a plain ORDER BY ... OFFSET ...
 * LIMIT over the same rows, with the same total: for every sort, both orders, all
 * bookings and each work status, on the edges (first, last, one past, beyond the end),
 * with many ties, and after the writes a projection makes (inserts, status and date
 * changes, deletes, one row or many at a time). The ranges are cut small (a split past
 * 8 bookings), so a few thousand rows make hundreds of ranges and splits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@app/core/db/pool';
import type { TestDatabase } from '@app/core/testing/testDatabase';
import { listBookings } from './bookings.js';
import { bucketPage } from './bucketPage.js';
import { PAGED_SORTS, recountPageBuckets, WORK_STATUSES, type PagedSortKey } from './pageBuckets.js';
import { bookingsTestDatabase } from '../bookings/testDatabase.js';

let db: TestDatabase;
beforeAll(async () => {
  // compareAll reads the sorts side by side: a connection each.
  db = await bookingsTestDatabase(8);
  await db.pool.query('UPDATE rm_bookings.page_bucket_size SET split_at = 8');
});
afterAll(async () => {
  await db?.drop();
});

/**
 * Inserts bookings `from`..`to` in one statement, with few distinct values per column so
 * that every sort has long runs of ties: 7 names, 3 totals, 2 payment statuses, dates
 * on a coarse grid, a requested date on one booking in five.
 */
async function insert(from: number, to: number, createdShift = 0, writer: Pick<TestDatabase['pool'], 'query'> = db.pool): Promise<void> {
  await writer.query(
    `INSERT INTO rm_bookings.bookings (id, reference, customer_id, customer_first_name, customer_last_name, customer_name, customer_email,
       address_city_id, address_city_name, address_street, address_barangay, address_type_of_home, category_id, category_name, slot_id,
       when_at, requested_schedule_at, work_status, payment_status, sub_total, discount, total, gateway, placed_by, created_at, updated_at)
     SELECT md5('b' || i)::uuid, upper(substr(md5('r' || i), 1, 10)), md5('c' || (i % 50))::uuid, 'N', 'L', 'Name ' || (i * 7 % 7),
       'c' || (i % 50) || '@example.ph', md5('city')::uuid, 'Makati', 'St', 'Brgy', 'House', md5('cat')::uuid, 'Aircon', 's' || i,
       timestamptz '2026-01-01' + (i * 13 % 40) * interval '1 day',
       CASE WHEN i % 5 = 0 THEN timestamptz '2026-03-01' + (i % 9) * interval '1 hour' END,
       (i * 31 % 7)::smallint, CASE WHEN i % 3 = 0 THEN 'unpaid' ELSE 'paid' END, 1000, 0, 1000 + (i % 3) * 250.5, 'xendit', 'customer',
       timestamptz '2025-01-01' + ((i / 4) + $3::int) * interval '1 minute' + interval '0.000123 seconds', now()
     FROM generate_series($1::int, $2::int) AS i`,
    [from, to, createdShift],
  );
}

const total = async (status?: number) =>
  Number((await db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM rm_bookings.bookings WHERE $1::smallint IS NULL OR work_status = $1`, [status ?? null])).rows[0]!.n);

async function plainPage(sort: PagedSortKey, order: 'ASC' | 'DESC', status: number | undefined, offset: number, limit: number): Promise<string[]> {
  const { rows } = await db.pool.query<{ reference: string }>(
    `SELECT reference FROM rm_bookings.bookings WHERE $1::smallint IS NULL OR work_status = $1
     ORDER BY ${PAGED_SORTS[sort].expression} ${order}, reference ${order} OFFSET $2 LIMIT $3`,
    [status ?? null, offset, limit],
  );
  return rows.map((r) => r.reference);
}

/**
 * Every sort and order, for all bookings and for the sentinel range's status (0), the
 * common one (1), a rare one with requested dates (5) and 6, at the edges and a few pages
 * between; returns the mismatches. Sorts run side by side (the pool has 8 connections).
 */
async function compareAll(): Promise<string[]> {
  const mismatches: string[] = [];
  for (const status of [undefined, 0, 1, 3, 5, 6]) {
    const n = await total(status);
    const offsets = [...new Set([0, 1, 7, 8, 9, Math.floor(n / 3), Math.floor(n / 2), n - 25, n - 10, n - 1, n, n + 1, n + 100])].filter((o) => o >= 0);
    await Promise.all(
      (Object.keys(PAGED_SORTS) as PagedSortKey[]).map(async (sort) => {
        for (const order of ['ASC', 'DESC'] as const) {
          for (const offset of offsets) {
            for (const limit of [1, 25]) {
              const got = await bucketPage(db.pool, { sort, order, workStatus: status, offset, limit });
              const want = await plainPage(sort, order, status, offset, limit);
              if (got.total !== n || got.references.join() !== want.join()) mismatches.push(`${sort} ${order} status ${status} offset ${offset} limit ${limit}: total ${got.total}/${n}`);
            }
          }
        }
      }),
    );
  }
  return mismatches;
}

/** The ranges' counts per sort and status, against a count of the rows. */
async function countsAgree(): Promise<boolean> {
  const { rows: truth } = await db.pool.query<{ work_status: number; n: string }>('SELECT work_status, count(*) AS n FROM rm_bookings.bookings GROUP BY 1');
  const expected = Object.fromEntries(truth.map((r) => [r.work_status, Number(r.n)]));
  const all = truth.reduce((sum, r) => sum + Number(r.n), 0);
  for (const sort of Object.keys(PAGED_SORTS)) {
    const { rows } = await db.pool.query<Record<string, string>>(
      `SELECT sum(n) AS n, ${WORK_STATUSES.map((s) => `sum(n${s}) AS n${s}`).join(', ')} FROM rm_bookings.page_buckets_${sort}`,
    );
    const sums = rows[0]!;
    expect(Number(sums.n), sort).toBe(all);
    expect(Object.fromEntries(WORK_STATUSES.filter((s) => Number(sums[`n${s}`]) !== 0).map((s) => [s, Number(sums[`n${s}`])])), sort).toEqual(expected);
  }
  return true;
}

describe('pages through the page buckets', () => {
  it('equal the plain ORDER BY/OFFSET pages on an empty table', async () => {
    expect(await compareAll()).toEqual([]);
  });

  it('equal them after inserts of one row and of many at a time (ranges cut as they grow)', async () => {
    for (let i = 1; i <= 40; i++) await insert(i, i);
    await insert(41, 1500);
    await insert(1501, 3000);
    const { rows } = await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM rm_bookings.page_buckets_created_at');
    expect(Number(rows[0]!.n)).toBeGreaterThan(100);
    expect(await countsAgree()).toBe(true);
    expect(await compareAll()).toEqual([]);
  }, 300_000);

  it('equal them after status, date and payment changes, deletes, and rows before the first range', async () => {
    const q = (sql: string, params: unknown[] = []) => db.pool.query(sql, params);
    // One row at a time, as the projector writes.
    for (let i = 1; i <= 60; i++) {
      await q('UPDATE rm_bookings.bookings SET work_status = $2 WHERE reference = upper(substr(md5($1), 1, 10))', [`r${i * 37}`, i % 7]);
      await q(`UPDATE rm_bookings.bookings SET when_at = when_at + interval '3 days', requested_schedule_at = NULL WHERE reference = upper(substr(md5($1), 1, 10))`, [`r${i * 41}`]);
      await q(`UPDATE rm_bookings.bookings SET requested_schedule_at = timestamptz '2026-02-01', work_status = 5 WHERE reference = upper(substr(md5($1), 1, 10))`, [`r${i * 43}`]);
      await q(`UPDATE rm_bookings.bookings SET payment_status = 'paid', updated_at = now() WHERE reference = upper(substr(md5($1), 1, 10))`, [`r${i * 47}`]);
      await q('DELETE FROM rm_bookings.bookings WHERE reference = upper(substr(md5($1), 1, 10))', [`r${i * 53}`]);
    }
    // Many rows at a time, and an update that changes nothing the lists sort on.
    await q('UPDATE rm_bookings.bookings SET work_status = 6 WHERE work_status = 3 AND total > 1200');
    await q(`UPDATE rm_bookings.bookings SET updated_at = now() WHERE work_status = 1`);
    await q(`DELETE FROM rm_bookings.bookings WHERE customer_name = 'Name 0' AND work_status = 2`);
    // Keys below every range's first booking (earlier than all) and after all.
    await insert(3001, 3100, -10_000_000);
    await insert(3101, 3200, 10_000_000);
    expect(await countsAgree()).toBe(true);
    expect(await compareAll()).toEqual([]);
  }, 300_000);

  it("leave the writer's search_path as it was (the triggers point it at their schema while they count)", async () => {
    await inTransaction(db.pool, async (client) => {
      await client.query('SET LOCAL search_path TO public');
      await client.query(`UPDATE rm_bookings.bookings SET work_status = 4 WHERE work_status = 0 AND customer_name = 'Name 3'`);
      expect((await client.query<{ search_path: string }>('SHOW search_path')).rows[0]!.search_path).toBe('public');
    });
    expect(await countsAgree()).toBe(true);
  });

  /** Changes recorded and not yet folded into the ranges, as `writer` sees them. */
  const recorded = async (writer: Pick<TestDatabase['pool'], 'query'> = db.pool) =>
    Number((await writer.query<{ n: bigint }>('SELECT count(*) AS n FROM rm_bookings.page_bucket_changes')).rows[0]!.n);

  it('fold a whole transaction at its commit, as a projector batch writes: inserts, then updates and deletes of the same rows', async () => {
    await inTransaction(db.pool, async (client) => {
      await insert(3201, 3300, 5, client);
      const batch = `reference IN (SELECT upper(substr(md5('r' || i), 1, 10)) FROM generate_series(3201, 3300) AS i)`;
      await client.query(`UPDATE rm_bookings.bookings SET payment_status = 'paid', work_status = 3 WHERE ${batch} AND work_status = 0`);
      await client.query(`UPDATE rm_bookings.bookings SET when_at = when_at + interval '1 day' WHERE ${batch} AND total > 1200`);
      await client.query(`DELETE FROM rm_bookings.bookings WHERE ${batch} AND customer_name = 'Name 2'`);
      // Recorded, not counted: the ranges move at the commit, all at once.
      expect(await recorded(client)).toBeGreaterThan(0);
    });
    expect(await recorded()).toBe(0);
    expect(await countsAgree()).toBe(true);
    expect(await compareAll()).toEqual([]);
  }, 300_000);

  it('a rolled-back transaction leaves the counts as they were', async () => {
    const rollBack = new Error('roll back');
    await expect(
      inTransaction(db.pool, async (client) => {
        await insert(3301, 3340, 0, client);
        await client.query(`UPDATE rm_bookings.bookings SET work_status = 2 WHERE work_status = 1`);
        throw rollBack;
      }),
    ).rejects.toBe(rollBack);
    expect(await countsAgree()).toBe(true);
  });

  it('equal them after the ranges are counted again from scratch (the bulk fill, maintenance)', async () => {
    for (const statement of recountPageBuckets('rm_bookings')) await db.pool.query(statement);
    expect(await countsAgree()).toBe(true);
    expect(await compareAll()).toEqual([]);
  }, 300_000);

  it('serve listBookings: the same rows, order and total as listRows would give', async () => {
    const { rows } = await db.pool.query<{ reference: string }>(
      `SELECT reference FROM rm_bookings.bookings WHERE work_status = 5 ORDER BY coalesce(requested_schedule_at, 'infinity'::timestamptz) DESC, reference DESC OFFSET 3 LIMIT 10`,
    );
    const page = await listBookings(db.pool, { workStatus: 5, offset: 3, limit: 10, sort: { field: 'requested_schedule_at', order: 'DESC' } });
    expect(page.rows.map((r) => r.reference)).toEqual(rows.map((r) => r.reference));
    expect(page.total).toBe(await total(5));
    // An unknown sort field sorts by created_at, as before.
    const byDefault = await listBookings(db.pool, { offset: 100, limit: 5, sort: { field: 'constructor', order: 'DESC' } });
    expect(byDefault.rows.map((r) => r.reference)).toEqual(await plainPage('created_at', 'DESC', undefined, 100, 5));
  });
});

/**
 * Rows of a query in batches through a server-side cursor (DECLARE ... FETCH), so a
 * report of any size holds one batch in memory at a time. The cursor lives in a
 * read-only REPEATABLE READ transaction: the count taken for progress and the rows come
 * from one snapshot.
 */
import type { Pool, PoolClient } from 'pg';

export interface CursorQuery {
  count: string;
  rows: string;
  params: unknown[];
}

export async function* cursorRows(pool: Pool, query: CursorQuery, batchSize: number, onTotal: (total: number) => void): AsyncGenerator<unknown[][]> {
  const client: PoolClient = await pool.connect();
  let failed = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // Report queries are one ordered index scan plus, per row, a lookup by key (a
    // booking's lines). The planner picks a bitmap scan and a sort for each lookup; the
    // key's index gives the rows in order at once (100,000 bookings: 2.1 s -> 1.2 s).
    await client.query('SET LOCAL enable_bitmapscan = off');
    const counted = await client.query<{ n: number }>(query.count, query.params);
    onTotal(counted.rows[0]!.n);
    await client.query(`DECLARE report_rows NO SCROLL CURSOR FOR ${query.rows}`, query.params);
    for (;;) {
      const batch = await client.query<unknown[]>({ text: `FETCH ${batchSize} FROM report_rows`, rowMode: 'array' });
      if (batch.rows.length === 0) break;
      yield batch.rows;
      if (batch.rows.length < batchSize) break;
    }
    await client.query('COMMIT');
  } catch (error) {
    failed = true;
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    // A generator left early (the consumer threw) still ends the transaction.
    if (!failed) await client.query('ROLLBACK').catch(() => {});
    client.release();
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, type Pool } from '../src/db/pool.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/testDatabase.js';

let db: TestDatabase;
let pool: Pool;

beforeAll(async () => {
  db = await createTestDatabase({ poolSize: 2 });
  pool = createPool({ DATABASE_URL: db.url, DATABASE_POOL_SIZE: 4, DATABASE_PIPELINE_LANES: 1 }, 'lanes-test');
});

afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

/** The backends of this test's pool, by application_name ('lanes-test' or 'lanes-test:lane-0'). */
const backends = async () =>
  (
    await db.pool.query<{ pid: number; name: string }>(
      `SELECT pid, application_name AS name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'lanes-test%' ORDER BY 2`,
    )
  ).rows;

describe('query lanes', () => {
  it('carry the one-statement queries of many callers at once on one connection, each answered with its own rows', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => pool.query<{ n: number }>('SELECT $1::int * 2 AS n', [i])));
    expect(answers.map((a) => a.rows[0]!.n)).toEqual(Array.from({ length: 200 }, (_, i) => i * 2));
    // No pooled connection was needed: the lane alone answered them.
    expect(pool.totalCount).toBe(0);
    expect((await backends()).map((b) => b.name)).toEqual(['lanes-test:lane-0']);
  });

  it('a failed query fails alone: the ones sent with it are answered', async () => {
    const [good, bad, after] = await Promise.allSettled([
      pool.query('SELECT $1::int AS n', [1]),
      pool.query('SELECT $1::int / 0 AS n', [1]),
      pool.query('SELECT $1::int AS n', [3]),
    ]);
    expect(good).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 1 }] } });
    expect(bad).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
    expect(after).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 3 }] } });
  });

  it('pass a held-up lane over: a query sent while a slow one holds the lane runs on a pooled connection and is answered first', async () => {
    const order: string[] = [];
    const slow = pool.query('SELECT pg_sleep($1::float8)', [1]).then(() => order.push('slow'));
    // Long enough for the lane to count as held up.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await pool.query('SELECT $1::int AS n', [1]).then(() => order.push('quick'));
    await slow;
    expect(order).toEqual(['quick', 'slow']);
    expect(pool.totalCount).toBeGreaterThan(0);
  });

  it('connect again after their connection is lost', async () => {
    await pool.query('SELECT $1::int AS n', [1]);
    const lane = (await backends()).find((b) => b.name.endsWith(':lane-0'))!;
    await db.pool.query('SELECT pg_terminate_backend($1)', [lane.pid]);
    // The lane notices the loss when the server closes the socket; the next query opens a new one.
    await expect.poll(async () => (await pool.query<{ n: number }>('SELECT $1::int AS n', [7]).catch(() => ({ rows: [] }))).rows[0]?.n).toBe(7);
    expect((await backends()).find((b) => b.name.endsWith(':lane-0'))!.pid).not.toBe(lane.pid);
  });

  it('leave transactions on the pool: a client of pool.connect() sees its own uncommitted writes, the lanes do not', async () => {
    await pool.query('CREATE TABLE lane_tx (n int)');
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('INSERT INTO lane_tx VALUES ($1)', [1]);
      expect((await client.query('SELECT count(*)::int AS n FROM lane_tx WHERE n = $1', [1])).rows[0].n).toBe(1);
      expect((await pool.query('SELECT count(*)::int AS n FROM lane_tx WHERE n = $1', [1])).rows[0].n).toBe(0);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect((await pool.query('SELECT count(*)::int AS n FROM lane_tx WHERE n = $1', [1])).rows[0].n).toBe(1);
  });

  it('run again unnamed a prepared SELECT whose result columns changed under it', async () => {
    await pool.query('CREATE TABLE lane_shape (a int)');
    await pool.query('INSERT INTO lane_shape VALUES (1)');
    const text = 'SELECT * FROM lane_shape WHERE a = $1';
    expect((await pool.query(text, [1])).rows).toEqual([{ a: 1 }]);
    await pool.query('ALTER TABLE lane_shape ADD COLUMN b int DEFAULT 2');
    expect((await pool.query(text, [1])).rows).toEqual([{ a: 1, b: 2 }]);
  });
});

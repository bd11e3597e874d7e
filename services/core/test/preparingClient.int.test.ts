import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANNED_EACH_RUN, PreparingClient } from '../src/db/preparingClient.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/testDatabase.js';

let db: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase({ poolSize: 2 });
  client = new PreparingClient({ connectionString: db.url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

const preparedTexts = async () =>
  (await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map((r) => r.statement);

describe('PreparingClient', () => {
  it('prepares a statement with parameters once and runs it again by name', async () => {
    const text = 'SELECT $1::int + 1 AS n';
    expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect((await client.query(text, [41])).rows).toEqual([{ n: 42 }]);
    expect((await preparedTexts()).filter((s) => s === text)).toHaveLength(1);
  });

  it('leaves statements without parameters unnamed', async () => {
    await client.query('SELECT 7 AS seven');
    expect(await preparedTexts()).not.toContain('SELECT 7 AS seven');
  });

  it('leaves a statement marked PLANNED_EACH_RUN unnamed, so each run gets a plan of its own', async () => {
    const text = `${PLANNED_EACH_RUN}SELECT count(*)::int AS n FROM unnest($1::int[])`;
    expect((await client.query(text, [[1, 2, 3]])).rows).toEqual([{ n: 3 }]);
    expect((await client.query(text, [[1]])).rows).toEqual([{ n: 1 }]);
    expect((await preparedTexts()).filter((s) => s.includes('unnest($1::int[])'))).toEqual([]);
  });

  it('the pools of createPool prepare too', async () => {
    const pooled = await db.pool.connect();
    try {
      await pooled.query('SELECT $1::text AS pooled', ['x']);
      const { rows } = await pooled.query('SELECT statement FROM pg_prepared_statements');
      expect(rows.map((r) => r.statement)).toContain('SELECT $1::text AS pooled');
    } finally {
      pooled.release();
    }
  });

  it('runs a statement again unnamed when its result columns changed under it', async () => {
    await client.query('CREATE TABLE shape_changes (a int)');
    await client.query('INSERT INTO shape_changes VALUES (1)');
    const text = 'SELECT * FROM shape_changes WHERE a = $1';
    expect((await client.query(text, [1])).rows).toEqual([{ a: 1 }]);
    // What a projection rebuilt with another column and swapped in does to a prepared SELECT *.
    await client.query('ALTER TABLE shape_changes ADD COLUMN b int DEFAULT 2');
    expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: 2 }]);
    expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: 2 }]);
  });

  it('inside a transaction the changed result stands as an error, and the retry runs unnamed', async () => {
    await client.query('CREATE TABLE shape_in_tx (a int)');
    await client.query('INSERT INTO shape_in_tx VALUES (1)');
    const text = 'SELECT * FROM shape_in_tx WHERE a = $1';
    await client.query(text, [1]);
    await client.query('ALTER TABLE shape_in_tx ADD COLUMN b int DEFAULT 3');
    await client.query('BEGIN');
    await expect(client.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    await client.query('ROLLBACK');
    await client.query('BEGIN');
    expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: 3 }]);
    await client.query('COMMIT');
  });
});

/**
 * bench:booking's statement counter (counting.ts) on a PostgreSQL of its own started as
 * the bench starts its server: known statements sent as two roles, counted exactly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, type Pool, type PoolClient } from '@app/core/db/pool';
import { freePort } from '../../../scripts/lib/net.js';
import { startPostgres, type RunningPostgres } from '../../../scripts/services/postgres.js';
import { STATEMENT_COUNTING_SETTINGS } from '../../../scripts/services/throwaway.js';
import { GATEWAY_STAND_IN, PROCESS_ROLES, rolesFor, StatementCounter, UNATTRIBUTED } from './counting.js';

let server: RunningPostgres;
let dir: string;
let admin: Pool;
let urls: Record<keyof typeof PROCESS_ROLES, string>;
const logFile = () => path.join(dir, 'postgres.log');

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'counting-'));
  server = await startPostgres({ dataDir: path.join(dir, 'data'), port: await freePort(), database: 'counting', quiet: true, settings: STATEMENT_COUNTING_SETTINGS, logFile: logFile() });
  admin = poolAt(server.url);
  await admin.query('CREATE TABLE t (id int PRIMARY KEY)');
  await admin.query('CREATE SCHEMA payments; CREATE TABLE payments.sandbox_checkouts (id int PRIMARY KEY)');
  urls = await rolesFor(admin, server.url);
}, 120_000);

afterAll(async () => {
  await admin?.end();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** One connection at a time, no query lanes: each statement goes as written, on one session. */
const poolAt = (url: string) => createPool({ DATABASE_URL: url, DATABASE_POOL_SIZE: 1, DATABASE_PIPELINE_LANES: 0 }, 'counting-test');

async function as<T>(url: string, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const pool = poolAt(url);
  const client = await pool.connect();
  try {
    return await fn(client);
  } finally {
    client.release();
    await pool.end();
  }
}

describe('StatementCounter', () => {
  it('counts statements, transactions and commits of each role exactly', async () => {
    const counter = await StatementCounter.start(admin, logFile());
    expect(counter, 'the server was started for counting').toBeDefined();

    await as(urls.api, async (c) => {
      // 3 read-only autocommit statements (extended protocol: they carry values).
      for (let i = 0; i < 3; i++) await c.query('SELECT $1::int AS n', [i]);
      // 1 autocommitted write.
      await c.query('INSERT INTO t VALUES ($1)', [1]);
      // A transaction of 4 statements that writes twice.
      await c.query('BEGIN');
      await c.query('INSERT INTO t VALUES ($1)', [2]);
      await c.query('INSERT INTO t VALUES ($1)', [3]);
      await c.query('COMMIT');
      // A write that fails and is rolled back: BEGIN and ROLLBACK are counted, the failed INSERT is not (it never finished).
      await c.query('BEGIN');
      await expect(c.query('INSERT INTO t VALUES ($1)', [1])).rejects.toThrow(/duplicate key/);
      await c.query('ROLLBACK');
      // A read-only transaction: it commits, writing nothing.
      await c.query('BEGIN');
      await c.query('SELECT count(*) FROM t WHERE id > $1', [0]);
      await c.query('COMMIT');
      // The sandbox gateway's write and read, sent by the api process: counted apart.
      await c.query('INSERT INTO payments.sandbox_checkouts VALUES ($1)', [1]);
      await c.query('SELECT * FROM payments.sandbox_checkouts WHERE id = $1', [1]);
    });
    await as(urls.projector, async (c) => {
      // Three statements in one string, as the projector opens its batches, then a write and COMMIT.
      await c.query(`BEGIN; SET LOCAL search_path TO public; SET LOCAL synchronous_commit TO off`);
      await c.query('INSERT INTO t VALUES ($1)', [10]);
      await c.query('COMMIT');
      // A wake-up as the event store sends them: it commits (a NOTIFY takes a transaction id as it commits).
      await c.query(`SELECT pg_notify('counting_test', '')`);
      // An autocommitted write as plain text: its commit can be given to no role (counting.ts says why).
      await c.query('INSERT INTO t VALUES (11)');
    });

    const counts = await counter!.stop();
    expect(counts.get(PROCESS_ROLES.api)).toMatchObject({ statements: 3 + 1 + 4 + 2 + 3, transactions: 3 + 1 + 1 + 1, commits: 2 });
    expect(counts.get(PROCESS_ROLES.projector)).toMatchObject({ statements: 3 + 1 + 1 + 1 + 1, transactions: 3, commits: 2 });
    // Where they went, by statement: the failed INSERT is not among the calls.
    const calls = (role: string, query: string) => counts.get(role)?.byStatement?.find((s) => s.query === query)?.calls;
    expect(calls(PROCESS_ROLES.api, 'SELECT $1::int AS n')).toBe(3);
    expect(calls(PROCESS_ROLES.api, 'INSERT INTO t VALUES ($1)')).toBe(3);
    expect(calls(PROCESS_ROLES.projector, 'INSERT INTO t VALUES ($1)')).toBe(1);
    expect(counts.get(UNATTRIBUTED)?.commits).toBe(1);
    expect(counts.get(GATEWAY_STAND_IN)).toMatchObject({ statements: 2, transactions: 2, commits: 1 });
  });
});

import pg from 'pg';
import type { Config } from '../config.js';
import { PreparingClient } from './preparingClient.js';

// int8 (bigint) columns come back as strings by default; our positions and revisions
// are bigints, so parse them as such everywhere.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export function createPool(config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE'>, applicationName: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: config.DATABASE_URL,
    max: config.DATABASE_POOL_SIZE,
    application_name: applicationName,
    Client: PreparingClient,
    // Fail fast while PostgreSQL is down, so callers answer 503 instead of hanging.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return pool;
}

/** Runs `fn` in a transaction on one client, committing on success and rolling back on error. */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

import pg from 'pg';
import type { Config } from '../config.js';
import { PreparingClient } from './preparingClient.js';
import { QueryLanes } from './queryLanes.js';

// int8 (bigint) columns come back as strings by default; our positions and revisions
// are bigints, so parse them as such everywhere.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

const CONNECTION_TIMEOUT_MS = 3000;

/** A pool whose one-statement queries travel through query lanes when one is free (queryLanes.ts). */
class LanedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly lanes: QueryLanes,
  ) {
    super(config);
  }

  // pg's query has many overloads; this one only routes (text[, values]). Callers see
  // pg.Pool's typed overloads (createPool's return type), not this `any`.
  // No closure per query: tsx names each one it creates (a defineProperty), on every call.
  override query(...args: unknown[]): any {
    const [text, values, callback] = args;
    if (typeof text === 'string' && callback === undefined && (values === undefined || Array.isArray(values))) {
      const lane = this.lanes.pick();
      if (lane) return lane.query(text, values as unknown[] | undefined);
    }
    return (super.query as (...a: unknown[]) => never).apply(this, args);
  }

  override async end(): Promise<void> {
    await this.lanes.close();
    return super.end();
  }
}

export function createPool(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE'> & Partial<Pick<Config, 'DATABASE_PIPELINE_LANES'>>,
  applicationName: string,
): pg.Pool {
  const options: pg.PoolConfig = {
    connectionString: config.DATABASE_URL,
    max: config.DATABASE_POOL_SIZE,
    application_name: applicationName,
    Client: PreparingClient,
    // Fail fast while PostgreSQL is down, so callers answer 503 instead of hanging.
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  };
  const laneCount = config.DATABASE_PIPELINE_LANES ?? 1;
  const pool =
    laneCount > 0
      ? new LanedPool(options, new QueryLanes(laneCount, { connectionString: config.DATABASE_URL, applicationName, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS }))
      : new pg.Pool(options);
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

/**
 * A database of its own for one test file: created from the test server's DATABASE_URL
 * (which `npm test` points at a throwaway PostgreSQL), migrated, and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { parseConfig } from '../config.js';
import { createPool, type Pool } from '../db/pool.js';
import { migrate } from '../migrate.js';

export interface TestDatabase {
  url: string;
  name: string;
  pool: Pool;
  drop(): Promise<void>;
}

export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const { DATABASE_URL: serverUrl, DATABASE_PIPELINE_LANES } = parseConfig(process.env);
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = withDatabase(serverUrl, name);
  await migrate(url);
  const pool = createPool({ DATABASE_URL: url, DATABASE_POOL_SIZE: options.poolSize ?? 20, DATABASE_PIPELINE_LANES }, 'test');
  return {
    url,
    name,
    pool,
    async drop() {
      await pool.end().catch(() => {});
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test file: created from the test server's DATABASE_URL
 * (which `npm test` points at a throwaway PostgreSQL), migrated, and dropped afterwards.
 *
 * Migrating takes a second or more per database (node-pg-migrate runs each file in its own
 * transaction); a copy of an already migrated database (CREATE DATABASE ... TEMPLATE) takes
 * a tenth of that. So the first file on a server migrates a template database, named after
 * the migrations it holds, and every test database is a copy of it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { parseConfig } from '../config.js';
import { createPool, type Pool } from '../db/pool.js';
import { migrate, migrationsDir } from '../migrate.js';

export interface TestDatabase {
  url: string;
  name: string;
  pool: Pool;
  drop(): Promise<void>;
}

export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const { DATABASE_URL: serverUrl, DATABASE_PIPELINE_LANES } = parseConfig(process.env);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = await migratedTemplate(serverUrl);
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = withDatabase(serverUrl, name);
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

/** Per server: the template's name, once this process has made sure it exists. */
const templates = new Map<string, Promise<string>>();

function migratedTemplate(serverUrl: string): Promise<string> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = ensureTemplate(serverUrl);
    templates.set(serverUrl, template);
    template.catch(() => templates.delete(serverUrl));
  }
  return template;
}

/**
 * The template of the current migrations, made by whichever process asks first (two test
 * files run at once: the advisory lock keeps the other waiting). It is migrated under a
 * name of its own and renamed when complete, so a run that died half-way leaves no
 * half-migrated template behind, only a leftover the next maker drops.
 */
async function ensureTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${migrationsDigest()}`;
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      await migrate(withDatabase(serverUrl, building));
      await renamed(admin, building, name);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/** Renames a database, waiting for the backend of a connection just closed (the migrator's) to go. */
async function renamed(admin: pg.Client, from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`ALTER DATABASE ${from} RENAME TO ${to}`);
      return;
    } catch (error) {
      // 55006 object_in_use: "database is being accessed by other users".
      if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
      await sleep(50);
    }
  }
}

/** A short digest of the migration files' names and contents: a new or edited migration makes a new template. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) hash.update(file).update('\0').update(readFileSync(path.join(migrationsDir, file))).update('\0');
  return hash.digest('hex').slice(0, 12);
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

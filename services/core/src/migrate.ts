/**
 * Applies the SQL migrations of services/core/migrations (node-pg-migrate), under its
 * advisory lock so several processes starting at once do not race. Run by `npm start`,
 * `npm test` and `npm run migrate`; importable for tests.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export async function migrate(databaseUrl: string): Promise<string[]> {
  const applied = await runner({
    databaseUrl,
    dir: migrationsDir,
    direction: 'up',
    migrationsTable: 'schema_migrations',
    migrationsSchema: 'public',
    checkOrder: true,
    log: () => {},
  });
  return applied.map((m) => m.name);
}

const isEntryPoint = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntryPoint) {
  const log = createLogger('migrate');
  migrate(loadConfig().DATABASE_URL).then(
    (names) => {
      log.info({ applied: names }, names.length ? `applied ${names.length} migration(s)` : 'database is up to date');
    },
    (error: unknown) => {
      log.error({ err: error }, 'migration failed');
      process.exitCode = 1;
    },
  );
}

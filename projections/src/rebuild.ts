/**
 * `npm run projections:rebuild [name ...]`: rebuilds the named projections (all when none
 * is named) into fresh tables and swaps them in. When a projector is running, the
 * active one does the work and this command waits for it; otherwise this command does it.
 */
import pg from 'pg';
import { loadConfig } from '@app/core/config';
import { createPool } from '@app/core/db/pool';
import { createEventStore } from '@app/core/eventstore';
import { createLogger } from '@app/core/logger';
import { buildProjection } from './build.js';
import { findProjections } from './registry.js';
import { isRebuildFinished, requestRebuild } from './rebuildRequests.js';
import { tryAdvisoryLock } from '@app/core/db/singleActive';
import { projectionLock } from './runner.js';

const config = loadConfig();
const log = createLogger('rebuild');
const WAIT_FOR_RUNNING_PROJECTOR_MS = 30 * 60_000;

async function main(names: string[]): Promise<void> {
  const pool = createPool(config, 'projections-rebuild');
  const store = createEventStore(config, pool);
  const client = new pg.Client({ connectionString: config.DATABASE_URL, application_name: 'projections-rebuild', pipeline: true });
  await client.connect();
  try {
    for (const projection of findProjections(names)) {
      const started = Date.now();
      if (await tryAdvisoryLock(client, projectionLock(projection.name))) {
        await buildProjection(client, projection, store, { batchSize: config.PROJECTOR_BATCH_SIZE });
        await client.query('SELECT pg_advisory_unlock_all()');
      } else {
        const request = await requestRebuild(client, projection.name);
        log.info({ projection: projection.name }, 'a projector is running it: asked it to rebuild, waiting');
        const deadline = Date.now() + WAIT_FOR_RUNNING_PROJECTOR_MS;
        while (!(await isRebuildFinished(client, projection.name, request))) {
          if (Date.now() > deadline) throw new Error(`Rebuild of ${projection.name} not finished in time`);
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      log.info({ projection: projection.name, seconds: (Date.now() - started) / 1000 }, 'rebuilt');
    }
  } finally {
    await client.end();
    await store.close();
    await pool.end();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  log.error({ err: error }, 'rebuild failed');
  process.exitCode = 1;
});

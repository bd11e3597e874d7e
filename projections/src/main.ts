/** The projector process: keeps the read models up to date (`npm run projector`). */
import { loadConfig } from '@app/core/config';
import { createPool } from '@app/core/db/pool';
import { createEventStore } from '@app/core/eventstore';
import { startHealthServer } from '@app/core/health';
import { runProcess } from '@app/core/lifecycle';
import { createLogger } from '@app/core/logger';
import { createMetrics } from '@app/core/metrics/registry';
import { registerProjectionLag } from './projectionMetrics.js';
import { Projector } from './projector.js';
import { findProjections } from './registry.js';

const config = loadConfig();
const log = createLogger('projector');

await runProcess(log, async () => {
  const pool = createPool(config, `projector-${process.pid}`);
  const store = createEventStore(config, pool);
  const projector = new Projector({
    projections: findProjections(config.PROJECTIONS),
    store,
    connectionString: config.DATABASE_URL,
    batchSize: config.PROJECTOR_BATCH_SIZE,
    pollMs: config.PROJECTOR_POLL_MS,
    log,
  });
  projector.start();
  const metrics = createMetrics('projector');
  registerProjectionLag(metrics.registry, projector, store);
  const health = await startHealthServer({
    host: config.OPERATOR_HOST,
    port: config.PROJECTOR_PORT,
    checks: {
      postgres: async () => void (await pool.query('SELECT 1')),
      eventStore: () => store.ping(),
    },
    status: async () => projector.status(),
    metrics: metrics.render,
  });
  log.info({ port: config.PROJECTOR_PORT, projections: projector.runners.map((r) => r.name) }, 'projector started');
  return async () => {
    health.close();
    await projector.stop();
    await store.close();
    await pool.end();
  };
});

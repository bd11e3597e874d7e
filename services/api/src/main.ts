/** The api process (`npm run api`): HTTP and socket.io on API_PORT, metrics on API_METRICS_PORT. */
import type { RequestHandler } from 'express';
import { loadConfig } from '@app/core/config';
import { createPool } from '@app/core/db/pool';
import { createEventStore } from '@app/core/eventstore';
import { startHealthServer } from '@app/core/health';
import { runProcess } from '@app/core/lifecycle';
import { createLogger } from '@app/core/logger';
import { instrumentEventStore } from '@app/core/metrics/eventStoreMetrics';
import { createMetrics } from '@app/core/metrics/registry';
import { createGateways } from '@app/core/payments/gateways';
import { TEST_PAYMENTS_NOTICE } from '@app/core/payments/testMode';
import { createRedis } from '@app/core/redis';
import { createApp } from './app.js';
import { attachLiveServer } from './live/liveServer.js';
import { bootstrapAdministrator, loadDemoData } from './startup.js';

const TEST_MODE_WARNING = `${TEST_PAYMENTS_NOTICE}. No payment gateway is configured (XENDIT_SECRET_KEY, TENDOPAY_MERCHANT_ID), so the sandbox takes every payment; set PAYMENTS_SANDBOX=false to refuse them.`;

const config = loadConfig();
const log = createLogger('api');

await runProcess(log, async () => {
  const metrics = createMetrics('api');
  const pool = createPool(config, `api-${process.pid}`);
  const store = instrumentEventStore(createEventStore(config, pool), metrics.registry);
  // A server that cannot append to several streams at once is refused here, by name and version.
  await store.verifyServer();
  const redis = createRedis(config, { name: 'api' });
  const gateways = createGateways(config, { pool });
  if (gateways.sandboxServes) log.warn(TEST_MODE_WARNING);
  const app = createApp({ config, pool, store, redis, log, metrics: metrics.registry, gateways });
  const server = app.listen(config.API_PORT, config.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const live = attachLiveServer(server, { config, pool, log, sessions: app.locals.sessions as RequestHandler });
  // Operators' port (README, "Metrics"): Prometheus scrapes it without a session, so it is not the public one.
  const operator = await startHealthServer({
    host: config.OPERATOR_HOST,
    port: config.API_METRICS_PORT,
    checks: {
      postgres: async () => void (await pool.query('SELECT 1')),
      redis: async () => void (await redis.ping()),
      eventStore: () => store.ping(),
    },
    metrics: metrics.render,
  });
  log.info({ port: config.API_PORT, metricsPort: config.API_METRICS_PORT }, 'api listening');
  const stopping = new AbortController();
  void bootstrapAdministrator({ config, pool, store, log, signal: stopping.signal }).then(() => loadDemoData({ config, pool, store, log, signal: stopping.signal }));
  return async () => {
    stopping.abort();
    await live.close();
    operator.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
    redis.disconnect();
    await pool.end();
  };
});

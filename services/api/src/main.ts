/** The api process (`npm run api`): HTTP on API_PORT. */
import { loadConfig } from '@app/core/config';
import { createPool } from '@app/core/db/pool';
import { createEventStore } from '@app/core/eventstore';
import { runProcess } from '@app/core/lifecycle';
import { createLogger } from '@app/core/logger';
import { createRedis } from '@app/core/redis';
import { createApp } from './app.js';
import { bootstrapAdministrator, loadDemoData } from './startup.js';

const config = loadConfig();
const log = createLogger('api');

await runProcess(log, async () => {
  const pool = createPool(config, `api-${process.pid}`);
  const store = createEventStore(config, pool);
  const redis = createRedis(config, { name: 'api' });
  const app = createApp({ config, pool, store, redis, log });
  const server = app.listen(config.API_PORT, config.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  log.info({ port: config.API_PORT }, 'api listening');
  const stopping = new AbortController();
  void bootstrapAdministrator({ config, pool, store, log, signal: stopping.signal }).then(() => loadDemoData({ config, pool, store, log }));
  return async () => {
    stopping.abort();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
    redis.disconnect();
    await pool.end();
  };
});

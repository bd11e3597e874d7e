/**
 * The api's Express app, built from its ports so tests can build it too
 * (`app` here, `listen` in main.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { Config } from '@app/core/config';
import type { Pool } from '@app/core/db/pool';
import type { EventStore } from '@app/core/eventstore';
import { checkReadiness } from '@app/core/health';
import type { Logger } from '@app/core/logger';
import { createGateways, type Gateways } from '@app/core/payments/gateways';
import type { ApiContext } from './context.js';
import { loadActor } from './http/actor.js';
import { errorHandler, notFound } from './http/problems.js';
import { createRateLimits } from './http/rateLimits.js';
import { createSettle } from './http/readYourWrites.js';
import { securityHeaders, siteDirectives } from './http/securityHeaders.js';
import { createSessionMiddleware } from './http/session.js';
import { refuseUnsafeText } from './http/textGuard.js';
import { createUploads } from './http/uploads.js';
import { mountWebApps } from './http/webApps.js';
import { httpMetrics } from './ops/httpMetrics.js';
import { QUEUE_BOARD_PATH } from './ops/queueBoard.js';
import { buildRoutes } from './routes.js';

export interface AppDeps {
  config: Config;
  pool: Pool;
  store: EventStore;
  redis: Redis;
  log: Logger;
  /** Key prefix of the rate-limit counters in Redis (tests give each app its own). */
  rateLimitPrefix?: string;
  /** The process's metrics registry: HTTP latency is recorded into it when given. */
  metrics?: Registry;
  /** The payment gateways (main.ts builds them to warn of test mode); from config when absent. */
  gateways?: Gateways;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function createApp(deps: AppDeps): express.Express {
  const { config, pool, store, redis, log } = deps;
  const uploads = createUploads(config.DATA_DIR);
  const ctx: ApiContext = {
    config,
    pool,
    store,
    redis,
    log,
    uploads,
    settle: createSettle(pool, config.READ_YOUR_WRITES_TIMEOUT_MS),
    limits: createRateLimits(redis, deps.rateLimitPrefix),
    gateways: deps.gateways ?? createGateways(config, { pool }),
  };
  const app = express();
  app.disable('x-powered-by');
  // The api's answers are personal and marked no-store (below), so an ETag on them would
  // only cost a hash of every body; files keep Last-Modified (sendFile) and the asset
  // server's own ETag.
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  // The spec's array parameters arrive as its front end's HTTP client writes them
  // (`except[]=a&except[]=b`, `except[0]=a`) as well as repeated (`except=a&except=b`):
  // qs reads all three as one array. Its objects (`a[b]=1`) meet the routes' zod schemas
  // like any wrong type (422); react-admin's `filter`/`sort`/`range` stay JSON text.
  app.set('query parser', 'extended');
  if (deps.metrics) app.use(httpMetrics(deps.metrics));
  // First, so every answer carries them: pages, api answers, files, errors and 404s.
  app.use(securityHeaders(config));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const report = await checkReadiness({
      postgres: async () => void (await pool.query('SELECT 1')),
      redis: async () => void (await redis.ping()),
      eventStore: () => store.ping(),
    });
    res.status(report.ready ? 200 : 503).json(report);
  });

  app.use('/uploads', uploads.serve);
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));
  app.use(refuseUnsafeText);
  const apiPaths = ['/api', '/auth', '/admin-api', '/sanctum', QUEUE_BOARD_PATH];
  const sessions = createSessionMiddleware(config, pool);
  // The socket.io server authenticates its handshakes with this same middleware (main.ts).
  app.locals.sessions = sessions;
  // No browser or proxy keeps an api answer (bookings, addresses, sessions' users); a route
  // that may be cached says so itself.
  app.use(apiPaths, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(apiPaths, sessions, loadActor(pool));
  app.use(buildRoutes(ctx).router);

  // Calls under the api's own prefixes that match no route answer a JSON 404, not a page.
  app.use(apiPaths, notFound);
  mountWebApps(app, {
    publicDist: path.join(repoRoot, 'web-public/dist'),
    adminDist: path.join(repoRoot, 'web-admin/dist'),
    directives: siteDirectives(config),
  });
  app.use(notFound);
  app.use(errorHandler(log));
  return app;
}

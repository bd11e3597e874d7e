/**
 * `npm start` and `npm run dev`: the whole system on one machine. Starts PostgreSQL and
 * Redis unless DATABASE_URL / REDIS_URL name servers of your own, applies the migrations,
 * builds the front ends (start) or runs their dev servers (dev), then runs api, projector
 * and worker until Ctrl-C, which stops everything in reverse order with the data kept.
 * Whatever of these stops on its own meanwhile is started again (processes.ts, keepAlive.ts).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DATABASE_NAME, databaseUrlOf, redacted, redisUrlOf, usesEmbeddedPostgres, usesEmbeddedRedis } from './lib/connections.js';
import { Lifecycle } from './lib/lifecycle.js';
import { configOrExit } from './lib/config.js';
import { createLog } from './lib/log.js';
import { waitForHttpOk } from './lib/net.js';
import { dataDirOf, entries, entryExists } from './lib/paths.js';
import { runOnce, serviceArgs, tsxArgs } from './lib/run.js';
import { Supervisor } from './processes.js';
import { keepAlive } from './services/keepAlive.js';
import { startPostgres } from './services/postgres.js';
import { startRedis } from './services/redis.js';
import { buildWebApps, devServers, webApps } from './webApps.js';

const dev = process.argv[2] === 'dev';
const log = createLog(dev ? 'dev' : 'start');
const config = configOrExit(log);
const life = new Lifecycle(log);
const dataDir = dataDirOf(config);

async function providePostgres(): Promise<string> {
  if (!usesEmbeddedPostgres(config)) {
    log.info(`using PostgreSQL at ${redacted(config.DATABASE_URL)}`);
    return config.DATABASE_URL;
  }
  const pg = await keepAlive(
    'PostgreSQL',
    () =>
      startPostgres({
        dataDir: path.join(dataDir, 'postgres'),
        port: config.EMBEDDED_PG_PORT,
        database: DATABASE_NAME,
        quiet: false,
        // After a crash, PostgreSQL syncs its data folder before replaying the log: one
        // syncfs(2) of the file system rather than an fsync of every file (Linux only).
        settings: { max_connections: '200', ...(process.platform === 'linux' ? { recovery_init_sync_method: 'syncfs' } : {}) },
      }),
    log,
  );
  life.defer('PostgreSQL', () => pg.stop());
  return databaseUrlOf(config);
}

async function provideRedis(): Promise<string> {
  if (!usesEmbeddedRedis(config)) {
    log.info(`using Redis at ${redacted(redisUrlOf(config))}`);
    return redisUrlOf(config);
  }
  const redis = await keepAlive('Redis', () => startRedis({ dir: path.join(dataDir, 'redis'), port: config.EMBEDDED_REDIS_PORT, quiet: false, signal: life.signal }), log);
  life.defer('Redis', () => redis.stop());
  return redisUrlOf(config);
}

async function migrate(env: NodeJS.ProcessEnv): Promise<void> {
  if (!entryExists('migrate')) {
    log.warn(`${entries.migrate} does not exist yet; no migrations applied`);
    return;
  }
  log.info('applying migrations');
  const code = await runOnce(process.execPath, tsxArgs(entries.migrate), { env, signal: life.signal });
  life.check();
  if (code !== 0) throw new Error(`migrations failed (exit code ${code})`);
}

function printReady(devServerNames: string[]): void {
  const api = `http://localhost:${config.API_PORT}`;
  const lines = dev
    ? [
        ...webApps
          .filter((app) => devServerNames.includes(app.workspace))
          .map((app) => `${app.title.padEnd(9)} ${app.devUrl}  (Vite dev server)`),
        `api       ${api}/`,
      ]
    : [`site      ${api}/`, `console   ${api}/admin/`];
  lines.push(
    `health    api ${api}/readyz, projector http://localhost:${config.PROJECTOR_PORT}/readyz, worker http://localhost:${config.WORKER_PORT}/readyz`,
    `data      ${dataDir}`,
  );
  if (config.DEMO_DATA) lines.push(`demo      demo.administrator@example.ph and the other demo accounts: passwords in ${path.join(dataDir, 'demo-accounts.json')}`);
  if (!config.SMTP_URL) lines.push(`mail      ${api}/api/dev/outbox (signed in as an administrator; set SMTP_URL to send)`);
  log.info('ready');
  for (const line of lines) log.info(`  ${line}`);
  log.info('press Ctrl-C to stop');
}

async function main(): Promise<number> {
  await mkdir(dataDir, { recursive: true });
  const databaseUrl = await providePostgres();
  life.check();
  const redisUrl = await provideRedis();
  life.check();

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: dev ? 'development' : 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    // npm start is the one-machine setup, demo data included (unless DEMO_DATA=false);
    // a real deployment runs the processes itself (docker-compose.yml) and gets none.
    DEMO_DATA: String(config.DEMO_DATA),
    // The address it prints, for payment redirects and e-mailed links (the api serves the
    // site in start; in dev the default is the Vite server's business).
    ...(!dev && process.env.PUBLIC_URL === undefined ? { PUBLIC_URL: `http://localhost:${config.API_PORT}` } : {}),
  };
  await migrate(env);
  if (!dev) await buildWebApps(env, life.signal, log);
  life.check();

  const supervisor = new Supervisor(dev ? 'dev' : 'start');
  life.defer('processes', () => supervisor.stopAll());
  for (const name of ['api', 'projector', 'worker'] as const) {
    if (!entryExists(name)) {
      log.warn(`${entries[name]} does not exist yet; not starting ${name}`);
      continue;
    }
    supervisor.start({ name, command: process.execPath, args: serviceArgs(entries[name], [], dev), env });
  }
  const servers = dev ? devServers(env, log) : [];
  for (const spec of servers) supervisor.start(spec);

  if (entryExists('api')) {
    log.info(`waiting for the api to be ready (http://localhost:${config.API_PORT}/readyz)`);
    await waitForHttpOk(`http://127.0.0.1:${config.API_PORT}/readyz`, life.signal, log);
  }
  printReady(servers.map((spec) => spec.name));
  await life.untilStopped();
  return 0;
}

const code = await life.run(main);
log.info(code === 0 ? 'stopped' : `stopped with exit code ${code}`);
process.exit(code);

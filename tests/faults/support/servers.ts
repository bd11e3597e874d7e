/**
 * PostgreSQL and Redis servers of a fault test's own, on their own ports and folders, so
 * that stopping them leaves the suite's shared servers alone. Started with the same code
 * `npm test` starts its servers with (scripts/services).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/lib/net.js';
import { startPostgres, type RunningPostgres } from '../../../scripts/services/postgres.js';
import { startRedis, type RunningRedis } from '../../../scripts/services/redis.js';

const run = promisify(execFile);

export interface OwnServer {
  url: string;
  /** Stops the server abruptly (PostgreSQL: `pg_ctl stop -m immediate`; Redis: SHUTDOWN). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function ownPostgres(): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'faults-pg-'));
  const options = { dataDir: path.join(dir, 'data'), port: await freePort(), database: 'faults', quiet: true, settings: { fsync: 'off', max_connections: '200' } };
  let server: RunningPostgres = await startPostgres(options);
  return {
    url: server.url,
    async stop() {
      // pg_ctl refuses root; the server's own system user runs it then.
      const user = server.osUser ? { uid: server.osUser.uid, gid: server.osUser.gid } : {};
      await run(path.join(server.binDir, 'pg_ctl'), ['stop', '-D', server.dataDir, '-m', 'immediate', '-w'], user);
    },
    async start() {
      server = await startPostgres(options);
    },
    async close() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function ownRedis(): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'faults-redis-'));
  const options = { dir, port: await freePort(), quiet: true, signal: new AbortController().signal };
  let server: RunningRedis = await startRedis(options);
  return {
    url: server.url,
    stop: () => server.stop(),
    async start() {
      server = await startRedis(options);
    },
    async close() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

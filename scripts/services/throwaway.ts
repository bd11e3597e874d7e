/**
 * Throwaway PostgreSQL and Redis for `npm test` and the benchmarks: a fresh folder
 * DATA_DIR/test-<random> (holding the tests' TMPDIR too), free ports, migrations applied;
 * stopped and deleted afterwards.
 * A folder whose owning run died without cleaning up is removed by the next run.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lifecycle } from '../lib/lifecycle.js';
import { DATABASE_NAME } from '../lib/connections.js';
import type { Log } from '../lib/log.js';
import { freePort } from '../lib/net.js';
import { entries, entryExists } from '../lib/paths.js';
import { runOnce, tsxArgs } from '../lib/run.js';
import { isAlive, startPostgres } from './postgres.js';
import { REDIS_PID_FILE, startRedis } from './redis.js';

const OWNER_FILE = 'owner.pid';

/**
 * What bench:booking's statement counter needs of the server (tests/bench/booking/counting.ts):
 * pg_stat_statements, and each log line saying its role, virtual and real transaction ids.
 * The counter turns statement logging on and off itself.
 */
export const STATEMENT_COUNTING_SETTINGS: Record<string, string> = {
  shared_preload_libraries: 'pg_stat_statements',
  'pg_stat_statements.track_planning': 'on',
  log_line_prefix: '%u|%v|%x|',
  // Lines without the statements' values: they are counted, not read.
  log_parameter_max_length: '0',
};

export interface ThrowawayServices {
  dir: string;
  /** Variables for the tests: connection URLs plus the TEST_* harness variables. */
  env: NodeJS.ProcessEnv;
  /** Exit code of the migrations (0 when there are none yet). */
  migrations: number;
}

export interface ThrowawayOptions {
  /**
   * Load pg_stat_statements and log to TEST_PG_LOG_FILE, so a benchmark can print the
   * statements behind its figures and count them by process (tests/bench/booking/counting.ts).
   */
  statements?: boolean;
  /** Flush WAL to disk as a production server does (fsync and full-page writes on), for benchmarks. */
  durable?: boolean;
}

export async function startThrowawayServices(dataDir: string, life: Lifecycle, log: Log, options: ThrowawayOptions = {}): Promise<ThrowawayServices> {
  await mkdir(dataDir, { recursive: true });
  await removeAbandoned(dataDir, log);
  const dir = path.join(dataDir, `test-${randomBytes(4).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, OWNER_FILE), String(process.pid));
  // Registered first, so it runs last: after both servers have stopped.
  life.defer('the test folder', () => rm(dir, { recursive: true, force: true }));

  const pgPort = await freePort();
  const pgData = path.join(dir, 'postgres');
  const pg = await startPostgres({
    dataDir: pgData,
    port: pgPort,
    database: DATABASE_NAME,
    quiet: true,
    // Throwaway data: no need to survive a power cut, and tests open many pools. fsync
    // off still keeps every commit across a crash of PostgreSQL itself (fault tests).
    settings: {
      fsync: options.durable ? 'on' : 'off',
      full_page_writes: options.durable ? 'on' : 'off',
      max_connections: '300',
      ...(options.statements ? STATEMENT_COUNTING_SETTINGS : {}),
    },
    ...(options.statements ? { logFile: path.join(dir, 'postgres.log') } : {}),
  });
  life.defer('PostgreSQL', () => pg.stop());
  life.check();

  const redisPort = await freePort();
  const redis = await startRedis({ dir: path.join(dir, 'redis'), port: redisPort, quiet: true, signal: life.signal });
  life.defer('Redis', () => redis.stop());
  life.check();

  // The tests' own temporary folders (os.tmpdir()) go below a dot-folder, as `npm start`'s
  // default DATA_DIR `.data` is: a server that refuses such paths fails the tests too.
  const tmp = path.join(dir, '.tmp');
  await mkdir(tmp);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TMPDIR: tmp,
    NODE_ENV: 'test',
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    DATA_DIR: dir,
    TEST_DATA_DIR: dir,
    TEST_PG_PORT: String(pg.port),
    TEST_PG_DATA_DIR: pg.dataDir,
    TEST_PG_BIN_DIR: pg.binDir,
    ...(options.statements ? { TEST_PG_LOG_FILE: path.join(dir, 'postgres.log') } : {}),
    TEST_REDIS_PORT: String(redis.port),
  };
  if (pg.osUser) {
    // pg_ctl refuses root too: fault tests run it with this uid/gid.
    env.TEST_PG_UID = String(pg.osUser.uid);
    env.TEST_PG_GID = String(pg.osUser.gid);
  }

  let migrations = 0;
  if (entryExists('migrate')) {
    log.info('applying migrations');
    migrations = await runOnce(process.execPath, tsxArgs(entries.migrate), { env, signal: life.signal });
    life.check();
    if (migrations !== 0) log.error(`migrations failed (exit code ${migrations})`);
  } else {
    log.warn(`${entries.migrate} does not exist yet; no migrations applied`);
  }
  return { dir, env, migrations };
}

/** Deletes test folders whose run is gone, first stopping any server it left running. */
async function removeAbandoned(dataDir: string, log: Log): Promise<void> {
  for (const name of readdirSync(dataDir)) {
    if (!name.startsWith('test-')) continue;
    const dir = path.join(dataDir, name);
    const owner = readPid(path.join(dir, OWNER_FILE));
    if (owner === undefined ? isRecent(dir) : isAlive(owner)) continue; // in use (or just being created)
    // The data is thrown away, so the servers may stop the quick way.
    stopLeftover(readPid(path.join(dir, 'postgres', 'postmaster.pid')), 'postgres', 'SIGQUIT');
    stopLeftover(readPid(path.join(dir, 'redis', REDIS_PID_FILE)), 'redis-server', 'SIGKILL');
    log.info(`removing ${dir}, left behind by an earlier run`);
    await rm(dir, { recursive: true, force: true });
  }
}

function stopLeftover(pid: number | undefined, command: string, signal: NodeJS.Signals): void {
  // Only a process that still is that server: the number may belong to another by now.
  if (pid === undefined || !isAlive(pid) || !commandOf(pid).includes(command)) return;
  process.kill(pid, signal);
}

function isRecent(dir: string): boolean {
  const info = statSync(dir, { throwIfNoEntry: false });
  return info !== undefined && Date.now() - info.mtimeMs < 60_000;
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

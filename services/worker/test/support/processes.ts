/** Real processes for the worker's process-level tests: a throwaway redis-server and worker processes. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Waits for `check`; on a timeout the error says what was awaited and, from `state`, where things stood. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs: number, what = 'condition', state?: () => Promise<unknown>): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${state ? `; state: ${JSON.stringify(await state())}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A redis-server of the test's own, with the production settings that matter here
 * (noeviction, append-only file), which can be stopped and started again on the same
 * port and data.
 */
export async function startThrowawayRedis() {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'redis-test-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction'], {
      stdio: 'ignore',
    });
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    await eventually(async () => (await probe.connect().then(() => probe.ping(), () => undefined)) === 'PONG', 10_000, 'redis to start');
    probe.disconnect();
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    /** A clean stop (SIGTERM): redis-server flushes its append-only file and exits. */
    async stop() {
      const c = child!;
      child = undefined;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGTERM');
      });
    },
    async close() {
      if (child) await this.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `npm run worker` as `npm start` runs it: the worker's main module in a process of its own. */
export async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/worker/src/main.ts'], {
    cwd: root,
    env: { ...process.env, WORKER_PORT: String(await freePort()), LOG_LEVEL: 'error', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

export const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

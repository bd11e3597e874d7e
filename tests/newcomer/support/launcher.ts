/**
 * `npm start` as a newcomer runs it, for the tests that must see the system the way people
 * run it: `node scripts/launch.mjs start` (what `npm start` runs), with nothing of the
 * test harness in its environment (no DATABASE_URL, REDIS_URL, NODE_ENV or TEST_*: it
 * starts its own PostgreSQL and Redis, builds when stale, runs in production with the demo
 * data), only its documented port variables set to free ports and DATA_DIR to a fresh
 * folder below a dot-folder, like the default `.data`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/lib/net.js';
import { fromRoot } from '../../../scripts/lib/paths.js';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

export interface LaunchSettings {
  dataDir: string;
  env: Record<string, string>;
}

/** Free ports for every port variable, and a data folder below a dot-folder. */
export async function newcomerSettings(): Promise<LaunchSettings> {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'newcomer-')), '.data');
  const names = ['API_PORT', 'PROJECTOR_PORT', 'WORKER_PORT', 'API_METRICS_PORT', 'EMBEDDED_PG_PORT', 'EMBEDDED_REDIS_PORT'];
  const env: Record<string, string> = { DATA_DIR: dataDir };
  for (const name of names) env[name] = String(await freePort());
  return { dataDir, env };
}

/** The launcher's own environment: the machine's, less everything the test harness added. */
function machineEnv(settings: LaunchSettings): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(TEST_|VITEST|DATABASE_URL$|REDIS_URL$|NODE_ENV$|DATA_DIR$|QUEUE_PREFIX$|DEMO_DATA$|PUBLIC_URL$)/.test(name)) continue;
    env[name] = value;
  }
  return { ...env, ...settings.env };
}

export class Launched {
  private readonly lines: { at: number; text: string }[] = [];
  readonly exited: Promise<number>;
  private readonly child: ChildProcess;

  constructor(readonly settings: LaunchSettings) {
    this.child = spawn(process.execPath, [fromRoot('scripts/launch.mjs'), 'start'], { cwd: fromRoot(), env: machineEnv(settings), stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [this.child.stdout!, this.child.stderr!]) {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const parts = (rest + chunk.toString('utf8')).split('\n');
        rest = parts.pop() ?? '';
        for (const text of parts) this.lines.push({ at: Date.now(), text });
      });
    }
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve(code ?? (signal === 'SIGKILL' ? 137 : 128))));
  }

  /** The site's address, as the launcher prints it. */
  get baseUrl(): string {
    return `http://localhost:${this.settings.env.API_PORT}`;
  }

  /** Waits for a line of the launcher's log matching `pattern` written at or after `since`; answers its time. */
  async line(pattern: RegExp, since = 0, ms = 120_000): Promise<number> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.lines.find((l) => l.at >= since && pattern.test(l.text));
      if (found) return found.at;
      if (this.child.exitCode !== null) throw new Error(`the launcher exited (code ${this.child.exitCode}) before logging ${pattern}\n${this.tail()}`);
      if (Date.now() > deadline) throw new Error(`no ${pattern} in the launcher's log within ${ms / 1000} s\n${this.tail()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** The launcher's last lines, for failure messages (the processes' JSON lines left out). */
  tail(count = 60): string {
    return this.lines
      .filter((l) => !/^\[(api|projector|worker)\] \{/.test(l.text))
      .slice(-count)
      .map((l) => l.text)
      .join('\n');
  }

  /** The demo accounts `npm start` keeps in DATA_DIR/demo-accounts.json (production prints where, not the passwords). */
  demoAccount(role: string): DemoAccount {
    const accounts = JSON.parse(readFileSync(path.join(this.settings.dataDir, 'demo-accounts.json'), 'utf8')) as DemoAccount[];
    const account = accounts.find((a) => a.role === role);
    if (!account) throw new Error(`no demo ${role} in demo-accounts.json`);
    return account;
  }

  /** Ctrl-C: SIGINT to the launcher, which stops everything in order; answers its exit code. */
  async stop(): Promise<number> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGINT');
    return this.exited;
  }
}

/** Starts the launcher and waits until it says it is ready. */
export async function launch(settings: LaunchSettings): Promise<Launched> {
  const launched = new Launched(settings);
  try {
    // A first start initialises PostgreSQL and may build the web apps on a busy machine.
    await launched.line(/^\[start\] ready$/, 0, 300_000);
  } catch (error) {
    await launched.stop();
    throw error;
  }
  return launched;
}

/** Removes the data folder (and its dot-folder's parent) of a launch. */
export function removeData(settings: LaunchSettings): void {
  rmSync(path.dirname(settings.dataDir), { recursive: true, force: true });
}

/**
 * Keeps the long-running children of `npm start` / `npm run dev` (api, projector, worker,
 * the Vite dev servers) alive: their output passed through with a `[name]` prefix, a
 * crashed child restarted after a growing pause, and all of them stopped on shutdown
 * (SIGTERM, then SIGKILL to its whole process group after the grace period).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { Backoff } from './lib/backoff.js';
import { createLog, prefix, type Log } from './lib/log.js';
import { repoRoot } from './lib/paths.js';
import { endGroup, signalGroup } from './lib/run.js';

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

interface Supervised {
  spec: ProcessSpec;
  child?: ChildProcess;
  exited?: Promise<void>;
  restartTimer?: NodeJS.Timeout;
  backoff: Backoff;
}

export class Supervisor {
  private readonly processes: Supervised[] = [];
  private stopping = false;
  private readonly log: Log;

  constructor(
    tag: string,
    private readonly graceMs = 10_000,
  ) {
    this.log = createLog(tag);
  }

  start(spec: ProcessSpec): void {
    const entry: Supervised = { spec, backoff: new Backoff(1000) };
    this.processes.push(entry);
    this.launch(entry);
  }

  private launch(entry: Supervised): void {
    const { spec } = entry;
    const startedAt = Date.now();
    // A process group of its own, so a stop reaches what it starts in turn (npm -> vite,
    // node --watch -> the watched process).
    const child = spawn(spec.command, spec.args, { cwd: repoRoot, env: spec.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    entry.child = child;
    const label = prefix(spec.name);
    createInterface({ input: child.stdout! }).on('line', (line) => process.stdout.write(`${label} ${line}\n`));
    createInterface({ input: child.stderr! }).on('line', (line) => process.stderr.write(`${label} ${line}\n`));
    entry.exited = new Promise((resolve) => {
      child.once('error', (error) => {
        this.log.error(`could not start ${spec.name}: ${error.message}`);
      });
      child.once('exit', (code, signal) => {
        entry.child = undefined;
        resolve();
        if (this.stopping) return;
        void endGroup(child.pid); // leftovers would hold its port against the restart
        const delay = entry.backoff.next(startedAt);
        const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        this.log.warn(`${spec.name} ${how}; restarting it in ${delay / 1000} s`);
        entry.restartTimer = setTimeout(() => {
          entry.restartTimer = undefined;
          if (!this.stopping) this.launch(entry);
        }, delay);
      });
    });
  }

  /** Stops every child, all at once; resolves when all have exited. */
  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.processes.map((entry) => this.stopOne(entry)));
  }

  private async stopOne(entry: Supervised): Promise<void> {
    if (entry.restartTimer) clearTimeout(entry.restartTimer);
    const child = entry.child;
    if (!child?.pid || !entry.exited) return;
    this.log.info(`stopping ${entry.spec.name}`);
    // Only the child itself: `node --watch` and npm pass the signal on to what they run,
    // and a second copy from a group-wide signal would cut that graceful stop short.
    child.kill('SIGTERM');
    const gone = await Promise.race([entry.exited.then(() => true), sleep(this.graceMs, false)]);
    if (!gone) {
      this.log.warn(`${entry.spec.name} did not stop within ${this.graceMs / 1000} s; killing it`);
      signalGroup(child.pid, 'SIGKILL');
      await entry.exited;
    }
    // Anything the child left behind in its group goes too.
    await endGroup(child.pid);
  }
}

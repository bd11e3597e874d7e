/**
 * Runs one command to completion (migrations, builds, the type check, the test runner),
 * its output passed straight through. The command gets a process group of its own so a
 * stop request ends it together with anything it started (npm -> sh -> vite, vitest's
 * workers).
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './paths.js';

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Aborting it stops the command: SIGTERM, then SIGKILL to its group after the grace period. */
  signal?: AbortSignal;
  graceMs?: number;
}

/** Resolves with the exit code (128 + n when killed by a signal). */
export function runOnce(command: string, args: string[], options: RunOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      resolve(130);
      return;
    }
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    let killTimer: NodeJS.Timeout | undefined;
    const onAbort = (): void => {
      // SIGTERM to the command alone (npm and npx pass it on), the whole group only if
      // it is still there after the grace period.
      child.kill('SIGTERM');
      killTimer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), options.graceMs ?? 10_000);
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(new Error(`could not run ${command}: ${error.message}`));
    });
    child.on('exit', (code, signal) => {
      options.signal?.removeEventListener('abort', onAbort);
      if (killTimer) clearTimeout(killTimer);
      const result = code ?? 128 + signalNumber(signal);
      // Whatever it left running (a process npm ran through sh) gets a chance to stop too.
      if (options.signal?.aborted) void endGroup(child.pid).then(() => resolve(result));
      else resolve(result);
    });
  });
}

/** Sends a signal to a whole process group; a group already gone is not an error. */
export function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: nothing left to signal.
  }
}

/** Ends what is left of a process group: SIGTERM, then SIGKILL after a short wait. */
export async function endGroup(pid: number | undefined, graceMs = 3000): Promise<void> {
  if (pid === undefined || !groupExists(pid)) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupExists(pid) && Date.now() < deadline) await sleep(100);
  signalGroup(pid, 'SIGKILL');
}

function groupExists(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalNumber(signal: NodeJS.Signals | null): number {
  if (signal === 'SIGINT') return 2;
  if (signal === 'SIGKILL') return 9;
  if (signal === 'SIGTERM') return 15;
  return 1;
}

/** `node --import tsx <file> …args`, the way every TypeScript entry of the project runs. */
export function tsxArgs(file: string, args: string[] = [], watch = false): string[] {
  return ['--import', 'tsx', ...(watch ? ['--watch'] : []), file, ...args];
}

/**
 * V8 flags of the long-running services (api, projector, worker; the Dockerfile and
 * docker-compose.yml give the same). A request makes much short-lived garbage (parsed
 * bodies, query rows, events); with the default 16 MiB semi-spaces the api scavenged
 * every ~0.12 s in bench:booking (4-16 ms each), with 64 MiB every ~0.5 s (10-23 ms each,
 * less in all: what dies young is not copied). The pauses are longer; the p99 did not
 * move measurably. Six alternating pairs at 32 customers (the machine's speed swung by
 * 20 % between runs, so each process is held against PostgreSQL's CPU in the same run):
 * the api's CPU per booking went from 0.96 to 0.90 of PostgreSQL's (-7 %), the
 * projector's from 0.24 to 0.21 (-12 %). 128 MiB did no better than 64.
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=64'];

/** tsxArgs for a long-running service: its V8 flags first. */
export function serviceArgs(file: string, args: string[] = [], watch = false): string[] {
  return [...SERVICE_NODE_FLAGS, ...tsxArgs(file, args, watch)];
}

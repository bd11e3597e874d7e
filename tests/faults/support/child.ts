/**
 * A process of the system (api, projections:rebuild) as its own child, started the way
 * `npm run <name>` starts it, so a fault test can kill -9 it for real. Its output is kept
 * and shown only when the test needs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { entries, fromRoot, type EntryName } from '../../../scripts/lib/paths.js';
import { tsxArgs } from '../../../scripts/lib/run.js';

export interface Child {
  process: ChildProcess;
  /** Resolves with the exit code, or 128 + 9 after a kill -9. */
  exited: Promise<number>;
  /** The last lines it wrote, for failure messages. */
  output(): string;
  kill9(): Promise<number>;
}

export function startChild(entry: EntryName, env: NodeJS.ProcessEnv, args: string[] = []): Child {
  const child = spawn(process.execPath, tsxArgs(entries[entry], args), { cwd: fromRoot(), env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal === 'SIGKILL' ? 137 : 128))));
  return {
    process: child,
    exited,
    output: () => lines.join('\n'),
    async kill9() {
      child.kill('SIGKILL');
      return exited;
    },
  };
}

/** Polls `check` until it yields a value, or throws after `ms` naming `what`. */
export async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 60_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

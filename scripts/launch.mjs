/**
 * Entry of every root npm script: `node scripts/launch.mjs <start|dev|test|process NAME|bench NAME>`.
 * Plain Node with no dependencies, because it runs before node_modules exists: it installs
 * the dependencies when needed, then hands over to the TypeScript script of the mode.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const scripts = {
  start: 'start.ts',
  dev: 'start.ts',
  test: 'test.ts',
  process: 'process.ts',
  bench: 'bench.ts',
};

const [mode, ...rest] = process.argv.slice(2);
const script = mode === undefined ? undefined : scripts[mode];
if (script === undefined) {
  console.error(`usage: node scripts/launch.mjs <${Object.keys(scripts).join('|')}> [args]`);
  process.exit(2);
}

try {
  ensureDependencies(root);
} catch (error) {
  console.error(`[install] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// The script runs in a process group of its own, so a Ctrl-C in the terminal reaches only
// this launcher (and npm), which passes it on: the script then stops its children, Redis
// and PostgreSQL in that order instead of all of them dying at once. The IPC channel lets
// the script notice if this launcher disappears without a signal.
const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', script), mode, ...rest], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  detached: true,
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // The script treats any of them as "stop"; a repeat is harmless.
    if (child.exitCode === null && child.signalCode === null) child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}

// `npm start` runs this launcher through `sh -c`; a SIGTERM sent to npm alone (a process
// manager stopping it) kills that shell without reaching us. Losing the parent means the
// same as being told to stop.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}, 1000).unref();

child.on('error', (error) => {
  console.error(`[launch] could not start scripts/${script}: ${error.message}`);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  const signals = { SIGINT: 2, SIGTERM: 15, SIGKILL: 9 };
  process.exit(code ?? 128 + (signals[signal] ?? 1));
});

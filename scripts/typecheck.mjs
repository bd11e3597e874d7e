/**
 * `npm run typecheck`: tsc on every workspace that has a typecheck script, and on scripts/.
 * Two at a time on a machine with two cores or more: each tsc is one thread, and one after
 * another they took 4-8 minutes of `npm test`. Each one's output is printed whole when it
 * ends, so two never interleave. Plain Node, like launch.mjs.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function checks() {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const list = [];
  for (const workspace of workspaces) {
    const file = path.join(root, workspace, 'package.json');
    if (!existsSync(file)) continue;
    const { scripts = {} } = JSON.parse(readFileSync(file, 'utf8'));
    if (scripts.typecheck) list.push({ name: workspace, command: 'npm', args: ['run', 'typecheck', '--workspace', workspace] });
  }
  // The workspaces listed last (tests, which imports nearly everything, and the two web
  // apps) are the largest programs: started first, the small ones fill in beside them.
  list.reverse();
  // `--`: npx would take tsc's -p for its own --package.
  list.push({ name: 'scripts', command: 'npx', args: ['--no', '--', 'tsc', '-p', 'scripts/tsconfig.json'] });
  return list;
}

function run({ name, command, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      console.log(`[typecheck] ${name}: ${code === 0 ? 'no errors' : `failed (exit code ${code})`}, ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const queue = checks();
const width = Math.max(1, Math.min(2, os.availableParallelism()));
let failed = false;
await Promise.all(
  Array.from({ length: width }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) if (!(await run(next))) failed = true;
  }),
);
process.exit(failed ? 1 : 0);

/**
 * The two front ends. `npm start` serves their production builds (made here when missing
 * or older than their sources); `npm run dev` runs their Vite dev servers instead.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Log } from './lib/log.js';
import { fromRoot } from './lib/paths.js';
import { runOnce } from './lib/run.js';
import type { ProcessSpec } from './processes.js';

/** Ports and base paths as set in each workspace's vite.config.ts. */
export const webApps = [
  { workspace: 'web-public', title: 'site', devUrl: 'http://localhost:5173/' },
  { workspace: 'web-admin', title: 'console', devUrl: 'http://localhost:5174/admin/' },
] as const;

function scriptsOf(workspace: string): Record<string, string> {
  const file = fromRoot(workspace, 'package.json');
  if (!existsSync(file)) return {};
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> };
  return pkg.scripts ?? {};
}

/** Newest modification time among the files a build reads. */
function newestSource(dir: string): number {
  let newest = 0;
  const visit = (target: string): void => {
    const info = statSync(target, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of readdirSync(target)) if (name !== 'node_modules') visit(path.join(target, name));
    } else {
      newest = Math.max(newest, info.mtimeMs);
    }
  };
  visit(path.join(dir, 'src'));
  visit(path.join(dir, 'public'));
  // The rules both web apps import from the api's core (the Philippine contact number).
  visit(fromRoot('services/core/src/rules'));
  // The workspace's own top-level files: index.html, package.json, tsconfig.json, and the
  // vite config with the plugins it imports (web-public's prerender.ts and precompress.ts).
  for (const name of readdirSync(dir)) {
    if (/^(index\.html|package\.json|tsconfig\.json)$|\.[cm]?[jt]s$/.test(name)) visit(path.join(dir, name));
  }
  return newest;
}

function buildIsStale(workspace: string): boolean {
  const dir = fromRoot(workspace);
  const built = statSync(path.join(dir, 'dist', 'index.html'), { throwIfNoEntry: false });
  return !built || newestSource(dir) > built.mtimeMs;
}

/**
 * Builds each front end whose production build is missing or stale. Each build script runs
 * tsc before Vite; `npm test`, whose type check covers the same projects, passes
 * `typecheck: false` and runs only Vite (tsc was 150 of the 180 s the two builds took).
 */
export async function buildWebApps(env: NodeJS.ProcessEnv, signal: AbortSignal, log: Log, options: { typecheck?: boolean } = {}): Promise<void> {
  for (const { workspace } of webApps) {
    if (!scriptsOf(workspace).build) {
      log.warn(`${workspace} has no build script yet; not building it`);
      continue;
    }
    if (!buildIsStale(workspace)) {
      log.info(`${workspace}: production build is up to date`);
      continue;
    }
    log.info(`${workspace}: building for production`);
    const args = options.typecheck === false ? ['exec', '--workspace', workspace, '--', 'vite', 'build'] : ['run', 'build', '--workspace', workspace];
    const code = await runOnce('npm', args, { env, signal });
    signal.throwIfAborted();
    if (code !== 0) throw new Error(`building ${workspace} failed (exit code ${code})`);
  }
}

/** The Vite dev servers to run under `npm run dev`, for the workspaces that have one. */
export function devServers(env: NodeJS.ProcessEnv, log: Log): ProcessSpec[] {
  const specs: ProcessSpec[] = [];
  for (const { workspace } of webApps) {
    if (!scriptsOf(workspace).dev) {
      log.warn(`${workspace} has no dev script yet; not starting its dev server`);
      continue;
    }
    specs.push({ name: workspace, command: 'npm', args: ['run', 'dev', '--workspace', workspace], env });
  }
  return specs;
}

/**
 * Finds redis-server, installing it from the distribution's packages when we can: Redis
 * has no npm package with real binaries, so on a fresh Debian or Ubuntu machine (CI runs
 * as root) `apt-get install redis-server` is the way to get one.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import type { Log } from '../lib/log.js';
import { runOnce } from '../lib/run.js';
import { runsAsRoot } from './rootUser.js';

const extraDirs = ['/usr/local/bin', '/usr/bin', '/usr/sbin', '/opt/homebrew/bin'];

export function which(command: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), ...extraDirs];
  for (const dir of dirs) {
    if (dir === '') continue;
    const candidate = path.join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

function canInstallWithApt(): boolean {
  return process.platform === 'linux' && runsAsRoot() && existsSync('/etc/debian_version') && which('apt-get') !== undefined;
}

export async function findRedisServer(log: Log, signal: AbortSignal): Promise<string> {
  const found = which('redis-server');
  if (found) return found;
  if (!canInstallWithApt()) {
    throw new Error(
      'redis-server was not found. Install Redis (Debian/Ubuntu: `sudo apt-get install redis-server`, ' +
        'macOS: `brew install redis`) or set REDIS_URL to a Redis you already run.',
    );
  }

  log.info('redis-server is missing; installing it with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Wait for a dpkg lock held by another installer instead of failing at once.
  const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
  const updated = await runOnce('apt-get', [...lockWait, 'update'], { env, signal });
  signal.throwIfAborted();
  if (updated !== 0) log.warn(`apt-get update exited with code ${updated}; trying the install anyway`);
  const installed = await runOnce('apt-get', [...lockWait, 'install', '-y', '--no-install-recommends', 'redis-server'], { env, signal });
  signal.throwIfAborted();
  // The package also sets up a system service on the default port, and in a container
  // its post-install start may fail and make apt-get exit non-zero. Neither matters: we
  // run a server process of our own, so what counts is that the binary is now there.
  const binary = which('redis-server');
  if (!binary) throw new Error(`installing redis-server with apt-get failed (exit code ${installed})`);
  if (installed !== 0) log.warn(`apt-get exited with code ${installed}, but redis-server is installed; continuing`);
  return binary;
}

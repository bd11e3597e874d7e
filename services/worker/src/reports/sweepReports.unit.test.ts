import { mkdirSync, mkdtempSync, existsSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { KEEP_MS, sweepReports } from './sweepReports.js';

it('removes report files older than a day and keeps the rest', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sweep-'));
  const dir = path.join(dataDir, 'reports');
  mkdirSync(dir);
  const now = Date.now();
  const old = path.join(dir, 'old.xlsx');
  const fresh = path.join(dir, 'fresh.pdf');
  writeFileSync(old, 'x');
  writeFileSync(fresh, 'x');
  const aged = new Date(now - KEEP_MS - 60_000);
  utimesSync(old, aged, aged);
  expect(await sweepReports({ DATA_DIR: dataDir }, now)).toBe(1);
  expect(existsSync(old)).toBe(false);
  expect(existsSync(fresh)).toBe(true);
  // No folder yet (no report made): nothing to do.
  expect(await sweepReports({ DATA_DIR: path.join(dataDir, 'none') }, now)).toBe(0);
});

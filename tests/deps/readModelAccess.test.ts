/**
 * The read models are read through their query modules in projections/ only:
 * no file of the api, the worker, core or the web apps names an `rm_` schema, so a read
 * model's tables can change in one workspace; tests/ reads the same way. The exceptions:
 * the migrations (they may drop what older versions made), the benchmarks (they fill the
 * tables in bulk), the rebuild fault test (it compares a rebuild's tables one by one) and
 * this file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHECKED = ['services', 'web-admin/src', 'web-public/src', 'tests'];
const SKIPPED = new Set(['node_modules', 'dist', 'migrations', 'bench', 'rebuildKilled.int.test.ts', 'readModelAccess.test.ts']);
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
/** A read model's schema: `rm_` starting a word (`can_confirm_permits` is a field, not one). */
const READ_MODEL = /\brm_\w*/;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

/** `file:line: text` of every line naming a read model's schema under the checked folders. */
function readModelNames(): string[] {
  return CHECKED.flatMap((folder) =>
    [...sources(path.join(root, folder))].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (READ_MODEL.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
    ),
  );
}

it('no file outside projections/ (migrations aside) names a read model table: reads go through the query modules', () => {
  expect(readModelNames()).toEqual([]);
});

it('the check finds a name when there is one', () => {
  expect(READ_MODEL.test("SELECT 1 FROM rm_bookings.bookings WHERE id = $1")).toBe(true);
  expect(READ_MODEL.test('can_confirm_permits: boolean;')).toBe(false);
  expect([...sources(path.join(root, 'services/core'))].some((f) => f.includes(`${path.sep}migrations${path.sep}`))).toBe(false);
  expect([...sources(path.join(root, 'services/core'))].length).toBeGreaterThan(10);
});

/**
 * Source files cite only what the repository holds: the design and style documents the
 * project was started from live outside it, so a comment pointing there is a dead end
 * for whoever reads the code. Reasoning goes to docs/ instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE = /\.(ts|tsx|mjs|cjs|js|sql)$/;
const SKIPPED = new Set(['node_modules', 'dist', '.data', '.git', 'results']);
// Built from parts so this file does not match itself.
const OUTSIDE = new RegExp(['DESIGN', 'STYLE'].map((name) => `\\b${name}\\.md\\b`).join('|'));

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

function citingOutside(dirs: string[]): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (OUTSIDE.test(line)) found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
      });
    }
  }
  return found;
}

describe('source comments', () => {
  it('cite no design document outside the repository', () => {
    expect(citingOutside(['services', 'projections', 'web-admin', 'web-public', 'scripts', 'tests'])).toEqual([]);
  });
});

/** Locations in the repository, independent of the directory the script was run from. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '@app/core/config';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function fromRoot(...parts: string[]): string {
  return path.join(repoRoot, ...parts);
}

/** DATA_DIR, resolved against the repository root when relative. */
export function dataDirOf(config: Pick<Config, 'DATA_DIR'>): string {
  return path.resolve(repoRoot, config.DATA_DIR);
}

/** The entry files of the processes, relative to the repository root. */
export const entries = {
  api: 'services/api/src/main.ts',
  projector: 'projections/src/main.ts',
  worker: 'services/worker/src/main.ts',
  migrate: 'services/core/src/migrate.ts',
  rebuild: 'projections/src/rebuild.ts',
} as const;

export type EntryName = keyof typeof entries;

export function entryExists(name: EntryName): boolean {
  return existsSync(fromRoot(entries[name]));
}

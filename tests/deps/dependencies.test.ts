/**
 * The dependencies (issue 8, Attack): every installed version is the one package-lock.json
 * locks, `npm ls --all` finds nothing missing, invalid or extraneous, and knip (knip.json)
 * finds no unused file, dependency or export and no unlisted dependency. The registry's
 * audit endpoint cannot be reached here, so there is no `npm audit`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

type DependencyMap = Record<string, string>;
interface Manifest {
  name: string;
  version?: string;
  workspaces?: string[];
  dependencies?: DependencyMap;
  devDependencies?: DependencyMap;
  optionalDependencies?: DependencyMap;
}
interface LockEntry extends Omit<Manifest, 'name'> {
  name?: string;
  integrity?: string;
  link?: boolean;
  optional?: boolean;
}
interface Lock {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

const manifest = readJson<Manifest>('package.json');
const lock = readJson<Lock>('package-lock.json');
/** '' for the root, then every workspace folder, as package-lock.json keys them. */
const workspaces = ['', ...(manifest.workspaces ?? [])];

const KINDS = ['dependencies', 'devDependencies', 'optionalDependencies'] as const;

/** The lock entry Node's resolution would load `name` from, seen from `from`. */
function resolveInLock(from: string, name: string): [string, LockEntry] | undefined {
  const dirs = from ? [`${from}/node_modules/${name}`, `node_modules/${name}`] : [`node_modules/${name}`];
  for (const key of dirs) {
    const entry = lock.packages[key];
    if (entry) return [key, entry];
  }
  return undefined;
}

/** npm without NODE_ENV=production's effect of leaving out the devDependencies. */
function npm(args: string[]) {
  const { NODE_ENV: _, ...env } = process.env;
  return spawnSync('npm', args, { cwd: root, env, encoding: 'utf8', maxBuffer: 256 * 2 ** 20 });
}

interface LsNode {
  version?: string;
  missing?: boolean;
  invalid?: string | boolean;
  extraneous?: boolean;
  problems?: string[];
  dependencies?: Record<string, LsNode>;
}

/** Every node of `npm ls --all --json` flagged missing, invalid or extraneous, with its path. */
function flagged(node: LsNode, trail: string, out: string[]): string[] {
  for (const [name, child] of Object.entries(node.dependencies ?? {})) {
    const at = `${trail} > ${name}@${child.version ?? '?'}`;
    if (child.missing) out.push(`missing: ${at}`);
    if (child.invalid) out.push(`invalid: ${at} (${String(child.invalid)})`);
    if (child.extraneous) out.push(`extraneous: ${at}`);
    flagged(child, at, out);
  }
  return out;
}

describe('dependencies', () => {
  it('are locked: lockfile v3, every workspace dependency resolved there, every installed version the locked one', () => {
    expect(lock.lockfileVersion).toBe(3);
    const problems: string[] = [];
    for (const ws of workspaces) {
      const own = readJson<Manifest>(path.join(ws, 'package.json'));
      const locked = lock.packages[ws];
      if (!locked) {
        problems.push(`${ws}: no entry in package-lock.json`);
        continue;
      }
      for (const kind of KINDS) {
        // The lock records each workspace's declared ranges; a difference means package.json
        // was edited without `npm install`.
        if (JSON.stringify(own[kind] ?? {}) !== JSON.stringify(locked[kind] ?? {})) {
          problems.push(`${ws || 'root'} ${kind}: package.json ${JSON.stringify(own[kind] ?? {})} but the lock has ${JSON.stringify(locked[kind] ?? {})}`);
        }
        for (const name of Object.keys(own[kind] ?? {})) {
          const found = resolveInLock(ws, name);
          if (!found) problems.push(`${ws || 'root'}: ${name} is not in package-lock.json`);
          else if (!found[1].link && !(found[1].version && found[1].integrity)) {
            problems.push(`${found[0]}: no version and integrity in the lock`);
          }
        }
      }
    }
    // `npm ci` refuses a lock that leaves out an optional dependency of a package that is
    // itself required, even one for another platform (a registry without it made the lock
    // that way once); under an optional package (msgpackr-extract's) it lets it pass.
    for (const [key, entry] of Object.entries(lock.packages)) {
      if (!key.includes('node_modules/') || entry.optional) continue;
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolveInLock(key, name)) problems.push(`${key}: its optional dependency ${name} is not in package-lock.json (npm ci would refuse the lock)`);
      }
    }
    let installed = 0;
    for (const [key, entry] of Object.entries(lock.packages)) {
      if (!key.includes('node_modules/') || entry.link) continue;
      const file = path.join(root, key, 'package.json');
      if (!existsSync(file)) {
        // Optional packages for other platforms (esbuild's, rollup's) are locked but not installed.
        if (!entry.optional) problems.push(`${key}: locked at ${entry.version} but not installed`);
        continue;
      }
      installed += 1;
      const version = (JSON.parse(readFileSync(file, 'utf8')) as Manifest).version;
      if (version !== entry.version) problems.push(`${key}: ${version} installed, ${entry.version} locked`);
    }
    if (problems.length) console.log(problems.join('\n'));
    expect(problems).toEqual([]);
    expect(installed).toBeGreaterThan(100);
  });

  it('npm ls --all reports nothing missing, invalid or extraneous', () => {
    const ls = npm(['ls', '--all', '--json']);
    const tree = JSON.parse(ls.stdout) as LsNode;
    const problems = [...new Set([...(tree.problems ?? []), ...flagged(tree, manifest.name, [])])];
    if (problems.length) console.log(problems.join('\n'));
    expect(problems).toEqual([]);
    expect(ls.status, ls.stderr).toBe(0);
  }, 120_000);

  it('knip finds no unused file, dependency or export and no unlisted dependency', () => {
    const knip = spawnSync(path.join(root, 'node_modules', '.bin', 'knip'), ['--no-progress', '--no-config-hints'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
    });
    if (knip.status !== 0) console.log(knip.stdout, knip.stderr);
    expect(knip.error).toBeUndefined();
    expect(knip.stdout.trim()).toBe('');
    expect(knip.status).toBe(0);
  }, 120_000);
});

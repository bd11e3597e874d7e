/**
 * `npm run bench:<name>`: runs tests/bench/<name>.bench.ts against throwaway PostgreSQL
 * and Redis, the same ones `npm test` uses, with any further arguments passed on.
 */
import { existsSync, readdirSync } from 'node:fs';
import { Lifecycle } from './lib/lifecycle.js';
import { configOrExit } from './lib/config.js';
import { createLog } from './lib/log.js';
import { dataDirOf, fromRoot } from './lib/paths.js';
import { runOnce, tsxArgs } from './lib/run.js';
import { startThrowawayServices } from './services/throwaway.js';

const [, name, ...rest] = process.argv.slice(2);
const log = createLog('bench');
const life = new Lifecycle(log);

function available(): string {
  const dir = fromRoot('tests', 'bench');
  const names = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).map((f) => f.replace(/\.bench\.ts$/, '')) : [];
  return names.length > 0 ? names.join(', ') : 'none yet';
}

async function main(): Promise<number> {
  const file = `tests/bench/${name ?? ''}.bench.ts`;
  if (name === undefined || !existsSync(fromRoot(file))) {
    log.error(`no benchmark ${file}; available: ${available()}`);
    return 2;
  }
  const services = await startThrowawayServices(dataDirOf(configOrExit(log)), life, log);
  if (services.migrations !== 0) return 1;
  log.info(`running ${file}`);
  return runOnce(process.execPath, tsxArgs(file, rest), { env: services.env, signal: life.signal });
}

process.exit(await life.run(main));

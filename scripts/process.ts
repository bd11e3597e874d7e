/**
 * `npm run api|projector|worker|migrate|projections:rebuild`: one process on its own, for
 * running and scaling them separately. It connects to DATABASE_URL / REDIS_URL, or when
 * those are unset to the servers `npm start` runs (which it does not start).
 */
import { databaseUrlOf, redisUrlOf } from './lib/connections.js';
import { Lifecycle } from './lib/lifecycle.js';
import { configOrExit } from './lib/config.js';
import { createLog } from './lib/log.js';
import { entries, entryExists, type EntryName } from './lib/paths.js';
import { runOnce, serviceArgs } from './lib/run.js';

const aliases: Record<string, EntryName> = { 'projections:rebuild': 'rebuild' };

const [, requested = '', ...rest] = process.argv.slice(2);
const log = createLog(requested || 'process');
const life = new Lifecycle(log);

async function main(): Promise<number> {
  const name = aliases[requested] ?? requested;
  if (!(name in entries)) {
    log.error(`unknown process "${requested}"; one of: ${Object.keys(entries).join(', ')}`);
    return 2;
  }
  const entry = name as EntryName;
  if (!entryExists(entry)) {
    log.error(`${entries[entry]} does not exist yet`);
    return 1;
  }
  const config = configOrExit(log);
  const env = { ...process.env, DATABASE_URL: databaseUrlOf(config), REDIS_URL: redisUrlOf(config) };
  // A stop request reaches the process as SIGTERM; it is not restarted here.
  return runOnce(process.execPath, serviceArgs(entries[entry], rest), { env, signal: life.signal, graceMs: 30_000 });
}

process.exit(await life.run(main));

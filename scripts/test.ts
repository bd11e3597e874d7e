/**
 * `npm test`: the type check, then every vitest suite against throwaway PostgreSQL and
 * Redis (started here, removed afterwards, also after a failure or Ctrl-C). The browser
 * tests get the front ends' production builds (made here when missing or stale) and
 * Chromium (installed here when missing and possible). Ends with one line,
 * `N passed, N failed[, N skipped]`, and a non-zero exit code if anything failed.
 *
 * `npm test -- <filter> ...` runs only the test files whose paths contain a filter
 * (vitest's own filters), without the type check.
 */
import path from 'node:path';
import { Lifecycle } from './lib/lifecycle.js';
import { configOrExit } from './lib/config.js';
import { createLog } from './lib/log.js';
import { dataDirOf } from './lib/paths.js';
import { runOnce } from './lib/run.js';
import { ensureChromium } from './services/chromium.js';
import { startThrowawayServices } from './services/throwaway.js';
import { add, emptyTally, summaryLine, tallyVitest } from './testSummary.js';
import { buildWebApps } from './webApps.js';

const log = createLog('test');
const config = configOrExit(log);
const life = new Lifecycle(log);
let tally = emptyTally();
const notes: string[] = [];
/** vitest's file filters, from `npm test -- <filter> ...`. */
const filters = process.argv.slice(3); // after the mode launch.mjs passes

async function typecheck(): Promise<void> {
  log.info('type check (npm run typecheck)');
  const code = await runOnce('npm', ['run', 'typecheck'], { signal: life.signal });
  life.check();
  if (code === 0) {
    tally.passed += 1;
  } else {
    tally.failed += 1;
    notes.push(`the type check failed (exit code ${code})`);
  }
}

async function vitest(env: NodeJS.ProcessEnv, dir: string): Promise<void> {
  const report = path.join(dir, 'vitest-report.json');
  log.info('test suites (vitest run --config tests/vitest.config.ts)');
  const args = ['--no', 'vitest', 'run', '--config', 'tests/vitest.config.ts', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...filters];
  const code = await runOnce('npx', args, { env, signal: life.signal, graceMs: 15_000 });
  life.check();
  const result = tallyVitest(report, code);
  tally = add(tally, result.tally);
  notes.push(...result.notes);
}

/** The production builds the browser tests load; a failed build fails the run, the suites still run. */
async function frontEnds(): Promise<void> {
  // A production build whatever mode the tests run in (NODE_ENV=test would give React's development build).
  const { NODE_ENV: _, ...env } = process.env;
  try {
    await buildWebApps(env, life.signal, log);
  } catch (error) {
    life.check();
    tally.failed += 1;
    notes.push(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<number> {
  if (filters.length === 0) await typecheck();
  const services = await startThrowawayServices(dataDirOf(config), life, log);
  if (services.migrations !== 0) {
    tally.failed += 1;
    notes.push(`the migrations failed (exit code ${services.migrations})`);
  }
  const browserSkipReason = await ensureChromium(log, life.signal);
  await frontEnds();
  const env = browserSkipReason ? { ...services.env, BROWSER_TESTS_SKIP_REASON: browserSkipReason } : services.env;
  await vitest(env, services.dir);
  return tally.failed > 0 ? 1 : 0;
}

const code = await life.run(main);
if (code === 130) {
  tally.failed += 1;
  notes.push('interrupted before every suite had run');
}
// Whatever stopped the run early (a server that would not start) is a failure too.
if (code !== 0 && tally.failed === 0) tally.failed = 1;
for (const note of notes) log.error(note);
console.log(summaryLine(tally));
process.exit(code);

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
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Lifecycle } from './lib/lifecycle.js';
import { configOrExit } from './lib/config.js';
import { createLog } from './lib/log.js';
import { dataDirOf, repoRoot } from './lib/paths.js';
import { runOnce } from './lib/run.js';
import { ensureChromium } from './services/chromium.js';
import { startThrowawayServices } from './services/throwaway.js';
import { add, emptyTally, slowestFiles, summaryLine, tallyVitest } from './testSummary.js';
import { buildWebApps } from './webApps.js';

const log = createLog('test');
const config = configOrExit(log);
const life = new Lifecycle(log);
let tally = emptyTally();
const notes: string[] = [];
/**
 * vitest's file filters, from `npm test -- <filter> ...` (after the mode launch.mjs
 * passes). Run as `node scripts/launch.mjs test -- <filter>`, the `--` npm would have
 * eaten arrives too: passed on, it made vitest ignore the filters and run every file.
 */
const filters = process.argv.slice(3).filter((arg, index) => !(index === 0 && arg === '--'));
/** Each phase's wall time, printed at the end (where a run's time went). */
const phases: string[] = [];
/** Where the last run's vitest report stays after the throwaway folder is gone. */
const keptReport = path.join(dataDirOf(config), 'last-vitest-report.json');

async function timed<T>(phase: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await step();
  } finally {
    phases.push(`${phase} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * The type check needs nothing the rest starts, and the rest nothing of it: it runs beside
 * the services, the builds and the tests instead of before them (4-8 minutes of a run),
 * at the lowest priority, so it takes only the CPU they leave idle and slows no timed test.
 */
async function typecheck(): Promise<void> {
  log.info('type check (npm run typecheck), beside the rest at the lowest priority');
  const code = await runOnce('nice', ['-n', '19', 'npm', 'run', 'typecheck'], { signal: life.signal });
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
  rmSync(keptReport, { force: true });
  log.info('test suites (vitest run --config tests/vitest.config.ts)');
  const args = ['--no', 'vitest', 'run', '--config', 'tests/vitest.config.ts', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...filters];
  const code = await runOnce('npx', args, { env, signal: life.signal, graceMs: 15_000 });
  life.check();
  const result = tallyVitest(report, code);
  tally = add(tally, result.tally);
  notes.push(...result.notes);
  if (existsSync(report)) copyFileSync(report, keptReport);
}

/** The production builds the browser tests load; a failed build fails the run, the suites still run. */
async function frontEnds(): Promise<void> {
  // A production build whatever mode the tests run in (NODE_ENV=test would give React's development build).
  const { NODE_ENV: _, ...env } = process.env;
  try {
    await buildWebApps(env, life.signal, log, { typecheck: false });
  } catch (error) {
    life.check();
    tally.failed += 1;
    notes.push(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<number> {
  const checked = filters.length === 0 ? timed('type check', typecheck) : Promise.resolve();
  // Awaited only after the suites: its rejection on a stop request comes first and must not
  // count as unhandled (that ended the script before PostgreSQL and Redis were stopped).
  checked.catch(() => {});
  try {
    await suites();
  } finally {
    await checked;
  }
  return tally.failed > 0 ? 1 : 0;
}

async function suites(): Promise<void> {
  const services = await timed('PostgreSQL, Redis and migrations', () => startThrowawayServices(dataDirOf(config), life, log));
  if (services.migrations !== 0) {
    tally.failed += 1;
    notes.push(`the migrations failed (exit code ${services.migrations})`);
  }
  const browserSkipReason = await ensureChromium(log, life.signal);
  await timed('web builds', frontEnds);
  const env = browserSkipReason ? { ...services.env, BROWSER_TESTS_SKIP_REASON: browserSkipReason } : services.env;
  await timed('vitest', () => vitest(env, services.dir));
}

/** Where the time went: the slowest test files and each phase (the full report is kept in keptReport). */
function timings(): void {
  const slowest = slowestFiles(keptReport, repoRoot);
  if (slowest.length > 0) console.log(`[test] slowest test files (all of them: ${path.relative(repoRoot, keptReport)}):\n${slowest.join('\n')}`);
  if (phases.length > 0) console.log(`[test] phases: ${phases.join(', ')}`);
}

const code = await life.run(main);
if (code === 130) {
  tally.failed += 1;
  notes.push('interrupted before every suite had run');
}
// Whatever stopped the run early (a server that would not start) is a failure too.
if (code !== 0 && tally.failed === 0) tally.failed = 1;
timings();
for (const note of notes) log.error(note);
console.log(summaryLine(tally));
process.exit(code);

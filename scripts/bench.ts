/**
 * `npm run bench:<name>`: runs tests/bench/<name>.bench.ts against throwaway PostgreSQL
 * and Redis, the same ones `npm test` uses, with any further arguments passed on.
 *
 * `npm run bench [-- --quick]`: every benchmark in turn against the same services, then
 * tests/bench/summarize.ts, which writes tests/bench/results/latest.json, latest.md and
 * booking-latency.svg from their results files. `--quick` runs each one shorter on smaller
 * data, to try the whole report in minutes; its figures are not the targets' figures.
 * Exits 1 if a benchmark failed to run; a missed target is in the report, not the exit code.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { Lifecycle } from './lib/lifecycle.js';
import { configOrExit } from './lib/config.js';
import { createLog } from './lib/log.js';
import { dataDirOf, fromRoot } from './lib/paths.js';
import { runOnce, tsxArgs } from './lib/run.js';
import { startThrowawayServices } from './services/throwaway.js';
import { buildWebApps } from './webApps.js';

const [, name, ...rest] = process.argv.slice(2);
const log = createLog('bench');
const life = new Lifecycle(log);

/** Every benchmark, in the order of tests/bench/summary/figures.ts's BENCHMARKS, with its `--quick` flags. */
const SUITE: { name: string; quick: string[] }[] = [
  { name: 'eventstore', quick: ['--duration', '1', '--warmup', '0', '--rounds', '1', '--concurrency', '1,8', '--catchup-min', '20000'] },
  { name: 'booking', quick: ['--seconds', '5', '--warmup', '1', '--concurrency', '8', '--slots', '100', '--fill', '50000', '--samples', '20', '--shape-seconds', '3'] },
  { name: 'reports', quick: ['--rows', '10000', '--runs', '1'] },
  { name: 'web', quick: ['--form', 'mobile'] },
];

const SUITE_USAGE = `Usage: npm run bench [-- --quick]    every benchmark, then the report in tests/bench/results/latest.md
       npm run bench:<name> -- [flags]   one benchmark (--help lists its flags)`;

function available(): string {
  const dir = fromRoot('tests', 'bench');
  const names = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).map((f) => f.replace(/\.bench\.ts$/, '')) : [];
  return names.length > 0 ? names.join(', ') : 'none yet';
}

/** Lighthouse measures both front ends' production builds: each made again if missing or older than its sources. */
async function buildForLighthouse(env: NodeJS.ProcessEnv): Promise<void> {
  const { NODE_ENV: _, ...buildEnv } = env;
  await buildWebApps(buildEnv, life.signal, log);
}

async function one(): Promise<number> {
  const file = `tests/bench/${name ?? ''}.bench.ts`;
  if (name === undefined || !existsSync(fromRoot(file))) {
    log.error(`no benchmark ${file}; available: ${available()}`);
    return 2;
  }
  // It runs bench:booking in two checkouts, each with services of its own.
  if (name === 'booking-compare') return runOnce(process.execPath, tsxArgs(file, rest), { signal: life.signal });
  // BENCH_DURABLE=1: PostgreSQL flushes its WAL to disk at each commit, as in production.
  const services = await startThrowawayServices(dataDirOf(configOrExit(log)), life, log, { statements: true, durable: process.env.BENCH_DURABLE === '1' });
  if (services.migrations !== 0) return 1;
  if (name === 'web') await buildForLighthouse(services.env);
  log.info(`running ${file}`);
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the benchmark's process (Node refuses --cpu-prof in NODE_OPTIONS).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return runOnce(process.execPath, [...profile, ...tsxArgs(file, rest)], { env: services.env, signal: life.signal });
}

async function all(flags: string[]): Promise<number> {
  if (flags.includes('--help') || flags.includes('-h')) {
    process.stdout.write(`${SUITE_USAGE}\n`);
    return 0;
  }
  const unknown = flags.filter((f) => f !== '--quick');
  if (unknown.length > 0) {
    log.error(`unknown flag ${unknown.join(' ')}\n${SUITE_USAGE}`);
    return 2;
  }
  const quick = flags.includes('--quick');
  const runId = randomUUID();
  const services = await startThrowawayServices(dataDirOf(configOrExit(log)), life, log, { statements: true });
  if (services.migrations !== 0) return 1;
  // Each results file names the run that wrote it (tests/bench/report.ts's writeResults).
  const env: NodeJS.ProcessEnv = { ...services.env, BENCH_RUN_ID: runId };
  const exits: string[] = [];
  for (const bench of SUITE) {
    if (bench.name === 'web') {
      try {
        await buildForLighthouse(env);
      } catch (error) {
        life.check();
        log.error(error instanceof Error ? error.message : String(error));
        exits.push(`${bench.name}=1`);
        continue;
      }
    }
    const file = `tests/bench/${bench.name}.bench.ts`;
    const args = quick ? bench.quick : [];
    log.info(`running ${file}${args.length ? ` ${args.join(' ')}` : ''}`);
    const started = Date.now();
    const code = await runOnce(process.execPath, tsxArgs(file, args), { env, signal: life.signal });
    life.check();
    log.info(`${file} ended with code ${code} after ${Math.round((Date.now() - started) / 1000)} s`);
    exits.push(`${bench.name}=${code}`);
  }
  const summary = await runOnce(
    process.execPath,
    tsxArgs('tests/bench/summarize.ts', [...(quick ? ['--quick'] : []), '--run-id', runId, ...exits.flatMap((e) => ['--exit', e])]),
    { env, signal: life.signal },
  );
  return summary !== 0 || exits.some((e) => !e.endsWith('=0')) ? 1 : 0;
}

process.exit(await life.run(() => (name === undefined || name.startsWith('-') ? all(name === undefined ? rest : [name, ...rest]) : one())));

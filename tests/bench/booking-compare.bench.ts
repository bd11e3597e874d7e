/**
 * `npm run bench:booking-compare -- --against <checkout> [--pairs N] [-- <bench:booking flags>]`:
 * bench:booking in this checkout and in another (an older commit's worktree, say),
 * alternating and swapping which goes first in each pair, then the two builds' medians
 * and their ratios. This machine's speed drifts by tens of percent within minutes, so a
 * build is only judged against another measured in the same minutes; the statements and
 * commits per booking do not drift and are printed beside the CPU.
 *
 * Each run is a whole `npm run bench:booking` (its own PostgreSQL and Redis); its output
 * goes to tests/bench/results/compare/, its figures are read from the checkout's
 * tests/bench/results/booking.json. The other checkout needs its dependencies installed.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine, formatNumber, formatTable, machineLine, printSection, resultsDir, writeResults } from './report.js';

const USAGE = `Usage: npm run bench:booking-compare -- --against <checkout> [--pairs N] [-- <bench:booking flags>]
  --against   another checkout of this repository (its bench:booking is run as it is there)
  --pairs     alternating pairs of runs (default 3)
  after --     flags for both builds' bench:booking (default: ${defaultFlags().join(' ')})`;

function defaultFlags(): string[] {
  return ['--seconds', '10', '--warmup', '3', '--count', '5', '--fill', '0', '--slots', '300'];
}

interface Options {
  against: string;
  pairs: number;
  flags: string[];
}

function parse(argv: string[]): Options | 'help' {
  const split = argv.indexOf('--');
  const own = split < 0 ? argv : argv.slice(0, split);
  const flags = split < 0 ? defaultFlags() : argv.slice(split + 1);
  let against: string | undefined;
  let pairs = 3;
  for (let i = 0; i < own.length; i++) {
    const flag = own[i];
    if (flag === '--help' || flag === '-h') return 'help';
    const value = own[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--against') against = path.resolve(value);
    else if (flag === '--pairs') pairs = Number(value);
    else throw new Error(`unknown flag ${flag}`);
  }
  if (!against) throw new Error('--against <checkout> is required');
  if (!existsSync(path.join(against, 'tests', 'bench', 'booking.bench.ts'))) throw new Error(`${against} has no tests/bench/booking.bench.ts`);
  if (!Number.isInteger(pairs) || pairs < 1) throw new Error('--pairs must be a whole number from 1');
  return { against, pairs, flags };
}

/** The figures of one run, from its booking.json (older builds write the same fields). */
interface Run {
  build: 'this' | 'other';
  load: number;
  bookingsPerSecond: number;
  cpuMs: { api: number; projector: number; postgres: number; server: number };
  statements?: number;
  apiCommits?: number;
  log: string;
}

interface BookingJson {
  machine: { loadAverage: number[] };
  booking: { bookingsPerSecond: number };
  cpu?: { perBookingMs: { api: number; projector: number; postgres: number } };
  countsPerBooking?: { api: { statements: number; commits: number }; projector: { statements: number } };
}

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The environment of a run: the caller's, without the throwaway services' settings this process was given. */
function runEnv(): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'BENCH_DURABLE', 'BENCH_CPU_PROF', 'BENCH_CPU_PROF_INTERVAL'];
  return Object.fromEntries(keep.flatMap((k) => (process.env[k] === undefined ? [] : [[k, process.env[k]]])));
}

function runBench(build: Run['build'], checkout: string, flags: string[], log: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const load = os.loadavg()[0]!;
    const out = createWriteStream(log);
    const child = spawn('npm', ['run', 'bench:booking', '--', ...flags], { cwd: checkout, env: runEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', reject);
    child.on('close', (code) => {
      out.end();
      if (code !== 0) return reject(new Error(`bench:booking in ${checkout} ended with code ${code}; its output: ${log}`));
      const figures = JSON.parse(readFileSync(path.join(checkout, 'tests', 'bench', 'results', 'booking.json'), 'utf8')) as BookingJson;
      if (!figures.cpu) return reject(new Error(`bench:booking in ${checkout} measured no CPU (--skip-booking?)`));
      const { api, projector, postgres } = figures.cpu.perBookingMs;
      const counts = figures.countsPerBooking;
      resolve({
        build,
        load,
        bookingsPerSecond: figures.booking.bookingsPerSecond,
        cpuMs: { api, projector, postgres, server: api + projector + postgres },
        statements: counts ? counts.api.statements + counts.projector.statements : undefined,
        apiCommits: counts?.api.commits,
        log,
      });
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** this / other, to two places; '-' where a build does not count it. */
const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? '-' : (a / b).toFixed(2));

async function main(): Promise<void> {
  const options = commandLine(parse, USAGE);
  if (!options) return;
  const logs = path.join(resultsDir, 'compare');
  mkdirSync(logs, { recursive: true });
  printSection('Setup', [machineLine(), `this: ${here}`, `other: ${options.against}`, `bench:booking ${options.flags.join(' ')}`, `${options.pairs} pairs, the first build of each pair alternating`].join('\n'));

  const runs: Run[] = [];
  for (let pair = 1; pair <= options.pairs; pair++) {
    const order: Run['build'][] = pair % 2 === 1 ? ['this', 'other'] : ['other', 'this'];
    for (const build of order) {
      const checkout = build === 'this' ? here : options.against;
      const run = await runBench(build, checkout, options.flags, path.join(logs, `pair${pair}-${build}.log`));
      runs.push(run);
      process.stdout.write(`pair ${pair}, ${build}: ${formatNumber(run.bookingsPerSecond)} bookings/s, ${run.cpuMs.server.toFixed(2)} ms CPU per booking (load ${run.load.toFixed(1)})\n`);
    }
  }

  printSection(
    'Runs (CPU ms per booking: api, projector and PostgreSQL; the load average as each run started)',
    formatTable(
      ['pair', 'build', 'load', 'bookings/s', 'CPU ms', 'api', 'projector', 'PostgreSQL', 'statements', 'api commits'],
      runs.map((r, i) => [Math.floor(i / 2) + 1, r.build, r.load, r.bookingsPerSecond, r.cpuMs.server, r.cpuMs.api, r.cpuMs.projector, r.cpuMs.postgres, r.statements ?? '-', r.apiCommits ?? '-']),
    ),
  );
  const of = (build: Run['build']) => runs.filter((r) => r.build === build);
  const summary = (build: Run['build']) => {
    const own = of(build);
    return {
      bookingsPerSecond: median(own.map((r) => r.bookingsPerSecond)),
      cpuMs: median(own.map((r) => r.cpuMs.server)),
      statements: own.some((r) => r.statements === undefined) ? undefined : median(own.map((r) => r.statements!)),
      apiCommits: own.some((r) => r.apiCommits === undefined) ? undefined : median(own.map((r) => r.apiCommits!)),
    };
  };
  const mine = summary('this');
  const theirs = summary('other');
  // Each pair's own ratio as well: the two runs of a pair saw the most similar machine.
  const pairRatios = runs.flatMap((r, i) => (i % 2 === 1 ? [] : [[r, runs[i + 1]!] as const])).map(([a, b]) => {
    const [t, o] = a.build === 'this' ? [a, b] : [b, a];
    return t.cpuMs.server / o.cpuMs.server;
  });
  printSection(
    'Medians (this / other)',
    formatTable(
      ['', 'this', 'other', 'ratio'],
      [
        ['bookings/s', mine.bookingsPerSecond, theirs.bookingsPerSecond, ratio(mine.bookingsPerSecond, theirs.bookingsPerSecond)],
        ['CPU ms per booking', mine.cpuMs, theirs.cpuMs, ratio(mine.cpuMs, theirs.cpuMs)],
        ['statements per booking', mine.statements ?? '-', theirs.statements ?? '-', ratio(mine.statements, theirs.statements)],
        ['api commits per booking', mine.apiCommits ?? '-', theirs.apiCommits ?? '-', ratio(mine.apiCommits, theirs.apiCommits)],
      ],
    ),
  );
  process.stdout.write(`CPU per booking, this / other, pair by pair: ${pairRatios.map((r) => r.toFixed(2)).join(', ')}\n`);
  const file = writeResults('booking-compare', { against: options.against, flags: options.flags, runs, medians: { this: mine, other: theirs }, pairRatios });
  process.stdout.write(`\nFigures written to ${file}; each run's output in ${logs}\n`);
}

await main();

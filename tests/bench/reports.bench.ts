/**
 * `npm run bench:reports`: a bookings report of 100,000 rows (the issue's target: under
 * 10 s and under 300 MB).
 *
 * A fresh migrated database gets the read models' tables from the projector, then
 * `--rows` bookings (two lines each) by set-based SQL, the fill of bench:booking. The
 * report worker runs as a process of its own (tests/bench/reports/workerProcess.ts); the
 * report goes the real way, a request row and a job on the `reports` queue, and is timed
 * from the enqueue until it is marked done. Peak memory is the worker process's resident
 * high-water mark (getrusage), start-up included.
 *
 * Prints the figures and PASS/FAIL, writes tests/bench/results/reports.json, and exits 0
 * whether the targets are met or not.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConfig } from '@app/core/config';
import { createPostgresEventStore } from '@app/core/eventstore';
import { createLogger } from '@app/core/logger';
import { createRedis } from '@app/core/redis';
import { openReportQueue } from '@app/core/reports/reportQueue';
import { manilaDate } from '@app/core/schedules/manilaTime';
import { createTestDatabase } from '@app/core/testing/testDatabase';
import { Projector } from '@app/projections/projector';
import { projections } from '@app/projections/registry';
import { waitForProjections } from '@app/projections/waitForProjections';
import { fillBookings } from './booking/fill.js';
import { parseOptions, usage } from './reports/options.js';
import { queryAlone, runReport, type RunResult } from './reports/runReport.js';
import { formatNumber, formatTable, machineInfo, printSection, writeResults, type TargetResult, commandLine, machineLine } from './report.js';

const TARGETS = { seconds: 10, peakMiB: 300 };
const say = (text: string) => process.stdout.write(`${text}\n`);
const workerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reports', 'workerProcess.ts');

function message<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off('message', onMessage);
      resolve(m as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the worker process exited (${code})`)));
  });
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= 'warn';
  const options = commandLine(parseOptions, usage);
  if (!options) return;
  const machine = machineInfo();
  printSection('Setup');
  say(machineLine(machine));

  const db = await createTestDatabase({ poolSize: 4 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
  const env = { ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', QUEUE_PREFIX: `bench-reports-${randomBytes(4).toString('hex')}`, DATABASE_POOL_SIZE: '2' };
  const config = parseConfig(env);
  const redis = createRedis(config, { name: 'bench-reports' });
  let child: ChildProcess | undefined;
  try {
    // The read models' tables, made by the projector itself.
    const store = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: 50 });
    const projector = new Projector({ projections, store, connectionString: db.url, batchSize: 500, pollMs: 50, log: createLogger('bench-projector') });
    projector.start();
    if (!(await waitForProjections(db.pool, await store.headPosition(), { projections: projections.map((p) => p.name), timeoutMs: 60_000 }))) throw new Error('no read models');
    await projector.stop();
    await store.close();

    printSection(`Filling the bookings read model with ${formatNumber(options.rows)} rows`);
    const fill = await fillBookings(db.pool, options.rows, say);
    say(`bookings ${fill.seconds.bookings.toFixed(1)} s, lines ${fill.seconds.lines.toFixed(1)} s, VACUUM ANALYZE ${fill.seconds.analyze.toFixed(1)} s; ${fill.tableMiB} MiB`);
    const { rows } = await db.pool.query<{ first: Date }>('SELECT min(created_at) AS first FROM rm_bookings.bookings');
    const range = { from: manilaDate(rows[0]!.first), to: manilaDate(new Date()) };

    printSection(`Bookings report ${range.from} to ${range.to}, ${options.runs} run(s)`);
    child = fork(workerFile, [], { execArgv: ['--import', 'tsx'], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const ready = await message<{ rssMiB: number }>(child, 'ready');
    say(`worker process ready, resident ${ready.rssMiB.toFixed(0)} MiB at rest`);
    const queue = openReportQueue(config, redis);
    const runs: RunResult[] = [];
    for (let i = 0; i < options.runs; i++) {
      const run = await runReport(db.pool, queue, dataDir, range);
      runs.push(run);
      say(`run ${i + 1}: ${run.seconds.toFixed(2)} s, ${formatNumber(run.rows)} rows (${formatNumber(run.rowsInFile)} read back from the file), ${run.fileMiB.toFixed(1)} MiB xlsx`);
    }
    const stats = await message<{ maxRssMiB: number; rssMiB: number }>((child.send({ type: 'stats' }), child), 'stats');
    // The same query through the same cursor with nothing written: what of the time is PostgreSQL's.
    const query = await queryAlone(db.pool, range);
    say(`the report's query alone (cursor, no file): ${query.seconds.toFixed(2)} s for ${formatNumber(query.rows)} rows; the rest is exceljs writing and zipping`);
    await queue.close();

    const slowest = Math.max(...runs.map((r) => r.seconds));
    const complete = runs.every((r) => r.rows === options.rows && r.rowsInFile === options.rows);
    const targets: TargetResult[] = [
      { name: `bookings report of ${formatNumber(options.rows)} rows, slowest run`, target: `< ${TARGETS.seconds} s`, actual: `${slowest.toFixed(2)} s`, pass: slowest < TARGETS.seconds, value: slowest, reference: TARGETS.seconds },
      { name: 'worker peak resident memory (high-water mark)', target: `< ${TARGETS.peakMiB} MB`, actual: `${stats.maxRssMiB.toFixed(0)} MiB (${ready.rssMiB.toFixed(0)} MiB at rest)`, pass: stats.maxRssMiB < TARGETS.peakMiB, value: stats.maxRssMiB, reference: TARGETS.peakMiB },
      { name: 'every row in the file', target: `${formatNumber(options.rows)}`, actual: runs.map((r) => formatNumber(r.rowsInFile)).join(', '), pass: complete, value: Math.min(...runs.map((r) => r.rowsInFile)), reference: options.rows },
    ];
    printSection('Targets', formatTable(['', 'target', 'required', 'measured'], targets.map((t) => [t.pass ? 'PASS' : 'FAIL', t.name, t.target, t.actual])));
    say(`(load average now ${machineInfo().loadAverage.join(' ')}: other work on this machine moves these figures)`);
    const file = writeResults('reports', {
      benchmark: 'reports',
      timestamp: new Date().toISOString(),
      machine,
      loadAverageAtEnd: machineInfo().loadAverage,
      options,
      targets: TARGETS,
      range,
      fill: { ...fill, note: 'set-based SQL into the read model (tests/bench/booking/fill.ts)' },
      worker: { restRssMiB: ready.rssMiB, peakRssMiB: stats.maxRssMiB, note: 'own process; ru_maxrss covers start-up and every run' },
      runs,
      queryAlone: query,
      verdicts: targets,
    });
    say(`\nFigures written to ${file}`);
  } finally {
    if (child && child.exitCode === null) {
      child.send({ type: 'stop' });
      await new Promise((r) => child!.once('exit', r));
    }
    redis.disconnect();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

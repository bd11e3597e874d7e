/**
 * `npm run bench:eventstore`: appends of our PostgreSQL event store against
 * emmett-postgresql and plain single-row INSERTs at several concurrencies, then `$all`
 * catch-up, all in one fresh database that is dropped at the end. Prints the figures and
 * the verdict against the targets, writes tests/bench/results/eventstore.json, and exits
 * 0 whether the targets are met or not.
 */
import { createPostgresEventStore } from '@app/core/eventstore';
import { createTestDatabase, type TestDatabase } from '@app/core/testing/testDatabase';
import { machineInfo, printSection, writeResults, commandLine } from './report.js';
import { countEvents, medianPass, readAllCatchUp, subscriptionCatchUp, topUp, warmUpReads, type CatchUpFigures } from './eventstore/catchUp.js';
import { openContender, prepareSchemas, type BenchTarget, type ContenderName } from './eventstore/contenders.js';
import { checkpoint, postgresInfo, storageOf, vacuum, type StorageFigures } from './eventstore/database.js';
import { runWriters } from './eventstore/measure.js';
import { parseOptions, usage, type BenchOptions } from './eventstore/options.js';
import { printFigures, printSetup } from './eventstore/print.js';
import { checkTargets, summarizeAppends, TARGETS, type AppendRun } from './eventstore/targets.js';

const CONTENDERS: readonly ContenderName[] = ['ours', 'emmett', 'plain'];

async function measureAppends(db: TestDatabase, target: BenchTarget, options: BenchOptions): Promise<AppendRun[]> {
  const runs: AppendRun[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    for (const [ci, concurrency] of options.concurrencies.entries()) {
      // Rotate who goes first, so no contender always runs on the warmest (or fullest) server.
      const shift = (round - 1 + ci) % CONTENDERS.length;
      for (const name of [...CONTENDERS.slice(shift), ...CONTENDERS.slice(0, shift)]) {
        const contender = await openContender(name, target);
        try {
          await checkpoint(db.pool);
          const prefix = `bench-r${round}-c${concurrency}-${name}`;
          const common = { concurrency, streamLength: options.streamLength };
          if (options.warmupS > 0) await runWriters(contender, { ...common, durationMs: options.warmupS * 1000, streamPrefix: `${prefix}-warmup` });
          const result = await runWriters(contender, { ...common, durationMs: options.durationS * 1000, streamPrefix: prefix });
          runs.push({ round, contender: name, concurrency, ...result });
          process.stdout.write(
            `  round ${round}  concurrency ${String(concurrency).padStart(2)}  ${name.padEnd(6)}  ` +
              `${Math.round(result.eventsPerSecond)} events/s  (p50 ${result.latencyMs.p50.toFixed(1)} ms, p99 ${result.latencyMs.p99.toFixed(1)} ms)\n`,
          );
        } finally {
          await contender.close();
        }
      }
    }
  }
  return runs;
}

async function measureCatchUp(db: TestDatabase, options: BenchOptions): Promise<CatchUpFigures> {
  const store = createPostgresEventStore({ pool: db.pool, connectionString: db.url });
  try {
    const toppedUp = await topUp(store, db.pool, options.catchUpMinEvents);
    const inLog = await countEvents(db.pool);
    await vacuum(db.pool);
    await checkpoint(db.pool);
    await warmUpReads(store, options.batchSize);
    const passes: CatchUpFigures['passes'] = { readAll: [], subscription: [] };
    for (let round = 1; round <= options.rounds; round++) {
      const readAll = await readAllCatchUp(store, options.batchSize);
      if (readAll.events !== inLog) throw new Error(`readAll returned ${readAll.events} events of ${inLog}`);
      passes.readAll.push(readAll);
      passes.subscription.push(await subscriptionCatchUp(store, options.batchSize, inLog));
      process.stdout.write(
        `  round ${round}  readAll ${Math.round(readAll.eventsPerSecond)} events/s  subscribeToAll ${Math.round(passes.subscription.at(-1)!.eventsPerSecond)} events/s\n`,
      );
    }
    return {
      eventsInLog: inLog,
      toppedUp,
      batchSize: options.batchSize,
      readAll: medianPass(passes.readAll),
      subscription: medianPass(passes.subscription),
      passes,
    };
  } finally {
    await store.close();
  }
}

async function main(): Promise<void> {
  const options = commandLine(parseOptions, usage);
  if (!options) return;
  const db = await createTestDatabase({ poolSize: 4 });
  try {
    const target: BenchTarget = { url: db.url, poolSize: options.poolSize };
    await prepareSchemas(target);
    const machine = machineInfo();
    const postgres = await postgresInfo(db.pool);
    printSetup(machine, postgres, options);

    printSection('Appends (one event per append, exact expected revision)');
    const runs = await measureAppends(db, target, options);
    printSection('$all catch-up');
    const catchUp = await measureCatchUp(db, options);

    const storage = Object.fromEntries(await Promise.all(CONTENDERS.map(async (c) => [c, await storageOf(db.pool, c)] as const))) as Record<
      ContenderName,
      StorageFigures
    >;
    const appends = summarizeAppends(runs, options.concurrencies);
    const verdicts = checkTargets(appends, catchUp);
    printFigures(appends, catchUp, storage, verdicts);

    const file = writeResults('eventstore', {
      benchmark: 'eventstore',
      timestamp: new Date().toISOString(),
      machine,
      postgres,
      options,
      targets: TARGETS,
      appends,
      runs,
      catchUp,
      storage,
      verdicts,
    });
    process.stdout.write(`\nFigures written to ${file}\n`);
  } finally {
    await db.drop();
  }
}

await main();

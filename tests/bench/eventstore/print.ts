/**
 * The event store benchmark's printed report: the setup it ran on, then the tables and
 * the verdict.
 */
import { formatNumber, formatRatio, formatTable, formatVerdicts, printSection, type MachineInfo, type TargetResult } from '../report.js';
import type { CatchUpFigures } from './catchUp.js';
import { contenderLabels, type ContenderName } from './contenders.js';
import type { PostgresInfo, StorageFigures } from './database.js';
import type { BenchOptions } from './options.js';
import { payloadBytes } from './payload.js';
import type { ConcurrencySummary } from './targets.js';

export function printSetup(machine: MachineInfo, postgres: PostgresInfo, options: BenchOptions): void {
  const s = postgres.settings;
  printSection(
    'Event store benchmark',
    [
      `machine   ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, node ${machine.node}, load ${machine.loadAverage.join(' ')}`,
      `postgres  ${postgres.version.split(' on ')[0]}; fsync ${s.fsync}, synchronous_commit ${s.synchronous_commit}, wal_sync_method ${s.wal_sync_method}`,
      `payload   data ${payloadBytes.data} B, metadata ${payloadBytes.metadata} B`,
      `runs      ${options.durationS} s timed after ${options.warmupS} s warm-up, concurrency ${options.concurrencies.join('/')}, ` +
        `pool ${options.poolSize}, ${options.rounds} round(s), streams of ${options.streamLength} events`,
      ...(s.fsync === 'off' || s.synchronous_commit === 'off'
        ? ['note      commits are not flushed to disk here: the figures measure CPU per append, not commit latency']
        : []),
    ].join('\n'),
  );
}

export function printFigures(
  appends: readonly ConcurrencySummary[],
  catchUp: CatchUpFigures,
  storage: Record<ContenderName, StorageFigures>,
  verdicts: readonly TargetResult[],
): void {
  const names = Object.keys(contenderLabels) as ContenderName[];
  printSection(
    'Appends, events/s (median over rounds)',
    formatTable(
      ['contender', ...appends.map((a) => `c=${a.concurrency}`)],
      names.map((n) => [contenderLabels[n], ...appends.map((a) => a.eventsPerSecond[n])]),
    ),
  );
  printSection(
    'Ours relative to the others',
    formatTable(
      ['concurrency', 'ours / plain INSERT', 'ours / emmett'],
      appends.map((a) => [a.concurrency, formatRatio(a.oursToPlain), formatRatio(a.oursToEmmett)]),
    ),
  );
  printSection(
    `$all catch-up (median pass), ${formatNumber(catchUp.eventsInLog)} events (${formatNumber(catchUp.toppedUp)} added for it), batches of ${catchUp.batchSize}`,
    formatTable(
      ['reader', 'events/s', 'seconds', 'batches'],
      [
        ['readAll loop', catchUp.readAll.eventsPerSecond, catchUp.readAll.elapsedMs / 1000, catchUp.readAll.batches],
        ['subscribeToAll', catchUp.subscription.eventsPerSecond, catchUp.subscription.elapsedMs / 1000, catchUp.subscription.batches],
      ],
    ),
  );
  printSection(
    'Storage after the run',
    formatTable(
      ['contender', 'rows', 'indexes', 'MiB', 'bytes/row'],
      names.map((n) => [contenderLabels[n], storage[n].rows, storage[n].indexes, storage[n].totalBytes / 2 ** 20, storage[n].bytesPerRow]),
    ),
  );
  printSection('Verdict (a benchmark reports; it does not fail the run)', formatVerdicts(verdicts));
}

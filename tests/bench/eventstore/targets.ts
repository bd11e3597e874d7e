/**
 * From the raw runs to the figures that matter: the median rate of each contender at
 * each concurrency, our ratios to the others, and the targets the adapter is held to.
 */
import { formatNumber, formatRatio, type TargetResult } from '../report.js';
import type { CatchUpResult } from './catchUp.js';
import type { ContenderName } from './contenders.js';
import { median, type RunResult } from './measure.js';

export const TARGETS = {
  /** Ours at the highest concurrency, as a share of plain single-row INSERTs. */
  minShareOfPlainAtTop: 0.7,
  /** Ours ahead of emmett-postgresql at every concurrency. */
  minRatioToEmmett: 1,
  /** `$all` catch-up, events per second. */
  minCatchUpEventsPerSecond: 50_000,
};

export interface AppendRun extends RunResult {
  round: number;
  contender: ContenderName;
  concurrency: number;
}

export interface ConcurrencySummary {
  concurrency: number;
  /** Median events/s over the rounds. */
  eventsPerSecond: Record<ContenderName, number>;
  oursToPlain: number;
  oursToEmmett: number;
}

export function summarizeAppends(runs: readonly AppendRun[], concurrencies: readonly number[]): ConcurrencySummary[] {
  return concurrencies.map((concurrency) => {
    const rate = (contender: ContenderName) =>
      median(runs.filter((r) => r.concurrency === concurrency && r.contender === contender).map((r) => r.eventsPerSecond));
    const eventsPerSecond = { ours: rate('ours'), emmett: rate('emmett'), plain: rate('plain') };
    return {
      concurrency,
      eventsPerSecond,
      oursToPlain: eventsPerSecond.ours / eventsPerSecond.plain,
      oursToEmmett: eventsPerSecond.ours / eventsPerSecond.emmett,
    };
  });
}

export function checkTargets(
  appends: readonly ConcurrencySummary[],
  catchUp: { readAll: CatchUpResult; subscription: CatchUpResult },
): TargetResult[] {
  const top = appends.reduce((a, b) => (b.concurrency > a.concurrency ? b : a));
  const results: TargetResult[] = [
    {
      name: `appends vs plain INSERTs at concurrency ${top.concurrency}`,
      target: `>= ${formatRatio(TARGETS.minShareOfPlainAtTop)}`,
      actual: formatRatio(top.oursToPlain),
      pass: top.oursToPlain >= TARGETS.minShareOfPlainAtTop,
      value: top.eventsPerSecond.ours,
      reference: top.eventsPerSecond.plain,
      peer: 'plain single-row INSERT',
    },
  ];
  for (const c of appends) {
    results.push({
      name: `appends vs emmett at concurrency ${c.concurrency}`,
      target: `> ${formatRatio(TARGETS.minRatioToEmmett)}`,
      actual: formatRatio(c.oursToEmmett),
      pass: c.oursToEmmett > TARGETS.minRatioToEmmett,
      value: c.eventsPerSecond.ours,
      reference: c.eventsPerSecond.emmett,
      peer: 'emmett-postgresql',
    });
  }
  for (const [how, r] of [
    ['readAll', catchUp.readAll],
    ['subscribeToAll', catchUp.subscription],
  ] as const) {
    results.push({
      name: `$all catch-up (${how})`,
      target: `>= ${formatNumber(TARGETS.minCatchUpEventsPerSecond)} events/s`,
      actual: `${formatNumber(r.eventsPerSecond)} events/s`,
      pass: r.eventsPerSecond >= TARGETS.minCatchUpEventsPerSecond,
      value: r.eventsPerSecond,
      reference: TARGETS.minCatchUpEventsPerSecond,
    });
  }
  return results;
}

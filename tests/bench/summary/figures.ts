/**
 * From the benchmarks' JSON results (tests/bench/results/<name>.json) to one summary: which
 * benchmark ran, and every target figure with its ratio to the limit or the peer it is
 * measured against. Pure: tests/bench/summarize.ts does the reading and writing.
 */
import type { MachineInfo, TargetResult } from '../report.js';

/** Every benchmark, in the order `npm run bench` runs them and the report lists them. */
export const BENCHMARKS = ['eventstore', 'booking', 'reports', 'web'] as const;

export interface BenchmarkInput {
  name: string;
  /** The parsed results file; undefined when there is none. */
  json?: unknown;
  /** When the results file was written. */
  writtenAt?: Date;
  /** The benchmark's exit code in this run; undefined when it was not run by `npm run bench`. */
  exitCode?: number;
}

export type BenchmarkStatus = 'ok' | 'failed' | 'no results' | 'stale';

export interface BenchmarkRun {
  name: string;
  status: BenchmarkStatus;
  exitCode?: number;
  writtenAt?: string;
  /** Why its figures are missing or old, in words. */
  note?: string;
}

export interface Figure {
  benchmark: string;
  name: string;
  target: string;
  actual: string;
  pass: boolean;
  /** Measured / reference; > 1 is good for a "more is better" figure, < 1 for a limit. */
  ratio: number | null;
  /** 'target' or the peer whose figure is the reference. */
  against: string;
}

export interface Percentiles {
  count: number;
  p50: number;
  p90?: number;
  p95?: number;
  p99: number;
  max: number;
}

export interface LatencySeries {
  label: string;
  latencyMs: Percentiles;
}

export interface Summary {
  generatedAt: string;
  quick: boolean;
  machine: MachineInfo;
  benchmarks: BenchmarkRun[];
  figures: Figure[];
  /** POST /api/bookings, the sandbox pay call and both, from booking.json; null without it. */
  bookingLatency: { series: LatencySeries[]; p99TargetMs: number; bookingsPerSecond: number } | null;
  /** Each benchmark's own results, as read. */
  results: Record<string, unknown>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first number in a text such as '1,693.2 ms' or '>= 70 %'; undefined when there is none. */
export function numberIn(text: string): number | undefined {
  const match = /-?\d[\d,]*(?:\.\d+)?|-?\.\d+/.exec(text);
  if (!match) return undefined;
  const n = Number(match[0].replaceAll(',', ''));
  return Number.isFinite(n) ? n : undefined;
}

/** A benchmark's verdicts: `verdicts`, or the `targets` array bench:web wrote before it had them. */
export function verdictsOf(json: unknown): TargetResult[] {
  if (!isRecord(json)) return [];
  const list = Array.isArray(json.verdicts) ? json.verdicts : Array.isArray(json.targets) ? json.targets : [];
  return list.filter((t): t is TargetResult => isRecord(t) && typeof t.name === 'string' && typeof t.target === 'string' && typeof t.actual === 'string' && typeof t.pass === 'boolean');
}

/**
 * The ratio of the measured figure to its reference: the numbers a benchmark gave
 * (value, reference), else the first number of the measured and the required text.
 */
export function figureOf(benchmark: string, t: TargetResult): Figure {
  const value = t.value ?? numberIn(t.actual);
  const reference = t.reference ?? numberIn(t.target);
  const ratio = value !== undefined && reference !== undefined && reference !== 0 ? value / reference : null;
  return { benchmark, name: t.name, target: t.target, actual: t.actual, pass: t.pass, ratio, against: t.peer ?? 'target' };
}

function statusOf(input: BenchmarkInput, runId: string | undefined): BenchmarkRun {
  const run: BenchmarkRun = { name: input.name, status: 'ok' };
  if (input.exitCode !== undefined) run.exitCode = input.exitCode;
  if (input.writtenAt) run.writtenAt = input.writtenAt.toISOString();
  if (input.exitCode !== undefined && input.exitCode !== 0) {
    run.status = 'failed';
    run.note = `exited with code ${input.exitCode}`;
  } else if (input.json === undefined) {
    run.status = 'no results';
    run.note = `no tests/bench/results/${input.name}.json`;
  } else if (runId !== undefined && (!isRecord(input.json) || input.json.runId !== runId)) {
    run.status = 'stale';
    run.note = `results of another run${input.writtenAt ? `, written ${input.writtenAt.toISOString()}` : ''}`;
  }
  return run;
}

const LATENCY_SERIES = [
  ['bookLatencyMs', 'POST /api/bookings'],
  ['payLatencyMs', 'POST <payment url>/pay'],
  ['cycleLatencyMs', 'book + pay'],
] as const;

function isPercentiles(v: unknown): v is Percentiles {
  return isRecord(v) && ['count', 'p50', 'p99', 'max'].every((k) => typeof v[k] === 'number');
}

/** The booking latency percentiles of booking.json, for the chart. */
export function bookingLatencyOf(json: unknown): Summary['bookingLatency'] {
  if (!isRecord(json) || !isRecord(json.booking)) return null;
  const booking = json.booking;
  const series = LATENCY_SERIES.flatMap(([key, label]) => (isPercentiles(booking[key]) ? [{ label, latencyMs: booking[key] }] : []));
  if (series.length === 0) return null;
  const targets = isRecord(json.targets) ? json.targets : {};
  return {
    series,
    p99TargetMs: typeof targets.bookP99Ms === 'number' ? targets.bookP99Ms : 100,
    bookingsPerSecond: typeof booking.bookingsPerSecond === 'number' ? booking.bookingsPerSecond : Number.NaN,
  };
}

/**
 * The summary of one `npm run bench`. Given the run's id, results without it (an earlier
 * run's, or another run's that wrote the same file meanwhile) are listed as stale and their
 * figures left out.
 */
export function summarize(inputs: readonly BenchmarkInput[], options: { generatedAt: Date; quick: boolean; machine: MachineInfo; runId?: string }): Summary {
  const benchmarks = inputs.map((input) => statusOf(input, options.runId));
  const current = inputs.filter((_, i) => benchmarks[i]!.status === 'ok');
  const booking = current.find((i) => i.name === 'booking');
  return {
    generatedAt: options.generatedAt.toISOString(),
    quick: options.quick,
    machine: options.machine,
    benchmarks,
    figures: current.flatMap((input) => verdictsOf(input.json).map((t) => figureOf(input.name, t))),
    bookingLatency: booking ? bookingLatencyOf(booking.json) : null,
    results: Object.fromEntries(current.map((input) => [input.name, input.json])),
  };
}

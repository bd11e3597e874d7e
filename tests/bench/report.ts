/**
 * Printing and recording for every benchmark under tests/bench: aligned tables, a
 * PASS/MISS line per target, the machine the figures came from, and the JSON file in
 * tests/bench/results/. A benchmark reports; it never fails the run over a missed target.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

export type Cell = string | number;

/** Numbers are right-aligned, text left-aligned; the first row is the header. */
export function formatTable(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const all = [header, ...rows].map((row) => row.map((cell) => (typeof cell === 'number' ? formatNumber(cell) : cell)));
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  const numeric = header.map((_, i) => rows.some((row) => typeof row[i] === 'number'));
  const line = (row: readonly string[]) =>
    row.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(all[0]!), rule, ...all.slice(1).map(line)].join('\n');
}

export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const digits = Number.isInteger(n) || Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : 2;
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function formatRatio(ratio: number): string {
  return `${(ratio * 100).toFixed(0)} %`;
}

export function printSection(title: string, body?: string): void {
  process.stdout.write(`\n${title}\n${'='.repeat(title.length)}\n${body ? `${body}\n` : ''}`);
}

export interface TargetResult {
  name: string;
  /** What was required, in words. */
  target: string;
  /** What was measured, in words. */
  actual: string;
  pass: boolean;
  /**
   * The same in numbers, for the summary's ratio (value / reference): the measured figure,
   * and the limit it is held to or the peer's figure it is compared with.
   */
  value?: number;
  reference?: number;
  /** What `reference` is when it is not the target itself: a peer's figure. */
  peer?: string;
}

export function formatVerdicts(targets: readonly TargetResult[]): string {
  return formatTable(
    ['', 'target', 'required', 'measured'],
    targets.map((t) => [t.pass ? 'PASS' : 'MISS', t.name, t.target, t.actual]),
  );
}

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  loadAverage: number[];
  platform: string;
  node: string;
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
  };
}

/**
 * Writes tests/bench/results/<name>.json (bigints as strings) and returns its path. Under
 * `npm run bench` the file carries the run's BENCH_RUN_ID, so the report can tell its own
 * results from those another run wrote to the same file meanwhile.
 */
export function writeResults(name: string, figures: unknown): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const runId = process.env.BENCH_RUN_ID;
  const tagged = runId && typeof figures === 'object' && figures !== null ? { runId, ...figures } : figures;
  const json = JSON.stringify(tagged, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 2);
  writeFileSync(file, `${json}\n`);
  return file;
}

/**
 * The benchmarks' command line: the parsed options, or undefined once `--help` has printed
 * the usage or a bad flag has printed its error and the usage (exit code 2).
 */
export function commandLine<T>(parse: (argv: string[]) => T | 'help', usage: string): T | undefined {
  let options: T | 'help';
  try {
    options = parse(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    process.exitCode = 2;
    return undefined;
  }
  if (options === 'help') {
    process.stdout.write(`${usage}\n`);
    return undefined;
  }
  return options;
}

/** One line about the machine, for the Setup section. */
export function machineLine(machine: MachineInfo = machineInfo()): string {
  return `machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, load average ${machine.loadAverage.join(' ')}, node ${machine.node}`;
}

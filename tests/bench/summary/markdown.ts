/**
 * The benchmark report in Markdown (tests/bench/results/latest.md): which benchmarks ran,
 * every figure with its target and ratio, and the booking latency chart and table.
 */
import { formatNumber, machineLine } from '../report.js';
import type { Figure, Summary } from './figures.js';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function table(header: readonly string[], rows: readonly (readonly string[])[], align: readonly ('l' | 'r')[]): string {
  return [
    `| ${header.map(cell).join(' | ')} |`,
    `| ${align.map((a) => (a === 'r' ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** '0.85×'; two significant digits below 10, whole numbers above. */
export function formatRatioCell(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return 'n/a';
  return `${ratio >= 10 ? ratio.toFixed(0) : ratio >= 1 ? ratio.toFixed(2) : ratio.toPrecision(2)}×`;
}

function figureRow(f: Figure): string[] {
  return [f.pass ? 'PASS' : 'MISS', f.benchmark, f.name, f.target, f.actual, formatRatioCell(f.ratio), f.against];
}

export function summaryMarkdown(summary: Summary, chartFile: string | undefined): string {
  const passed = summary.figures.filter((f) => f.pass).length;
  const lines = [
    '# Benchmark report',
    '',
    `Written by \`npm run bench${summary.quick ? ' -- --quick' : ''}\` at ${summary.generatedAt}.`,
    summary.quick
      ? '**Quick run**: shorter runs on smaller data, to try the whole report; its figures are not the ones the targets are about.'
      : 'Full run: every benchmark with its default settings.',
    '',
    `${machineLine(summary.machine)} (other work on the machine moves these figures).`,
    '',
    '## Benchmarks',
    '',
    table(
      ['benchmark', 'status', 'results written', 'note'],
      summary.benchmarks.map((b) => [`\`npm run bench:${b.name}\``, b.status, b.writtenAt ?? '', b.note ?? '']),
      ['l', 'l', 'l', 'l'],
    ),
    '',
    '## Figures and targets',
    '',
    `${passed} of ${summary.figures.length} targets met. The ratio is the measured figure over its reference: the target's`,
    'limit, or the figure of the peer named under "against" (for a time or a size, below 1 is within the limit).',
    '',
    table(['', 'benchmark', 'figure', 'target', 'measured', 'ratio', 'against'], summary.figures.map(figureRow), ['l', 'l', 'l', 'l', 'r', 'r', 'l']),
  ];
  const latency = summary.bookingLatency;
  if (latency) {
    lines.push(
      '',
      '## Booking latency',
      '',
      `${formatNumber(latency.bookingsPerSecond)} bookings/s through HTTP; target for POST /api/bookings: p99 < ${latency.p99TargetMs} ms.`,
      '',
      ...(chartFile ? [`![Booking latency percentiles](${chartFile})`, ''] : []),
      table(
        ['call (ms)', 'n', 'p50', 'p90', 'p99', 'max'],
        latency.series.map((s) => [s.label, formatNumber(s.latencyMs.count), ...[s.latencyMs.p50, s.latencyMs.p90, s.latencyMs.p99, s.latencyMs.max].map((v) => (v === undefined ? 'n/a' : formatNumber(v)))]),
        ['l', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

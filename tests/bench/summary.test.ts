/**
 * The benchmark report's code (tests/bench/summary/) on fixed sample results: statuses,
 * figures and their ratios, the Markdown, and the latency chart's SVG. No benchmark runs.
 */
import { describe, expect, it } from 'vitest';
import type { MachineInfo } from './report.js';
import { figureOf, numberIn, summarize, verdictsOf, type BenchmarkInput } from './summary/figures.js';
import { latencyChartSvg, niceStep } from './summary/latencyChart.js';
import { formatRatioCell, summaryMarkdown } from './summary/markdown.js';

const machine: MachineInfo = { cpus: 2, cpuModel: 'Test CPU', memoryGiB: 8, loadAverage: [1, 1, 1], platform: 'linux', node: 'v20.0.0' };
const runId = 'run-1';
const during = new Date('2026-11-23T17:10:00Z');

const latency = (p50: number, p90: number, p99: number, max: number) => ({ count: 100, p50, p90, p95: p90, p99, max });

const booking = {
  runId,
  benchmark: 'booking',
  targets: { bookingsPerSecond: 500, bookP99Ms: 100, listP95Ms: 30 },
  booking: { bookingsPerSecond: 250, bookLatencyMs: latency(50, 80, 150, 200), payLatencyMs: latency(20, 30, 40, 60), cycleLatencyMs: latency(70, 110, 190, 250) },
  verdicts: [
    { name: 'bookings/s through HTTP', target: '>= 500', actual: '250', pass: false, value: 250, reference: 500 },
    { name: 'POST /api/bookings p99', target: '< 100 ms', actual: '150.0 ms', pass: false, value: 150, reference: 100 },
  ],
};
const eventstore = {
  runId,
  verdicts: [{ name: 'appends vs emmett at concurrency 8', target: '> 100 %', actual: '125 %', pass: true, value: 5000, reference: 4000, peer: 'emmett-postgresql' }],
};
// bench:web's format: its verdicts under `targets`, in words only.
const web = { runId, targets: [{ name: 'services (mobile): performance', target: '>= 90', actual: '72', pass: false }] };
// Another run's: no run id of this one.
const reports = { runId: 'run-0', verdicts: [{ name: 'bookings report of 100,000 rows, slowest run', target: '< 10 s', actual: '5.20 s', pass: true, value: 5.2, reference: 10 }] };

const inputs: BenchmarkInput[] = [
  { name: 'eventstore', json: eventstore, writtenAt: during, exitCode: 0 },
  { name: 'booking', json: booking, writtenAt: during, exitCode: 0 },
  { name: 'reports', json: reports, writtenAt: new Date('2026-11-22T09:00:00Z'), exitCode: 0 },
  { name: 'web', json: web, writtenAt: during, exitCode: 1 },
];

describe('benchmark figures', () => {
  it('reads the first number of a text', () => {
    expect(numberIn('1,693.2 ms')).toBe(1693.2);
    expect(numberIn('>= 70 %')).toBe(70);
    expect(numberIn('261 MiB (160 MiB at rest)')).toBe(261);
    expect(numberIn('n/a')).toBeUndefined();
  });

  it('takes the ratio from the numbers a benchmark gave, else from its words', () => {
    expect(figureOf('eventstore', eventstore.verdicts[0]!)).toMatchObject({ ratio: 1.25, against: 'emmett-postgresql', pass: true });
    expect(figureOf('web', verdictsOf(web)[0]!)).toMatchObject({ ratio: 0.8, against: 'target', pass: false });
    expect(figureOf('x', { name: 'n', target: 'every row', actual: 'none', pass: false }).ratio).toBeNull();
  });

  it('lists every benchmark with its status and keeps the figures of this run only', () => {
    const summary = summarize(inputs, { generatedAt: during, quick: true, machine, runId });
    expect(summary.benchmarks.map((b) => [b.name, b.status])).toEqual([
      ['eventstore', 'ok'],
      ['booking', 'ok'],
      ['reports', 'stale'],
      ['web', 'failed'],
    ]);
    expect(summary.figures.map((f) => [f.benchmark, f.name, f.ratio])).toEqual([
      ['eventstore', 'appends vs emmett at concurrency 8', 1.25],
      ['booking', 'bookings/s through HTTP', 0.5],
      ['booking', 'POST /api/bookings p99', 1.5],
    ]);
    expect(Object.keys(summary.results)).toEqual(['eventstore', 'booking']);
    expect(summary.bookingLatency?.series.map((s) => [s.label, s.latencyMs.p90])).toEqual([
      ['POST /api/bookings', 80],
      ['POST <payment url>/pay', 30],
      ['book + pay', 110],
    ]);
    expect(summary.bookingLatency?.p99TargetMs).toBe(100);
  });

  it('says "no results" for a benchmark without a results file, and has no chart without booking', () => {
    const summary = summarize([{ name: 'booking' }], { generatedAt: during, quick: false, machine });
    expect(summary.benchmarks).toEqual([{ name: 'booking', status: 'no results', note: 'no tests/bench/results/booking.json' }]);
    expect(summary.bookingLatency).toBeNull();
  });
});

describe('benchmark report in Markdown', () => {
  const markdown = summaryMarkdown(summarize(inputs, { generatedAt: during, quick: true, machine, runId }), 'booking-latency.svg');

  it('has a row per figure with its target, measure, ratio and reference', () => {
    expect(markdown).toContain('| MISS | booking | POST /api/bookings p99 | < 100 ms | 150.0 ms | 1.50× | target |');
    expect(markdown).toContain('| PASS | eventstore | appends vs emmett at concurrency 8 | > 100 % | 125 % | 1.25× | emmett-postgresql |');
    expect(markdown).toContain('1 of 3 targets met');
  });

  it('says what ran, what is stale or failed, and that the run was quick', () => {
    expect(markdown).toContain('npm run bench -- --quick');
    expect(markdown).toContain('**Quick run**');
    expect(markdown).toMatch(/\| `npm run bench:reports` \| stale \|/);
    expect(markdown).toMatch(/\| `npm run bench:web` \| failed \| .* \| exited with code 1 \|/);
    expect(markdown).toContain('machine: 2 × Test CPU');
  });

  it('shows the chart and the latency table', () => {
    expect(markdown).toContain('![Booking latency percentiles](booking-latency.svg)');
    expect(markdown).toContain('| POST /api/bookings | 100 | 50 | 80 | 150 | 200 |');
  });

  it('formats ratios', () => {
    expect(formatRatioCell(0.034)).toBe('0.034×');
    expect(formatRatioCell(1.5)).toBe('1.50×');
    expect(formatRatioCell(16.93)).toBe('17×');
    expect(formatRatioCell(null)).toBe('n/a');
  });
});

describe('booking latency chart', () => {
  const series = summarize(inputs, { generatedAt: during, quick: true, machine, runId }).bookingLatency!.series;
  const svg = latencyChartSvg(series, { title: 'Booking latency <quick>', targetMs: 100 });
  const bars = [...svg.matchAll(/<rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)" fill="#[0-9a-f]{6}"><title>([^<]*)<\/title>/g)];

  it('picks round axis steps', () => {
    expect(niceStep(250)).toBe(50);
    expect(niceStep(1693)).toBe(500);
    expect(niceStep(0)).toBe(1);
  });

  it('draws one bar per call and percentile, its height proportional to the time', () => {
    expect(bars).toHaveLength(12);
    // The axis runs to 250 ms over a 300 px plot: 1.2 px per ms.
    const height = (title: string) => Number(bars.find((b) => b[3] === title)?.[2]);
    expect(height('POST /api/bookings p50: 50.0 ms')).toBeCloseTo(60, 1);
    expect(height('book + pay max: 250 ms')).toBeCloseTo(300, 1);
    expect(height('POST &lt;payment url&gt;/pay p90: 30.0 ms')).toBeCloseTo(36, 1);
  });

  it('marks the p99 target and escapes its texts', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('<title>Booking latency &lt;quick&gt;</title>');
    // 100 ms on the 250 ms axis: 120 px above the base line at y = 380.
    expect(svg).toMatch(/<line x1="70" x2="740" y1="260" y2="260" stroke="#d62728"[^>]*stroke-dasharray/);
    expect(svg).not.toMatch(/<[^>]*<payment/);
  });
});

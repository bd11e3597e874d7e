/**
 * The last step of `npm run bench` (scripts/bench.ts), also runnable alone:
 *   node --import tsx tests/bench/summarize.ts [--quick] [--run-id ID] [--exit NAME=CODE ...]
 * Reads every benchmark's tests/bench/results/<name>.json and writes latest.json (the
 * summary with each benchmark's results), latest.md and booking-latency.svg beside them.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCHMARKS, summarize, type BenchmarkInput } from './summary/figures.js';
import { latencyChartSvg } from './summary/latencyChart.js';
import { summaryMarkdown } from './summary/markdown.js';
import { commandLine, formatNumber, machineInfo, resultsDir, writeResults } from './report.js';

const CHART = 'booking-latency.svg';

interface SummarizeOptions {
  quick: boolean;
  runId?: string;
  exitCodes: Map<string, number>;
}

const usage = `Usage: node --import tsx tests/bench/summarize.ts [flags]
  --quick             the results come from a quick run (said so in the report)
  --run-id ID         the run's BENCH_RUN_ID: results without it are another run's, listed as stale
  --exit NAME=CODE    a benchmark's exit code in this run (repeatable)`;

function parse(argv: string[]): SummarizeOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      'run-id': { type: 'string' },
      exit: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const exitCodes = new Map<string, number>();
  for (const pair of values.exit ?? []) {
    const match = /^(\w+)=(\d+)$/.exec(pair);
    if (!match) throw new Error(`--exit wants NAME=CODE, got ${pair}`);
    exitCodes.set(match[1]!, Number(match[2]));
  }
  const runId = values['run-id'];
  return { quick: values.quick, ...(runId ? { runId } : {}), exitCodes };
}

function read(name: string, exitCode: number | undefined): BenchmarkInput {
  const file = path.join(resultsDir, `${name}.json`);
  const input: BenchmarkInput = { name, ...(exitCode === undefined ? {} : { exitCode }) };
  if (!existsSync(file)) return input;
  return { ...input, json: JSON.parse(readFileSync(file, 'utf8')) as unknown, writtenAt: statSync(file).mtime };
}

function main(): void {
  const options = commandLine(parse, usage);
  if (!options) return;
  const summary = summarize(
    BENCHMARKS.map((name) => read(name, options.exitCodes.get(name))),
    { generatedAt: new Date(), quick: options.quick, machine: machineInfo(), ...(options.runId ? { runId: options.runId } : {}) },
  );
  const latency = summary.bookingLatency;
  if (latency) {
    const title = `Booking latency percentiles, ${formatNumber(latency.bookingsPerSecond)} bookings/s${summary.quick ? ' (quick run)' : ''}`;
    writeFileSync(path.join(resultsDir, CHART), latencyChartSvg(latency.series, { title, targetMs: latency.p99TargetMs }));
  }
  const json = writeResults('latest', summary);
  const markdown = path.join(resultsDir, 'latest.md');
  writeFileSync(markdown, summaryMarkdown(summary, latency ? CHART : undefined));
  const passed = summary.figures.filter((f) => f.pass).length;
  process.stdout.write(`\n${passed} of ${summary.figures.length} targets met; ${summary.benchmarks.map((b) => `${b.name} ${b.status}`).join(', ')}\n`);
  process.stdout.write(`Report written to ${markdown}, ${json}${latency ? ` and ${path.join(resultsDir, CHART)}` : ''}\n`);
}

main();

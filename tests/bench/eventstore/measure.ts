/**
 * N writers appending as fast as they can for a fixed time, each to streams of its own,
 * one event per append. An append that started before the deadline is counted when it
 * finishes; the elapsed time runs until the last writer is done, so the rate is honest.
 */
import { performance } from 'node:perf_hooks';
import type { Contender, StreamCursor } from './contenders.js';

export interface RunSpec {
  concurrency: number;
  durationMs: number;
  /** Events per stream before a writer moves on to a new stream. */
  streamLength: number;
  /** Makes stream ids unique across runs and contenders. */
  streamPrefix: string;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface RunResult {
  events: number;
  elapsedMs: number;
  eventsPerSecond: number;
  /** Milliseconds per append. */
  latencyMs: Latency;
}

export async function runWriters(contender: Contender, spec: RunSpec): Promise<RunResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + spec.durationMs;

  const writer = async (index: number) => {
    let streams = 0;
    const nextStream = (): StreamCursor => ({ streamId: `${spec.streamPrefix}-w${index}-s${streams++}`, length: 0 });
    let cursor = nextStream();
    while (performance.now() < deadline) {
      const t0 = performance.now();
      await contender.append(cursor);
      latencies.push(performance.now() - t0);
      cursor.length++;
      if (cursor.length >= spec.streamLength) cursor = nextStream();
    }
  };

  await Promise.all(Array.from({ length: spec.concurrency }, (_, i) => writer(i)));
  const elapsedMs = performance.now() - started;
  return {
    events: latencies.length,
    elapsedMs,
    eventsPerSecond: latencies.length / (elapsedMs / 1000),
    latencyMs: percentiles(latencies),
  };
}

function percentiles(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

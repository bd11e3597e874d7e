/**
 * What both adapters check of an atomic append to several streams before sending it, and
 * how they judge a stream's actual revision against an expectation.
 */
import type { ExpectedRevision, StreamAppend } from './port.js';

export function checkStreamAppends(appends: readonly StreamAppend[]): void {
  if (appends.length === 0) throw new Error('appendToStreams needs at least one stream');
  if (new Set(appends.map((a) => a.streamId)).size !== appends.length) throw new Error('appendToStreams takes each stream at most once');
  if (appends.some((a) => a.events.length === 0)) throw new Error('appendToStreams needs at least one event per stream');
}

/** Would a stream at `actual` pass the expectation? */
export function allows(expected: ExpectedRevision, actual: bigint | 'no_stream'): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === 'no_stream';
  if (expected === 'stream_exists') return actual !== 'no_stream';
  return actual === expected;
}

/** Would an append with `expected` have written its first event at `firstRevision`? */
export function wasWrittenAsExpected(firstRevision: bigint, expected: ExpectedRevision): boolean {
  if (expected === 'any') return true;
  if (expected === 'stream_exists') return firstRevision > 0n;
  if (expected === 'no_stream') return firstRevision === 0n;
  return firstRevision === expected + 1n;
}

/**
 * Reading EventStoreDB: one stream, `$all` forwards in batches, and the head of `$all`.
 *
 * The client has no server-side filter on `readAll` (only subscriptions have one), so
 * system events and unwanted types are skipped here; the checkpoint still moves past
 * them, as the port asks.
 */
import {
  BACKWARDS,
  END,
  FORWARDS,
  StreamNotFoundError,
  type AllStreamResolvedEvent,
  type KurrentDBClient,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { comparePositions, START, type AllBatch, type Position, type ReadAllOptions, type ReadStreamOptions, type RecordedEvent } from '../port.js';
import { eventTypeMatcher, fromClientPosition, isSystemEventType, toReadPosition, toRecordedEvent } from './mapping.js';

export const DEFAULT_READ_ALL_COUNT = 1000;
/** Records scanned per round trip when a type filter may skip most of them. */
const FILTERED_PAGE_SIZE = 512;
/**
 * Records scanned by one call before it answers with what it has: a selective filter
 * over a long `$all` then yields a batch with fewer (or no) events but a checkpoint
 * that moved, instead of one call that scans for minutes.
 */
const SCAN_BUDGET = 8192;
/** How far back `headPosition` looks for the last event that is not a system event. */
const HEAD_LOOKBACK = 64;

async function collect<T>(read: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of read) items.push(item);
  return items;
}

function isStreamNotFound(error: unknown): boolean {
  return error instanceof StreamNotFoundError || (error as { type?: unknown } | null)?.type === 'stream-not-found';
}

export async function readStream(client: KurrentDBClient, streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
  if (options.maxCount !== undefined && options.maxCount <= 0) return [];
  let resolved: ResolvedEvent[];
  try {
    resolved = await collect(
      client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: options.fromRevision ?? 0n,
        ...(options.maxCount !== undefined ? { maxCount: options.maxCount } : {}),
      }),
    );
  } catch (error) {
    if (isStreamNotFound(error)) return [];
    throw error;
  }
  return resolved.flatMap((r) => (r.event ? [toRecordedEvent(r.event, r.commitPosition)] : []));
}

/** The last events of a stream, newest first; empty when the stream does not exist. */
export async function readStreamTail(client: KurrentDBClient, streamId: string, count: number): Promise<RecordedEvent[]> {
  try {
    const resolved = await collect(client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: count }));
    return resolved.flatMap((r) => (r.event ? [toRecordedEvent(r.event, r.commitPosition)] : []));
  } catch (error) {
    if (isStreamNotFound(error)) return [];
    throw error;
  }
}

/**
 * One batch of `$all` strictly after `after` (reading from a position includes the record
 * at that position, hence the comparison). The checkpoint is the last record scanned,
 * matching or not, so a consumer of a few event types still moves forward.
 */
export async function readAll(client: KurrentDBClient, options: ReadAllOptions = {}): Promise<AllBatch> {
  const after = options.after ?? START;
  const maxCount = options.maxCount ?? DEFAULT_READ_ALL_COUNT;
  const wanted = eventTypeMatcher(options.eventTypes);
  // Without a type filter only the rare system events are skipped: one more than asked
  // covers the record at `after` itself.
  const pageSize = options.eventTypes ? Math.max(maxCount + 1, FILTERED_PAGE_SIZE) : maxCount + 1;

  const events: RecordedEvent[] = [];
  let checkpoint = after;
  let scanned = 0;
  for (;;) {
    const page = await collect<AllStreamResolvedEvent>(
      client.readAll({ direction: FORWARDS, fromPosition: toReadPosition(checkpoint), maxCount: pageSize }),
    );
    for (const resolved of page) {
      const record = resolved.event;
      if (!record) continue;
      const position = fromClientPosition(record.position);
      if (comparePositions(position, checkpoint) <= 0) continue;
      checkpoint = position;
      if (wanted(record.type)) {
        events.push(toRecordedEvent(record));
        if (events.length >= maxCount) return { events, checkpoint };
      }
    }
    scanned += page.length;
    const reachedEnd = page.length < pageSize;
    if (reachedEnd || scanned >= SCAN_BUDGET) return { events, checkpoint };
  }
}

/**
 * The position of the last event a subscriber can see: system events (link events of
 * projections, stream metadata) are passed over, so lag measured against it is not
 * inflated by records no consumer receives.
 */
export async function headPosition(client: KurrentDBClient): Promise<Position> {
  const tail = await collect<AllStreamResolvedEvent>(client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: HEAD_LOOKBACK }));
  const records = tail.flatMap((r) => (r.event ? [r.event] : []));
  const last = records.find((r) => !isSystemEventType(r.type)) ?? records[0];
  return last ? fromClientPosition(last.position) : { ...START };
}

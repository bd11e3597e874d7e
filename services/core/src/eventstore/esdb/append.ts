/**
 * Appending to an EventStoreDB stream. The server enforces the expected revision and,
 * because each event's id is sent along, answers a retried append (same ids, same
 * expected revision) with the first one's result instead of writing twice.
 */
import type { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { DuplicateEventIdError } from '../errors.js';
import type { AppendResult, ExpectedRevision, NewEvent, Position } from '../port.js';
import { translated } from './errorMapping.js';
import { fromClientPosition, toClientExpectedRevision, toEventData } from './mapping.js';
import { headPosition, readStream, readStreamTail } from './reads.js';

/** How many of a stream's last events are searched for reused ids (see below). */
const REUSED_ID_WINDOW = 32;

export async function appendToStream(
  client: KurrentDBClient,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  if (events.length === 0) throw new Error('append needs at least one event');
  const expectedRevision = toClientExpectedRevision(expected);
  if (typeof expected === 'bigint') await refuseReusedIds(client, streamId, events, expected);

  const result = await translated(
    () => client.appendToStream(streamId, events.map(toEventData), { streamState: expectedRevision }),
    { streamId, expected },
  );
  const position = result.position && result.position.commit >= 0n ? fromClientPosition(result.position) : await positionOfRevision(client, streamId, result.nextExpectedRevision);
  return { nextExpectedRevision: BigInt(result.nextExpectedRevision), position };
}

/**
 * EventStoreDB compares ids only when the expected revision lies behind the stream (the
 * retry case). When it equals the stream's revision it writes whatever it is given, so
 * events whose ids the stream already holds would be stored twice. The port refuses
 * that (the PostgreSQL adapter has a unique index); here the stream's tail is checked,
 * which covers the realistic case: a handler that re-read its stream after an append
 * whose answer it lost and decided the same events again. If the stream moved meanwhile,
 * the append below fails on the revision anyway, so check-then-append is safe.
 */
async function refuseReusedIds(client: KurrentDBClient, streamId: string, events: readonly NewEvent[], expected: bigint) {
  const tail = await translated(() => readStreamTail(client, streamId, REUSED_ID_WINDOW));
  if (tail[0]?.revision !== expected) return; // the server decides: idempotent retry or conflict
  const ids = new Set(events.map((e) => e.id.toLowerCase()));
  const reused = tail.filter((e) => ids.has(e.id.toLowerCase())).map((e) => e.id);
  if (reused.length > 0) throw new DuplicateEventIdError(streamId, reused);
}

/**
 * Servers answer an append with its position; should one not (a write the server
 * recognised as a retry, on some versions), the event itself tells where it is.
 */
async function positionOfRevision(client: KurrentDBClient, streamId: string, revision: bigint): Promise<Position> {
  const [event] = await translated(() => readStream(client, streamId, { fromRevision: revision, maxCount: 1 }));
  if (event && event.position.commit >= 0n) return event.position;
  // Later than the event, never earlier: a reader waiting for it waits a little longer.
  return translated(() => headPosition(client));
}

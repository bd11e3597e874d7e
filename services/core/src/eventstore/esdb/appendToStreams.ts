/**
 * An atomic append to several streams of KurrentDB: the server's multi-stream append
 * (KurrentDB 25.1 and later, `multiStreamAppend` of @kurrent/kurrentdb-client). The server
 * checks every stream's expected revision and writes all of the events in one
 * transaction of its log, or none; a conflict names the stream.
 *
 * The multi-stream protocol takes metadata as string properties only, so ours travels as
 * one JSON string (`METADATA_PROPERTY`), which mapping.ts unpacks on reading.
 *
 * Idempotent retry: the server's duplicate check is not documented for this call, so a
 * conflict is first checked against the streams themselves: when every stream already
 * holds this call's event ids, consecutively where its expectation put them, the call is
 * a retry of one that succeeded and answers as it did.
 */
import { jsonEvent, type JSONType, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import { DuplicateEventIdError } from '../errors.js';
import type { AppendResult, NewEvent, StreamAppend } from '../port.js';
import { checkStreamAppends, wasWrittenAsExpected } from '../streamAppends.js';
import { toPortError, translated } from './errorMapping.js';
import { METADATA_PROPERTY, toClientExpectedRevision } from './mapping.js';
import { readStreamTail } from './reads.js';

/** How many events before a stream's append are searched for a retried one's ids. */
const RETRY_WINDOW = 32;

export async function appendToStreams(client: KurrentDBClient, appends: readonly StreamAppend[]): Promise<AppendResult[]> {
  checkStreamAppends(appends);
  const requests = appends.map((a) => ({ streamName: a.streamId, expectedState: toClientExpectedRevision(a.expected), events: a.events.map(toMultiAppendEvent) }));
  try {
    const result = await client.multiStreamAppend(requests);
    // One position for the whole transaction: where its last event sits in `$all`.
    const position = { commit: result.position, prepare: result.position };
    const revisions = new Map(result.responses.map((r) => [r.streamName, r.revision]));
    return appends.map((a) => ({ nextExpectedRevision: revisions.get(a.streamId)!, position }));
  } catch (error) {
    const earlier = await findEarlierAppend(client, appends);
    if (earlier) return earlier;
    const conflict = (error as { streamName?: unknown }).streamName;
    const stream = appends.find((a) => a.streamId === conflict) ?? appends[0]!;
    throw toPortError(error, { streamId: stream.streamId, expected: stream.expected });
  }
}

function toMultiAppendEvent(event: NewEvent) {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: (event.data ?? null) as JSONType,
    metadata: { [METADATA_PROPERTY]: JSON.stringify(event.metadata) },
  });
}

async function findEarlierAppend(client: KurrentDBClient, appends: readonly StreamAppend[]): Promise<AppendResult[] | undefined> {
  const found = await Promise.all(
    appends.map(async ({ streamId, events, expected }) => {
      const tail = (await translated(() => readStreamTail(client, streamId, RETRY_WINDOW + events.length))).reverse();
      const start = tail.findIndex((e) => e.id.toLowerCase() === events[0]!.id.toLowerCase());
      if (start < 0) return undefined;
      const stored = events.map((e, i) => tail[start + i]);
      const consecutive = stored.every((row, i) => row?.id.toLowerCase() === events[i]!.id.toLowerCase());
      if (!consecutive) throw new DuplicateEventIdError(streamId, stored.flatMap((r) => (r ? [r.id] : [])));
      if (!wasWrittenAsExpected(stored[0]!.revision, expected)) return undefined;
      const last = stored.at(-1)!;
      return { nextExpectedRevision: last.revision, position: last.position };
    }),
  );
  if (found.every((f) => f === undefined)) return undefined;
  if (found.some((f) => f === undefined)) throw new DuplicateEventIdError(appends[0]!.streamId, appends.flatMap((a) => a.events.map((e) => e.id)));
  return found as AppendResult[];
}

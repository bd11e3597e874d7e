/**
 * Pure translations between the port's types and @kurrent/kurrentdb-client's: expected
 * revisions, positions, events going in and events coming out. No I/O here, so the unit
 * test covers it without a server.
 */
import {
  ANY,
  NO_STREAM,
  START as CLIENT_START,
  STREAM_EXISTS,
  jsonEvent,
  type AppendStreamState,
  type EventData,
  type JSONType,
  type Position as ClientPosition,
  type ReadPosition,
  type RecordedEvent as ClientRecordedEvent,
} from '@kurrent/kurrentdb-client';
import type { EventMetadata, ExpectedRevision, NewEvent, Position, RecordedEvent } from '../port.js';

/**
 * Every port value maps to the client constant that makes the server check it: none of
 * them may silently become "no check", or optimistic concurrency would be lost.
 */
export function toClientExpectedRevision(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      if (typeof expected !== 'bigint' || expected < 0n) {
        // The old TCP API read -1 as "no stream" and -2 as "any": refuse rather than guess.
        throw new RangeError(`Expected revision must be 'no_stream', 'stream_exists', 'any' or a revision >= 0, got ${String(expected)}`);
      }
      return expected;
  }
}

/**
 * The port's START sentinel (-1, -1) is not a position EventStoreDB knows: it means the
 * client's START. Anything else is a real log position, passed through.
 */
export function toReadPosition(after: Position): ReadPosition {
  if (after.commit < 0n || after.prepare < 0n) return CLIENT_START;
  return { commit: after.commit, prepare: after.prepare };
}

export function fromClientPosition(position: ClientPosition): Position {
  return { commit: BigInt(position.commit), prepare: BigInt(position.prepare) };
}

/** EventStoreDB's own events ($metadata, $>, $statsCollected, ...) never reach our readers. */
export function isSystemEventType(type: string): boolean {
  return type.startsWith('$');
}

/** A predicate for "this event is delivered": not a system event, and of a wanted type. */
export function eventTypeMatcher(eventTypes?: readonly string[]): (type: string) => boolean {
  if (!eventTypes) return (type) => !isSystemEventType(type);
  const wanted = new Set(eventTypes);
  return (type) => !isSystemEventType(type) && wanted.has(type);
}

/** Our event as the client's JSON event: its id travels along so a retried append is idempotent. */
export function toEventData(event: NewEvent): EventData {
  return jsonEvent({
    id: event.id,
    type: event.type,
    // JSON.stringify(undefined) yields nothing; the PostgreSQL adapter stores null too.
    data: (event.data ?? null) as JSONType,
    metadata: event.metadata as unknown as JSONType,
  });
}

/**
 * A recorded event in the port's shape. `fallbackCommit` is the resolved event's commit
 * position, used when the server is too old (< 22.6) to send positions on stream reads.
 */
export function toRecordedEvent(record: ClientRecordedEvent, fallbackCommit?: bigint): RecordedEvent {
  const position = record.position
    ? fromClientPosition(record.position)
    : { commit: fallbackCommit ?? -1n, prepare: fallbackCommit ?? -1n };
  return {
    id: record.id,
    type: record.type,
    data: record.isJson ? record.data : decodeBinary(record.data as Uint8Array),
    metadata: toMetadata(record.metadata, record),
    streamId: record.streamId,
    revision: BigInt(record.revision),
    position,
    recordedAt: record.created,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

/**
 * The property that carries our metadata, as one JSON string, in events written by the
 * multi-stream append (its protocol takes string properties only: appendToStreams.ts).
 */
export const METADATA_PROPERTY = 'metadata-json';

/**
 * Our events always carry JSON metadata. An event written by another tool may carry none
 * (or bytes): it still gets the fields every reader relies on.
 */
function toMetadata(metadata: unknown, record: ClientRecordedEvent): EventMetadata {
  if (isPlainObject(metadata) && typeof metadata[METADATA_PROPERTY] === 'string') return toMetadata(JSON.parse(metadata[METADATA_PROPERTY]), record);
  if (isPlainObject(metadata) && typeof metadata.correlationId === 'string') return metadata as EventMetadata;
  return {
    actor: null,
    role: null,
    correlationId: record.id,
    causationId: null,
    occurredAt: record.created.toISOString(),
    ...(isPlainObject(metadata) ? metadata : {}),
  };
}

/** Binary payloads that happen to be JSON are read as JSON; others stay bytes. */
function decodeBinary(data: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(data).toString('utf8'));
  } catch {
    return data;
  }
}

/** The first KurrentDB release with the atomic multi-stream append the port needs. */
export const NEEDED_SERVER = '25.1';

/** Why a server of this version cannot serve the port (null when it can). */
export function serverTooOld(serverVersion: string): string | null {
  const [major = 0, minor = 0] = serverVersion.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const [neededMajor, neededMinor] = NEEDED_SERVER.split('.').map(Number) as [number, number];
  if (major > neededMajor || (major === neededMajor && minor >= neededMinor)) return null;
  return `The event store server is version ${serverVersion || 'unknown'}; this system needs KurrentDB ${NEEDED_SERVER} or later (its atomic multi-stream append places a booking in one write).`;
}

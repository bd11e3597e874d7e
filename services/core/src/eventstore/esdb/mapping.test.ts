/**
 * The EventStoreDB adapter's pure translations. The adapter's behaviour against a server
 * is covered by the contract suite (test/eventstore.esdb.test.ts) where one is reachable.
 */
import { ANY, NO_STREAM, STREAM_EXISTS, UnavailableError, WrongExpectedVersionError, type RecordedEvent as ClientRecordedEvent } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { EventStoreUnavailableError, WrongExpectedRevisionError } from '../errors.js';
import { START } from '../port.js';
import { isConnectionFailure, toActualRevision, toPortError, translated } from './errorMapping.js';
import { eventTypeMatcher, fromClientPosition, METADATA_PROPERTY, serverTooOld, toClientExpectedRevision, toEventData, toReadPosition, toRecordedEvent } from './mapping.js';

const metadata = { actor: 'u1', role: 'admin', correlationId: 'c1', causationId: null, occurredAt: '2025-01-01T00:00:00.000Z' };

function clientRecord(overrides: Partial<Record<string, unknown>> = {}): ClientRecordedEvent {
  return {
    streamId: 'booking-1',
    id: '0b3c2f4e-1111-4a2b-9c3d-000000000001',
    isJson: true,
    revision: 3n,
    type: 'BookingPlaced',
    created: new Date('2025-02-03T04:05:06.789Z'),
    data: { total: 1500 },
    metadata,
    position: { commit: 1200n, prepare: 1100n },
    ...overrides,
  } as ClientRecordedEvent;
}

describe('expected revision', () => {
  it('maps every port value to the client constant the server checks', () => {
    expect(toClientExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toClientExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
    expect(toClientExpectedRevision('any')).toBe(ANY);
    expect(toClientExpectedRevision(0n)).toBe(0n);
    expect(toClientExpectedRevision(41n)).toBe(41n);
  });

  it('refuses a negative revision instead of letting it mean "no check"', () => {
    expect(() => toClientExpectedRevision(-1n)).toThrow(RangeError);
    expect(() => toClientExpectedRevision(-2n)).toThrow(RangeError);
  });
});

describe('positions', () => {
  it("reads the port's START as the client's start, and real positions as they are", () => {
    expect(toReadPosition(START)).toBe('start');
    expect(toReadPosition({ commit: -1n, prepare: 5n })).toBe('start');
    expect(toReadPosition({ commit: 0n, prepare: 0n })).toEqual({ commit: 0n, prepare: 0n });
    expect(toReadPosition({ commit: 987n, prepare: 654n })).toEqual({ commit: 987n, prepare: 654n });
  });

  it('converts client positions to bigints', () => {
    expect(fromClientPosition({ commit: 10n, prepare: 9n })).toEqual({ commit: 10n, prepare: 9n });
  });
});

describe('event types', () => {
  it('never delivers system events, and only the asked types when asked', () => {
    const all = eventTypeMatcher();
    expect(all('BookingPlaced')).toBe(true);
    expect(all('$metadata')).toBe(false);
    expect(all('$>')).toBe(false);
    const some = eventTypeMatcher(['BookingPlaced', '$metadata']);
    expect(some('BookingPlaced')).toBe(true);
    expect(some('BookingPlacedV2')).toBe(false);
    expect(some('$metadata')).toBe(false);
    expect(eventTypeMatcher([])('BookingPlaced')).toBe(false);
  });
});

describe('events', () => {
  it('sends our id, type, data and metadata as a JSON event', () => {
    const data = toEventData({ id: 'e-1', type: 'BookingPlaced', data: { a: 1 }, metadata });
    expect(data).toMatchObject({ id: 'e-1', type: 'BookingPlaced', contentType: 'application/json', data: { a: 1 }, metadata });
    expect(toEventData({ id: 'e-2', type: 'T', data: undefined, metadata }).data).toBeNull();
  });

  it('maps a recorded event to the port shape', () => {
    expect(toRecordedEvent(clientRecord())).toEqual({
      id: '0b3c2f4e-1111-4a2b-9c3d-000000000001',
      type: 'BookingPlaced',
      data: { total: 1500 },
      metadata,
      streamId: 'booking-1',
      revision: 3n,
      position: { commit: 1200n, prepare: 1100n },
      recordedAt: new Date('2025-02-03T04:05:06.789Z'),
    });
  });

  it('falls back to the commit position when an old server sends no position', () => {
    expect(toRecordedEvent(clientRecord({ position: undefined }), 77n).position).toEqual({ commit: 77n, prepare: 77n });
  });

  it('gives events written by other tools the metadata fields readers rely on', () => {
    const bare = toRecordedEvent(clientRecord({ metadata: undefined }));
    expect(bare.metadata).toEqual({ actor: null, role: null, correlationId: bare.id, causationId: null, occurredAt: '2025-02-03T04:05:06.789Z' });
    const binary = toRecordedEvent(clientRecord({ isJson: false, data: Buffer.from('{"x":1}'), metadata: Uint8Array.from([1, 2]) }));
    expect(binary.data).toEqual({ x: 1 });
    expect(binary.metadata.correlationId).toBe(binary.id);
  });
});

describe('errors', () => {
  const conflict = (current: bigint | 'no_stream') =>
    new WrongExpectedVersionError(undefined, { streamName: 'booking-1', expected: 0n, current });

  it("turns a wrong expected version into ours, with the caller's expected value and the actual revision", () => {
    const error = toPortError(conflict(4n), { streamId: 'booking-1', expected: 'no_stream' });
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ streamId: 'booking-1', expected: 'no_stream', actual: 4n, code: 'wrong_expected_revision' });
    expect(toPortError(conflict('no_stream'), { streamId: 'booking-1', expected: 2n })).toMatchObject({ expected: 2n, actual: 'no_stream' });
  });

  it('reads a missing or negative actual revision as no stream', () => {
    expect(toActualRevision('no_stream')).toBe('no_stream');
    expect(toActualRevision(undefined)).toBe('no_stream');
    expect(toActualRevision(-1n)).toBe('no_stream');
    expect(toActualRevision(0n)).toBe(0n);
  });

  it('reports connection failures as the event store being unavailable', () => {
    for (const failure of [
      new UnavailableError(undefined, 'no connection'),
      Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 }),
      Object.assign(new Error('4 DEADLINE_EXCEEDED'), { code: 4 }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2113'), { code: 'ECONNREFUSED' }),
      new Error('Failed to discover after 10 attempts.'),
    ]) {
      expect(isConnectionFailure(failure)).toBe(true);
      const mapped = toPortError(failure);
      expect(mapped).toBeInstanceOf(EventStoreUnavailableError);
      expect((mapped as Error).cause).toBe(failure);
    }
  });

  it('passes other errors through untouched', () => {
    const other = new Error('boom');
    expect(isConnectionFailure(other)).toBe(false);
    expect(toPortError(other)).toBe(other);
    // Outside an append there is no expected revision to report.
    const wev = conflict(1n);
    expect(toPortError(wev)).toBe(wev);
  });

  it('translates what a call throws', async () => {
    await expect(translated(() => Promise.reject(conflict(1n)), { streamId: 's', expected: 0n })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(translated(() => Promise.resolve(5))).resolves.toBe(5);
  });
});

describe('server version', () => {
  it('accepts KurrentDB 25.1 and later, and names the version needed otherwise', () => {
    expect(serverTooOld('25.1.0.2299')).toBeNull();
    expect(serverTooOld('26.0.1')).toBeNull();
    expect(serverTooOld('25.0.1')).toMatch(/version 25\.0\.1; this system needs KurrentDB 25\.1 or later/);
    expect(serverTooOld('24.10.0')).toMatch(/needs KurrentDB 25\.1/);
    expect(serverTooOld('')).toMatch(/version unknown/);
  });
});

describe('metadata of multi-stream appends', () => {
  it('unpacks our metadata from the one JSON property the multi-stream protocol carried it in', () => {
    const packed = { [METADATA_PROPERTY]: JSON.stringify(metadata) };
    expect(toRecordedEvent(clientRecord({ metadata: packed })).metadata).toEqual(metadata);
  });
});

import type { ExpectedRevision } from './port.js';

/** The stream's actual state did not match what the writer expected. */
export class WrongExpectedRevisionError extends Error {
  readonly code = 'wrong_expected_revision';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** Revision of the stream's last event, or 'no_stream' when it has none. */
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Wrong expected revision on stream ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/**
 * Some of the event ids of an append already exist, but not as the exact earlier append
 * this one would be a retry of: the caller reused ids for different events.
 */
export class DuplicateEventIdError extends Error {
  readonly code = 'duplicate_event_id';
  constructor(
    readonly streamId: string,
    readonly eventIds: readonly string[],
  ) {
    super(`Event ids already used elsewhere: ${eventIds.join(', ')} (stream ${streamId})`);
    this.name = 'DuplicateEventIdError';
  }
}

/** The event store cannot be reached right now; the api answers 503. */
export class EventStoreUnavailableError extends Error {
  readonly code = 'event_store_unavailable';
  constructor(cause: unknown) {
    super('The event store is unavailable', { cause });
    this.name = 'EventStoreUnavailableError';
  }
}

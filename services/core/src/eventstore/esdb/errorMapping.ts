/**
 * The client's errors in the port's terms: a concurrency conflict becomes
 * WrongExpectedRevisionError, anything that means "the server cannot be reached right now"
 * becomes EventStoreUnavailableError (the api answers 503), the rest passes through.
 */
import { ErrorType, WrongExpectedVersionError, type CurrentStreamState } from '@kurrent/kurrentdb-client';
import { EventStoreUnavailableError, WrongExpectedRevisionError } from '../errors.js';
import type { ExpectedRevision } from '../port.js';

/** gRPC status codes (from @grpc/grpc-js), for errors the client did not wrap. */
const GRPC_DEADLINE_EXCEEDED = 4;
const GRPC_UNAVAILABLE = 14;

/** Failures of the connection rather than of the request; retrying later may succeed. */
const TRANSIENT_TYPES: ReadonlySet<string> = new Set([
  ErrorType.UNAVAILABLE,
  ErrorType.DEADLINE_EXCEEDED,
  ErrorType.TIMEOUT,
  ErrorType.NOT_LEADER, // the client reconnects to the new leader; this call is lost
  ErrorType.CANCELLED, // cancelled by the server (a client-side cancel is never surfaced)
]);

const NODE_CONNECTION_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof EventStoreUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { type, code, message } = error as { type?: unknown; code?: unknown; message?: unknown };
  if (typeof type === 'string' && TRANSIENT_TYPES.has(type)) return true;
  if (code === GRPC_UNAVAILABLE || code === GRPC_DEADLINE_EXCEEDED) return true;
  if (typeof code === 'string' && NODE_CONNECTION_CODES.has(code)) return true;
  // Thrown by the client's cluster discovery when no node answers.
  return typeof message === 'string' && message.startsWith('Failed to discover');
}

/**
 * The stream's actual revision from the client's error. Current servers send either a
 * revision or "no stream"; a negative number (how older servers spelled "no stream")
 * is read the same way.
 */
export function toActualRevision(actual: CurrentStreamState | undefined): bigint | 'no_stream' {
  if (actual === undefined || actual === 'no_stream') return 'no_stream';
  const revision = BigInt(actual);
  return revision < 0n ? 'no_stream' : revision;
}

function isWrongExpectedVersion(error: unknown): error is WrongExpectedVersionError {
  return (
    error instanceof WrongExpectedVersionError ||
    (typeof error === 'object' && error !== null && (error as { type?: unknown }).type === ErrorType.WRONG_EXPECTED_VERSION)
  );
}

/**
 * `expected` is the caller's own value, not the client's echo of it: the port promises
 * the error carries exactly what the writer asked for.
 */
export function toPortError(error: unknown, append?: { streamId: string; expected: ExpectedRevision }): unknown {
  if (append && isWrongExpectedVersion(error)) {
    return new WrongExpectedRevisionError(append.streamId, append.expected, toActualRevision(error.actualState));
  }
  if (error instanceof EventStoreUnavailableError) return error;
  if (isConnectionFailure(error)) return new EventStoreUnavailableError(error);
  return error;
}

/** Runs a call against the server and rethrows its failure in the port's terms. */
export async function translated<T>(call: () => Promise<T>, append?: { streamId: string; expected: ExpectedRevision }): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toPortError(error, append);
  }
}

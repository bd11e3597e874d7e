/**
 * Idempotency keys (the IETF draft "The Idempotency-Key HTTP Header Field", as Stripe uses
 * them): a client that lost an answer sends the same request again with the same key and
 * gets the first outcome, never a second booking.
 *
 * A key is kept on a stream of its own, `idempotency-<scope>-<key>`, written in the same
 * atomic append as what it guards (the placement: handleAcrossStreams.ts), expecting no
 * stream. So the record exists exactly when the booking does, even if the process died
 * right after the commit, and two requests racing with one key cannot both place: the
 * second one's append conflicts on this stream, reads it, and answers the first's booking.
 *
 * The scope is who asks (a user id, or a guest's e-mail), hashed so stream names carry no
 * address. A key lives a day: a record older than that is read as unused, and the next
 * use appends a new one on the same stream (expecting the revision read).
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { DomainError, type Decider } from '../commands/decider.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const KEY_LIFETIME_MS = 24 * 60 * 60_000;
export const MALFORMED_KEY = 'The Idempotency-Key must be 8 to 128 letters, digits, dots, colons, hyphens or underscores (a UUID, say).';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request: send a new key for a new request.';

const KEY_SHAPE = /^[A-Za-z0-9._:-]{8,128}$/;

export const idempotencyKeyUsed = z.object({
  /** sha256 of the request's path and body (canonical JSON), hex. */
  requestHash: z.string().regex(/^[0-9a-f]{64}$/),
  bookingId: z.string().uuid(),
  /** ISO instant; the key lives KEY_LIFETIME_MS from it. */
  usedAt: z.string().datetime(),
});

export type IdempotencyEvent = { type: 'IdempotencyKeyUsed'; data: z.infer<typeof idempotencyKeyUsed> };

export const idempotencyEventTypes = ['IdempotencyKeyUsed'] as const;

export type IdempotencyState = { status: 'unused' } | { status: 'used'; requestHash: string; bookingId: string; usedAt: string };

/** A request's key: its stream, and the hash of what the request asked for. */
export interface IdempotencyClaim {
  streamId: string;
  requestHash: string;
}

/** Undefined without a header; a malformed one is refused (422 on the header's name). */
export function claimOf(header: string | undefined, scope: string, request: unknown): IdempotencyClaim | undefined {
  if (header === undefined) return undefined;
  if (!KEY_SHAPE.test(header)) throw new DomainError('invalid', MALFORMED_KEY, IDEMPOTENCY_HEADER);
  const scopeHash = sha256(scope).slice(0, 24);
  return { streamId: `idempotency-${scopeHash}-${header}`, requestHash: sha256(canonicalJson(request)) };
}

/**
 * What the key says about this request: nothing yet (go on, and record it), or the
 * booking the same request placed before. The same key with another request is refused.
 */
export function replayOf(state: IdempotencyState, claim: IdempotencyClaim, now: string): string | undefined {
  if (state.status === 'unused' || Date.parse(state.usedAt) + KEY_LIFETIME_MS <= Date.parse(now)) return undefined;
  if (state.requestHash !== claim.requestHash) throw new DomainError('invalid', KEY_REUSED, IDEMPOTENCY_HEADER);
  return state.bookingId;
}

export function keyUsed(claim: IdempotencyClaim, bookingId: string, now: string): IdempotencyEvent {
  return { type: 'IdempotencyKeyUsed', data: { requestHash: claim.requestHash, bookingId, usedAt: now } };
}

export const idempotencyDecider: Pick<Decider<never, IdempotencyEvent, IdempotencyState>, 'evolve' | 'initialState'> = {
  initialState: () => ({ status: 'unused' }),
  evolve: (_state, event) => ({ status: 'used', ...event.data }),
};

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with object keys sorted, so the same request in another key order hashes alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

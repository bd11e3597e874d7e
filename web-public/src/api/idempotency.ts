/**
 * Calls that must not take effect twice (placing a booking, opening its payment) carry an
 * `Idempotency-Key` header: the server answers a key it has seen within a day with that
 * call's first outcome, so a retry after a lost answer gets the booking already placed
 * instead of placing a second one.
 *
 * One key per attempt: the same call with the same body (same cart, slot, address and
 * gateway) is the same attempt and reuses its key, across Try again and across a reload
 * in the middle of the call (the key is kept in sessionStorage, for this tab only); a
 * changed body is a new attempt with a new key (the server refuses a key reused with
 * another body). The caller forgets the attempt once it has its outcome.
 *
 * A network error or a 503 (the server or its database briefly away) is retried at once
 * with the same key, twice, after a short wait each; then the caller shows its failure
 * with Try again, which comes back here with the same key.
 *
 * The header needs no CORS allowance: the api serves the site, so the calls are same-origin
 * (services/api/src/http/webApps.ts; in development Vite's proxy forwards it), and CSRF
 * rests on the X-XSRF-TOKEN header, which these calls send as every other does.
 */
import { ApiError } from './http.js';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Waits before the first and second automatic retries (ms); a little jitter is added to each. */
const RETRY_DELAYS_MS = [400, 1200];

const STORAGE_PREFIX = 'attempt:';

interface StoredAttempt {
  fingerprint: string;
  key: string;
}

/** A short digest of the body (cyrb53), so what the customer typed is not kept in storage. */
function fingerprintOf(body: unknown): string {
  const text = JSON.stringify(body) ?? '';
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage refused (private mode settings): the key then lives as long as the page
  }
}

const unstored = new Map<string, StoredAttempt>();

/** The key of the attempt `scope` is making with `body`: the stored one when the body is the same, else a new one. */
function attemptKey(scope: string, body: unknown): string {
  const fingerprint = fingerprintOf(body);
  const store = storage();
  const name = STORAGE_PREFIX + scope;
  let stored: StoredAttempt | undefined;
  try {
    stored = store ? (JSON.parse(store.getItem(name) ?? 'null') as StoredAttempt | null) ?? undefined : unstored.get(name);
  } catch {
    stored = undefined;
  }
  if (stored?.fingerprint === fingerprint && stored.key) return stored.key;
  const attempt = { fingerprint, key: crypto.randomUUID() };
  if (store) store.setItem(name, JSON.stringify(attempt));
  else unstored.set(name, attempt);
  return attempt.key;
}

/** The attempt succeeded: the next call of `scope` is a new attempt. */
export function forgetAttempt(scope: string): void {
  storage()?.removeItem(STORAGE_PREFIX + scope);
  unstored.delete(STORAGE_PREFIX + scope);
}

/**
 * Worth sending again with the same key: no answer came (fetch's TypeError), or a 503
 * that carries no record. A 503 with a booking in it (placed, its gateway unreachable) is
 * an outcome: the caller pays that booking instead.
 */
function isTransient(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof ApiError && error.status === 503 && error.data === undefined;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms + Math.random() * ms * 0.25));

/**
 * `call` with the key of `scope`'s attempt with `body` in its headers, retried on a
 * transient failure; the last failure is thrown. The caller forgets the attempt
 * (forgetAttempt) once its outcome is in hand: until then a repeat is the same attempt.
 */
export async function idempotent<T>(scope: string, body: unknown, call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const headers = { [IDEMPOTENCY_HEADER]: attemptKey(scope, body) };
  for (let retry = 0; ; retry++) {
    try {
      return await call(headers);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[retry];
      if (delay === undefined || !isTransient(error)) throw error;
      await wait(delay);
    }
  }
}

/**
 * The site's one way to call the api: same-origin fetch with the session cookie, the
 * X-Requested-With header, and for state-changing calls the CSRF token echoed from the
 * XSRF-TOKEN cookie (fetched first from /sanctum/csrf-cookie when missing).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field -> messages, from a 422 answer. */
    readonly errors: Record<string, string[]> = {},
    /** The answer's `data`, when a failure still carries a record (a booking placed but not paid: 503). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function xsrfToken(): string | undefined {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** `force` asks for a fresh token even when a cookie exists (sign-in, or after a 419). */
export async function ensureCsrfCookie(force = false): Promise<void> {
  if (!force && xsrfToken()) return;
  await fetch('/sanctum/csrf-cookie', { credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
}

/** The server's answer to a stale CSRF token (a cookie left over from a destroyed session). */
const CSRF_MISMATCH = 419;

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

// GETs started before their page asked (./pageCalls.ts), each handed to its first asker,
// and only while fresh: one nobody asked for must not answer a much later call.
const early = new Map<string, { call: Promise<unknown>; at: number }>();
const EARLY_CALL_FRESH_MS = 10_000;

export function callEarly(url: string): void {
  if (early.has(url)) return;
  const call = send<unknown>('GET', url);
  call.catch(() => undefined); // its asker sees the failure; until then it is not unhandled
  early.set(url, { call, at: Date.now() });
}

/** `headers`: a call's own, beside the site's (the Idempotency-Key of ./idempotency.ts). */
export async function api<T>(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const started = method === 'GET' ? early.get(url) : undefined;
  if (started) {
    early.delete(url);
    if (Date.now() - started.at < EARLY_CALL_FRESH_MS) return started.call as Promise<T>;
  }
  try {
    return await send<T>(method, url, body, headers);
  } catch (error) {
    // After sign-out or a session expiry the XSRF-TOKEN cookie outlives its session:
    // fetch a new token once and repeat the call, rather than showing the user a 419.
    if (!(error instanceof ApiError && error.status === CSRF_MISMATCH) || method === 'GET') throw error;
    await ensureCsrfCookie(true);
    return send<T>(method, url, body, headers);
  }
}

async function send<T>(method: Method, url: string, body?: unknown, own: Record<string, string> = {}): Promise<T> {
  const headers: Record<string, string> = { ...own, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  if (method !== 'GET') {
    await ensureCsrfCookie();
    headers['X-XSRF-TOKEN'] = xsrfToken() ?? '';
  }
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await res.text();
  const json = parseJson(text);
  if (!res.ok) {
    const problem = (json ?? {}) as { message?: string; errors?: Record<string, string[]>; data?: unknown };
    throw new ApiError(res.status, problem.message ?? res.statusText, problem.errors, problem.data);
  }
  return json as T;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page, say: the status still tells the caller what happened.
    return undefined;
  }
}

/** Field -> first message of a failed call, for forms; other failures under `_` in plain words. */
export function formErrors(error: unknown): Record<string, string> {
  if (error instanceof ApiError) {
    const fields = Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? '']));
    if (Object.keys(fields).length > 0) return fields;
    if (error.status === 429) return { _: 'Too many attempts. Please wait a moment and try again.' };
    return { _: error.message || 'Something went wrong. Please try again.' };
  }
  return { _: 'We could not reach the server. Check your connection and try again.' };
}

/**
 * A failed call in one sentence, for an alert or a toast: the server's message (a refusal's
 * first field message when it names fields), or what went wrong in plain words. The site's
 * one way of saying that a call failed, beside formErrors for forms.
 */
export function failureMessage(error: unknown): string {
  const { _: general, ...fields } = formErrors(error);
  return general ?? Object.values(fields)[0] ?? 'Something went wrong. Please try again.';
}

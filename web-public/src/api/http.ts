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
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function xsrfToken(): string | undefined {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

export async function ensureCsrfCookie(): Promise<void> {
  if (xsrfToken()) return;
  await fetch('/sanctum/csrf-cookie', { credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
}

export async function api<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
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
  const json = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) {
    const problem = (json ?? {}) as { message?: string; errors?: Record<string, string[]> };
    throw new ApiError(res.status, problem.message ?? res.statusText, problem.errors);
  }
  return json as T;
}

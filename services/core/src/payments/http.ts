/** The one JSON-over-fetch helper the adapters share: a timeout, and errors that name the gateway. */
import { PaymentGatewayError, type GatewayName } from './port.js';

export type Fetch = typeof globalThis.fetch;

const TIMEOUT_MS = 10_000;

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** Sends a request and reads a JSON answer; a 404 is returned to the caller, other failures throw. */
export async function requestJson(
  fetch: Fetch,
  gateway: GatewayName,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
): Promise<JsonAnswer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PaymentGatewayError(gateway, `unreachable (${(error as Error).message})`);
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new PaymentGatewayError(gateway, `answered ${res.status} with a body that is not JSON`, res.status);
  }
  if (res.status === 404) return { status: 404, body };
  if (!res.ok) {
    // The gateway's own error code helps an operator; the body never holds our secrets.
    const code = (body as { error_code?: unknown; message?: unknown } | null)?.error_code ?? (body as { message?: unknown } | null)?.message;
    throw new PaymentGatewayError(gateway, `answered ${res.status}${code ? ` (${String(code)})` : ''}`, res.status);
  }
  return { status: res.status, body };
}

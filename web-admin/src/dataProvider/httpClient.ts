import { fetchUtils, HttpError } from 'react-admin';
import { takeEarly } from '../earlyCalls.js';
import { sessionHeaders } from './session.js';
import { formErrors } from './validationErrors.js';

// react-admin's fetchJson with the session headers and cookies; it throws an HttpError
// carrying the status and body, which authProvider.checkError reads. A 422 becomes an
// HttpError whose body is `{ errors }` in the shape react-admin's forms map onto inputs.
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const early = await earlyAnswer(url, options);
  if (early) return early;
  const headers = sessionHeaders();
  new Headers(options.headers).forEach((value, name) => headers.set(name, value));
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) {
      const body = (error.body ?? {}) as { message?: unknown; errors?: unknown };
      const message = typeof body.message === 'string' ? body.message : error.message;
      throw new HttpError(message, 422, { message, errors: formErrors(body.errors) });
    }
    throw error;
  }
}

/**
 * fetchJson's answer from a GET the console's HTML started early (earlyCalls.ts), when it
 * succeeded; a failed one is asked again below, so its error takes the usual path.
 */
async function earlyAnswer(url: string, options: fetchUtils.Options) {
  const call = (options.method ?? 'GET') === 'GET' ? takeEarly(url) : undefined;
  const response = call && (await call.catch(() => undefined));
  if (!response?.ok) return undefined;
  const body = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    // Not JSON: as fetchJson, the text alone.
  }
  return { status: response.status, headers: response.headers, body, json };
}

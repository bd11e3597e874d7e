/**
 * The booking screens' command calls: POST /admin-api/<resource>/<id>/<action> and the
 * spec's /api calls that have no react-admin shape. Each answers `{message}`, the spec's
 * success text (§8), which the buttons show as it is.
 */
import { HttpError } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient.js';

export interface CommandAnswer {
  message?: string;
}

export async function postJson<T = CommandAnswer>(url: string, body: unknown = {}): Promise<T> {
  const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  return json as T;
}

export async function getJson<T>(url: string): Promise<T> {
  const { json } = await httpClient(url);
  return json as T;
}

/** POST /admin-api/{resource}/{id}/{action}. */
export const command = (resource: string, id: string | number, action: string, body: unknown = {}) =>
  postJson(`/admin-api/${resource}/${encodeURIComponent(String(id))}/${action}`, body);

/** A refusal's text: the api's message (409, 422) or react-admin's generic one. */
export function errorText(error: unknown): string {
  if (error instanceof HttpError || error instanceof Error) return error.message || 'ra.notification.http_error';
  return 'ra.notification.http_error';
}

/** A 422's field map (httpClient joined each field's messages), empty for other errors. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (error instanceof HttpError && error.status === 422) {
    const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
    return errors ?? {};
  }
  return {};
}

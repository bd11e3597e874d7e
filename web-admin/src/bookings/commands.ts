/**
 * The booking screens' command calls: POST /admin-api/<resource>/<id>/<action> and the
 * spec's /api calls that have no react-admin shape. Each answers `{message}`, the spec's
 * success text (§8), which the buttons show as it is.
 */
import type { Message } from '@app/core/contract/bookings';
import { httpClient } from '../dataProvider/httpClient.js';

export async function postJson<T = Message>(url: string, body: unknown = {}): Promise<T> {
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

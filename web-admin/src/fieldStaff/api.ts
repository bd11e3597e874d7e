/**
 * The field staff's calls (spec §7), outside ra-data-simple-rest: their lists answer the
 * spec's `{data, total}` shape and their actions are commands. Every call goes through
 * httpClient (session cookie, CSRF header, X-Requested-With), so a 401 or 419 ends the
 * session the same way react-admin's own calls do.
 */
import { HttpError } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient.js';
import { sessionHeaders } from '../dataProvider/session.js';

export async function getData<T>(path: string): Promise<T[]> {
  const { json } = await httpClient(path);
  return ((json as { data?: T[] }).data ?? []) as T[];
}

export async function command(method: 'POST' | 'PATCH', path: string, body?: unknown): Promise<{ message?: string }> {
  const { json } = await httpClient(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return (json ?? {}) as { message?: string };
}

/** `POST api/upload-documents` (multipart: id, documents[]). */
export async function uploadDocuments(id: string, files: File[]): Promise<{ message?: string }> {
  const form = new FormData();
  form.append('id', id);
  for (const file of files) form.append('documents[]', file);
  const response = await fetch('/api/upload-documents', { method: 'POST', body: form, headers: sessionHeaders(), credentials: 'include' });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new HttpError(body.message ?? response.statusText, response.status, body);
  return body;
}

/**
 * The checklist PDFs of spec §7: `POST api/reports/<checklist>` with `{type, id}`, whose
 * answer is a URL to open in a new tab. The answer is read the two ways a report route
 * gives it: JSON naming the file's URL, or the PDF itself.
 */
import { sessionHeaders } from '../dataProvider/httpClient.js';

export const CHECKLISTS = [
  { path: 'assessment-one-checklist', label: 'Assessment Checklist 1' },
  { path: 'assessment-two-checklist', label: 'Assessment Checklist 2' },
  { path: 'aircondition-checklist', label: 'Aircondition Checklist' },
  { path: 'electrical-checklist', label: 'Electrical Checklist' },
  { path: 'work-order-form', label: 'Work Order Form' },
] as const;

export type ChecklistPath = (typeof CHECKLISTS)[number]['path'];

/** A failed download, in words: the server's message when it gave one. */
export class ChecklistError extends Error {}

export async function checklistUrl(checklist: ChecklistPath, type: 'booking' | 'assessment', id: string): Promise<string> {
  const headers = sessionHeaders();
  headers.set('Content-Type', 'application/json');
  headers.set('Accept', 'application/json, application/pdf');
  const response = await fetch(`/api/reports/${checklist}`, { method: 'POST', headers, credentials: 'include', body: JSON.stringify({ type, id }) });
  const kind = response.headers.get('Content-Type') ?? '';
  if (!response.ok) {
    const body = kind.includes('json') ? ((await response.json().catch(() => ({}))) as { message?: string }) : {};
    const reason = body.message ?? (response.status === 404 ? 'this checklist is not available on the server yet' : response.statusText);
    throw new ChecklistError(`Could not get the checklist (${response.status}): ${reason}`);
  }
  if (kind.includes('application/pdf')) return URL.createObjectURL(await response.blob());
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const nested = (body.data ?? {}) as Record<string, unknown>;
  const url = [body.url, body.link, body.file_link, nested.url, nested.link, nested.file_link].find((v): v is string => typeof v === 'string' && v !== '');
  if (!url) throw new ChecklistError('Could not get the checklist: the server gave no link.');
  return url;
}

/**
 * The checklist PDFs of spec §7: `POST api/reports/<checklist>` with `{type, id}`, whose
 * answer is a URL to open in a new tab. A worker builds the PDF (services/api/src/reports):
 * with `Prefer: respond-async` the call answers 202 and the status call is followed until
 * the signed link is there. A PDF answered directly is opened as it is.
 */
import type { ReportStatus } from '@app/core/contract/reports';
import { sessionHeaders } from '../dataProvider/session.js';

/** The checklists by path, each named by its i18n key (app.checklists.<path>). */
export const CHECKLISTS = [
  { path: 'assessment-one-checklist', label: 'app.checklists.assessment-one-checklist' },
  { path: 'assessment-two-checklist', label: 'app.checklists.assessment-two-checklist' },
  { path: 'aircondition-checklist', label: 'app.checklists.aircondition-checklist' },
  { path: 'electrical-checklist', label: 'app.checklists.electrical-checklist' },
  { path: 'work-order-form', label: 'app.checklists.work-order-form' },
] as const;

export type ChecklistPath = (typeof CHECKLISTS)[number]['path'];

/** A failed download, as an i18n key (app.checklists.*) and its arguments: the server's message when it gave one. */
export class ChecklistError extends Error {
  constructor(
    key: string,
    readonly args: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

const POLL_MS = 500;
const WAIT_MS = 60_000;

/** What the report calls answer as JSON; a refusal carries only its `message`. */
type ReportAnswer = Partial<ReportStatus>;

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; kind: string; response: Response }> {
  const headers = sessionHeaders();
  headers.set('Accept', 'application/json, application/pdf');
  if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    headers.set('Prefer', 'respond-async');
  }
  const response = await fetch(path, { method, headers, credentials: 'include', body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, kind: response.headers.get('Content-Type') ?? '', response };
}

async function failure(status: number, response: Response, kind: string): Promise<ChecklistError> {
  const body = (kind.includes('json') ? await response.json().catch(() => ({})) : {}) as ReportAnswer;
  const reason = body.message ?? (status === 404 ? undefined : response.statusText || undefined);
  if (reason) return new ChecklistError('app.checklists.refused', { status, reason });
  return new ChecklistError(status === 404 ? 'app.checklists.not_available' : 'app.checklists.no_reason', { status });
}

export async function checklistUrl(checklist: ChecklistPath, type: 'booking' | 'assessment', id: string, now: () => number = Date.now): Promise<string> {
  let answer = await call('POST', `/api/reports/${checklist}`, { type, id });
  const deadline = now() + WAIT_MS;
  for (;;) {
    const { status, kind, response } = answer;
    if (status >= 400) throw await failure(status, response, kind);
    if (kind.includes('application/pdf')) return URL.createObjectURL(await response.blob());
    const body = (await response.json().catch(() => ({}))) as ReportAnswer;
    if (body.url) return body.url;
    if (body.status === 'failed') throw body.message ? new ChecklistError('app.checklists.failed', { reason: body.message }) : new ChecklistError('app.checklists.report_failed');
    if (!body.status_url) throw new ChecklistError('app.checklists.no_link');
    if (now() > deadline) throw new ChecklistError('app.checklists.still_preparing');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    answer = await call('GET', body.status_url);
  }
}

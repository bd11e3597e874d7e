/**
 * Reports (spec §7, the "reports" rows):
 * - `POST /api/reports/<kind>` for the nine spreadsheets (a date range) and the five
 *   documents (type and id). The request is recorded and queued for a worker. With
 *   `Prefer: respond-async` the answer is at once a 202 with the report's id and status
 *   URL (the console shows progress from it). Otherwise the call keeps the spec's contract:
 *   it waits (bounded) and answers the file itself (cities, customers, schedules) or
 *   `{url}`, a signed link the console opens in a new tab; past the bound, the 202.
 * - `GET /api/reports/{id}`: status and progress, and when done a fresh signed link; only
 *   to the user who asked for it.
 * - `GET /api/reports/{id}/file?expires&signature`: the file, to that user, while the link lasts.
 */
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { reportStatus } from '@app/core/contract/reports';
import { contentTypeOf, reportFileName, reportsDir } from '@app/core/reports/files';
import { answersWithFile, documentKinds, isDocumentKind, spreadsheetKinds, type ReportKind, type ReportParams } from '@app/core/reports/kinds';
import { enqueueReport, openReportQueue } from '@app/core/reports/reportQueue';
import { createReportRequest, findReportRequest, markFailed, type ReportRequest } from '@app/core/reports/requests';
import type { ApiContext } from '../context.js';
import { requireActor } from '../http/actor.js';
import { HttpError } from '../http/problems.js';
import { sendFileUnder } from '../http/sendFile.js';
import type { Routes } from '../http/routing.js';
import type { RouteKey } from '../http/policy.js';
import { sessionSecret } from '../http/session.js';
import { permittedSubject } from './documentAccess.js';
import { dateRangeBody, documentBody, fileQuery, reportId } from './schemas.js';
import { createSignedLinks } from './signedLinks.js';
import { waitForReport } from './waitForReport.js';

/** How long a call that answers the file or URL waits for the worker before answering 202. */
const WAIT_MS = 25_000;

const prefersAsync = (req: Request) => /\brespond-async\b/i.test(req.get('Prefer') ?? '');

export function reportRoutes(routes: Routes, ctx: ApiContext): void {
  // On the api's own request-path Redis connection: fails fast, closed with the app.
  const queue = openReportQueue(ctx.config, ctx.redis);
  const links = createSignedLinks(sessionSecret(ctx.config));

  const view = (report: ReportRequest, userId: string) => {
    const base = {
      id: report.id,
      kind: report.kind,
      status: report.status,
      progress: report.progress,
      rows: report.row_count,
      file_name: report.file_name,
      created_at: report.created_at,
      finished_at: report.finished_at,
      status_url: `/api/reports/${report.id}`,
    };
    if (report.status === 'failed') return { ...base, message: 'The report could not be built. Please try again.' };
    if (report.status !== 'done') return base;
    const { url, expiresAt } = links.link(report.id, userId);
    return { ...base, url, expires_at: expiresAt };
  };

  const sendFile = (res: Response, report: ReportRequest) => {
    // PDFs open in the tab; spreadsheets download under the spec's file names.
    const disposition = isDocumentKind(report.kind) ? 'inline' : 'attachment';
    sendFileUnder(res, reportsDir(ctx.config), reportFileName(report.id, report.kind), {
      headers: {
        'Content-Type': contentTypeOf(report.kind),
        'Content-Disposition': `${disposition}; filename="${report.file_name}"`,
        'Cache-Control': 'private, no-store',
        'X-Report-Id': report.id,
      },
    }, (error?: Error & { code?: string }) => {
      if (!error || res.headersSent) return;
      // Swept away by the worker after a day (sweepReports.ts): export again.
      res.status(404).type('application/problem+json').json({ type: 'about:blank#not_found', title: 'not found', status: 404, message: 'This report is no longer kept. Export it again.' });
    });
  };

  async function requestReport(req: Request, res: Response, kind: ReportKind, params: ReportParams): Promise<void> {
    const actor = requireActor(req);
    const id = randomUUID();
    await createReportRequest(ctx.pool, { id, kind, requestedBy: actor.userId, params });
    try {
      await enqueueReport(queue, { reportId: id, kind, requestedBy: actor.userId, params });
    } catch (error) {
      ctx.log.warn({ err: error, reportId: id }, 'could not queue a report');
      await markFailed(ctx.pool, id, 'queue unavailable');
      throw new HttpError('unavailable', 'Reports cannot be made right now. Please try again in a moment.');
    }
    const report = prefersAsync(req) ? await findReportRequest(ctx.pool, id) : await waitForReport(ctx.pool, id, WAIT_MS);
    if (!report) throw new HttpError('not_found', 'No such report.');
    if (report.status === 'done' && answersWithFile.has(kind)) return sendFile(res, report);
    if (report.status === 'failed') throw new HttpError('unavailable', 'The report could not be built. Please try again.');
    res.status(report.status === 'done' ? 200 : 202).json(view(report, actor.userId));
  }

  for (const kind of spreadsheetKinds) {
    const key = `POST /api/reports/${kind}` as RouteKey;
    routes.document(key, { summary: `The ${kind} report for a date range (xlsx)`, body: dateRangeBody, response: reportStatus });
    routes.add(key, async (req, res) => {
      const range = dateRangeBody.parse(req.body ?? {});
      await requestReport(req, res, kind, { from: range.start, to: range.end });
    });
  }

  for (const kind of documentKinds) {
    const key = `POST /api/reports/${kind}` as RouteKey;
    routes.document(key, { summary: `The ${kind} (PDF) of a booking or an assessment`, body: documentBody, response: reportStatus });
    routes.add(key, async (req, res) => {
      const body = documentBody.parse(req.body ?? {});
      const subject = await permittedSubject(ctx, requireActor(req), body);
      await requestReport(req, res, kind, subject);
    });
  }

  /** The report of an id, if the signed-in user asked for it (anyone else: 404). */
  const ownReport = async (req: Request) => {
    const actor = requireActor(req);
    const id = reportId.safeParse(req.params.id);
    const report = id.success ? await findReportRequest(ctx.pool, id.data) : undefined;
    if (!report || report.requested_by !== actor.userId) throw new HttpError('not_found', 'No such report.');
    return { actor, report };
  };

  routes.document('GET /api/reports/:id', { summary: 'Status and progress of a report; a signed link to its file when done', response: reportStatus });
  routes.add('GET /api/reports/:id', async (req, res) => {
    const { actor, report } = await ownReport(req);
    res.set('Cache-Control', 'no-store').json(view(report, actor.userId));
  });

  routes.document('GET /api/reports/:id/file', { summary: 'A report file, through its signed link (10 minutes, the requesting user only)', query: fileQuery });
  routes.add('GET /api/reports/:id/file', async (req, res) => {
    const actor = requireActor(req);
    const query = fileQuery.parse(req.query);
    const verdict = links.check(String(req.params.id), actor.userId, query.expires, query.signature);
    if (verdict === 'invalid') throw new HttpError('forbidden', 'This link is not valid for you.');
    if (verdict === 'expired') throw new HttpError('forbidden', 'This link has expired. Export the report again.');
    const { report } = await ownReport(req);
    if (report.status !== 'done') throw new HttpError('not_found', 'No such report.');
    sendFile(res, report);
  });
}

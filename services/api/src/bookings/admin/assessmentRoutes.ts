/**
 * Assessments, the administrator's side:
 * - `GET /api/administrator/assessments`: the list (Customer, Inquired Date, Booked
 *   'No Booking' or 'YES'), paged with search, from the assessments read model;
 * - `POST api/assign-assessors` {primaryAssessors, secondaryAssessors, assessment, date,
 *   time}: AssessorsAssigned, only holders of the assessor role ('Succesfully assigned
 *   assessor', the spec's spelling);
 * - react-admin's `/admin-api/assessments` list and record, and its assign command.
 */
import type { Request } from 'express';
import { z } from 'zod';
import { assessmentDecider } from '@app/core/assessments/assessmentDecider';
import { assessmentStreamId } from '@app/core/assessments/assessmentEvents';
import { handleCommand } from '@app/core/commands/handleCommand';
import { assessment, assessments } from '@app/core/contract/assessments';
import { message } from '@app/core/contract/bookings';
import { findAssessment, listAssessments } from '@app/projections/readModels/assessments/queries';
import { idsWithRole } from '@app/projections/readModels/users/queries';
import type { ApiContext } from '../../context.js';
import { commandContext } from '../../http/actor.js';
import { adminListQuery, adminListRequest, pagedListQuery, pagedRequest, pagedResponse, sendAdminList } from '../../http/lists.js';
import { HttpError } from '../../http/problems.js';
import type { Routes } from '../../http/routing.js';
import { UUID } from './adminBooking.js';

export const ASSESSORS_ASSIGNED = 'Succesfully assigned assessor';
const PAGE_SIZE = 10;
const NOT_AN_ASSESSOR = 'The selected assessor is invalid.';

const idList = z.preprocess((v) => (v === undefined || v === null || v === '' ? [] : [v].flat()), z.array(z.string().max(64)).max(10));
const assignBody = z.object({
  assessment: z.string({ error: 'The assessment field is required.' }).min(1, 'The assessment field is required.').max(64),
  primaryAssessors: idList,
  secondaryAssessors: idList,
  date: z.string({ error: 'The schedule date field is required.' }).max(40),
  time: z.string({ error: 'The start time field is required.' }).max(20),
});

/** '8:00 AM', '08:00' or '08:00:00' as 'HH:mm' (the form's time choices are 12-hour text). */
function toTime(text: string): string {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/.exec(text.trim());
  if (!m) return text;
  let hour = Number(m[1]);
  if (m[3]) hour = (hour % 12) + (m[3].toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${m[2]}`;
}

export function assessmentAdminRoutes(routes: Routes, ctx: ApiContext): void {
  const assign = async (req: Request, input: unknown) => {
    const body = assignBody.parse(input);
    if (!UUID.test(body.assessment) || !(await findAssessment(ctx.pool, body.assessment))) throw new HttpError('not_found', 'Assessment not found.');
    const chosen = [...body.primaryAssessors, ...body.secondaryAssessors];
    const bad = new HttpError('validation_failed', NOT_AN_ASSESSOR, { primaryAssessors: [NOT_AN_ASSESSOR] });
    if (chosen.some((id) => !UUID.test(id))) throw bad;
    if ((await idsWithRole(ctx.pool, chosen, 'assessor')).size !== new Set(chosen).size) throw bad;
    const command = {
      type: 'AssignAssessors' as const,
      assessmentId: body.assessment,
      primary: body.primaryAssessors,
      secondary: body.secondaryAssessors,
      date: body.date.slice(0, 10),
      time: toTime(body.time),
    };
    const result = await handleCommand(ctx.store, assessmentStreamId(body.assessment), assessmentDecider, command, commandContext(req));
    await ctx.settle(result.append, ['assessments']);
    return { message: ASSESSORS_ASSIGNED };
  };

  routes.document('POST /api/assign-assessors', { summary: 'Send assessors to an assessment on a date and time', body: assignBody, response: message });
  routes.add('POST /api/assign-assessors', async (req, res) => {
    res.json(await assign(req, req.body ?? {}));
  });
  routes.document('POST /admin-api/assessments/:id/assign-assessors', { summary: 'Send assessors to an assessment (react-admin; the assessment is the path id)', body: assignBody.partial({ assessment: true }), response: message });
  routes.add('POST /admin-api/assessments/:id/assign-assessors', async (req, res) => {
    res.json(await assign(req, { ...(req.body ?? {}), assessment: String(req.params.id) }));
  });

  routes.document('GET /api/administrator/assessments', { summary: 'Assessments, newest first (every one unless paged)', query: pagedListQuery });
  routes.add('GET /api/administrator/assessments', async (req, res) => {
    const request = pagedRequest(req, PAGE_SIZE, { allByDefault: true });
    res.json(pagedResponse(request, await listAssessments(ctx.pool, { ...request, sort: { field: 'created_at', order: 'DESC' } })));
  });
  routes.document('GET /admin-api/assessments', { summary: 'Assessments (react-admin); filter by q, id, booked', query: adminListQuery, response: assessments });
  routes.add('GET /admin-api/assessments', async (req, res) => {
    const request = adminListRequest(req);
    const booked = request.filter.booked;
    sendAdminList(res, 'assessments', request, await listAssessments(ctx.pool, { ...request, booked: typeof booked === 'boolean' ? booked : undefined }));
  });
  routes.document('GET /admin-api/assessments/:id', { summary: 'One assessment (react-admin)', response: assessment });
  routes.add('GET /admin-api/assessments/:id', async (req, res) => {
    const id = String(req.params.id);
    const assessment = UUID.test(id) ? await findAssessment(ctx.pool, id) : undefined;
    if (!assessment) throw new HttpError('not_found', 'Record not found.');
    res.json(assessment);
  });
}

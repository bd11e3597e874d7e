/**
 * The assessor's My Bookings, as the manong's (manongRoutes.ts) for assessments:
 * - `GET /api/assessors/bookings`: the assessments the signed-in assessor is sent to, each
 *   with their own answer and time-in and the buttons' flags from the rules `decide`
 *   enforces (assessmentDecider.ts), folded from the assessment's stream;
 * - `PATCH /api/assessors/bookings/{id}` {is_confirmed: 1 | 0}: the answer, once;
 * - `POST /api/assessors/time-in/{id}`: after confirming, on the visit date in Manila;
 * - `POST /api/assessors/time-out/{id}`: after time-in, once.
 * An assessment the assessor is not sent to is the one 404, as if it did not exist.
 */
import type { Request } from 'express';
import {
  assessmentDecider,
  assessorAnswerRefusal,
  assessorTimeInOpensOn,
  assessorTimeInRefusal,
  assessorTimeOutRefusal,
  isSent,
  type AssessmentCommand,
  type AssessmentState,
} from '@app/core/assessments/assessmentDecider';
import { assessmentStreamId } from '@app/core/assessments/assessmentEvents';
import { DomainError } from '@app/core/commands/decider';
import { assessorJobs } from '@app/core/contract/assessments';
import { handleCommand } from '@app/core/commands/handleCommand';
import { listAssessments } from '@app/projections/readModels/assessments/queries';
import type { ApiContext } from '../../context.js';
import { commandContext, requireActor } from '../../http/actor.js';
import { pagedListQuery, pagedRequest, pagedResponse } from '../../http/lists.js';
import { HttpError } from '../../http/problems.js';
import type { Routes } from '../../http/routing.js';
import { UUID } from '../admin/adminBooking.js';
import { assessorCalendarLinks, foldAssessment } from '../calendar/staffCalendar.js';
import { answerBody } from './answerBody.js';

export const ASSESSMENT_CONFIRMED = 'Assessment has been confirmed.';
export const ASSESSMENT_DECLINED = 'Assessment has been declined.';
/** The spec lists both spellings; the manongs' screens answer 'Timed-In', the assessors' this one. */
export const ASSESSOR_TIMED_IN = 'Time-In has been successful.';
export const ASSESSOR_TIMED_OUT = 'Time-Out has been successful.';

export const assessmentNotFound = () => new HttpError('not_found', 'Assessment not found.');
const notFound = assessmentNotFound;

/** The buttons the assessor's row shows, by the same rules the commands enforce. */
function actionsOf(state: AssessmentState, assessorId: string, now: string) {
  if (state.status !== 'requested' || !isSent(state, assessorId)) return { canAnswer: false, canTimeIn: false, canTimeOut: false };
  return {
    canAnswer: assessorAnswerRefusal(state, assessorId) === null,
    canTimeIn: assessorTimeInRefusal(state, assessorId, now) === null,
    canTimeOut: assessorTimeOutRefusal(state, assessorId) === null,
  };
}

export function assessorRoutes(routes: Routes, ctx: ApiContext): void {
  /** Runs the signed-in assessor's command on an assessment they were sent to (else the 404) and waits for the lists. */
  const act = async (req: Request, command: (assessorId: string, assessmentId: string) => AssessmentCommand) => {
    const assessorId = requireActor(req).userId;
    const id = String(req.params.id);
    if (!UUID.test(id)) throw notFound();
    const result = await handleCommand(ctx.store, assessmentStreamId(id), assessmentDecider, command(assessorId, id), commandContext(req)).catch((error: unknown) => {
      // No such assessment, or one they were not sent to (the decider's forbidden): the one 404.
      if (error instanceof DomainError && (error.code === 'not_found' || error.code === 'forbidden')) throw notFound();
      throw error;
    });
    await ctx.settle(result.append, ['assessments']);
    const answer = result.state.status === 'requested' ? result.state.answers[assessorId] : undefined;
    return { time_in: answer?.timedInAt ?? null, time_out: answer?.timedOutAt ?? null };
  };

  routes.document('GET /api/assessors/bookings', { summary: 'The assessments the signed-in assessor is sent to, with their answer and buttons (every one unless paged)', query: pagedListQuery, response: assessorJobs });
  routes.add('GET /api/assessors/bookings', async (req, res) => {
    const actor = requireActor(req);
    const assessorId = actor.userId;
    const request = pagedRequest(req, 10, { allByDefault: true });
    const page = await listAssessments(ctx.pool, { ...request, assessorId, sort: { field: 'visit_date', order: 'DESC' } });
    const now = new Date().toISOString();
    const rows = await Promise.all(
      page.rows.map(async (assessment) => {
        const mine = [...assessment.primary_assessors, ...assessment.secondary_assessors].find((a) => a.id === assessorId);
        const events = await ctx.store.readStream(assessmentStreamId(assessment.id));
        const state = foldAssessment(events);
        return {
          ...assessment,
          assignment: mine && {
            is_primary: mine.is_primary ? 1 : 0,
            is_answered: mine.is_answered ? 1 : 0,
            is_confirmed: mine.is_confirmed ? 1 : 0,
            confirmed: mine.confirmed,
            time_in: mine.time_in,
            time_out: mine.time_out,
          },
          actions: actionsOf(state, assessorId, now),
          time_in_opens: state.status === 'requested' && isSent(state, assessorId) ? assessorTimeInOpensOn(state, assessorId, now) : null,
          calendar: assessorCalendarLinks(ctx, actor, events, state),
        };
      }),
    );
    res.json(pagedResponse(request, { rows, total: page.total }));
  });

  routes.document('PATCH /api/assessors/bookings/:id', { summary: 'Confirm (1) or decline (0) an assessment the assessor is sent to, once', body: answerBody });
  routes.add('PATCH /api/assessors/bookings/:id', async (req, res) => {
    const { is_confirmed } = answerBody.parse(req.body ?? {});
    await act(req, (assessorId, assessmentId) => ({ type: 'AnswerAssessorVisit', assessmentId, assessorId, confirmed: is_confirmed === 1 }));
    res.json({ message: is_confirmed === 1 ? ASSESSMENT_CONFIRMED : ASSESSMENT_DECLINED });
  });

  routes.document('POST /api/assessors/time-in/:id', { summary: 'Time in at an assessment: after confirming, on the visit date (Manila)' });
  routes.add('POST /api/assessors/time-in/:id', async (req, res) => {
    const times = await act(req, (assessorId, assessmentId) => ({ type: 'AssessorTimeIn', assessmentId, assessorId, now: new Date().toISOString() }));
    res.json({ message: ASSESSOR_TIMED_IN, data: { time_in: times.time_in } });
  });

  routes.document('POST /api/assessors/time-out/:id', { summary: 'Time out of an assessment: after time-in, once' });
  routes.add('POST /api/assessors/time-out/:id', async (req, res) => {
    const times = await act(req, (assessorId, assessmentId) => ({ type: 'AssessorTimeOut', assessmentId, assessorId, now: new Date().toISOString() }));
    res.json({ message: ASSESSOR_TIMED_OUT, data: { time_out: times.time_out } });
  });
}

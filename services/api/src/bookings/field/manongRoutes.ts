/**
 * The manong's My Bookings:
 * - `GET /api/manongs/bookings`: the signed-in manong's bookings (Services, Service Date,
 *   Service Status, Date Booked), each with their assignment and the buttons' flags from
 *   `manongActions` (the rules `decide` enforces) and the date Time In opens, folded from
 *   the booking's stream;
 * - `PATCH /api/manongs/bookings/{id}` {is_confirmed: 1 | 0}: the answer, once;
 * - `POST api/manongs/time-in/{id}`: after confirming, on the service date in Manila;
 * - `POST api/manongs/time-out/{id}` (the spec's Time out button made a call): after time-in, once.
 * A booking the manong is not assigned to is the one 404, as if it did not exist.
 */
import type { Request } from 'express';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { foldBooking, type PlacedBooking } from '@app/core/bookings/bookingState';
import { manongActions, manongAnswerLabel } from '@app/core/bookings/bookingView';
import { assignmentOf, timeInOpensOn } from '@app/core/bookings/rules';
import { manongJobs } from '@app/core/contract/fieldStaff';
import { listBookings } from '@app/projections/readModels/bookingList/bookings';
import { referencesAssignedTo } from '@app/projections/readModels/manongAssignments/assignments';
import type { ApiContext } from '../../context.js';
import { requireActor } from '../../http/actor.js';
import { pagedListQuery, pagedRequest, pagedResponse } from '../../http/lists.js';
import type { Routes } from '../../http/routing.js';
import { requireBooking, run, stateOf } from '../admin/adminBooking.js';
import { bookingNotFound } from '../customer/bookingAccess.js';
import { manongCalendarLinks } from '../calendar/staffCalendar.js';
import { answerBody } from './answerBody.js';

export const CONFIRMED = 'Booking has been confirmed.';
export const DECLINED = 'Booking has been declined.';
export const TIMED_IN = 'Timed-In has been successful.';
export const TIMED_OUT = 'Timed-Out has been successful.';

const PAGE_SIZE = 10;

/** The booking and its state, when the signed-in manong is assigned to it; else the 404. */
async function assigned(ctx: ApiContext, req: Request, id: string): Promise<{ bookingId: string; manongId: string; state: PlacedBooking }> {
  const manongId = requireActor(req).userId;
  const booking = await requireBooking(ctx, id);
  const state = await stateOf(ctx, booking.booking_id);
  if (!assignmentOf(state, manongId)) throw bookingNotFound();
  return { bookingId: booking.booking_id, manongId, state };
}

export function manongRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /api/manongs/bookings', { summary: 'The bookings the signed-in manong is assigned to (every one unless paged)', query: pagedListQuery, response: manongJobs });
  routes.add('GET /api/manongs/bookings', async (req, res) => {
    const actor = requireActor(req);
    const manongId = actor.userId;
    const request = pagedRequest(req, PAGE_SIZE, { allByDefault: true });
    const refs = await referencesAssignedTo(ctx.pool, manongId);
    if (refs.length === 0) {
      res.json(pagedResponse(request, { rows: [], total: 0 }));
      return;
    }
    const page = await listBookings(ctx.pool, { ...request, ids: refs, sort: { field: 'when_at', order: 'DESC' } });
    const now = new Date().toISOString();
    const rows = await Promise.all(
      page.rows.map(async (booking) => {
        const events = await ctx.store.readStream(bookingStreamId(booking.booking_id));
        const state = foldBooking(events);
        const assignment = state.status === 'placed' ? assignmentOf(state, manongId) : null;
        const actions = state.status === 'placed' ? manongActions(state, manongId, now) : { canAnswer: false, canTimeIn: false, canTimeOut: false };
        return {
          ...booking,
          service_date: booking.when_at,
          service_status: booking.work_status_string,
          date_booked: booking.created_at,
          documents: state.status === 'placed' ? state.documents.map((d) => ({ file_link: d.fileLink, file_name: d.fileName, uploaded_by: d.uploadedBy })) : [],
          assignment: assignment && {
            is_primary_manong: assignment.primary ? 1 : 0,
            is_answered: assignment.answered ? 1 : 0,
            is_confirmed: assignment.confirmed ? 1 : 0,
            confirmed: manongAnswerLabel(assignment),
            time_in: assignment.timedInAt,
            time_out: assignment.timedOutAt,
          },
          actions,
          /** Before the service date: when Time In opens (the card says so). */
          time_in_opens: state.status === 'placed' && assignment ? timeInOpensOn(state, assignment, now) : null,
          /** Add to calendar: the job's .ics and Google Calendar link, while it is still to do. */
          calendar: state.status === 'placed' ? manongCalendarLinks(ctx, actor, events, state) : null,
        };
      }),
    );
    res.json(pagedResponse(request, { rows, total: page.total }));
  });

  routes.document('PATCH /api/manongs/bookings/:id', { summary: 'Confirm (1) or decline (0) an assigned booking, once', body: answerBody });
  routes.add('PATCH /api/manongs/bookings/:id', async (req, res) => {
    const body = answerBody.parse(req.body ?? {});
    const { bookingId, manongId } = await assigned(ctx, req, String(req.params.id));
    await run(ctx, req, { type: 'AnswerAssignment', bookingId, manongId, confirmed: body.is_confirmed === 1 });
    res.json({ message: body.is_confirmed === 1 ? CONFIRMED : DECLINED });
  });

  routes.add('POST /api/manongs/time-in/:id', async (req, res) => {
    const { bookingId, manongId } = await assigned(ctx, req, String(req.params.id));
    const state = await run(ctx, req, { type: 'TimeIn', bookingId, manongId, now: new Date().toISOString() });
    res.json({ message: TIMED_IN, data: { time_in: assignmentOf(state, manongId)?.timedInAt ?? null } });
  });

  routes.add('POST /api/manongs/time-out/:id', async (req, res) => {
    const { bookingId, manongId } = await assigned(ctx, req, String(req.params.id));
    const state = await run(ctx, req, { type: 'TimeOut', bookingId, manongId, now: new Date().toISOString() });
    res.json({ message: TIMED_OUT, data: { time_out: assignmentOf(state, manongId)?.timedOutAt ?? null } });
  });
}

/**
 * Field staff's "Add to calendar", for their own jobs only:
 * - `GET /api/manongs/bookings/:id/calendar`: a booking the signed-in manong is assigned to;
 * - `GET /api/assessors/bookings/:id/calendar`: an assessment visit the assessor is sent on.
 * Anything else (another's job, a made-up id) is the lists' one 404. The entry has the same
 * UID and SEQUENCE as the one their assignment e-mail carried, so a download and an
 * e-mailed update land on the same calendar event.
 *
 * `manongCalendarLinks` and `assessorCalendarLinks` are what their job cards show.
 */
import { assessmentDecider, isSent, type AssessmentState } from '@app/core/assessments/assessmentDecider';
import { assessmentStreamId, type AssessmentEvent } from '@app/core/assessments/assessmentEvents';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { foldBooking, type PlacedBooking } from '@app/core/bookings/bookingState';
import { assignmentOf, isOver } from '@app/core/bookings/rules';
import { assessmentInvite } from '@app/core/calendar/assessmentInvite';
import { bookingIcsName, bookingInvite } from '@app/core/calendar/bookingInvite';
import type { RecordedEvent } from '@app/core/eventstore/port';
import type { ApiContext } from '../../context.js';
import { requireActor, type Actor } from '../../http/actor.js';
import type { Routes } from '../../http/routing.js';
import { requireBooking, UUID } from '../admin/adminBooking.js';
import { bookingNotFound } from '../customer/bookingAccess.js';
import { assessmentNotFound } from '../field/assessorRoutes.js';
import { calendarLinks, sendIcs, type CalendarLinks } from './calendarFiles.js';

const person = (actor: Actor) => ({ name: [actor.user.first_name, actor.user.last_name].filter(Boolean).join(' '), email: actor.user.email });
const manongInvite = (ctx: ApiContext, events: RecordedEvent[], actor: Actor) =>
  bookingInvite(events, { publicUrl: ctx.config.PUBLIC_URL, audience: { kind: 'manong', ...person(actor) }, delivery: 'download' });
const assessorInvite = (ctx: ApiContext, events: RecordedEvent[], actor: Actor) =>
  assessmentInvite(events, { publicUrl: ctx.config.PUBLIC_URL, assessor: person(actor), delivery: 'download' });

/** A job still to do is offered; a finished or cancelled one is not. */
export function manongCalendarLinks(ctx: ApiContext, actor: Actor, events: RecordedEvent[], state: PlacedBooking): CalendarLinks | null {
  if (!assignmentOf(state, actor.userId) || isOver(state)) return null;
  return calendarLinks(manongInvite(ctx, events, actor), `/api/manongs/bookings/${encodeURIComponent(state.placed.reference)}/calendar`);
}

export function assessorCalendarLinks(ctx: ApiContext, actor: Actor, events: RecordedEvent[], state: AssessmentState): CalendarLinks | null {
  if (state.status !== 'requested' || !state.visit || !isSent(state, actor.userId)) return null;
  return calendarLinks(assessorInvite(ctx, events, actor), `/api/assessors/bookings/${state.request.assessmentId}/calendar`);
}

export const foldAssessment = (events: RecordedEvent[]): AssessmentState =>
  events.reduce((s, e) => assessmentDecider.evolve(s, e as unknown as AssessmentEvent), assessmentDecider.initialState() as AssessmentState);

export function staffCalendarRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /api/manongs/bookings/:id/calendar', { summary: "A booking the signed-in manong is assigned to, as a calendar entry (.ics)" });
  routes.add('GET /api/manongs/bookings/:id/calendar', async (req, res) => {
    const actor = requireActor(req);
    const booking = await requireBooking(ctx, req.params.id);
    const events = await ctx.store.readStream(bookingStreamId(booking.booking_id));
    const state = foldBooking(events);
    if (state.status !== 'placed' || !assignmentOf(state, actor.userId)) throw bookingNotFound();
    sendIcs(res, manongInvite(ctx, events, actor), bookingIcsName(booking.reference));
  });

  routes.document('GET /api/assessors/bookings/:id/calendar', { summary: 'An assessment visit the signed-in assessor is sent on, as a calendar entry (.ics)' });
  routes.add('GET /api/assessors/bookings/:id/calendar', async (req, res) => {
    const actor = requireActor(req);
    const id = String(req.params.id);
    if (!UUID.test(id)) throw assessmentNotFound();
    const events = await ctx.store.readStream(assessmentStreamId(id));
    const state = foldAssessment(events);
    if (state.status !== 'requested' || !state.visit || !isSent(state, actor.userId)) throw assessmentNotFound();
    sendIcs(res, assessorInvite(ctx, events, actor), `assessment-${state.visit.date}.ics`);
  });
}

/**
 * Assigning manongs and confirming work permits:
 * - `GET /api/get-manongs/{id}`: primary_manongs and secondary_manongs, each with the
 *   person and the answer, and `version`, the booking stream's revision the dialog opened on;
 * - `POST /api/assign-manongs/bookings` {booking, primaryManongs, secondaryManongs, version?}:
 *   at most 2 and 2, none in both, only manongs (422); only when paid (409). Two
 *   administrators assigning at once: the first append wins and the other gets 409, never a
 *   silent overwrite; the append is not retried, and a `version` older than the stream is
 *   refused before deciding (the dialog was opened on another state of the booking);
 * - `POST api/work-permit-confirmed` {id}: WorkPermitsConfirmed (409 without permits).
 */
import type { Request } from 'express';
import { z } from 'zod';
import { bookingDecider } from '@app/core/bookings/bookingDecider';
import { bookingStreamId, type BookingEvent } from '@app/core/bookings/bookingEvents';
import type { BookingState } from '@app/core/bookings/bookingState';
import { manongAnswerLabel } from '@app/core/bookings/bookingView';
import { placed } from '@app/core/bookings/rules';
import { toNewEvent } from '@app/core/commands/handleCommand';
import { assignedManongs as assignedManongsAnswer } from '@app/core/contract/adminBookings';
import { message } from '@app/core/contract/bookings';
import { WrongExpectedRevisionError } from '@app/core/eventstore';
import { idsWithRole } from '@app/projections/readModels/users/queries';
import { assignedManongs, type AssignedManong } from '@app/projections/readModels/manongAssignments/assignments';
import type { ApiContext } from '../../context.js';
import { commandContext } from '../../http/actor.js';
import { HttpError } from '../../http/problems.js';
import type { Routes } from '../../http/routing.js';
import { requireBooking, run, UUID } from './adminBooking.js';

export const MANONGS_ASSIGNED = 'Manong has been assigned.';
export const PERMITS_CONFIRMED = 'Work permit confirmation sent!';
export const STALE_ASSIGNMENT = 'Someone else changed this booking at the same time. Please reload it and try again.';
export const NOT_A_MANONG = 'The selected manong is invalid.';

const ids = z.array(z.string().max(64)).max(10).default([]);
const assignBody = z.object({
  booking: z.string({ error: 'The booking field is required.' }).min(1, 'The booking field is required.').max(64),
  primaryManongs: ids,
  secondaryManongs: ids,
  version: z.coerce.number().int().min(-1).optional(),
});
const confirmBody = z.object({ id: z.string({ error: 'The id field is required.' }).min(1, 'The id field is required.').max(64) });

export function manongRoutes(routes: Routes, ctx: ApiContext): void {
  /** Every id a user holding the manong role; the first that is not, as a field error. */
  const checkManongs = async (field: string, chosen: string[]) => {
    const bad = () => new HttpError('validation_failed', NOT_A_MANONG, { [field]: [NOT_A_MANONG] });
    if (chosen.some((id) => !UUID.test(id))) throw bad();
    if ((await idsWithRole(ctx.pool, chosen, 'manong')).size !== new Set(chosen).size) throw bad();
  };

  const assign = async (req: Request, bookingRef: string, input: unknown) => {
    const body = assignBody.parse(input);
    const booking = await requireBooking(ctx, bookingRef);
    await checkManongs('primaryManongs', body.primaryManongs);
    await checkManongs('secondaryManongs', body.secondaryManongs);
    const streamId = bookingStreamId(booking.booking_id);
    const recorded = await ctx.store.readStream(streamId);
    const revision = recorded.length - 1;
    if (body.version !== undefined && body.version !== revision) throw new HttpError('conflict', STALE_ASSIGNMENT);
    const state = recorded.reduce<BookingState>((s, e) => bookingDecider.evolve(s, { type: e.type, data: e.data } as BookingEvent), bookingDecider.initialState());
    placed(state);
    const context = commandContext(req);
    const events = bookingDecider.decide(
      { type: 'AssignManongs', bookingId: booking.booking_id, primary: body.primaryManongs, secondary: body.secondaryManongs, now: context.now },
      state,
    );
    if (events.length === 0) return { message: MANONGS_ASSIGNED };
    try {
      // No retry: a concurrent change means this administrator decided on another state.
      const append = await ctx.store.append(streamId, events.map((e) => toNewEvent(e, context)), recorded[revision]!.revision);
      await ctx.settle(append, ['bookings']);
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw new HttpError('conflict', STALE_ASSIGNMENT);
      throw error;
    }
    return { message: MANONGS_ASSIGNED };
  };

  routes.document('GET /api/get-manongs/:id', { summary: "A booking's assigned manongs and the version a reassignment must find", response: assignedManongsAnswer });
  routes.add('GET /api/get-manongs/:id', async (req, res) => {
    const booking = await requireBooking(ctx, String(req.params.id));
    const [rows, recorded] = await Promise.all([
      assignedManongs(ctx.pool, booking.booking_id),
      ctx.store.readStream(bookingStreamId(booking.booking_id)),
    ]);
    const view = (m: AssignedManong) => ({
      id: m.manong_id,
      user: { id: m.manong_id, first_name: m.first_name, last_name: m.last_name, contact_number: m.contact_number, email: m.email, picture: m.picture },
      is_primary_manong: m.is_primary ? 1 : 0,
      is_answered: m.is_answered ? 1 : 0,
      is_confirmed: m.is_confirmed ? 1 : 0,
      confirmed: manongAnswerLabel({ answered: m.is_answered, confirmed: m.is_confirmed } as Parameters<typeof manongAnswerLabel>[0]),
      time_in: m.timed_in_at,
      time_out: m.timed_out_at,
    });
    res.json({
      primary_manongs: rows.filter((m) => m.is_primary).map(view),
      secondary_manongs: rows.filter((m) => !m.is_primary).map(view),
      version: recorded.length - 1,
    });
  });

  routes.document('POST /api/assign-manongs/bookings', { summary: 'Assign at most 2 primary and 2 secondary manongs to a paid booking', body: assignBody, response: message });
  routes.add('POST /api/assign-manongs/bookings', async (req, res) => {
    res.json(await assign(req, String((req.body as { booking?: unknown })?.booking ?? ''), req.body ?? {}));
  });
  routes.document('POST /admin-api/bookings/:id/assign-manongs', { summary: 'Assign manongs (react-admin)', body: assignBody.partial({ booking: true }), response: message });
  routes.add('POST /admin-api/bookings/:id/assign-manongs', async (req, res) => {
    res.json(await assign(req, String(req.params.id), { ...(req.body ?? {}), booking: String(req.params.id) }));
  });

  const confirm = async (req: Request, id: string) => {
    const booking = await requireBooking(ctx, id);
    await run(ctx, req, { type: 'ConfirmWorkPermits', bookingId: booking.booking_id });
    return { message: PERMITS_CONFIRMED };
  };
  routes.document('POST /api/work-permit-confirmed', { summary: "Confirm a booking's work permits", body: confirmBody, response: message });
  routes.add('POST /api/work-permit-confirmed', async (req, res) => {
    res.json(await confirm(req, confirmBody.parse(req.body ?? {}).id));
  });
  routes.document('POST /admin-api/bookings/:id/confirm-permits', { summary: "Confirm a booking's work permits (react-admin)", response: message });
  routes.add('POST /admin-api/bookings/:id/confirm-permits', async (req, res) => {
    res.json(await confirm(req, String(req.params.id)));
  });
}

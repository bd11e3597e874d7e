/**
 * What the public and manage-booking pages show beyond the booking record:
 * - `GET /api/fetch-booking-details/{id}`: the tracker. Public by the unguessable
 *   reference and rate-limited; no personal data, only the status and its timeline.
 * - `GET /api/bookings/{id}/manongs`: the public manong page, primary and alternative
 *   manongs with picture, name, contact, e-mail and Confirmed (Yes, Declined, No Answer).
 * - `manageBookingDetails`: what `POST api/booking-show-details` adds to the booking for
 *   the manage-booking page: the latest invoice, the logs, the manongs.
 */
import { bookingManongs, trackingAnswer } from '@app/core/contract/bookings';
import { bookingView, manongAnswerLabel } from '@app/core/bookings/bookingView';
import type { ManongAssignment } from '@app/core/bookings/bookingState';
import type { BookingRecord } from '@app/projections/readModels/bookingList/bookings';
import { peopleByIds } from '@app/projections/readModels/users/queries';
import type { ApiContext } from '../../context.js';
import type { Routes } from '../../http/routing.js';
import { bookingByReference, bookingNotFound, bookingState, spendLookup } from './bookingAccess.js';
import { bookingTimeline } from './timeline.js';

/** The booking's manongs in the spec's Booking shape (`manongs`), from the aggregate's assignments. */
export async function manongsOf(ctx: ApiContext, assignments: readonly ManongAssignment[]) {
  const users = await peopleByIds(ctx.pool, assignments.map((m) => m.manongId));
  return assignments.map((m) => {
    const user = users.get(m.manongId);
    return {
      user: { id: m.manongId, first_name: user?.first_name ?? '', last_name: user?.last_name ?? '', contact_number: user?.contact_number ?? null, email: user?.email ?? null, picture: user?.picture ?? null },
      is_primary_manong: m.primary ? 1 : 0,
      is_answered: m.answered ? 1 : 0,
      is_confirmed: m.confirmed ? 1 : 0,
      confirmed: manongAnswerLabel(m),
      created_at: m.assignedAt,
    };
  });
}

export async function manageBookingDetails(ctx: ApiContext, booking: BookingRecord) {
  const state = await bookingState(ctx, booking.booking_id);
  const view = bookingView(state);
  const [logs, manongs] = await Promise.all([bookingTimeline(ctx.store, booking.booking_id), manongsOf(ctx, state.manongs)]);
  // The buttons' flags (can_pay, can_request_rebook, ...) are the record's own (bookingActions).
  return {
    payment: { status: view.payment_status, url: view.payment_url },
    logs,
    manongs,
  };
}

export function bookingPageRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /api/fetch-booking-details/:id', { summary: "The booking tracker: the booking's status timeline (public by reference)", response: trackingAnswer });
  routes.add('GET /api/fetch-booking-details/:id', async (req, res) => {
    await spendLookup(ctx, req);
    const booking = await bookingByReference(ctx, req.params.id);
    if (!booking) throw bookingNotFound();
    const timeline = await bookingTimeline(ctx.store, booking.booking_id);
    const reached = new Set(timeline.map((t) => t.step));
    res.json({
      data: {
        id: booking.reference,
        category: booking.category.name,
        when_at: booking.when_at,
        work_status: booking.work_status,
        work_status_string: booking.work_status_string,
        payment_status: booking.payment_status,
        is_test_payment: booking.is_test_payment,
        // The tracker's progress list: booked services, assigned manongs, job done.
        progress: { booked: true, paid: reached.has('paid'), manongs_assigned: reached.has('manongs_assigned'), started: reached.has('timed_in'), job_done: reached.has('finished'), cancelled: reached.has('cancelled') },
        timeline,
      },
    });
  });

  routes.document('GET /api/bookings/:id/manongs', { summary: "The public manong page: the booking's primary and alternative manongs", response: bookingManongs });
  routes.add('GET /api/bookings/:id/manongs', async (req, res) => {
    await spendLookup(ctx, req);
    const booking = await bookingByReference(ctx, req.params.id);
    if (!booking) throw bookingNotFound();
    const state = await bookingState(ctx, booking.booking_id);
    const users = await peopleByIds(ctx.pool, state.manongs.map((m) => m.manongId));
    const row = (m: ManongAssignment) => {
      const u = users.get(m.manongId);
      const name = u ? `${u.first_name} ${u.last_name}` : '';
      return { id: m.manongId, picture: u?.picture ?? null, name, first_name: u?.first_name ?? '', last_name: u?.last_name ?? '', contact_number: u?.contact_number ?? null, email: u?.email ?? null, confirmed: manongAnswerLabel(m) };
    };
    res.json({
      data: {
        id: booking.reference,
        when_at: booking.when_at,
        primary: state.manongs.filter((m) => m.primary).map(row),
        alternative: state.manongs.filter((m) => !m.primary).map(row),
      },
    });
  });
}

/**
 * The administrator's answers to the customers' requests and the Bookings screen's Cancel:
 * - `DELETE api/bookings/{id}`: BookingCancelledByAdmin (2), its seats released;
 * - cancellation requests (6): `GET` the list, `PATCH` accepts (2, seats released),
 *   `DELETE` declines (back to the status before; refused at 2);
 * - rebooking requests (5): `GET` the list, `PATCH` {date | dateOfService: slot id} fulfils
 *   (4: reserve the new seat, record, release the old), `DELETE` rejects (the held seat back).
 * Each action is also a react-admin command endpoint (POST /admin-api/...), the same handler.
 */
import type { Request } from 'express';
import { z } from 'zod';
import { SAME_SLOT } from '@app/core/bookings/decisions/rebooking';
import { adminRebookRefusal, enforce } from '@app/core/bookings/rules';
import { adminBooking, adminBookings } from '@app/core/contract/adminBookings';
import { message } from '@app/core/contract/bookings';
import { listBookings } from '@app/projections/readModels/bookingList/bookings';
import type { ApiContext } from '../../context.js';
import { adminListQuery, adminListRequest, pagedListQuery, pagedRequest, pagedResponse, sendAdminList } from '../../http/lists.js';
import { HttpError } from '../../http/problems.js';
import type { RouteKey } from '../../http/policy.js';
import type { Routes } from '../../http/routing.js';
import { requireBooking, runWithSeats, slotRefOf, stateOf } from './adminBooking.js';

export const ADMIN_CANCELLED = 'Category has been cancelled.';
export const CANCELLATION_GRANTED = 'Booking cancellation request granted';
export const CANCELLATION_DECLINED = 'Booking cancellation request declined';
export const REBOOKED = 'Booking has been re-booked.';
export const REBOOK_REJECTED = 'Re-booking request has been cancelled.';

const PAGE_SIZE = 10;
const rebookBody = z.object({ date: z.string().max(64).optional(), dateOfService: z.string().max(64).optional() });

type Action = (req: Request, id: string) => Promise<{ message: string; data?: unknown }>;

export function requestRoutes(routes: Routes, ctx: ApiContext): void {
  const cancel: Action = async (req, id) => {
    const booking = await requireBooking(ctx, id);
    const state = await stateOf(ctx, booking.booking_id);
    await runWithSeats(ctx, req, state, { type: 'CancelBookingByAdmin', bookingId: booking.booking_id }, null);
    return { message: ADMIN_CANCELLED };
  };
  const accept: Action = async (req, id) => {
    const booking = await requireBooking(ctx, id);
    const state = await stateOf(ctx, booking.booking_id);
    await runWithSeats(ctx, req, state, { type: 'AcceptCancellation', bookingId: booking.booking_id }, null);
    return { message: CANCELLATION_GRANTED };
  };
  const decline: Action = async (req, id) => {
    const booking = await requireBooking(ctx, id);
    const state = await stateOf(ctx, booking.booking_id);
    await runWithSeats(ctx, req, state, { type: 'DeclineCancellation', bookingId: booking.booking_id }, null);
    return { message: CANCELLATION_DECLINED };
  };
  const fulfil: Action = async (req, id) => {
    const body = rebookBody.parse(req.body ?? {});
    const field = body.dateOfService !== undefined ? 'dateOfService' : 'date';
    const slotId = body.dateOfService ?? body.date;
    if (!slotId) throw new HttpError('validation_failed', 'The date field is required.', { date: ['The date field is required.'] });
    const booking = await requireBooking(ctx, id);
    const state = await stateOf(ctx, booking.booking_id);
    // The button rules and the held slot are checked before any seat is taken.
    enforce(adminRebookRefusal(state));
    const slot = await slotRefOf(ctx, slotId, field);
    if (slot.id === state.slot.id) throw new HttpError('validation_failed', SAME_SLOT, { [field]: [SAME_SLOT] });
    await runWithSeats(ctx, req, state, { type: 'FulfilRebook', bookingId: booking.booking_id, slot }, slot);
    return { message: REBOOKED };
  };
  const reject: Action = async (req, id) => {
    const booking = await requireBooking(ctx, id);
    const state = await stateOf(ctx, booking.booking_id);
    await runWithSeats(ctx, req, state, { type: 'RejectRebook', bookingId: booking.booking_id }, null);
    return { message: REBOOK_REJECTED };
  };

  // Every action answers the spec's success text.
  const mount = (key: RouteKey, action: Action) =>
    routes.document(key, { response: message }).add(key, async (req, res) => {
      res.json(await action(req, String(req.params.id)));
    });
  mount('DELETE /api/bookings/:id', cancel);
  mount('PATCH /api/cancellation-requests-bookings/:id', accept);
  mount('DELETE /api/cancellation-requests-bookings/:id', decline);
  routes.document('PATCH /api/rebookings-requests/:id', { summary: 'Fulfil a rebooking (or re-book directly) on a slot: the seat moves', body: rebookBody });
  mount('PATCH /api/rebookings-requests/:id', fulfil);
  mount('DELETE /api/rebookings-requests/:id', reject);
  mount('POST /admin-api/bookings/:id/cancel', cancel);
  mount('POST /admin-api/cancellations/:id/accept', accept);
  mount('POST /admin-api/cancellations/:id/decline', decline);
  routes.document('POST /admin-api/rebookings/:id/fulfil', { summary: 'Fulfil a rebooking on a slot', body: rebookBody });
  mount('POST /admin-api/rebookings/:id/fulfil', fulfil);
  mount('POST /admin-api/rebookings/:id/reject', reject);

  // The two request lists, in the spec's paged shape and react-admin's.
  const byStatus = (workStatus: number) => async (req: Request) => {
    const request = pagedRequest(req, PAGE_SIZE);
    return pagedResponse(request, await listBookings(ctx.pool, { ...request, workStatus, sort: { field: 'created_at', order: 'DESC' } }));
  };
  routes.document('GET /api/cancellation-requests-bookings', { summary: 'Bookings whose cancellation was asked for, a page at a time', query: pagedListQuery });
  routes.add('GET /api/cancellation-requests-bookings', async (req, res) => {
    res.json(await byStatus(6)(req));
  });
  routes.document('GET /api/rebookings-requests', { summary: 'Bookings whose rebooking was asked for, a page at a time', query: pagedListQuery });
  routes.add('GET /api/rebookings-requests', async (req, res) => {
    res.json(await byStatus(5)(req));
  });
  const adminList = (resource: 'rebookings' | 'cancellations', workStatus: number) => {
    routes.document(`GET /admin-api/${resource}`, { summary: `Bookings with a pending ${resource.slice(0, -1)} request (react-admin)`, query: adminListQuery, response: adminBookings });
    routes.add(`GET /admin-api/${resource}`, async (req, res) => {
      const request = adminListRequest(req);
      sendAdminList(res, resource, request, await listBookings(ctx.pool, { ...request, workStatus }));
    });
    routes.document(`GET /admin-api/${resource}/:id`, { summary: `One booking with a pending ${resource.slice(0, -1)} request (react-admin)`, response: adminBooking });
    routes.add(`GET /admin-api/${resource}/:id`, async (req, res) => {
      const booking = await requireBooking(ctx, String(req.params.id));
      if (booking.work_status !== workStatus) throw new HttpError('not_found', 'Record not found.');
      res.json(booking);
    });
  };
  adminList('rebookings', 5);
  adminList('cancellations', 6);
}

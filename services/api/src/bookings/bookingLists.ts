/**
 * The booking lists: a customer's own (`GET /api/my-bookings`, and `POST` at the wizard's
 * end), the administrator's (`GET /api/bookings`, paged with search) and react-admin's
 * `/admin-api/bookings` list and record. Bookings are not created or edited as records (placing is the saga,
 * changes are commands), so react-admin gets only list and get.
 */
import { adminBooking, adminBookings } from '@app/core/contract/adminBookings';
import { myBookings as myBookingsAnswer } from '@app/core/contract/bookings';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { isReference } from '@app/core/bookings/reference';
import { customerCalendarLinks } from './calendar/customerCalendar.js';
import { findBookingById, findBookingByReference, listBookings } from '@app/projections/readModels/bookingList/bookings';
import type { ApiContext } from '../context.js';
import { requireActor } from '../http/actor.js';
import { adminListQuery, adminListRequest, pagedListQuery, pagedRequest, pagedResponse, sendAdminList } from '../http/lists.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';

const PAGE_SIZE = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const workStatus = z.coerce.number().int().min(0).max(6).optional();

export function bookingListRoutes(routes: Routes, ctx: ApiContext): void {
  const { pool } = ctx;

  const myBookings: RequestHandler = async (req, res) => {
    const actor = requireActor(req);
    const request = pagedRequest(req, PAGE_SIZE, { allByDefault: true });
    const page = await listBookings(pool, { ...request, customerId: actor.userId, sort: { field: 'created_at', order: 'DESC' } });
    // Add to calendar for each booking that has an entry (paid, not finished): only those streams are read.
    const rows = await Promise.all(page.rows.map(async (b) => ({ ...b, calendar: await customerCalendarLinks(ctx, b, false) })));
    res.json(pagedResponse(request, { ...page, rows }));
  };
  routes.document('GET /api/my-bookings', { summary: 'My bookings, newest first (every one unless paged)', query: pagedListQuery, response: myBookingsAnswer });
  routes.add('GET /api/my-bookings', myBookings);
  // Spec: "POST api/my-bookings, none, called when the wizard finishes". The same list: the
  // booking success page asks for it to show the booking just placed as the customer's own.
  routes.document('POST /api/my-bookings', { summary: 'The booking wizard finishes: my bookings, newest first, the one just placed among them', query: pagedListQuery });
  routes.add('POST /api/my-bookings', myBookings);

  routes.document('GET /api/bookings', { summary: 'Bookings, newest first, 10 a page, by work status', query: [pagedListQuery, z.object({ work_status: workStatus })] });
  routes.add('GET /api/bookings', async (req, res) => {
    const request = pagedRequest(req, PAGE_SIZE);
    const status = workStatus.parse(req.query.work_status);
    res.json(pagedResponse(request, await listBookings(pool, { ...request, workStatus: status, sort: { field: 'created_at', order: 'DESC' } })));
  });

  routes.document('GET /admin-api/bookings', { summary: 'Bookings (react-admin); filter by q, id, work_status, customer_id', query: adminListQuery, response: adminBookings });
  routes.add('GET /admin-api/bookings', async (req, res) => {
    const request = adminListRequest(req);
    const status = workStatus.safeParse(request.filter.work_status);
    const customerId = typeof request.filter.customer_id === 'string' && UUID.test(request.filter.customer_id) ? request.filter.customer_id : undefined;
    if (request.filter.customer_id !== undefined && !customerId) return sendAdminList(res, 'bookings', request, { rows: [], total: 0 });
    sendAdminList(res, 'bookings', request, await listBookings(pool, { ...request, customerId, workStatus: status.success ? status.data : undefined }));
  });

  routes.document('GET /admin-api/bookings/:id', { summary: 'One booking (react-admin), by id or reference', response: adminBooking });
  routes.add('GET /admin-api/bookings/:id', async (req, res) => {
    const id = String(req.params.id);
    const booking = isReference(id) ? await findBookingByReference(pool, id) : UUID.test(id) ? await findBookingById(pool, id) : undefined;
    if (!booking) throw new HttpError('not_found', 'Record not found.');
    res.json(booking);
  });
}

/**
 * The administrator's side of a booking's lifecycle through HTTP: Cancel, cancellation
 * requests (accept, decline), rebooking requests (fulfil with the seat moved, reject),
 * work permits confirmed, and the calendar. Each success text of the spec, each refusal
 * with its rule, the seats checked on the slot streams.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_SLOT } from '@app/core/bookings/decisions/rebooking';
import { BOOKING_NOT_FOUND } from '@app/core/bookings/rules';
import { findBookingById } from '@app/projections/readModels/bookingList/bookings';
import { planSlot } from './bookings.support.js';
import { run, slotSeats } from './bookings.customer.support.js';
import { booking, bookingOn, startWorld, workStatus, type World } from './bookings.admin.support.js';

let w: World;
beforeAll(async () => {
  w = await startWorld(0);
});
afterAll(async () => {
  await w?.stack.close();
});

const requestCancellation = (bookingId: string) => run(w.stack, bookingId, { type: 'RequestCancellation', bookingId, reason: 'Moving abroad', bankAccount: 'BPI 1234' });

describe('DELETE api/bookings/{id}', () => {
  it("cancels the booking, frees its seat, and answers 'Category has been cancelled.'", async () => {
    const { booking: b, slotId } = await booking(w);
    expect(await slotSeats(w.stack, slotId)).toEqual([b.booking_id]);
    const res = await w.admin.send('delete', `/api/bookings/${b.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Category has been cancelled.');
    expect(await workStatus(w, b)).toBe(2);
    expect(await slotSeats(w.stack, slotId)).toEqual([]);
    // Idempotent.
    expect((await w.admin.send('delete', `/api/bookings/${b.id}`)).status).toBe(200);
  });

  it('refuses a finished booking (409) and answers an unknown id with 404; customers get 403', async () => {
    const { booking: b } = await booking(w);
    await run(w.stack, b.booking_id, { type: 'AssignManongs', bookingId: b.booking_id, primary: [w.customer.userId], secondary: [], now: new Date().toISOString() });
    // Finished needs the work done: straight through the decider's events.
    const manongId = w.customer.userId;
    await run(w.stack, b.booking_id, { type: 'AnswerAssignment', bookingId: b.booking_id, manongId, confirmed: true });
    const state = await findBookingById(w.stack.db.pool, b.booking_id);
    const at = new Date(state!.when_at.getTime() + 60_000).toISOString();
    await run(w.stack, b.booking_id, { type: 'TimeIn', bookingId: b.booking_id, manongId, now: at }, at);
    await run(w.stack, b.booking_id, { type: 'CompleteBooking', bookingId: b.booking_id, feedback: 'Great' });
    const res = await w.admin.send('delete', `/api/bookings/${b.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The booking is finished.');
    expect((await w.admin.send('delete', '/api/bookings/ZZZZZZZZZZ')).status).toBe(404);
    expect((await w.admin.send('delete', '/api/bookings/ZZZZZZZZZZ')).body.message).toBe(BOOKING_NOT_FOUND);
    expect((await w.customer.client.send('delete', `/api/bookings/${b.id}`)).status).toBe(403);
  });
});

describe('cancellation requests', () => {
  it('lists the requests (status 6); PATCH grants one and frees the seat', async () => {
    const { booking: b, slotId } = await booking(w);
    await requestCancellation(b.booking_id);
    const list = await w.admin.get('/api/cancellation-requests-bookings');
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { id: string }) => r.id)).toContain(b.id);
    expect(list.body.data.every((r: { work_status: number }) => r.work_status === 6)).toBe(true);
    const ra = await w.admin.get('/admin-api/cancellations');
    expect(ra.headers['content-range']).toMatch(/^cancellations 0-\d+\/\d+$/);
    expect(ra.body.find((r: { id: string }) => r.id === b.id).refund_details).toEqual({ reason: 'Moving abroad', bank_account: 'BPI 1234' });

    const res = await w.admin.send('patch', `/api/cancellation-requests-bookings/${b.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Booking cancellation request granted');
    expect(await workStatus(w, b)).toBe(2);
    expect(await slotSeats(w.stack, slotId)).toEqual([]);
    expect((await w.admin.get('/api/cancellation-requests-bookings')).body.data.map((r: { id: string }) => r.id)).not.toContain(b.id);
  });

  it('DELETE declines back to the status before; refused at 2 and without a request (409)', async () => {
    const { booking: b, slotId } = await booking(w);
    const none = await w.admin.send('delete', `/api/cancellation-requests-bookings/${b.id}`);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('There is no cancellation request to decline.');
    expect((await w.admin.send('patch', `/api/cancellation-requests-bookings/${b.id}`)).status).toBe(409);

    await requestCancellation(b.booking_id);
    const res = await w.admin.send('delete', `/api/cancellation-requests-bookings/${b.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Booking cancellation request declined');
    expect(await workStatus(w, b)).toBe(0);
    expect(await slotSeats(w.stack, slotId)).toEqual([b.booking_id]);

    await w.admin.send('delete', `/api/bookings/${b.id}`);
    const cancelled = await w.admin.send('delete', `/api/cancellation-requests-bookings/${b.id}`);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe('The booking is cancelled.');
  });
});

describe('rebooking requests', () => {
  it('lists status 5 with the spec columns; PATCH fulfils: reserve the new seat, record, release the old', async () => {
    const { booking: b, slotId } = await booking(w);
    const [asked, chosen] = [await planSlot(w.stack, 2), await planSlot(w.stack, 2)];
    const req = await w.customer.client.send('post', '/api/rebook-booking', { bookingId: b.id, dateOfService: asked });
    expect(req.status, JSON.stringify(req.body)).toBe(200);

    const list = await w.admin.get('/api/rebookings-requests');
    const row = list.body.data.find((r: { id: string }) => r.id === b.id);
    expect(row).toMatchObject({ work_status: 5, work_status_string: 'Rebook Pending', payment_status: 'paid', customer: { email: w.customer.email } });
    expect(row.when_at).toBeTruthy();
    expect(new Date(row.requested_schedule_at).toISOString()).toBe(new Date(`${asked}:00+08:00`).toISOString());
    expect(row.created_at).toBeTruthy();

    // The administrator picks another slot than the one asked: that seat is taken, both others freed.
    const res = await w.admin.send('patch', `/api/rebookings-requests/${b.id}`, { date: chosen });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await workStatus(w, b)).toBe(4);
    expect(await slotSeats(w.stack, chosen)).toEqual([b.booking_id]);
    expect(await slotSeats(w.stack, asked)).toEqual([]);
    expect(await slotSeats(w.stack, slotId)).toEqual([]);
    const events = (await w.stack.store.readStream(`slot-${chosen}`)).map((e) => e.type);
    expect(events).toEqual(['SlotPlanned', 'SeatReserved']);
    expect((await findBookingById(w.stack.db.pool, b.booking_id))!.schedule_id).toBe(chosen);
  });

  it('fulfils the requested slot with dateOfService, keeping the seat it already holds', async () => {
    const { booking: b, slotId } = await booking(w);
    const asked = await planSlot(w.stack, 1);
    await w.customer.client.send('post', '/api/rebook-booking', { bookingId: b.id, dateOfService: asked });
    const res = await w.admin.send('patch', `/api/rebookings-requests/${b.id}`, { dateOfService: asked });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await slotSeats(w.stack, asked)).toEqual([b.booking_id]);
    expect(await slotSeats(w.stack, slotId)).toEqual([]);
  });

  it('refuses the held slot (422), a missing or unknown slot (422), and a full slot (409), the seat kept', async () => {
    const { booking: b, slotId } = await booking(w);
    const same = await w.admin.send('patch', `/api/rebookings-requests/${b.id}`, { date: slotId });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ date: [SAME_SLOT] });
    expect((await w.admin.send('patch', `/api/rebookings-requests/${b.id}`, {})).status).toBe(422);
    expect((await w.admin.send('patch', `/api/rebookings-requests/${b.id}`, { date: '2099-01-01T08:00' })).status).toBe(422);

    const full = await planSlot(w.stack, 1);
    const other = await booking(w, { paid: true });
    await w.admin.send('patch', `/api/rebookings-requests/${other.booking.id}`, { date: full });
    const refused = await w.admin.send('patch', `/api/rebookings-requests/${b.id}`, { date: full });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This schedule is fully booked.');
    expect(await slotSeats(w.stack, slotId)).toEqual([b.booking_id]);
  });

  it("DELETE rejects the request ('Re-booking request has been cancelled.'), gives the held seat back; 409 without a request", async () => {
    const { booking: b, slotId } = await booking(w);
    expect((await w.admin.send('delete', `/api/rebookings-requests/${b.id}`)).status).toBe(409);
    const asked = await planSlot(w.stack, 2);
    await w.customer.client.send('post', '/api/rebook-booking', { bookingId: b.id, dateOfService: asked });
    expect(await slotSeats(w.stack, asked)).toEqual([b.booking_id]);
    const res = await w.admin.send('delete', `/api/rebookings-requests/${b.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Re-booking request has been cancelled.');
    expect(await workStatus(w, b)).toBe(0);
    expect(await slotSeats(w.stack, asked)).toEqual([]);
    expect(await slotSeats(w.stack, slotId)).toEqual([b.booking_id]);
  });

  it('react-admin lists rebookings and runs the same commands', async () => {
    const { booking: b } = await booking(w);
    const asked = await planSlot(w.stack, 2);
    await w.customer.client.send('post', '/api/rebook-booking', { bookingId: b.id, dateOfService: asked });
    const list = await w.admin.get(`/admin-api/rebookings?filter=${encodeURIComponent(JSON.stringify({ q: b.id }))}`);
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([b.id]);
    expect((await w.admin.get(`/admin-api/rebookings/${b.id}`)).status).toBe(200);
    expect((await w.admin.send('post', `/admin-api/rebookings/${b.id}/reject`)).body.message).toBe('Re-booking request has been cancelled.');
    expect((await w.admin.get(`/admin-api/rebookings/${b.id}`)).status).toBe(404);
  });
});

describe('POST api/work-permit-confirmed', () => {
  it("confirms permits ('Work permit confirmation sent!'); 409 when there are none", async () => {
    const { booking: b } = await booking(w);
    const none = await w.admin.send('post', '/api/work-permit-confirmed', { id: b.id });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('There are no work permits to confirm.');
    await run(w.stack, b.booking_id, { type: 'UploadWorkPermits', bookingId: b.booking_id, files: [{ fileLink: '/x', fileName: 'permit.pdf' }] });
    const res = await w.admin.send('post', '/api/work-permit-confirmed', { id: b.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Work permit confirmation sent!');
    expect((await findBookingById(w.stack.db.pool, b.booking_id))!.permits_confirmed).toBe(true);
    expect((await w.admin.send('post', '/api/work-permit-confirmed', {})).status).toBe(422);
  });
});

describe('GET /api/dashboard-calendar', () => {
  it('answers the bookings of the range with when_at, category, customer, address, details and work_status_string', async () => {
    const { booking: b, slotId } = await booking(w);
    const day = slotId.slice(0, 10);
    const res = await w.admin.get(`/api/dashboard-calendar?start=${day}&end=${day}`);
    expect(res.status).toBe(200);
    const row = res.body.data.find((r: { id: string }) => r.id === b.id);
    expect(row).toMatchObject({ work_status_string: 'Pending', category: { name: w.c.category.name }, customer: { email: w.customer.email }, address: { barangay: 'Poblacion' } });
    expect(row.details).toHaveLength(1);
    expect(new Date(row.when_at).toISOString()).toBe(new Date(`${slotId}:00+08:00`).toISOString());
    expect(res.body).toMatchObject({ total: expect.any(Number), per_page: 50, current_page: 1 });
    expect(res.body.days).toEqual([{ date: day, bookings: res.body.total }]);
    const before = await w.admin.get('/api/dashboard-calendar?start=2020-01-01&end=2020-01-31');
    expect(before.body).toMatchObject({ data: [], days: [], total: 0, last_page: 1 });
    expect((await w.admin.get('/api/dashboard-calendar?start=2020-01-01')).status).toBe(422);
    expect((await w.admin.get('/api/dashboard-calendar?start=2020-01-01&end=2020-01-31&per_page=101')).status).toBe(422);
  });

  it('counts a month per day and gives the bookings of its quiet days (per_day); pages a busy day', async () => {
    const busy = ['2030-05-10', '2030-05-10', '2030-05-10'].map((date) => bookingOn(w, date));
    const placed = [...(await Promise.all(busy)), await bookingOn(w, '2030-05-11')];
    const month = await w.admin.get('/api/dashboard-calendar?start=2030-04-28&end=2030-06-08&per_day=2');
    expect(month.status).toBe(200);
    expect(month.body.days).toEqual([
      { date: '2030-05-10', bookings: 3 },
      { date: '2030-05-11', bookings: 1 },
    ]);
    // The busy day is only counted; the quiet day's booking comes whole.
    expect(month.body.data.map((b: { id: string }) => b.id)).toEqual([placed[3]!.id]);
    expect(month.body.data[0]).toMatchObject({ work_status_string: expect.any(String), category: { name: w.c.category.name }, address: { barangay: 'Poblacion' } });
    expect(month.body.data[0].details).toHaveLength(1);
    expect(month.body.total).toBeUndefined();

    const first = await w.admin.get('/api/dashboard-calendar?start=2030-05-10&end=2030-05-10&per_page=2');
    expect(first.body).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2, days: [{ date: '2030-05-10', bookings: 3 }] });
    const second = await w.admin.get('/api/dashboard-calendar?start=2030-05-10&end=2030-05-10&per_page=2&page=2');
    expect(second.body).toMatchObject({ total: 3, current_page: 2 });
    const ids = [...first.body.data, ...second.body.data].map((b: { id: string }) => b.id);
    expect(ids.sort()).toEqual(placed.slice(0, 3).map((b) => b.id).sort());
  });
});

/**
 * The audit trail through HTTP: a booking's history (every event with type, actor, role,
 * time, data and the details the console words as a sentence), the booking replayed right
 * after event n (?at=n), and the audit list filtered by booking, type, actor and date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namesOfUsers } from '@app/projections/readModels/users/queries';
import { planSlot } from './bookings.support.js';
import { booking, startWorld, type World } from './bookings.admin.support.js';

let w: World;
let adminId: string;
let admin: World['admin'];
beforeAll(async () => {
  w = await startWorld(2);
  const signed = await w.stack.signedIn('administrator', { firstName: 'Auditor' });
  admin = signed.client;
  adminId = signed.userId;
});
afterAll(async () => {
  await w?.stack.close();
});

describe('GET /admin-api/bookings/{id}/history', () => {
  it('lists every event of the stream, and ?at=n folds the booking as it was right after event n', async () => {
    const { booking: b } = await booking(w);
    const target = await planSlot(w.stack, 2);
    await w.customer.client.send('post', '/api/rebook-booking', { bookingId: b.id, dateOfService: target });
    await admin.send('post', '/api/assign-manongs/bookings', { booking: b.id, primaryManongs: [w.manongs[0]!.userId] });
    await admin.send('delete', `/api/rebookings-requests/${b.id}`);
    await admin.send('delete', `/api/bookings/${b.id}`);

    const res = await admin.get(`/admin-api/bookings/${b.id}/history`);
    expect(res.status).toBe(200);
    const types: string[] = res.body.events.map((e: { type: string }) => e.type);
    // Placement may open a checkout of its own (a PaymentRequested), so the test reads the stream for the numbers.
    const stream = (await w.stack.store.readStream(`booking-${b.booking_id}`)).map((e) => e.type);
    expect(types).toEqual(stream);
    expect(types.filter((t) => t !== 'PaymentRequested')).toEqual(['BookingPlaced', 'PaymentSucceeded', 'RebookRequested', 'ManongsAssigned', 'RebookRejected', 'BookingCancelledByAdmin']);
    expect(res.body.events.map((e: { number: number }) => e.number)).toEqual(types.map((_, i) => i + 1));
    const n = (type: string) => types.indexOf(type) + 1;
    const placed = res.body.events[0];
    expect(placed).toMatchObject({ actor: w.customer.userId, role: 'customer', data: { reference: b.id } });
    expect(new Date(placed.at).getTime()).not.toBeNaN();
    expect(res.body.events[n('ManongsAssigned') - 1]).toMatchObject({ actor: adminId, actor_name: expect.stringContaining('Auditor'), role: 'administrator' });
    // The facts of each sentence: the payment's gateway from its request, the manong by name, slots as Manila wall clocks.
    const details = (type: string) => res.body.events[n(type) - 1].details;
    const manong = (await namesOfUsers(w.stack.db.pool, [w.manongs[0]!.userId])).get(w.manongs[0]!.userId);
    expect(details('PaymentSucceeded')).toEqual({ gateway: 'xendit', amount: b.total });
    expect(details('ManongsAssigned')).toEqual({ primary: [manong], secondary: [] });
    expect(details('RebookRequested')).toEqual({ when: target });
    expect(details('BookingPlaced')).toMatchObject({ reference: b.id, when: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/), services: [expect.any(String)], total: b.total });

    const at = async (k: number) => (await admin.get(`/admin-api/bookings/${b.id}/history?at=${k}`)).body;
    expect((await at(1)).state).toMatchObject({ work_status: 0, payment_status: 'unpaid', can_pay: true, manongs: [] });
    expect((await at(n('PaymentSucceeded'))).state).toMatchObject({ work_status: 0, payment_status: 'paid', can_pay: false, can_assign_manongs: true });
    const four = await at(n('RebookRequested'));
    expect(four.event.type).toBe('RebookRequested');
    expect(four.state).toMatchObject({ work_status: 5, work_status_string: 'Rebook Pending', requested_slot: { id: target }, can_reject_rebook: true });
    expect((await at(n('ManongsAssigned'))).state.manongs).toEqual([expect.objectContaining({ manongId: w.manongs[0]!.userId, primary: true })]);
    expect((await at(n('RebookRejected'))).state).toMatchObject({ work_status: 0, requested_slot: null });
    expect((await at(types.length)).state).toMatchObject({ work_status: 2, work_status_string: 'Cancelled', can_cancel: false, can_assign_manongs: false });
    expect((await admin.get(`/admin-api/bookings/${b.id}/history?at=${types.length + 1}`)).status).toBe(404);
    expect((await admin.get(`/admin-api/bookings/${b.id}/history?at=0`)).status).toBe(422);

    // As of a moment (issue 25): the booking after the last event at or before it.
    const times: number[] = res.body.events.map((e: { at: string }) => new Date(e.at).getTime());
    const asOf = (moment: string) => admin.get(`/admin-api/bookings/${b.id}/history?at=${encodeURIComponent(moment)}`);
    const k = times.findIndex((time, i) => i + 1 < times.length && time < times[i + 1]!) + 1;
    const between = await asOf(new Date(times[k - 1]!).toISOString());
    expect(between.status, between.text).toBe(200);
    expect(between.body).toMatchObject({ at: k, event: { number: k } });
    expect((await asOf(new Date(times.at(-1)! + 60_000).toISOString().replace('.000Z', 'Z'))).body.at).toBe(types.length);
    // Without a zone, Manila's wall clock (UTC+8): the same moment as the UTC one.
    const manila = new Date(times.at(-1)! + 8 * 3_600_000 + 1_000).toISOString().slice(0, 19);
    expect((await asOf(manila)).body.at).toBe(types.length);
    const before = await asOf(new Date(times[0]! - 60_000).toISOString());
    expect(before.status).toBe(404);
    expect(before.body.message).toBe('The booking did not exist yet.');
    for (const wrong of ['yesterday', '2026-13-45T99:00:00Z', '1.5', '-3']) {
      const bad = await asOf(wrong);
      expect(bad.status, wrong).toBe(422);
      expect(bad.body.errors.at, wrong).toEqual(['The at must be an event number (1, 2, 3, ...) or a date and time such as 2026-11-27T13:01:39Z (Manila time when no zone is given).']);
    }
    expect((await w.customer.client.get(`/admin-api/bookings/${b.id}/history`)).status).toBe(403);
  });
});

describe('GET /admin-api/audit', () => {
  it('filters by booking, type, actor and date, paged with Content-Range', async () => {
    const { booking: b } = await booking(w);
    await admin.send('delete', `/api/bookings/${b.id}`);
    await w.stack.settled();
    const all = await admin.get(`/admin-api/audit?booking=${b.id}`);
    expect(all.status).toBe(200);
    const stream = (await w.stack.store.readStream(`booking-${b.booking_id}`)).map((e) => e.type);
    const count = stream.length;
    expect(all.body.map((r: { type: string }) => r.type)).toEqual([...stream].reverse());
    expect(all.headers['content-range']).toBe(`audit 0-${count - 1}/${count}`);
    expect(all.body[0]).toMatchObject({ actor: adminId, actor_name: expect.stringContaining('Auditor'), booking_reference: b.id, role: 'administrator', type: 'BookingCancelledByAdmin', stream_id: `booking-${b.booking_id}`, number: count });
    // A page's rows carry their sentence's facts too, a payment's gateway read from earlier in its stream.
    expect(all.body.find((r: { type: string }) => r.type === 'PaymentSucceeded').details).toEqual({ gateway: 'xendit', amount: b.total });
    const slots = await admin.get(`/admin-api/audit?type=SlotPlanned&range=${encodeURIComponent('[0,0]')}`);
    expect(slots.body[0].details).toMatchObject({ when: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/) });

    const byType = await admin.get(`/admin-api/audit?booking=${b.id}&type=BookingPlaced`);
    expect(byType.body).toHaveLength(1);
    const byActor = await admin.get(`/admin-api/audit?actor=${adminId}&type=BookingCancelledByAdmin`);
    expect(byActor.body.map((r: { stream_id: string }) => r.stream_id)).toContain(`booking-${b.booking_id}`);
    const page = await admin.get(`/admin-api/audit?booking=${b.id}&range=${encodeURIComponent('[1,2]')}&sort=${encodeURIComponent('["occurred_at","ASC"]')}`);
    expect(page.body.map((r: { type: string }) => r.type)).toEqual(stream.slice(1, 3));
    expect(page.headers['content-range']).toBe(`audit 1-2/${count}`);
    expect((await admin.get(`/admin-api/audit?booking=${b.id}&to=2000-01-01`)).body).toEqual([]);
    expect((await admin.get(`/admin-api/audit?booking=${b.id}&from=2000-01-01`)).body).toHaveLength(count);
    const filtered = await admin.get(`/admin-api/audit?filter=${encodeURIComponent(JSON.stringify({ booking: b.id, type: 'PaymentSucceeded' }))}`);
    expect(filtered.body).toHaveLength(1);
    expect((await admin.get('/admin-api/audit?from=yesterday')).status).toBe(422);
    expect((await admin.get('/admin-api/audit?booking=ZZZZZZZZZZ')).body).toEqual([]);
  });
});

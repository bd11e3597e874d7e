/**
 * The field staff through HTTP: a manong's bookings with their action flags, the answer
 * (once, assigned manongs only: another gets 404), time-in (after confirming, on the Manila
 * service date only), time-out (after time-in), documents (typed by content, private), and
 * an assessor's assessments, with the same answer, time-in and time-out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignedManongs } from '@app/projections/readModels/manongAssignments/assignments';
import { assign, assessment, bookingOn, manilaToday, manilaTomorrow, startWorld, workStatus, type World } from './bookings.admin.support.js';

let w: World;
let assessor: { client: World['admin']; userId: string };
beforeAll(async () => {
  w = await startWorld(3);
  assessor = await w.stack.signedIn('assessor');
});
afterAll(async () => {
  await w?.stack.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e1d2d20000000049454e44ae426082', 'hex');

describe('a manong on the service date', () => {
  it('lists the booking with its flags; answers once; times in on the day, then out', async () => {
    const [m, other] = w.manongs;
    const b = await bookingOn(w, manilaToday());
    await assign(w, b, [m!.userId]);

    const list = await m!.client.get('/api/manongs/bookings');
    expect(list.status).toBe(200);
    const row = list.body.data.find((r: { id: string }) => r.id === b.id);
    expect(row).toMatchObject({ service_status: 'Pending', services: expect.stringContaining('Aircon cleaning'), actions: { canAnswer: true, canTimeIn: false, canTimeOut: false } });
    expect(row.service_date).toBeTruthy();
    // On the service date Time In is open: nothing to announce.
    expect(row.time_in_opens).toBeNull();
    expect(row.date_booked).toBeTruthy();
    expect((await other!.client.get('/api/manongs/bookings')).body.data).toEqual([]);

    // Another manong: the booking does not exist for them.
    expect((await other!.client.send('patch', `/api/manongs/bookings/${b.id}`, { is_confirmed: 1 })).status).toBe(404);
    expect((await other!.client.send('post', `/api/manongs/time-in/${b.id}`)).status).toBe(404);

    const early = await m!.client.send('post', `/api/manongs/time-in/${b.id}`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Confirm the booking before timing in.');
    const noOut = await m!.client.send('post', `/api/manongs/time-out/${b.id}`);
    expect(noOut.status).toBe(409);
    expect(noOut.body.message).toBe('Time in before timing out.');

    expect((await m!.client.send('patch', `/api/manongs/bookings/${b.id}`, { is_confirmed: 2 })).status).toBe(422);
    const yes = await m!.client.send('patch', `/api/manongs/bookings/${b.id}`, { is_confirmed: 1 });
    expect(yes.status, JSON.stringify(yes.body)).toBe(200);
    expect(yes.body.message).toBe('Booking has been confirmed.');
    const again = await m!.client.send('patch', `/api/manongs/bookings/${b.id}`, { is_confirmed: 0 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already answered this booking.');
    const flags = (await m!.client.get('/api/manongs/bookings')).body.data.find((r: { id: string }) => r.id === b.id);
    expect(flags.actions).toEqual({ canAnswer: false, canTimeIn: true, canTimeOut: false });
    expect(flags.assignment).toMatchObject({ is_answered: 1, is_confirmed: 1, confirmed: 'Yes' });

    const timedIn = await m!.client.send('post', `/api/manongs/time-in/${b.id}`);
    expect(timedIn.status, JSON.stringify(timedIn.body)).toBe(200);
    expect(timedIn.body.message).toBe('Timed-In has been successful.');
    expect(await workStatus(w, b)).toBe(3);
    expect((await m!.client.send('post', `/api/manongs/time-in/${b.id}`)).body.message).toBe('You have already timed in.');

    const out = await m!.client.send('post', `/api/manongs/time-out/${b.id}`);
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Timed-Out has been successful.');
    expect((await m!.client.send('post', `/api/manongs/time-out/${b.id}`)).status).toBe(409);
    const [row2] = await assignedManongs(w.stack.db.pool, b.booking_id);
    expect(row2!.timed_in_at).not.toBeNull();
    expect(row2!.timed_out_at).not.toBeNull();
  });

  it('refuses time-in on another day than the service date (409), and a declined manong', async () => {
    const [m, n] = w.manongs;
    const b = await bookingOn(w, manilaTomorrow());
    await assign(w, b, [m!.userId, n!.userId]);
    await m!.client.send('patch', `/api/manongs/bookings/${b.id}`, { is_confirmed: 1 });
    const res = await m!.client.send('post', `/api/manongs/time-in/${b.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You can time in only on the service date.');
    const flags = (await m!.client.get('/api/manongs/bookings')).body.data.find((r: { id: string }) => r.id === b.id);
    expect(flags.actions.canTimeIn).toBe(false);
    // Before the service date the row says when Time In opens; a declined manong's never will.
    expect(flags.time_in_opens).toBe(manilaTomorrow());

    const no = await n!.client.send('patch', `/api/manongs/bookings/${b.id}`, { is_confirmed: 0 });
    expect(no.body.message).toBe('Booking has been declined.');
    expect((await n!.client.send('post', `/api/manongs/time-in/${b.id}`)).status).toBe(409);
    expect((await n!.client.get('/api/manongs/bookings')).body.data.find((r: { id: string }) => r.id === b.id).time_in_opens).toBeNull();
  });

  it('is for manongs only: customers 403, guests 401', async () => {
    expect((await w.customer.client.get('/api/manongs/bookings')).status).toBe(403);
    expect((await w.stack.client().get('/api/manongs/bookings')).status).toBe(401);
  });
});

describe('POST api/upload-documents', () => {
  it("stores documents typed by content ('Documents uploaded!'), served privately to the assigned manong and administrators", async () => {
    const [m, other] = w.manongs;
    const b = await bookingOn(w, manilaTomorrow());
    await assign(w, b, [m!.userId]);
    const res = await m!.client.multipart('post', '/api/upload-documents', { id: b.id }, { 'documents[]': [PNG, 'check list.png'] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Documents uploaded!');
    const link: string = res.body.data[0].file_link;
    expect(res.body.data[0].file_name).toBe('check list.png');
    const got = await m!.client.get(link);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toContain('attachment; filename="check list.png"');
    expect((await w.admin.get(link)).status).toBe(200);
    expect((await other!.client.get(link)).status).toBe(404);
    const listed = (await m!.client.get('/api/manongs/bookings')).body.data.find((r: { id: string }) => r.id === b.id);
    expect(listed.documents).toHaveLength(1);

    const fake = await m!.client.multipart('post', '/api/upload-documents', { id: b.id }, { 'documents[]': [Buffer.from('<script>alert(1)</script>'), 'evil.png'] });
    expect(fake.status).toBe(422);
    expect((await m!.client.multipart('post', '/api/upload-documents', { id: b.id })).status).toBe(422);
    expect((await other!.client.multipart('post', '/api/upload-documents', { id: b.id }, { 'documents[]': [PNG, 'a.png'] })).status).toBe(404);
  });
});

it('reads documents[] bracketed, indexed or as a repeated part (issue 25)', async () => {
  const [m] = w.manongs;
  const b = await bookingOn(w, manilaTomorrow());
  await assign(w, b, [m!.userId]);
  const forms: [string, Buffer, string][][] = [
    [['documents[]', PNG, 'a.png'], ['documents[]', PNG, 'b.png']],
    [['documents[0]', PNG, 'c.png'], ['documents[1]', PNG, 'd.png']],
    [['documents', PNG, 'e.png'], ['documents', PNG, 'f.png']],
  ];
  for (const files of forms) {
    const res = await m!.client.multipart('post', '/api/upload-documents', { id: b.id }, files);
    expect(res.status, `${files[0]![0]}: ${res.text}`).toBe(201);
    expect(res.body.data.map((d: { file_name: string }) => d.file_name).slice(-2), files[0]![0]).toEqual(files.map(([, , name]) => name));
  }
});

describe('assessments', () => {
  it("the admin list (Booked 'No Booking'), assign-assessors ('Succesfully assigned assessor'), the assessor's list and documents", async () => {
    const id = await assessment(w);
    const list = await w.admin.get('/api/administrator/assessments');
    expect(list.status).toBe(200);
    const row = list.body.data.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ booked: 'No Booking', customer: { email: w.customer.email }, category: { name: w.c.category.name } });
    expect(row.created_at).toBeTruthy();

    const bad = await w.admin.send('post', '/api/assign-assessors', { assessment: id, primaryAssessors: [w.manongs[0]!.userId], date: manilaTomorrow(), time: '09:00' });
    expect(bad.status).toBe(422);
    expect((await w.admin.send('post', '/api/assign-assessors', { assessment: id, primaryAssessors: [assessor.userId], date: 'soon', time: '09:00' })).status).toBe(422);
    const res = await w.admin.send('post', '/api/assign-assessors', { assessment: id, primaryAssessors: [assessor.userId], secondaryAssessors: [], date: manilaTomorrow(), time: '9:30 AM' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Succesfully assigned assessor');

    const mine = await assessor.client.get('/api/assessors/bookings');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(mine.body.data[0].schedule).toEqual({ date: manilaTomorrow(), time: '09:30' });
    const up = await assessor.client.multipart('post', '/api/upload-documents', { id }, { documents: [PNG, 'site.png'] });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect((await assessor.client.get(up.body.data[0].file_link)).status).toBe(200);

    const ra = await w.admin.get('/admin-api/assessments');
    expect(ra.headers['content-range']).toMatch(/^assessments /);
    expect((await w.admin.get(`/admin-api/assessments/${id}`)).body.primary_assessors[0].id).toBe(assessor.userId);
  });
});

describe('an assessor on the visit date', () => {
  it('answers once; times in on the day, then out; another assessor finds nothing; the administrator sees the answer', async () => {
    const other = await w.stack.signedIn('assessor');
    const id = await assessment(w);
    const sent = await w.admin.send('post', '/api/assign-assessors', { assessment: id, primaryAssessors: [assessor.userId], secondaryAssessors: [], date: manilaToday(), time: '08:00' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const rowOf = async () => (await assessor.client.get('/api/assessors/bookings')).body.data.find((r: { id: string }) => r.id === id);

    expect(await rowOf()).toMatchObject({ assignment: { is_primary: 1, is_answered: 0, confirmed: 'No Answer', time_in: null }, actions: { canAnswer: true, canTimeIn: false, canTimeOut: false }, time_in_opens: null });
    expect((await other.client.send('patch', `/api/assessors/bookings/${id}`, { is_confirmed: 1 })).status).toBe(404);
    expect((await other.client.send('post', `/api/assessors/time-in/${id}`)).status).toBe(404);
    expect((await assessor.client.send('patch', '/api/assessors/bookings/not-an-id', { is_confirmed: 1 })).status).toBe(404);

    const early = await assessor.client.send('post', `/api/assessors/time-in/${id}`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Confirm the assessment before timing in.');
    expect((await assessor.client.send('patch', `/api/assessors/bookings/${id}`, { is_confirmed: 7 })).status).toBe(422);

    const yes = await assessor.client.send('patch', `/api/assessors/bookings/${id}`, { is_confirmed: 1 });
    expect(yes.status, JSON.stringify(yes.body)).toBe(200);
    expect(yes.body.message).toBe('Assessment has been confirmed.');
    expect((await assessor.client.send('patch', `/api/assessors/bookings/${id}`, { is_confirmed: 0 })).status).toBe(409);
    expect(await rowOf()).toMatchObject({ assignment: { is_answered: 1, is_confirmed: 1, confirmed: 'Yes' }, actions: { canAnswer: false, canTimeIn: true, canTimeOut: false } });

    expect((await assessor.client.send('post', `/api/assessors/time-out/${id}`)).status).toBe(409);
    const timedIn = await assessor.client.send('post', `/api/assessors/time-in/${id}`);
    expect(timedIn.status, JSON.stringify(timedIn.body)).toBe(200);
    expect(timedIn.body).toMatchObject({ message: 'Time-In has been successful.', data: { time_in: expect.any(String) } });
    expect((await assessor.client.send('post', `/api/assessors/time-in/${id}`)).status).toBe(409);
    const out = await assessor.client.send('post', `/api/assessors/time-out/${id}`);
    expect(out.body).toMatchObject({ message: 'Time-Out has been successful.', data: { time_out: expect.any(String) } });
    expect(await rowOf()).toMatchObject({ actions: { canAnswer: false, canTimeIn: false, canTimeOut: false } });

    const seen = (await w.admin.get(`/admin-api/assessments/${id}`)).body.primary_assessors[0];
    expect(seen).toMatchObject({ id: assessor.userId, confirmed: 'Yes', is_answered: true, time_in: expect.any(String), time_out: expect.any(String) });
    // A manong is not an assessor: the calls are refused before any lookup.
    expect((await w.manongs[0]!.client.send('patch', `/api/assessors/bookings/${id}`, { is_confirmed: 1 })).status).toBe(403);
  });

  it('an assessment of another day cannot be timed in; declining is recorded as Declined', async () => {
    const id = await assessment(w);
    await w.admin.send('post', '/api/assign-assessors', { assessment: id, primaryAssessors: [assessor.userId], secondaryAssessors: [], date: manilaTomorrow(), time: '08:00' });
    const rowOf = async () => (await assessor.client.get('/api/assessors/bookings')).body.data.find((r: { id: string }) => r.id === id);
    expect((await rowOf()).time_in_opens).toBe(manilaTomorrow());
    const no = await assessor.client.send('patch', `/api/assessors/bookings/${id}`, { is_confirmed: 0 });
    expect(no.body.message).toBe('Assessment has been declined.');
    expect((await rowOf()).time_in_opens).toBeNull();
    expect((await w.admin.get(`/admin-api/assessments/${id}`)).body.primary_assessors[0].confirmed).toBe('Declined');
    // The administrators are told of the request and of the decline (a confirmation tells nobody).
    await w.stack.settled();
    const notes = (await w.admin.get('/api/notifications')).body.notifications.map((n: { data: { message: string; type: string } }) => [n.data.type, n.data.message]);
    expect(notes).toContainEqual(['AssessorAnswered', 'An assessor declined the assessment for Ana Reyes']);
    expect(notes).toContainEqual(['AssessmentRequested', 'New assessment request from Ana Reyes']);
    expect(notes.filter(([type]: string[]) => type === 'AssessorAnswered')).toHaveLength(1);
    // Sent again on a new date, they answer again; confirmed, the visit is tomorrow.
    await w.admin.send('post', '/api/assign-assessors', { assessment: id, primaryAssessors: [assessor.userId], secondaryAssessors: [], date: manilaTomorrow(), time: '10:00' });
    expect((await assessor.client.send('patch', `/api/assessors/bookings/${id}`, { is_confirmed: 1 })).status).toBe(200);
    const early = await assessor.client.send('post', `/api/assessors/time-in/${id}`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('You can time in only on the assessment date.');
  });
});

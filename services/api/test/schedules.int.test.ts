import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { handleCommand } from '@app/core/commands/handleCommand';
import { addDays, manilaDate, manilaInstant } from '@app/core/schedules/manilaTime';
import { slotDecider, START_PASSED } from '@app/core/schedules/slotDecider';
import { slotStreamId } from '@app/core/schedules/slotEvents';
import { allowedStartTimes } from '../src/schedules/plannerForm.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let admin: TestClient;
const today = manilaDate(new Date());
const day = (n: number) => addDays(today, n);
const eventCount = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n as number;
const reserve = (id: string) => handleCommand(stack.store, slotStreamId(id), slotDecider, { type: 'ReserveSeat', id, bookingId: randomUUID(), now: new Date().toISOString() }, systemContext());

beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
});
afterAll(async () => {
  await stack?.close();
});

it('offers the 27 start times from 8:00 AM to 4:30 PM', () => {
  expect(allowedStartTimes).toHaveLength(27);
  expect(allowedStartTimes.slice(0, 4)).toEqual(['08:00', '08:15', '08:30', '09:00']);
  expect(allowedStartTimes.at(-1)).toBe('16:30');
  expect(allowedStartTimes).not.toContain('08:45');
});

it('plans one slot per day and start time, lists them paged, and planning again is idempotent', async () => {
  const res = await admin.send('post', '/api/schedules', { scheduled_at: [day(10), day(12)], start_at: ['8:00 AM', '13:30'] });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ message: 'Schedule plan has been created.', created: 6 });
  const again = await admin.send('post', '/api/schedules', { scheduled_at: [day(10), day(12)], start_at: ['08:00', '01:30 PM'] });
  expect(again.body.created).toBe(0);

  const list = await admin.get(`/api/schedules?search=${day(10)}`);
  expect(list.status).toBe(200);
  expect(list.body).toMatchObject({ total: 2, per_page: 10, current_page: 1 });
  expect(list.body.data[0]).toMatchObject({
    id: `${day(10)}T08:00`,
    scheduled_at: day(10),
    start_at: '08:00',
    end_at: '10:00',
    duration: 2,
    country: 'PH',
    capacity: 1,
    reserved: 0,
  });
  expect(list.body.data[1]).toMatchObject({ start_at: '13:30', end_at: '15:30' });

  const single = await admin.send('post', '/api/schedules', { scheduled_at: day(20), start_at: '16:30', duration: 3, capacity: 4 });
  expect(single.body.created).toBe(1);
  expect((await admin.get(`/api/schedules?search=${day(20)}`)).body.data[0]).toMatchObject({ start_at: '16:30', end_at: '19:30', duration: 3, capacity: 4 });
});

it('refuses a bad date range with "Invalid date selection", and bad fields with a field map, writing nothing', async () => {
  const before = await eventCount();
  for (const scheduled_at of [[day(5), day(3)], [day(-1), day(2)], [day(1), day(367)]]) {
    const res = await admin.send('post', '/api/schedules', { scheduled_at, start_at: '08:00' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Invalid date selection');
  }
  const bad = await admin.send('post', '/api/schedules', { scheduled_at: 'soon', start_at: '08:45', duration: 9, capacity: 0, country: 'JP' });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors).sort()).toEqual(['capacity', 'country', 'duration', 'scheduled_at', 'start_at']);
  expect(bad.body.errors.start_at).toEqual(['The selected start at is invalid.']);
  const late = await admin.send('post', '/api/schedules', { scheduled_at: day(3), start_at: '16:30', duration: 8 });
  expect(late.status).toBe(422);
  expect(late.body.errors.duration).toEqual(['The schedule must end by midnight.']);
  expect((await admin.send('post', '/api/schedules', {})).status).toBe(422);
  expect(await eventCount()).toBe(before);
});

it('plans a slot later today (Manila) whose start has not passed, refuses one that has, and offers the new slot for booking', async () => {
  // The api's clock reads 10:00 in Manila on a day of its own; the administrator signs in under it.
  const planDay = day(60);
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(manilaInstant(planDay, '10:00'));
  try {
    const early = (await stack.signedIn('administrator')).client;
    const res = await early.send('post', '/api/schedules', { scheduled_at: planDay, start_at: ['09:00', '10:15', '1:00 PM'] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ created: 2, planned: 2 });
    expect((await early.get(`/api/available-schedules?start=${planDay}&end=${planDay}`)).body.map((s: { start_at: string }) => s.start_at)).toEqual(['10:15', '13:00']);
    const passed = await early.send('post', '/admin-api/schedules', { scheduled_at: [planDay, planDay], start_at: ['08:00', '09:30'] });
    expect(passed.status).toBe(422);
    expect(passed.body.errors).toEqual({ start_at: [START_PASSED] });
  } finally {
    vi.useRealTimers();
  }
});

it('removes an empty slot, refuses one holding bookings (409), and 404s unknown ones', async () => {
  await admin.send('post', '/api/schedules', { scheduled_at: day(30), start_at: ['09:00', '09:15'] });
  const removed = await admin.send('delete', `/api/schedules/${day(30)}T09:00`);
  expect(removed.status).toBe(200);
  expect(removed.body.message).toBe('Schedule removed successfully!');
  expect((await admin.send('delete', `/api/schedules/${day(30)}T09:00`)).status).toBe(404);
  expect((await admin.send('delete', '/api/schedules/nonsense')).status).toBe(404);

  await reserve(`${day(30)}T09:15`);
  const refused = await admin.send('delete', `/api/schedules/${day(30)}T09:15`);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe('This schedule has bookings and cannot be removed.');

  // A removed slot can be planned again.
  expect((await admin.send('post', '/api/schedules', { scheduled_at: day(30), start_at: '09:00' })).body.created).toBe(1);
});

it('available-schedules offers only future slots with seats left, sorted, to anyone', async () => {
  await admin.send('post', '/api/schedules', { scheduled_at: [day(40), day(41)], start_at: ['10:00', '08:00'], capacity: 1 });
  await reserve(`${day(41)}T08:00`);
  // A slot in the past, planned before its day (the planner refuses past dates).
  const past = `${day(-1)}T08:00`;
  await handleCommand(stack.store, slotStreamId(past), slotDecider, { type: 'PlanSlot', date: day(-1), startAt: '08:00', durationHours: 2, capacity: 3, country: 'PH', now: manilaInstant(day(-3), '12:00').toISOString() }, systemContext());
  await stack.settled();

  const guest = stack.client();
  const res = await guest.get(`/api/available-schedules?start=${day(40)}&end=${day(41)}`);
  expect(res.status).toBe(200);
  expect(res.body).toEqual([
    { id: `${day(40)}T08:00`, scheduled_at: day(40), start_at: '08:00', end_at: '10:00' },
    { id: `${day(40)}T10:00`, scheduled_at: day(40), start_at: '10:00', end_at: '12:00' },
    { id: `${day(41)}T10:00`, scheduled_at: day(41), start_at: '10:00', end_at: '12:00' },
  ]);
  expect((await guest.get(`/api/available-schedules?start=${day(-1)}&end=${day(-1)}`)).body).toEqual([]);
  expect((await guest.get(`/api/available-schedules?start=${day(1)}&end=${day(70)}`)).status).toBe(422);
  expect((await guest.get(`/api/available-schedules?start=${day(3)}&end=${day(1)}`)).status).toBe(422);
  expect((await guest.get('/api/available-schedules?start=bad')).status).toBe(422);
});

it('serves react-admin at /admin-api/schedules: plan answers the first slot, edits are refused', async () => {
  const created = await admin.send('post', '/admin-api/schedules', { scheduled_at: [day(50), day(51)], start_at: ['11:00'] });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ id: `${day(50)}T11:00`, scheduled_at: day(50), created: 2 });
  const list = await admin.get(`/admin-api/schedules?filter=${encodeURIComponent(JSON.stringify({ q: day(51) }))}`);
  expect(list.headers['content-range']).toBe('schedules 0-0/1');
  expect((await admin.get(`/admin-api/schedules/${day(51)}T11:00`)).body).toMatchObject({ start_at: '11:00', end_at: '13:00' });
  const put = await admin.send('put', `/admin-api/schedules/${day(51)}T11:00`, { capacity: 2 });
  expect(put.status).toBe(422);
  expect(put.body.message).toBe('Schedules cannot be edited; remove and plan again.');
  const del = await admin.send('delete', `/admin-api/schedules/${day(51)}T11:00`);
  expect(del.body).toMatchObject({ id: `${day(51)}T11:00` });
  expect((await admin.get(`/admin-api/schedules/${day(51)}T11:00`)).status).toBe(404);
});

it('is for administrators only, except the available slots', async () => {
  const customer = (await stack.signedIn('customer')).client;
  expect((await customer.get('/api/schedules')).status).toBe(403);
  expect((await customer.send('post', '/api/schedules', { scheduled_at: day(2), start_at: '08:00' })).status).toBe(403);
  expect((await customer.get('/api/available-schedules')).status).toBe(200);
});

/** Teams of manongs, the field-staff pickers, and field locations. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let admin: TestClient;
let manongA: string;
let manongB: string;
let assessor: string;
let customer: string;
beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
  manongA = (await stack.signedIn('manong', { firstName: 'Berto' })).userId;
  manongB = (await stack.signedIn('manong', { firstName: 'Andoy' })).userId;
  assessor = (await stack.signedIn('assessor', { firstName: 'Carla' })).userId;
  customer = (await stack.signedIn('customer')).userId;
});
afterAll(async () => {
  await stack?.close();
});

const eventCount = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n as number;

it('creates, lists, updates and removes a team of manongs with the spec texts', async () => {
  const created = await admin.send('post', '/api/teams', { name: 'Team Makati', members: [manongA, manongB, manongA] });
  expect(created.status).toBe(201);
  expect(created.body.message).toBe('Team has been created.');
  // Duplicates dropped, the chosen order kept.
  expect(created.body.data).toMatchObject({
    name: 'Team Makati',
    members: [
      { id: manongA, first_name: 'Berto', last_name: expect.any(String) },
      { id: manongB, first_name: 'Andoy', last_name: expect.any(String) },
    ],
  });
  expect(Object.keys(created.body.data.members[0]).sort()).toEqual(['first_name', 'id', 'last_name']);
  const id = created.body.data.id;

  await admin.send('post', '/api/teams', { name: 'Team Pasig', members: [{ id: manongB, first_name: 'Andoy' }] });
  const list = await admin.get('/api/teams');
  expect(list.status).toBe(200);
  expect(list.body.data.map((t: { name: string }) => t.name)).toEqual(['Team Makati', 'Team Pasig']);
  expect((await admin.get('/api/teams?search=pasig')).body.data).toHaveLength(1);

  const updated = await admin.send('patch', `/api/teams/${id}`, { name: 'Team Makati North', members: [manongB] });
  expect(updated.body).toMatchObject({ message: 'Team has been updated.', data: { id, name: 'Team Makati North', members: [{ id: manongB }] } });
  const removed = await admin.send('delete', `/api/teams/${id}`);
  expect(removed.body.message).toBe('Team has been removed.');
  expect((await admin.send('delete', `/api/teams/${id}`)).status).toBe(404);
  expect((await admin.send('patch', '/api/teams/zzz', { name: 'X', members: [manongA] })).status).toBe(404);
  expect((await stack.store.readStream(`team-${id}`)).map((e) => e.type)).toEqual(['TeamCreated', 'TeamUpdated', 'TeamRemoved']);
});

it('refuses teams without a name, without members, or with members who are not manongs; writes nothing', async () => {
  const before = await eventCount();
  const empty = await admin.send('post', '/api/teams', {});
  expect(empty.status).toBe(422);
  expect(empty.body.errors).toEqual({ name: ['The name field is required.'], members: ['The members field is required.'] });
  expect((await admin.send('post', '/api/teams', { name: 'T', members: [] })).body.errors).toEqual({ members: ['The members field is required.'] });
  const invalid = { members: ['The selected members are invalid: every member must be a manong.'] };
  for (const members of [[manongA, customer], [assessor], ['not-a-uuid'], ['00000000-0000-4000-8000-000000000000'], [42]]) {
    const res = await admin.send('post', '/api/teams', { name: 'T', members });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(invalid);
  }
  expect(await eventCount()).toBe(before);
});

it('lists manongs and assessors for the pickers', async () => {
  const ids = (body: { id: string }[]) => body.map((u) => u.id).sort();
  const manongs = await admin.get('/api/manongs');
  expect(manongs.status).toBe(200);
  expect(ids(manongs.body)).toEqual([manongA, manongB].sort());
  // By name: Andoy before Berto.
  expect(manongs.body.map((u: { first_name: string }) => u.first_name)).toEqual(['Andoy', 'Berto']);
  expect(manongs.body[0]).toMatchObject({ email: expect.any(String), roles: [{ name: 'manong' }] });
  expect((await admin.get('/api/all-manongs?all=true')).body).toEqual(manongs.body);
  const assessors = await admin.get('/api/assessors');
  expect(ids(assessors.body)).toEqual([assessor]);
});

it('serves locations publicly by name, and changes them through /admin-api/locations', async () => {
  const guest = stack.client();
  expect((await guest.get('/api/locations')).body).toEqual([]);
  const made: string[] = [];
  for (const name of ['Taguig', 'Bacoor', 'Manila']) {
    const res = await admin.send('post', '/admin-api/locations', { name });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name });
    made.push(res.body.id);
  }
  const listed = await guest.get('/api/locations');
  expect(listed.status).toBe(200);
  expect(listed.body).toEqual([
    { id: made[1], name: 'Bacoor' },
    { id: made[2], name: 'Manila' },
    { id: made[0], name: 'Taguig' },
  ]);
  expect((await admin.send('post', '/admin-api/locations', { name: '' })).body.errors).toEqual({ name: ['The name field is required.'] });
  const page = await admin.get(`/admin-api/locations?range=${encodeURIComponent('[0,1]')}&sort=${encodeURIComponent('["name","DESC"]')}`);
  expect(page.headers['content-range']).toBe('locations 0-1/3');
  expect(page.body.map((l: { name: string }) => l.name)).toEqual(['Taguig', 'Manila']);
  expect((await admin.send('put', `/admin-api/locations/${made[0]}`, { name: 'BGC Taguig' })).body.name).toBe('BGC Taguig');
  expect((await admin.send('delete', `/admin-api/locations/${made[1]}`)).body.name).toBe('Bacoor');
  expect((await guest.get('/api/locations')).body.map((l: { name: string }) => l.name)).toEqual(['BGC Taguig', 'Manila']);
  expect((await admin.get('/admin-api/locations/not-a-uuid')).status).toBe(404);
});

it('serves react-admin at /admin-api/teams with member_ids', async () => {
  const created = await admin.send('post', '/admin-api/teams', { name: 'Admin Team', member_ids: [manongA] });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ name: 'Admin Team', member_ids: [manongA], members: [{ id: manongA }] });
  expect((await admin.send('post', '/admin-api/teams', { name: 'X', member_ids: [customer] })).body.errors).toHaveProperty('member_ids');
  const list = await admin.get(`/admin-api/teams?filter=${encodeURIComponent('{"q":"admin"}')}`);
  expect(list.headers['content-range']).toBe('teams 0-0/1');
  // react-admin sends the whole record back: the edited member_ids win over the stale members.
  const put = await admin.send('put', `/admin-api/teams/${created.body.id}`, { ...created.body, member_ids: [manongB, manongA] });
  expect(put.status).toBe(200);
  expect(put.body.member_ids).toEqual([manongB, manongA]);
  expect(put.body.members.map((m: { id: string }) => m.id)).toEqual([manongB, manongA]);
  expect((await admin.send('delete', `/admin-api/teams/${created.body.id}`)).body.name).toBe('Admin Team');
});

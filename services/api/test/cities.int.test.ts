import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let admin: TestClient;
beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
});
afterAll(async () => {
  await stack?.close();
});

it('creates, lists (paged by 10, searchable), updates and removes a city, with the spec texts', async () => {
  const created = await admin.send('post', '/api/cities', { name: '  Makati  ' });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ message: 'City has been created.', data: { name: 'Makati' } });
  const id = created.body.data.id;
  for (let i = 0; i < 11; i++) await admin.send('post', '/api/cities', { name: `City ${String(i).padStart(2, '0')}` });

  const page = await admin.get('/api/cities?page=2');
  expect(page.body).toMatchObject({ per_page: 10, total: 12, current_page: 2, last_page: 2 });
  expect(page.body.data).toHaveLength(2);
  expect((await admin.get('/api/cities?search=maka')).body.data.map((c: { name: string }) => c.name)).toEqual(['Makati']);
  expect((await stack.client().get('/api/clients/cities')).body.data).toHaveLength(12);

  const updated = await admin.send('patch', `/api/cities/${id}`, { id, name: 'Makati City' });
  expect(updated.body).toMatchObject({ message: 'City has been updated.', data: { id, name: 'Makati City' } });
  const removed = await admin.send('delete', `/api/cities/${id}`);
  expect(removed.body.message).toBe('City has been removed.');
  expect((await admin.send('delete', `/api/cities/${id}`)).status).toBe(404);

  const events = await stack.store.readStream(`city-${id}`);
  expect(events.map((e) => e.type)).toEqual(['CityCreated', 'CityUpdated', 'CityRemoved']);
  expect(events[0]!.metadata).toMatchObject({ role: 'administrator' });
});

it('answers bad input with 422 and a field map, and writes nothing', async () => {
  const before = (await stack.db.pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n;
  const res = await admin.send('post', '/api/cities', { name: '   ' });
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual({ name: ['The name field is required.'] });
  expect((await admin.send('post', '/api/cities', { name: 'x'.repeat(101) })).status).toBe(422);
  expect((await admin.send('patch', '/api/cities/not-a-uuid', { name: 'A' })).status).toBe(404);
  expect((await admin.get('/api/cities?page=0')).status).toBe(422);
  expect((await stack.db.pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n).toBe(before);
});

it('serves react-admin at /admin-api/cities with Content-Range, sort and filter', async () => {
  const created = await admin.send('post', '/admin-api/cities', { name: 'Aaa Town' });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ name: 'Aaa Town' });
  const list = await admin.get(`/admin-api/cities?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,4]')}&filter=${encodeURIComponent('{"q":"town"}')}`);
  expect(list.status).toBe(200);
  expect(list.headers['content-range']).toBe('cities 0-0/1');
  expect(list.body[0].name).toBe('Aaa Town');
  const many = await admin.get(`/admin-api/cities?filter=${encodeURIComponent(JSON.stringify({ id: [created.body.id] }))}`);
  expect(many.body).toHaveLength(1);
  const put = await admin.send('put', `/admin-api/cities/${created.body.id}`, { name: 'Bbb Town' });
  expect(put.body.name).toBe('Bbb Town');
  expect((await admin.get(`/admin-api/cities/${created.body.id}`)).body.name).toBe('Bbb Town');
  const del = await admin.send('delete', `/admin-api/cities/${created.body.id}`);
  expect(del.body.name).toBe('Bbb Town');
  expect((await admin.get(`/admin-api/cities/${created.body.id}`)).status).toBe(404);
  expect((await admin.get('/admin-api/cities?range=notjson')).status).toBe(422);
});

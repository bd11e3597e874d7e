/** Category services (paged by 5) and the public available-services and get-service-details reads. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let admin: TestClient;
let fixed: { id: string; name: string; friendly_name: string };
let assessment: { id: string; name: string };
let emptyFixed: { id: string };
beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
  const category = async (name: string, isFixed: boolean) =>
    (await admin.send('post', '/api/categories', { name, description: `About ${name}`, is_for_fixed_price: String(isFixed) })).body.data;
  fixed = await category('Aircon Services', true);
  assessment = await category('Roof Repair', false);
  emptyFixed = await category('Coming Soon', true);
});
afterAll(async () => {
  await stack?.close();
});

const eventCount = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n as number;

it('creates, updates and removes a service with the spec texts; price is a number, flags come from the category', async () => {
  const created = await admin.send('post', '/api/category-services', { category: fixed.id, name: ' Window type cleaning ', price: '1500.50', per_unit: 'unit' });
  expect(created.status).toBe(201);
  expect(created.body.message).toBe('Category service has been created.');
  expect(created.body.data).toMatchObject({
    name: 'Window type cleaning',
    price: 1500.5,
    per_unit: 'unit',
    category: { id: fixed.id, name: 'Aircon Services' },
    is_fixed_price: 1,
    is_for_assessment: 0,
    is_for_evaluation: 0,
  });
  const id = created.body.data.id;

  const updated = await admin.send('patch', `/api/category-services/${id}`, { category: assessment.id, name: 'Roof inspection', price: 0 });
  expect(updated.status).toBe(200);
  expect(updated.body.message).toBe('Category service has been updated!');
  expect(updated.body.data).toMatchObject({ price: 0, per_unit: null, category: { id: assessment.id, name: 'Roof Repair' }, is_fixed_price: 0, is_for_assessment: 1, is_for_evaluation: 1 });

  const removed = await admin.send('delete', `/api/category-services/${id}`);
  expect(removed.body.message).toBe('Category Service removed!');
  expect((await admin.send('delete', `/api/category-services/${id}`)).status).toBe(404);
  expect((await admin.send('patch', `/api/category-services/${id}`, { category: fixed.id, name: 'x', price: 1 })).status).toBe(404);
  expect((await admin.send('patch', '/api/category-services/123', { category: fixed.id, name: 'x', price: 1 })).status).toBe(404);
  expect((await stack.store.readStream(`categoryservice-${id}`)).map((e) => e.type)).toEqual(['CategoryServiceCreated', 'CategoryServiceUpdated', 'CategoryServiceRemoved']);
});

it('answers bad services with 422 field maps and writes nothing', async () => {
  const before = await eventCount();
  const unknown = await admin.send('post', '/api/category-services', { category: '00000000-0000-4000-8000-000000000000', name: 'A', price: 1 });
  expect(unknown.status).toBe(422);
  expect(unknown.body.errors).toEqual({ category: ['The selected category is invalid.'] });
  const malformed = await admin.send('post', '/api/category-services', { category: 'abc', name: 'A', price: 1 });
  expect(malformed.body.errors).toEqual({ category: ['The selected category is invalid.'] });
  const empty = await admin.send('post', '/api/category-services', {});
  expect(empty.body.errors).toEqual({ category: ['The category field is required.'], name: ['The name field is required.'], price: ['The price field is required.'] });
  const prices: [unknown, string][] = [
    [-1, 'The price must be at least 0.'],
    [1.234, 'The price may have at most 2 decimal places.'],
    ['abc', 'The price must be a number.'],
    [1e12, 'The price may not be greater than 9999999999.99.'],
  ];
  for (const [price, message] of prices) {
    const res = await admin.send('post', '/api/category-services', { category: fixed.id, name: 'A', price });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ price: [message] });
  }
  expect(await eventCount()).toBe(before);
});

it('lists services paged by 5 with search, per_page and all', async () => {
  for (let i = 0; i < 6; i++) await admin.send('post', '/api/category-services', { category: fixed.id, name: `Split type ${i}`, price: 1000 + i });
  await admin.send('post', '/api/category-services', { category: assessment.id, name: 'Leak check', price: 300 });
  const first = await admin.get('/api/category-services');
  expect(first.body).toMatchObject({ per_page: 5, total: 7, current_page: 1, last_page: 2 });
  expect(first.body.data).toHaveLength(5);
  expect((await admin.get('/api/category-services?page=2')).body.data).toHaveLength(2);
  expect((await admin.get('/api/category-services?perPage=10')).body.data).toHaveLength(7);
  // Search covers the category's name too.
  const roof = await admin.get('/api/category-services?search=roof');
  expect(roof.body.data.map((s: { name: string }) => s.name)).toEqual(['Leak check']);
  const all = await admin.get('/api/category-services?all=true');
  expect(all.body).toEqual({ data: expect.any(Array), total: 7 });
  expect(typeof all.body.data[0].price).toBe('number');
});

it('serves the booking flow: available services by kind, and one category by friendly name', async () => {
  const guest = stack.client();
  const fixedList = await guest.get('/api/available-services?is_fixed_price=1');
  expect(fixedList.status).toBe(200);
  // The fixed-price category without services is left out.
  expect(fixedList.body.map((c: { id: string }) => c.id)).toEqual([fixed.id]);
  const aircon = fixedList.body[0];
  expect(Object.keys(aircon).sort()).toEqual(['description', 'friendly_name', 'id', 'is_fixed_price', 'name', 'picture', 'services']);
  expect(aircon).toMatchObject({ name: 'Aircon Services', friendly_name: 'aircon-services', is_fixed_price: 1, picture: null });
  expect(aircon.services).toHaveLength(6);
  expect(aircon.services[0]).toEqual({ id: expect.any(String), name: 'Split type 0', price: 1000, per_unit: null });

  const assessments = await guest.get('/api/available-services?is_fixed_price=0');
  expect(assessments.body.map((c: { name: string }) => c.name)).toEqual(['Roof Repair']);
  expect(assessments.body[0].services.map((s: { name: string }) => s.name)).toEqual(['Leak check']);
  expect((await guest.get('/api/available-services')).body.map((c: { id: string }) => c.id).sort()).toEqual([fixed.id, assessment.id].sort());
  expect((await guest.get('/api/available-services?is_fixed_price=maybe')).status).toBe(422);

  const details = await guest.get('/api/get-service-details?title=aircon-services');
  expect(details.status).toBe(200);
  expect(details.body).toEqual(aircon);
  expect((await guest.get('/api/get-service-details?title=coming-soon')).body).toMatchObject({ id: emptyFixed.id, services: [] });
  expect((await guest.get('/api/get-service-details?title=no-such-thing')).status).toBe(404);
  expect((await guest.get('/api/get-service-details')).body.errors).toEqual({ title: ['The title field is required.'] });
});

it('serves react-admin at /admin-api/category-services with category_id', async () => {
  const created = await admin.send('post', '/admin-api/category-services', { category_id: assessment.id, name: 'Gutter check', price: 450.25, per_unit: 'meter' });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ category_id: assessment.id, name: 'Gutter check', price: 450.25, per_unit: 'meter' });
  const bad = await admin.send('post', '/admin-api/category-services', { category_id: '00000000-0000-4000-8000-000000000000', name: 'X', price: 1 });
  expect(bad.body.errors).toEqual({ category_id: ['The selected category is invalid.'] });

  const byCategory = await admin.get(`/admin-api/category-services?filter=${encodeURIComponent(JSON.stringify({ category_id: assessment.id }))}&sort=${encodeURIComponent('["price","DESC"]')}`);
  expect(byCategory.headers['content-range']).toBe('category-services 0-1/2');
  expect(byCategory.body.map((s: { name: string }) => s.name)).toEqual(['Gutter check', 'Leak check']);
  // react-admin sends the whole record back: the edited category_id wins over the stale category object.
  const put = await admin.send('put', `/admin-api/category-services/${created.body.id}`, { ...created.body, category_id: fixed.id, name: 'Gutter cleaning', price: 500 });
  expect(put.status).toBe(200);
  expect(put.body).toMatchObject({ name: 'Gutter cleaning', price: 500, category_id: fixed.id, category: { id: fixed.id }, is_fixed_price: 1 });
  const del = await admin.send('delete', `/admin-api/category-services/${created.body.id}`);
  expect(del.body.name).toBe('Gutter cleaning');
  expect((await admin.get(`/admin-api/category-services/${created.body.id}`)).status).toBe(404);
});

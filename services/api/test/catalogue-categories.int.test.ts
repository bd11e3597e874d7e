/** Categories at the spec's paths and at /admin-api/categories: multipart, images, slugs, paging by 7. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

let stack: TestStack;
let admin: TestClient;
beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
});
afterAll(async () => {
  await stack?.close();
});

const eventCount = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n as number;
const fields = (name: string, fixed: 'true' | 'false') => ({ name, description: `${name} by trained manongs`, is_for_fixed_price: fixed });

it('creates a category from multipart with an image checked by content, and a unique friendly name', async () => {
  // A PNG named .jpg is fine: the content decides.
  const created = await admin.multipart('post', '/api/categories', fields('Aircon Cleaning', 'true'), { image: [PNG, 'photo.jpg'] });
  expect(created.status).toBe(201);
  expect(created.body.message).toBe('Category created!');
  expect(created.body.data).toMatchObject({ name: 'Aircon Cleaning', friendly_name: 'aircon-cleaning', description: 'Aircon Cleaning by trained manongs', is_fixed_price: 1, is_for_assessment: 0 });
  expect(created.body.data.image).toMatch(/^\/uploads\/categories\/[0-9a-f-]+\.png$/);
  const served = await stack.client().get(created.body.data.image);
  expect(served.status).toBe(200);
  expect(served.headers['content-type']).toContain('image/png');

  const twin = await admin.multipart('post', '/api/categories', fields('Aircon  cleaning!', 'true'));
  expect(twin.body.data).toMatchObject({ friendly_name: 'aircon-cleaning-2', image: null });
  const third = await admin.multipart('post', '/api/categories', fields('AIRCON CLEANING', 'true'));
  expect(third.body.data.friendly_name).toBe('aircon-cleaning-3');

  const assessment = await admin.multipart('post', '/api/categories', fields('Roof Leak Inspection', 'false'));
  expect(assessment.body.data).toMatchObject({ is_fixed_price: 0, is_for_assessment: 1 });
  // is_for_assessment alone decides the kind too.
  const byAssessment = await admin.send('post', '/api/categories', { name: 'Termite Check', description: 'Inspection', is_for_assessment: true });
  expect(byAssessment.status).toBe(201);
  expect(byAssessment.body.data).toMatchObject({ is_fixed_price: 0, is_for_assessment: 1 });

  const events = await stack.store.readStream(`category-${created.body.data.id}`);
  expect(events.map((e) => e.type)).toEqual(['CategoryCreated']);
  expect(events[0]!.data).toMatchObject({ friendlyName: 'aircon-cleaning', isFixedPrice: true, isForAssessment: false });
});

it('refuses a non-image named .png, missing fields and a category of both kinds with 422, writing nothing', async () => {
  const before = await eventCount();
  const text = await admin.multipart('post', '/api/categories', fields('Painting', 'true'), { image: [Buffer.from('just some text, not an image'), 'fake.png'] });
  expect(text.status).toBe(422);
  expect(text.body.errors).toEqual({ image: ['The image must be a file of type: png, jpeg, bmp.'] });

  const empty = await admin.multipart('post', '/api/categories', { name: ' ', description: '' });
  expect(empty.status).toBe(422);
  expect(empty.body.errors).toEqual({
    name: ['The name field is required.'],
    description: ['The description field is required.'],
  });
  const noKind = await admin.multipart('post', '/api/categories', { name: 'Painting', description: 'Walls' });
  expect(noKind.body.errors).toEqual({ is_for_fixed_price: ['The is for fixed price field is required.'] });
  const both = await admin.multipart('post', '/api/categories', { ...fields('Painting', 'true'), is_for_assessment: 'true' });
  expect(both.status).toBe(422);
  expect(both.body.errors).toEqual({ is_for_assessment: ['A category is either fixed-price or for assessment.'] });
  const badFlag = await admin.multipart('post', '/api/categories', { ...fields('Painting', 'true'), is_for_fixed_price: 'maybe' });
  expect(badFlag.body.errors).toEqual({ is_for_fixed_price: ['The is for fixed price field must be true or false.'] });
  expect(await eventCount()).toBe(before);
});

it('lists categories publicly: pages of 7, per_page/perPage, search, all=true', async () => {
  for (let i = 0; i < 4; i++) await admin.send('post', '/api/categories', { name: `Zeta ${i}`, description: 'd', is_for_fixed_price: 'true' });
  const guest = stack.client();
  const total = (await guest.get('/api/categories?all=true')).body.total as number;
  expect(total).toBeGreaterThanOrEqual(9);
  const first = await guest.get('/api/categories');
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ per_page: 7, total, current_page: 1, last_page: Math.ceil(total / 7) });
  expect(first.body.data).toHaveLength(7);
  expect((await guest.get('/api/categories?page=2')).body.data).toHaveLength(total - 7);
  expect((await guest.get('/api/categories?perPage=3')).body.data).toHaveLength(3);
  expect((await guest.get('/api/categories?per_page=4&page=2')).body).toMatchObject({ per_page: 4, current_page: 2 });
  const all = await guest.get('/api/categories?all=true');
  expect(Object.keys(all.body).sort()).toEqual(['data', 'total']);
  expect(all.body.data).toHaveLength(total);
  const found = await guest.get('/api/categories?search=zeta');
  expect(found.body.data.map((c: { name: string }) => c.name)).toEqual(['Zeta 0', 'Zeta 1', 'Zeta 2', 'Zeta 3']);
  expect((await guest.get('/api/categories?page=0')).status).toBe(422);
});

it('updates through POST with _method=PATCH or PATCH; a rename moves the friendly name, the image stays unless replaced', async () => {
  const created = await admin.multipart('post', '/api/categories', fields('Plumbing', 'true'), { image: [PNG, 'p.png'] });
  const { id, image } = created.body.data;
  const kept = await admin.multipart('post', `/api/categories/${id}`, { _method: 'PATCH', ...fields('Plumbing', 'true'), description: 'Pipes and faucets' });
  expect(kept.status).toBe(200);
  expect(kept.body).toMatchObject({ message: 'Category updated!', data: { id, friendly_name: 'plumbing', description: 'Pipes and faucets', image } });

  const renamed = await admin.multipart('post', `/api/categories/${id}`, { _method: 'PATCH', ...fields('Plumbing Repair', 'false') }, { image: [PNG, 'new.jpg'] });
  expect(renamed.body.data).toMatchObject({ name: 'Plumbing Repair', friendly_name: 'plumbing-repair', is_fixed_price: 0, is_for_assessment: 1 });
  expect(renamed.body.data.image).not.toBe(image);

  // PATCH with JSON, the kind left out: it stays as it was.
  const patched = await admin.send('patch', `/api/categories/${id}`, { name: 'Plumbing Repair', description: 'All pipes' });
  expect(patched.body).toMatchObject({ message: 'Category updated!', data: { description: 'All pipes', is_fixed_price: 0, friendly_name: 'plumbing-repair' } });

  expect((await admin.multipart('post', `/api/categories/${id}`, { _method: 'DELETE', ...fields('X', 'true') })).body.errors).toEqual({ _method: ['The _method must be PATCH.'] });
  expect((await admin.multipart('post', `/api/categories/${id}`, { _method: 'PATCH', name: '', description: 'x' })).body.errors).toEqual({ name: ['The name field is required.'] });
  expect((await admin.multipart('post', '/api/categories/00000000-0000-4000-8000-000000000000', { _method: 'PATCH', ...fields('X', 'true') })).status).toBe(404);
  expect((await admin.send('patch', '/api/categories/nope', fields('X', 'true'))).status).toBe(404);
  const types = (await stack.store.readStream(`category-${id}`)).map((e) => e.type);
  expect(types).toEqual(['CategoryCreated', 'CategoryUpdated', 'CategoryUpdated', 'CategoryUpdated']);
});

it('removes a category only once it has no services', async () => {
  const category = (await admin.send('post', '/api/categories', { name: 'Electrical', description: 'Wiring', is_for_fixed_price: 'true' })).body.data;
  const service = (await admin.send('post', '/api/category-services', { category: category.id, name: 'Outlet install', price: 500 })).body.data;
  const refused = await admin.send('delete', `/api/categories/${category.id}`);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe('This category still has 1 service(s). Remove its services first.');
  await admin.send('delete', `/api/category-services/${service.id}`);
  const removed = await admin.send('delete', `/api/categories/${category.id}`);
  expect(removed.status).toBe(200);
  expect(removed.body.message).toBe('Category has been removed!');
  expect((await admin.send('delete', `/api/categories/${category.id}`)).status).toBe(404);
  expect((await admin.send('delete', '/api/categories/not-a-uuid')).status).toBe(404);
});

it('serves react-admin at /admin-api/categories, multipart included', async () => {
  const created = await admin.multipart('post', '/admin-api/categories', { name: 'Admin Cat', description: 'From react-admin', is_fixed_price: '1' }, { image: [PNG, 'a.png'] });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ name: 'Admin Cat', friendly_name: 'admin-cat', is_fixed_price: 1, is_for_assessment: 0 });
  expect(created.body.image).toMatch(/\.png$/);
  const list = await admin.get(`/admin-api/categories?filter=${encodeURIComponent('{"q":"admin cat"}')}&range=${encodeURIComponent('[0,9]')}`);
  expect(list.headers['content-range']).toBe('categories 0-0/1');
  expect(list.body[0].id).toBe(created.body.id);
  const put = await admin.multipart('put', `/admin-api/categories/${created.body.id}`, { name: 'Admin Cat', description: 'Changed', is_fixed_price: '1' });
  expect(put.body).toMatchObject({ description: 'Changed', image: created.body.image });
  const bad = await admin.multipart('put', `/admin-api/categories/${created.body.id}`, { name: 'Admin Cat', description: 'Changed' }, { image: [Buffer.from('%PDF-1.4 not an image'), 'x.bmp'] });
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toHaveProperty('image');
  const del = await admin.send('delete', `/admin-api/categories/${created.body.id}`);
  expect(del.body.name).toBe('Admin Cat');
  expect((await admin.get(`/admin-api/categories/${created.body.id}`)).status).toBe(404);
});

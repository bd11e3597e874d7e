import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventCount } from './people.support.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let admin: TestClient;
let cityId: string;
let otherCityId: string;
beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
  cityId = (await admin.send('post', '/api/cities', { name: 'Makati' })).body.data.id;
  otherCityId = (await admin.send('post', '/api/cities', { name: 'Taguig' })).body.data.id;
});
afterAll(async () => {
  await stack?.close();
});

const form = (extra: Record<string, unknown> = {}) => ({ city: cityId, street_address: '12 Mabini St', barangay: 'Poblacion', type_of_home: 'Condo', contact_number: '0917 123 4567', ...extra });

it("adds a customer's address as an administrator, with the spec's text; lists it as the booking forms read it", async () => {
  const customer = await stack.signedIn('customer', { firstName: 'Ana' });
  const res = await admin.send('post', `/api/address/customer/${customer.userId}`, { ...form({ apartment_no: '5B' }), customer: customer.userId });
  expect(res.status).toBe(201);
  const name = (await customer.client.get('/api/user')).body.name;
  expect(res.body.message).toBe(`Customer: ${name} new address added successfully!`);

  const list = await admin.get(`/api/customer/${customer.userId}/address`);
  expect(list.status).toBe(200);
  expect(list.body.data).toHaveLength(1);
  expect(list.body.data[0]).toMatchObject({
    id: res.body.data.id,
    contact_number: '+639171234567',
    city: { id: cityId, name: 'Makati' },
    street_address: '12 Mabini St',
    barangay: 'Poblacion',
    type_of_home: 'Condo',
    apartment_no: '5B',
  });
  // The customer reads their own; another customer may not.
  expect((await customer.client.get(`/api/customer/${customer.userId}/address`)).body.data).toHaveLength(1);
  const other = await stack.signedIn('customer');
  expect((await other.client.get(`/api/customer/${customer.userId}/address`)).status).toBe(403);
  expect((await other.client.send('post', `/api/address/customer/${customer.userId}`, form())).status).toBe(403);

  expect((await admin.get('/api/customer/00000000-0000-4000-8000-000000000000/address')).status).toBe(404);
  expect((await admin.get('/api/customer/not-a-uuid/address')).status).toBe(404);
  expect((await admin.send('post', '/api/address/customer/00000000-0000-4000-8000-000000000000', form())).status).toBe(404);
});

it('refuses a bad address with 422 and a field map, and writes nothing', async () => {
  const customer = await stack.signedIn('customer');
  const before = await eventCount(stack);
  const empty = await customer.client.send('post', '/api/my-addresses', {});
  expect(empty.status).toBe(422);
  expect(empty.body.errors).toEqual({
    city: ['The city field is required.'],
    street_address: ['The street address field is required.'],
    barangay: ['The barangay field is required.'],
    type_of_home: ['The type of home field is required.'],
  });
  const bad = await customer.client.send('post', '/api/my-addresses', form({ type_of_home: 'Mansion', contact_number: '+1 202 555 0143', city: 'Makati' }));
  expect(bad.body.errors).toEqual({
    city: ['The selected city is invalid.'],
    type_of_home: ['The selected type of home is invalid.'],
    contact_number: ['The contact number must be a valid Philippine number.'],
  });
  const unknownCity = await customer.client.send('post', '/api/my-addresses', form({ city: '00000000-0000-4000-8000-000000000000' }));
  expect(unknownCity.status).toBe(422);
  expect(unknownCity.body.errors).toEqual({ city: ['The selected city is invalid.'] });
  expect((await admin.send('post', `/api/address/customer/${customer.userId}`, form({ city: '00000000-0000-4000-8000-000000000000' }))).body.errors).toEqual({ city: ['The selected city is invalid.'] });
  expect(await eventCount(stack)).toBe(before);
});

it("keeps the signed-in user's own addresses: add, list, update, remove; another user's address is not found", async () => {
  const me = await stack.signedIn('customer');
  const added = await me.client.send('post', '/api/my-addresses', form({ type_of_home: 'house', apt_number: '7', contact_number: '' }));
  expect(added.status).toBe(201);
  expect(added.body).toMatchObject({ message: 'Address has been added.', data: { type_of_home: 'House', apartment_no: '7', contact_number: null } });
  const id = added.body.data.id;

  const updated = await me.client.send('patch', `/api/my-addresses/${id}`, form({ city: otherCityId, barangay: 'Fort Bonifacio', type_of_home: 'Village' }));
  expect(updated.status).toBe(200);
  expect(updated.body).toMatchObject({ message: 'Address has been updated.', data: { id, city: { id: otherCityId, name: 'Taguig' }, barangay: 'Fort Bonifacio', type_of_home: 'Village', apartment_no: null } });
  const list = await me.client.get('/api/my-addresses');
  expect(list.body.data.map((a: { id: string }) => a.id)).toEqual([id]);
  expect(Object.keys(list.body.data[0])).toEqual(expect.arrayContaining(['id', 'contact_number', 'city', 'street_address', 'barangay', 'type_of_home', 'apartment_no']));

  const someoneElse = await stack.signedIn('customer');
  expect((await someoneElse.client.get('/api/my-addresses')).body.data).toEqual([]);
  expect((await someoneElse.client.send('patch', `/api/my-addresses/${id}`, form())).status).toBe(404);
  expect((await someoneElse.client.send('delete', `/api/my-addresses/${id}`)).status).toBe(404);
  expect((await me.client.send('patch', '/api/my-addresses/not-a-uuid', form())).status).toBe(404);

  const removed = await me.client.send('delete', `/api/my-addresses/${id}`);
  expect(removed.body.message).toBe('Address has been removed.');
  expect((await me.client.get('/api/my-addresses')).body.data).toEqual([]);
  expect((await me.client.send('delete', `/api/my-addresses/${id}`)).status).toBe(404);
  expect((await stack.client().get('/api/my-addresses')).status).toBe(401);
  expect((await stack.store.readStream(`user-${me.userId}`)).map((e) => e.type)).toEqual(['UserRegistered', 'AddressAdded', 'AddressUpdated', 'AddressRemoved']);
});

it('serves react-admin at /admin-api/addresses, filtered by user_id for reference lists', async () => {
  const a = await stack.signedIn('customer');
  const b = await stack.signedIn('customer');
  const created = await admin.send('post', '/admin-api/addresses', { ...form(), user_id: a.userId });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ user_id: a.userId, city: { id: cityId, name: 'Makati' }, city_id: cityId });
  await admin.send('post', '/admin-api/addresses', { ...form({ street_address: '1 Ayala Ave' }), user_id: b.userId });

  const ofA = await admin.get(`/admin-api/addresses?filter=${encodeURIComponent(JSON.stringify({ user_id: a.userId }))}`);
  expect(ofA.headers['content-range']).toBe('addresses 0-0/1');
  expect(ofA.body[0].id).toBe(created.body.id);
  const bad = await admin.send('post', '/admin-api/addresses', { street_address: 'x' });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors).sort()).toEqual(['barangay', 'city', 'type_of_home', 'user_id']);
  expect((await admin.send('post', '/admin-api/addresses', { ...form(), user_id: '00000000-0000-4000-8000-000000000000' })).body.errors).toEqual({ user_id: ['The selected user is invalid.'] });

  const put = await admin.send('put', `/admin-api/addresses/${created.body.id}`, { ...created.body, city: otherCityId, street_address: '2 Rizal St' });
  expect(put.body).toMatchObject({ street_address: '2 Rizal St', city: { id: otherCityId, name: 'Taguig' } });
  expect((await admin.send('delete', `/admin-api/addresses/${created.body.id}`)).body.street_address).toBe('2 Rizal St');
  expect((await admin.get(`/admin-api/addresses/${created.body.id}`)).status).toBe(404);
  expect((await admin.get('/admin-api/addresses/not-a-uuid')).status).toBe(404);
});

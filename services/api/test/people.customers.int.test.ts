import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { userDecider } from '@app/core/accounts/userDecider';
import { handleCommand } from '@app/core/commands/handleCommand';
import { eventCount, mailsTo, setPasswordToken } from './people.support.js';
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

const NEW_PASSWORD = 'my own password 123';

it('creates a customer with no password (no shared default): the set-password mail, then sign-in', async () => {
  const res = await admin.send('post', '/api/customers', {
    first_name: 'Maria',
    middle_name: 'Clara',
    last_name: 'Santos',
    email: 'Maria@Example.ph',
    contact_number: '09171234567',
    password: 'password',
    password_confirmation: 'password',
  });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ message: 'Customer has been created.', data: { first_name: 'Maria', middle_name: 'Clara', last_name: 'Santos', name: 'Maria Clara Santos', email: 'maria@example.ph', contact_number: '+639171234567' } });

  for (const guess of ['password', 'password123', '12345678']) expect((await stack.client().login('maria@example.ph', guess)).status).toBe(422);
  const mails = await mailsTo(stack, 'maria@example.ph');
  expect(mails.map((m) => m.purpose)).toEqual(['set-password']);
  const guest = stack.client();
  expect((await guest.send('post', '/api/set-password', { token: await setPasswordToken(stack, 'maria@example.ph'), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
  const customer = stack.client();
  expect((await customer.login('maria@example.ph', NEW_PASSWORD)).status).toBe(200);
  expect((await customer.get('/api/user')).body.roles.map((r: { name: string }) => r.name)).toEqual(['customer']);
});

it('accepts a customer without middle name and contact number; refuses bad input with 422 and writes nothing', async () => {
  const plain = await admin.send('post', '/api/customers', { first_name: 'Juan', last_name: 'Dela Cruz', email: 'juan@example.ph' });
  expect(plain.status).toBe(201);
  expect(plain.body.data).toMatchObject({ middle_name: null, contact_number: null });

  const before = await eventCount(stack);
  const bad = await admin.send('post', '/api/customers', { first_name: '', last_name: '', email: 'nope', contact_number: '+1 202 555 0143' });
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toEqual({
    first_name: ['The first name field is required.'],
    last_name: ['The last name field is required.'],
    email: ['The email must be a valid email address.'],
    contact_number: ['The contact number must be a valid Philippine number.'],
  });
  const taken = await admin.send('post', '/api/customers', { first_name: 'Juan', last_name: 'Again', email: 'JUAN@example.ph' });
  expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'] });
  expect(await eventCount(stack)).toBe(before);
});

it('lists customers only, searchable and paged', async () => {
  await stack.signedIn('manong', { firstName: 'Staffonly' });
  const list = await admin.get('/api/customers?per_page=1&page=2');
  expect(list.status).toBe(200);
  expect(list.body).toMatchObject({ per_page: 1, current_page: 2, total: 2 });
  expect(list.body.data).toHaveLength(1);
  const all = await admin.get('/api/customers?per_page=50');
  expect(all.body.data.map((c: { first_name: string }) => c.first_name).sort()).toEqual(['Juan', 'Maria']);
  expect((await admin.get('/api/customers?search=dela cruz')).body.data.map((c: { email: string }) => c.email)).toEqual(['juan@example.ph']);
  expect((await admin.get('/api/customers?search=0917')).body.data.map((c: { email: string }) => c.email)).toEqual(['maria@example.ph']);
  expect((await admin.get('/api/customers?search=%2B63917')).body.data.map((c: { email: string }) => c.email)).toEqual(['maria@example.ph']);
  const customer = await stack.signedIn('customer');
  expect((await customer.client.get('/api/customers')).status).toBe(403);
});

it('updates a customer (e-mail unique) and removes one, with the spec texts', async () => {
  const created = await admin.send('post', '/api/customers', { first_name: 'Pedro', last_name: 'Penduko', email: 'pedro@example.ph' });
  const id = created.body.data.id;
  const updated = await admin.send('patch', `/api/customers/${id}`, { first_name: 'Pedro', last_name: 'Penduko Jr.', email: 'pedro.jr@example.ph', contact_number: '0918 765 4321' });
  expect(updated.status).toBe(200);
  expect(updated.body).toMatchObject({ message: 'Customer information has been updated.', data: { id, last_name: 'Penduko Jr.', email: 'pedro.jr@example.ph', contact_number: '+639187654321' } });
  expect((await admin.send('patch', `/api/customers/${id}`, { first_name: 'Pedro', last_name: 'P', email: 'juan@example.ph' })).body.errors).toEqual({ email: ['The email has already been taken.'] });
  expect((await admin.send('patch', `/api/customers/${id}`, { first_name: '', last_name: 'P', email: 'pedro.jr@example.ph' })).status).toBe(422);
  expect((await admin.send('patch', '/api/customers/not-a-uuid', { first_name: 'A', last_name: 'B', email: 'a@b.ph' })).status).toBe(404);
  const staff = await stack.signedIn('manong');
  expect((await admin.send('patch', `/api/customers/${staff.userId}`, { first_name: 'A', last_name: 'B', email: 'a@b.ph' })).status).toBe(404);

  const removed = await admin.send('delete', `/api/customers/${id}`);
  expect(removed.status).toBe(200);
  expect(removed.body.message).toBe('Customer removed!');
  expect((await admin.send('delete', `/api/customers/${id}`)).status).toBe(404);
  expect((await stack.db.pool.query('SELECT 1 FROM auth.credentials WHERE user_id = $1', [id])).rowCount).toBe(0);
  // The e-mail is free again.
  expect((await admin.send('post', '/api/customers', { first_name: 'Pedro', last_name: 'Again', email: 'pedro.jr@example.ph' })).status).toBe(201);
});

it('removing a signed-in customer ends their session', async () => {
  const customer = await stack.signedIn('customer');
  expect((await admin.send('delete', `/api/customers/${customer.userId}`)).status).toBe(200);
  expect((await customer.client.get('/api/user')).status).toBe(401);
});

it('an account that is both customer and employee loses only the role of the list it is removed from', async () => {
  const both = await stack.signedIn('manong');
  await handleCommand(stack.store, `user-${both.userId}`, userDecider, { type: 'ChangeRoles', userId: both.userId, roles: ['manong', 'customer'] }, systemContext());
  await stack.settled();
  expect((await admin.send('delete', `/api/customers/${both.userId}`)).body.message).toBe('Customer removed!');
  expect((await both.client.get('/api/user')).body.roles.map((r: { name: string }) => r.name)).toEqual(['manong']);

  await handleCommand(stack.store, `user-${both.userId}`, userDecider, { type: 'ChangeRoles', userId: both.userId, roles: ['manong', 'customer'] }, systemContext());
  await stack.settled();
  expect((await admin.send('delete', `/api/revised-system-users/${both.userId}`)).body.message).toBe('System account removed');
  expect((await both.client.get('/api/user')).body.roles.map((r: { name: string }) => r.name)).toEqual(['customer']);
  expect((await admin.get('/api/customers?per_page=100')).body.data.map((c: { id: string }) => c.id)).toContain(both.userId);
});

it('serves react-admin at /admin-api/customers', async () => {
  const created = await admin.send('post', '/admin-api/customers', { first_name: 'Gabriela', last_name: 'Silang', email: 'gabriela@example.ph' });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ name: 'Gabriela Silang', email: 'gabriela@example.ph' });
  expect((await mailsTo(stack, 'gabriela@example.ph'))[0]!.purpose).toBe('set-password');
  const list = await admin.get(`/admin-api/customers?filter=${encodeURIComponent('{"q":"gabriela"}')}&sort=${encodeURIComponent('["last_name","ASC"]')}`);
  expect(list.headers['content-range']).toBe('customers 0-0/1');
  const put = await admin.send('put', `/admin-api/customers/${created.body.id}`, { ...created.body, contact_number: '09171112222' });
  expect(put.body).toMatchObject({ contact_number: '+639171112222' });
  expect((await admin.send('put', `/admin-api/customers/${created.body.id}`, { ...created.body, email: 'bad' })).status).toBe(422);
  expect((await admin.send('delete', `/admin-api/customers/${created.body.id}`)).body.email).toBe('gabriela@example.ph');
  expect((await admin.get(`/admin-api/customers/${created.body.id}`)).status).toBe(404);
});

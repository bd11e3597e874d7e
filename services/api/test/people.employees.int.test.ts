import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { userDecider } from '@app/core/accounts/userDecider';
import { handleCommand } from '@app/core/commands/handleCommand';
import { rolesOfUser } from '@app/projections/readModels/users/queries';
import { eventCount, mailsTo, PNG, setPasswordToken } from './people.support.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  stack = await startStack();
  ({ client: admin, userId: adminId } = await stack.signedIn('administrator'));
});
afterAll(async () => {
  await stack?.close();
});

const NEW_PASSWORD = 'a brand new password';
const employee = (email: string, extra: Record<string, string | string[]> = {}) => ({
  first_name: 'Jose',
  middle_name: 'Protacio',
  last_name: 'Rizal',
  contact_number: '0917 123 4567',
  email,
  'roles[]': ['manong', 'assessor'],
  ...extra,
});

it('adds an employee without a password: the set-password mail is queued, its link works once, then they sign in', async () => {
  const res = await admin.multipart('post', '/api/revised-system-users', employee('jose@example.ph', { password: 'ignored by design' }), { profile_picture: [PNG, 'me.png'] });
  expect(res.status).toBe(201);
  expect(res.body.message).toBe('System account added');
  expect(res.body.data).toMatchObject({ first_name: 'Jose', middle_name: 'Protacio', last_name: 'Rizal', name: 'Jose Protacio Rizal', email: 'jose@example.ph', contact_number: '+639171234567' });
  expect(res.body.data.roles.map((r: { name: string }) => r.name).sort()).toEqual(['assessor', 'manong']);
  expect(res.body.data.picture).toMatch(/^\/uploads\/profile-pictures\/.+\.png$/);
  expect((await stack.client().get(res.body.data.picture)).status).toBe(200);

  // The password the old form sent is never used: nobody can sign in before the link.
  expect((await stack.client().login('jose@example.ph', 'ignored by design')).status).toBe(422);
  const mails = await mailsTo(stack, 'jose@example.ph');
  expect(mails).toHaveLength(1);
  expect(mails[0]!.purpose).toBe('set-password');
  const token = await setPasswordToken(stack, 'jose@example.ph');
  const guest = stack.client();
  const set = await guest.send('post', '/api/set-password', { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
  expect(set.status).toBe(200);
  expect((await guest.send('post', '/api/set-password', { token, password: 'another password!', password_confirmation: 'another password!' })).status).toBe(422);
  const signedIn = stack.client();
  expect((await signedIn.login('jose@example.ph', NEW_PASSWORD)).status).toBe(200);
  expect((await signedIn.get('/api/user')).body.roles.map((r: { name: string }) => r.name).sort()).toEqual(['assessor', 'manong']);
});

it('answers bad input with 422 and a field map, and writes nothing', async () => {
  const before = await eventCount(stack);
  const bad = await admin.multipart('post', '/api/revised-system-users', { first_name: ' ', last_name: 'X', email: 'not-an-email', contact_number: '+1 202 555 0143', 'roles[]': ['customer'] });
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toEqual({
    first_name: ['The first name field is required.'],
    email: ['The email must be a valid email address.'],
    contact_number: ['The contact number must be a valid Philippine number.'],
    roles: ['The selected roles is invalid.'],
  });
  expect((await admin.multipart('post', '/api/revised-system-users', employee('x1@example.ph', { 'roles[]': ['manong', 'customer'] }))).body.errors).toEqual({ roles: ['The selected roles is invalid.'] });
  expect((await admin.multipart('post', '/api/revised-system-users', { ...employee('x2@example.ph'), 'roles[]': [] })).body.errors).toEqual({ roles: ['The roles field is required.'] });

  // A text file named .png is refused by its content.
  const text = await admin.multipart('post', '/api/revised-system-users', employee('x3@example.ph'), { profile_picture: [Buffer.from('just some text, not an image'), 'photo.png'] });
  expect(text.status).toBe(422);
  expect(text.body.errors).toEqual({ profile_picture: ['The profile picture must be a file of type: png, jpeg, bmp.'] });

  const taken = await admin.multipart('post', '/api/revised-system-users', employee('jose@example.ph'));
  expect(taken.status).toBe(422);
  expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'] });

  expect(await eventCount(stack)).toBe(before);
  expect(await mailsTo(stack, 'x3@example.ph')).toEqual([]);
});

it('lists employees only, searchable and paged, with the customer role hidden', async () => {
  await stack.signedIn('customer', { firstName: 'Onlycustomer' });
  const both = await admin.multipart('post', '/api/revised-system-users', employee('both@example.ph', { first_name: 'Andres', 'roles[]': 'manong' }));
  expect(both.status).toBe(201);
  const list = await admin.get('/api/revised-system-users?per_page=2&page=1');
  expect(list.status).toBe(200);
  expect(list.body).toMatchObject({ per_page: 2, current_page: 1, total: 3 });
  expect(list.body.data).toHaveLength(2);
  const all = await admin.get('/api/revised-system-users?per_page=50');
  expect(all.body.data.map((u: { first_name: string }) => u.first_name)).not.toContain('Onlycustomer');
  for (const user of all.body.data) expect(user.roles.map((r: { name: string }) => r.name)).not.toContain('customer');
  const found = await admin.get('/api/revised-system-users?search=andres');
  expect(found.body.data.map((u: { email: string }) => u.email)).toEqual(['both@example.ph']);
  const manong = await stack.signedIn('manong');
  expect((await manong.client.get('/api/revised-system-users')).status).toBe(403);
});

it('updates profile, e-mail, roles and picture through the _method=put form; the customer role stays', async () => {
  const created = await admin.multipart('post', '/api/revised-system-users', employee('edit.me@example.ph', { 'roles[]': 'manong' }));
  const id = created.body.data.id;
  // Make them a customer too (as if they had registered first), then edit from the employee form.
  await handleCommand(stack.store, `user-${id}`, userDecider, { type: 'ChangeRoles', userId: id, roles: ['manong', 'customer'] }, systemContext());

  const res = await admin.multipart(
    'post',
    `/api/revised-system-users/${id}`,
    { _method: 'put', id, first_name: 'Emilio', middle_name: '', last_name: 'Aguinaldo', contact_number: '+63 2 8123 4567', email: 'emilio@example.ph', 'roles[]': ['administrator'] },
    { profile_picture: [PNG, 'new.png'] },
  );
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('System account updated');
  expect(res.body.data).toMatchObject({ id, first_name: 'Emilio', middle_name: null, last_name: 'Aguinaldo', email: 'emilio@example.ph', contact_number: '+63281234567' });
  expect(res.body.data.roles.map((r: { name: string }) => r.name)).toEqual(['administrator']);
  expect(res.body.data.picture).toMatch(/\.png$/);
  const row = { roles: (await rolesOfUser(stack.db.pool, id))! };
  expect(row.roles.sort()).toEqual(['administrator', 'customer']);
  expect((await stack.db.pool.query('SELECT email FROM auth.credentials WHERE user_id = $1', [id])).rows[0].email).toBe('emilio@example.ph');

  const taken = await admin.multipart('post', `/api/revised-system-users/${id}`, { ...employee('jose@example.ph'), _method: 'put' });
  expect(taken.status).toBe(422);
  expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'] });
  expect((await admin.multipart('post', `/api/revised-system-users/${id}`, { ...employee('emilio@example.ph'), _method: 'put', 'roles[]': 'customer' })).status).toBe(422);
  expect((await admin.multipart('post', '/api/revised-system-users/not-a-uuid', employee('q@example.ph'))).status).toBe(404);
  expect((await admin.multipart('post', '/api/revised-system-users/00000000-0000-4000-8000-000000000000', employee('q@example.ph'))).status).toBe(404);
  const customer = await stack.signedIn('customer');
  expect((await admin.multipart('post', `/api/revised-system-users/${customer.userId}`, employee('q@example.ph'))).status).toBe(404);
});

it('removes an employee: they cannot sign in and their open session ends; nobody removes themselves', async () => {
  const staff = await stack.signedIn('assessor', { email: 'leaving@example.ph' });
  expect((await staff.client.get('/api/user')).status).toBe(200);

  const self = await admin.send('delete', `/api/revised-system-users/${adminId}`);
  expect(self.status).toBe(409);
  const demoted = await admin.multipart('post', `/api/revised-system-users/${adminId}`, { ...employee('self@example.ph'), _method: 'put', 'roles[]': 'manong' });
  expect(demoted.status).toBe(422);
  expect(demoted.body.errors).toEqual({ roles: ['You cannot remove your own administrator role.'] });

  const res = await admin.send('delete', `/api/revised-system-users/${staff.userId}`);
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('System account removed');
  expect(res.body).toMatchObject({ current_page: 1, per_page: 10 });
  expect(res.body.data.map((u: { id: string }) => u.id)).not.toContain(staff.userId);
  expect((await staff.client.get('/api/user')).status).toBe(401);
  expect((await stack.client().login('leaving@example.ph', 'correct horse battery staple')).status).toBe(422);
  expect((await stack.store.readStream(`user-${staff.userId}`)).map((e) => e.type)).toEqual(['UserRegistered', 'UserRemoved']);
  expect((await admin.send('delete', `/api/revised-system-users/${staff.userId}`)).status).toBe(404);
  expect((await admin.send('delete', '/api/revised-system-users/nope')).status).toBe(404);
});

it('serves react-admin at /admin-api/users: role names for the form, multipart create and update', async () => {
  const created = await admin.multipart('post', '/admin-api/users', employee('ra.user@example.ph', { 'roles[]': 'manong' }), { profile_picture: [PNG, 'a.png'] });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ email: 'ra.user@example.ph', roles: ['manong'], name: 'Jose Protacio Rizal' });
  expect(created.body.role_details[0]).toMatchObject({ name: 'manong', friendly_name: 'Manong' });
  expect((await mailsTo(stack, 'ra.user@example.ph'))[0]!.purpose).toBe('set-password');

  const list = await admin.get(`/admin-api/users?filter=${encodeURIComponent('{"q":"ra.user"}')}&range=${encodeURIComponent('[0,9]')}`);
  expect(list.headers['content-range']).toBe('users 0-0/1');
  const put = await admin.send('put', `/admin-api/users/${created.body.id}`, { ...created.body, last_name: 'Bonifacio', roles: ['manong', 'assessor'] });
  expect(put.status).toBe(200);
  expect(put.body).toMatchObject({ last_name: 'Bonifacio' });
  expect(put.body.roles.sort()).toEqual(['assessor', 'manong']);
  expect((await admin.get(`/admin-api/users/${created.body.id}`)).body.last_name).toBe('Bonifacio');
  const byRole = (role: string) => admin.get(`/admin-api/users?filter=${encodeURIComponent(JSON.stringify({ q: 'ra.user', role }))}`).then((r) => r.body.length);
  expect([await byRole('assessor'), await byRole('administrator')]).toEqual([1, 0]);
  const customer = await stack.signedIn('customer');
  expect((await admin.get(`/admin-api/users/${customer.userId}`)).status).toBe(404);
  const del = await admin.send('delete', `/admin-api/users/${created.body.id}`);
  expect(del.body.email).toBe('ra.user@example.ph');
  expect((await admin.get(`/admin-api/users/${created.body.id}`)).status).toBe(404);
});

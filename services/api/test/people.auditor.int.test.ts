/**
 * The auditor role: granted by an administrator like any staff role (by name or by its id
 * 5), offered by GET /api/roles, and read-only: an auditor reads the booking list, a
 * booking's history and the audit log, and every write is refused with 403.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { assign, bookingOn, manilaTomorrow, startWorld, type World } from './bookings.admin.support.js';
import type { TestClient } from './support/stack.js';

let w: World;
let auditor: TestClient;
beforeAll(async () => {
  w = await startWorld(1);
  auditor = (await w.stack.signedIn('auditor')).client;
});
afterAll(async () => {
  await w?.stack.close();
});

it('is offered and granted as a staff role, by name or id 5', async () => {
  const roles = await w.admin.get('/api/roles?except[]=customer');
  expect(roles.body).toContainEqual({ id: 5, name: 'auditor', friendly_name: 'Auditor' });
  const byId = await w.admin.multipart('post', '/api/revised-system-users', { first_name: 'Aida', last_name: 'Auditor', email: 'aida.auditor@example.ph', contact_number: '0917 555 0101', 'roles[]': ['5'] });
  expect(byId.status, JSON.stringify(byId.body)).toBe(201);
  expect(byId.body.data.roles.map((r: { name: string }) => r.name)).toEqual(['auditor']);
  const bad = await w.admin.multipart('post', '/api/revised-system-users', { first_name: 'X', last_name: 'Y', email: 'x.y@example.ph', contact_number: '0917 555 0102', 'roles[]': ['auditors'] });
  expect(bad.status).toBe(422);
  expect(bad.body.errors.roles).toEqual(['The selected roles is invalid.']);
});

it('reads the bookings, a booking history with its replay and the audit log, and changes nothing', async () => {
  const b = await bookingOn(w, manilaTomorrow());
  await assign(w, b, [w.manongs[0]!.userId]);
  const list = await auditor.get('/admin-api/bookings');
  expect(list.status).toBe(200);
  expect(list.body.map((r: { id: string }) => r.id)).toContain(b.id);
  const history = await auditor.get(`/admin-api/bookings/${b.id}/history`);
  expect(history.status).toBe(200);
  expect(history.body.events.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['BookingPlaced', 'ManongsAssigned']));
  const first = await auditor.get(`/admin-api/bookings/${b.id}/history?at=1`);
  expect(first.status).toBe(200);
  expect(first.body.state.work_status_string).toBe('Pending');
  expect((await auditor.get(`/admin-api/audit?booking=${b.id}`)).status).toBe(200);

  for (const [method, path, body] of [
    ['post', `/admin-api/bookings/${b.id}/cancel`, {}],
    ['post', `/admin-api/bookings/${b.id}/assign-manongs`, { primaryManongs: [] }],
    ['delete', `/api/bookings/${b.id}`, undefined],
    ['post', '/api/cities', { name: 'Audit City' }],
  ] as const) {
    expect((await auditor.send(method, path, body)).status, `${method} ${path}`).toBe(403);
  }
  // Nothing was appended by the refused calls.
  const after = await auditor.get(`/admin-api/bookings/${b.id}/history`);
  expect(after.body.events).toHaveLength(history.body.events.length);
});

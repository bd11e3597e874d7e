/**
 * The authorization matrix's "another customer" and "another manong": every policy route
 * that names something owned (a booking by reference, an address, a file, a report),
 * called by a signed-in user who does not own it, gets 403 or 404, never 200, and
 * appends nothing. Which routes must be probed is derived from the policy table: every
 * route with a path parameter that a customer or a manong may call is either probed here
 * or listed below as public by design, with the reason; the routes taking an owned id in
 * their body (look-ups, requests, uploads, reports) are probed too. Assessors' checklists
 * are probed in services/api/test/reports.documents.int.test.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Access } from '../../services/api/src/http/access.js';
import { policies, type RouteKey } from '../../services/api/src/http/policy.js';
import { splitKey } from '../../services/api/src/http/routing.js';
import { assign, booking, startWorld, type World } from '../../services/api/test/bookings.admin.support.js';
import { addAddress, cart, planSlot } from '../../services/api/test/bookings.support.js';
import type { Placed } from '../../services/api/test/bookings.customer.support.js';
import { PNG } from '../../services/api/test/people.support.js';
import type { TestClient } from '../../services/api/test/support/stack.js';
import { storeHead } from './storeHead.js';

let w: World;
/** The owner's things: a paid booking assigned to the first manong, an address, a permit, a document, a report. */
let placed: Placed;
let ownerAddress: string;
let permitLink: string;
let documentLink: string;
let reportId: string;
let anotherCustomer: { client: TestClient; userId: string; email: string };
let anotherManong: TestClient;
/** The owner's maintenance plan and its first visit's reference. */
let planId: string;
let planReference: string;

beforeAll(async () => {
  w = await startWorld(2);
  placed = (await booking(w)).booking;
  await assign(w, placed, [w.manongs[0]!.userId]);
  ownerAddress = w.addressId;
  const permit = await w.customer.client.multipart('post', '/api/work-permits', { id: placed.id }, { 'permits[]': [PNG, 'permit.png'] });
  if (permit.status !== 201) throw new Error(`permit: ${permit.status} ${JSON.stringify(permit.body)}`);
  permitLink = permit.body.data[0].file_link;
  const document = await w.manongs[0]!.client.multipart('post', '/api/upload-documents', { id: placed.id }, { 'documents[]': [PNG, 'site.png'] });
  if (document.status !== 201) throw new Error(`document: ${document.status} ${JSON.stringify(document.body)}`);
  documentLink = document.body.data[0].file_link;
  const report = await w.manongs[0]!.client.send('post', '/api/reports/work-order-form', { id: placed.id });
  if (report.status >= 300) throw new Error(`report: ${report.status} ${JSON.stringify(report.body)}`);
  reportId = String(report.body.id ?? report.body.data?.id);
  anotherCustomer = await w.stack.signedIn('customer');
  await addAddress(anotherCustomer.client, w.c.cityId);
  anotherManong = w.manongs[1]!.client;
  const terms = await w.admin.send('put', `/admin-api/category-plans/${w.c.category.id}`, { intervals: [6], discount_percent: 5 });
  if (terms.status !== 200) throw new Error(`plan terms: ${terms.status} ${JSON.stringify(terms.body)}`);
  const planned = await w.customer.client.send('post', '/api/bookings', cart(w.c, await planSlot(w.stack, 3), w.addressId, { plan: { intervalMonths: 6 } }));
  if (planned.status !== 201) throw new Error(`plan: ${planned.status} ${JSON.stringify(planned.body)}`);
  planId = planned.body.plan.id;
  planReference = planned.body.data.id;
  await w.stack.settled();
}, 180_000);
afterAll(async () => {
  await w?.stack.close();
});

type Call = (client: TestClient) => Promise<{ status: number; body: unknown }>;
interface Probe {
  who: 'another customer' | 'another manong';
  call: Call;
}

const get = (url: () => string): Call => (client) => client.get(url());
const send = (method: 'post' | 'patch' | 'delete', url: () => string, body: () => object = () => ({})): Call => (client) => client.send(method, url(), body());

/** What each owned-thing route is tried with, by the user who must not get it. */
const probes: Partial<Record<RouteKey, Probe[]>> = {
  'GET /api/customer/:id/address': [{ who: 'another customer', call: get(() => `/api/customer/${w.customer.userId}/address`) }],
  'POST /api/address/customer/:id': [
    { who: 'another customer', call: send('post', () => `/api/address/customer/${w.customer.userId}`, () => ({ contact_number: '09171234567', city: w.c.cityId, type_of_home: 'Condo', street_address: '1 Planted St', barangay: 'Poblacion' })) },
  ],
  'PATCH /api/my-addresses/:id': [
    { who: 'another customer', call: send('patch', () => `/api/my-addresses/${ownerAddress}`, () => ({ contact_number: '09171234567', city: w.c.cityId, type_of_home: 'House', street_address: '9 Taken St', barangay: 'Poblacion' })) },
  ],
  'DELETE /api/my-addresses/:id': [{ who: 'another customer', call: send('delete', () => `/api/my-addresses/${ownerAddress}`) }],
  'GET /api/bookings/:reference/files/:name': [
    { who: 'another customer', call: get(() => permitLink) },
    { who: 'another manong', call: get(() => permitLink) },
  ],
  'PATCH /api/bookings/:id/feedback': [{ who: 'another customer', call: send('patch', () => `/api/bookings/${placed.id}/feedback`, () => ({ feedback: 'Taken over', rating: 1 })) }],
  'POST /api/bookings/:id/cancel': [{ who: 'another customer', call: send('post', () => `/api/bookings/${placed.id}/cancel`) }],
  'POST /api/rebook-booking': [{ who: 'another customer', call: send('post', () => '/api/rebook-booking', () => ({ bookingId: placed.id, email: anotherCustomer.email, dateOfService: '2099-01-01T10:00' })) }],
  'POST /api/cancel-booking': [{ who: 'another customer', call: send('post', () => '/api/cancel-booking', () => ({ bookingId: placed.id, email: anotherCustomer.email, reason: 'Not mine', bankAccount: '1234' })) }],
  'POST /api/work-permits': [{ who: 'another customer', call: (client) => client.multipart('post', '/api/work-permits', { id: placed.id }, { 'permits[]': [PNG, 'planted.png'] }) }],
  'POST /api/check-booking': [{ who: 'another customer', call: send('post', () => '/api/check-booking', () => ({ bookingId: placed.id, email: anotherCustomer.email })) }],
  'POST /api/booking-show-details': [{ who: 'another customer', call: send('post', () => '/api/booking-show-details', () => ({ id: placed.id, email: anotherCustomer.email })) }],
  // Its owner needs no receipt; anyone else needs the one the gateway's redirect carries.
  'GET /api/booking-success/:reference': [{ who: 'another customer', call: get(() => `/api/booking-success/${placed.id}`) }],
  'GET /api/bookings/:reference/calendar': [{ who: 'another customer', call: get(() => `/api/bookings/${placed.id}/calendar`) }],
  'POST /api/bookings/:reference/pay': [{ who: 'another customer', call: send('post', () => `/api/bookings/${placed.id}/pay`, () => ({ email: anotherCustomer.email })) }],
  'GET /api/my-plans/:id': [{ who: 'another customer', call: get(() => `/api/my-plans/${planId}`) }],
  'POST /api/my-plans/:id/skip-next': [{ who: 'another customer', call: send('post', () => `/api/my-plans/${planId}/skip-next`) }],
  'POST /api/my-plans/:id/pause': [{ who: 'another customer', call: send('post', () => `/api/my-plans/${planId}/pause`) }],
  'POST /api/my-plans/:id/resume': [{ who: 'another customer', call: send('post', () => `/api/my-plans/${planId}/resume`) }],
  'POST /api/my-plans/:id/cancel': [{ who: 'another customer', call: send('post', () => `/api/my-plans/${planId}/cancel`) }],
  'PUT /api/my-plans/:id/interval': [{ who: 'another customer', call: (client) => client.send('put', `/api/my-plans/${planId}/interval`, { interval_months: 6 }) }],
  'POST /api/plan-visits/:reference': [{ who: 'another customer', call: send('post', () => `/api/plan-visits/${planReference}`, () => ({ email: anotherCustomer.email })) }],
  'POST /api/plan-visits/:reference/move': [{ who: 'another customer', call: send('post', () => `/api/plan-visits/${planReference}/move`, () => ({ email: anotherCustomer.email, slot: '2099-01-01T10:00' })) }],
  'POST /api/plan-visits/:reference/skip': [{ who: 'another customer', call: send('post', () => `/api/plan-visits/${planReference}/skip`, () => ({ email: anotherCustomer.email })) }],
  'PATCH /api/manongs/bookings/:id': [{ who: 'another manong', call: send('patch', () => `/api/manongs/bookings/${placed.id}`, () => ({ is_confirmed: 1 })) }],
  'GET /api/manongs/bookings/:id/calendar': [{ who: 'another manong', call: get(() => `/api/manongs/bookings/${placed.id}/calendar`) }],
  'POST /api/manongs/time-in/:id': [{ who: 'another manong', call: send('post', () => `/api/manongs/time-in/${placed.id}`) }],
  'POST /api/manongs/time-out/:id': [{ who: 'another manong', call: send('post', () => `/api/manongs/time-out/${placed.id}`) }],
  'POST /api/upload-documents': [{ who: 'another manong', call: (client) => client.multipart('post', '/api/upload-documents', { id: placed.id }, { 'documents[]': [PNG, 'planted.png'] }) }],
  'GET /api/documents/:owner/:name': [{ who: 'another manong', call: get(() => documentLink) }],
  'POST /api/reports/work-order-form': [{ who: 'another manong', call: send('post', () => '/api/reports/work-order-form', () => ({ id: placed.id })) }],
  'GET /api/reports/:id': [{ who: 'another manong', call: get(() => `/api/reports/${reportId}`) }],
  'GET /api/reports/:id/file': [{ who: 'another manong', call: get(() => `/api/reports/${reportId}/file?expires=9999999999&signature=${'ab'.repeat(32)}`) }],
};

/** Routes that take an id but are open by design, and why. */
const publicByDesign: Partial<Record<RouteKey, string>> = {
  'GET /api/set-password/:token': 'the token is the secret, mailed to the account owner',
  'GET /payments/sandbox/:paymentId': 'the unguessable payment id is the key (policy.ts)',
  'POST /payments/sandbox/:paymentId/pay': 'the unguessable payment id is the key (policy.ts)',
  'POST /payments/sandbox/:paymentId/fail': 'the unguessable payment id is the key (policy.ts)',
  'GET /api/fetch-booking-details/:id': 'the public tracker by reference (spec), no personal data',
  'GET /api/bookings/:id/manongs': "the public manong page by reference (spec): the assigned staff's names",
  'POST /api/assessments/:serviceId': 'a catalogue service id, owned by nobody',
};

const admitsCustomerOrManong = (access: Access) => access.kind !== 'roles' || access.roles.some((r) => r === 'customer' || r === 'manong') || access.self !== undefined;

it('probes every id-taking route a customer or a manong may call, or says why it is public', () => {
  const needed = (Object.keys(policies) as RouteKey[]).filter((key) => admitsCustomerOrManong(policies[key].access) && splitKey(key)[1].includes(':'));
  const unaccounted = needed.filter((key) => !(key in probes) && !(key in publicByDesign));
  expect(unaccounted).toEqual([]);
  expect(Object.keys(probes).filter((key) => !(key in policies))).toEqual([]);
});

it("refuses another customer's and another manong's every call on what is not theirs, recording nothing", async () => {
  const head = () => storeHead(w.stack.store);
  const failures: string[] = [];
  const seen: string[] = [];
  for (const [key, list] of Object.entries(probes) as [RouteKey, Probe[]][]) {
    for (const probe of list) {
      const client = probe.who === 'another customer' ? anotherCustomer.client : anotherManong;
      const before = await head();
      const res = await probe.call(client);
      seen.push(`${key} by ${probe.who}: ${res.status}`);
      if (![403, 404].includes(res.status)) failures.push(`${key} by ${probe.who}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      if ((await head()) !== before) failures.push(`${key} by ${probe.who}: the event store moved`);
    }
  }
  expect(failures, seen.join('\n')).toEqual([]);
}, 120_000);

it("still serves the owner and the assigned manong (the probes' ids are real)", async () => {
  expect((await w.customer.client.get(permitLink)).status).toBe(200);
  expect((await w.customer.client.get(`/api/customer/${w.customer.userId}/address`)).status).toBe(200);
  expect((await w.manongs[0]!.client.get(documentLink)).status).toBe(200);
  expect((await w.manongs[0]!.client.get(`/api/reports/${reportId}`)).status).toBe(200);
  const addresses = JSON.stringify((await w.customer.client.get('/api/my-addresses')).body);
  expect(addresses).toContain(ownerAddress);
}, 60_000);

it("lists nothing of the owner's to the others: My Bookings, My Addresses, the manong's jobs", async () => {
  expect(JSON.stringify((await anotherCustomer.client.get('/api/my-bookings')).body)).not.toContain(placed.id);
  expect(JSON.stringify((await anotherCustomer.client.get('/api/my-addresses')).body)).not.toContain(ownerAddress);
  expect(JSON.stringify((await anotherCustomer.client.get('/api/my-plans')).body)).not.toContain(planId);
  expect(JSON.stringify((await w.customer.client.get('/api/my-plans')).body)).toContain(planId);
  expect(JSON.stringify((await anotherManong.get('/api/manongs/bookings')).body)).not.toContain(placed.id);
  expect(JSON.stringify((await w.manongs[0]!.client.get('/api/manongs/bookings')).body)).toContain(placed.id);
}, 60_000);

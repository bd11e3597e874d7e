import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { handleCommand } from '@app/core/commands/handleCommand';
import { couponDecider } from '@app/core/coupons/couponDecider';
import { couponStreamId } from '@app/core/coupons/couponEvents';
import { addDays, manilaDate } from '@app/core/schedules/manilaTime';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let admin: TestClient;
let customer: { client: TestClient; userId: string };
let other: { client: TestClient; userId: string };
const nextYear = addDays(manilaDate(new Date()), 365);
const eventCount = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n as number;
const form = (overrides: object = {}) => ({ label: 'Rainy season', code: 'rain10', is_disposable: false, usage: 3, amount: 10, all_user: true, expires_at: nextYear, is_percentage: true, ...overrides });
const redeem = async (couponId: string, customerId: string | null) => {
  const result = await handleCommand(stack.store, couponStreamId(couponId), couponDecider, { type: 'RedeemCoupon', id: couponId, bookingId: randomUUID(), customerId, now: new Date().toISOString() }, systemContext());
  await stack.settled();
  return result;
};

beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
  customer = await stack.signedIn('customer');
  other = await stack.signedIn('customer');
});
afterAll(async () => {
  await stack?.close();
});

it('creates, lists (paged by 10, searchable), updates and deletes a coupon, with the spec texts', async () => {
  const created = await admin.send('post', '/api/coupons', form());
  expect(created.status).toBe(201);
  expect(created.body.message).toBe('Discount coupon has been created.');
  const id = created.body.data.id;
  expect(created.body.data).toMatchObject({ code: 'RAIN10', data: { label: 'Rainy season', percentage: true }, reward: 10, quantity: 3, usage: 3, is_disposable: false, all_user: true, customers: [] });
  for (let i = 0; i < 10; i++) await admin.send('post', '/api/coupons', form({ code: `BULK${i}`, label: `Bulk ${i}`, is_percentage: false, amount: 100 + i }));

  const page = await admin.get('/api/coupons?page=2');
  expect(page.body).toMatchObject({ per_page: 10, total: 11, current_page: 2, last_page: 2 });
  const search = await admin.get('/api/coupons?search=rain');
  expect(search.body.data.map((c: { code: string }) => c.code)).toEqual(['RAIN10']);
  expect(search.body.data[0]).toHaveProperty('expires_at');
  expect(search.body.data[0]).toHaveProperty('created_at');

  const updated = await admin.send('patch', `/api/coupons/${id}`, form({ label: 'Monsoon', code: 'MONSOON', is_disposable: true, usage: null }));
  expect(updated.body).toMatchObject({ message: 'Discount coupon has been updated.', data: { id, code: 'MONSOON', data: { label: 'Monsoon' }, is_disposable: true, usage: 1, quantity: 1 } });
  // The old code is free again; the new one is taken.
  expect((await admin.send('post', '/api/coupons', form({ code: 'RAIN10' }))).status).toBe(201);
  const taken = await admin.send('post', '/api/coupons', form({ code: 'monsoon' }));
  expect(taken.status).toBe(422);
  expect(taken.body.errors).toEqual({ code: ['The code has already been taken.'] });

  const removed = await admin.send('delete', `/api/coupons/${id}`);
  expect(removed.body.message).toBe('Discount coupon has been deleted.');
  expect((await admin.send('delete', `/api/coupons/${id}`)).status).toBe(404);
  expect((await admin.send('patch', `/api/coupons/${id}`, form())).status).toBe(404);
  expect((await admin.send('post', '/api/coupons', form({ code: 'MONSOON' }))).status).toBe(201);

  const events = await stack.store.readStream(couponStreamId(id));
  expect(events.map((e) => e.type)).toEqual(['CouponCreated', 'CouponUpdated', 'CouponRemoved']);
});

it('answers bad input with 422 and a field map, and writes nothing', async () => {
  const before = await eventCount();
  const empty = await admin.send('post', '/api/coupons', {});
  expect(empty.status).toBe(422);
  expect(Object.keys(empty.body.errors).sort()).toEqual(['amount', 'customers', 'expires_at', 'label', 'usage']);
  const bad = async (overrides: object, field: string) => {
    const res = await admin.send('post', '/api/coupons', form({ code: 'FRESH', ...overrides }));
    expect(res.status, JSON.stringify(overrides)).toBe(422);
    expect(Object.keys(res.body.errors), JSON.stringify(res.body.errors)).toEqual([field]);
  };
  await bad({ amount: 101 }, 'amount');
  await bad({ is_percentage: false, amount: 0 }, 'amount');
  await bad({ usage: 0 }, 'usage');
  await bad({ usage: undefined }, 'usage');
  await bad({ expires_at: '2020-01-01' }, 'expires_at');
  await bad({ expires_at: 'tomorrow' }, 'expires_at');
  await bad({ all_user: false, customers: [] }, 'customers');
  await bad({ all_user: false, customers: [randomUUID()] }, 'customers');
  await bad({ code: 'a b' }, 'code');
  expect((await admin.send('patch', '/api/coupons/not-a-uuid', form())).status).toBe(404);
  expect(await eventCount()).toBe(before);
});

it('never lowers the usage below the uses already made', async () => {
  const created = await admin.send('post', '/api/coupons', form({ code: 'TWOUSES', usage: 2 }));
  const id = created.body.data.id;
  await redeem(id, customer.userId);
  await redeem(id, other.userId);
  expect((await admin.get('/api/coupons?search=TWOUSES')).body.data[0].quantity).toBe(0);
  const lower = await admin.send('patch', `/api/coupons/${id}`, form({ code: 'TWOUSES', usage: 1 }));
  expect(lower.status).toBe(422);
  expect(lower.body.errors.usage[0]).toMatch(/already made/);
  const higher = await admin.send('patch', `/api/coupons/${id}`, form({ code: 'TWOUSES', usage: 5 }));
  expect(higher.body.data.quantity).toBe(3);
});

it('check-discount-coupon and apply/discount-coupon: valid only when unexpired, with uses left, and for this customer', async () => {
  const forCustomer = await admin.send('post', '/api/coupons', form({ code: 'JUSTYOU', all_user: false, customers: [customer.userId], is_percentage: false, amount: 150 }));
  expect(forCustomer.status).toBe(201);
  await admin.send('post', '/api/coupons', form({ code: 'EVERYONE', usage: 1 }));

  const check = (client: TestClient, code: string) => client.send('post', '/api/check-discount-coupon', { discountCoupon: code });
  const valid = await check(customer.client, 'justyou');
  expect(valid.status).toBe(200);
  expect(valid.body).toEqual({ status: 'valid', is_percentage: false, amount: 150, message: 'Coupon is valid.' });
  const invalid = { status: 'invalid', message: 'Invalid discount coupon...' };
  expect((await check(other.client, 'JUSTYOU')).body).toMatchObject(invalid);
  expect((await check(stack.client(), 'JUSTYOU')).status).toBe(422);
  expect((await check(stack.client(), 'EVERYONE')).body).toMatchObject({ status: 'valid', is_percentage: true, amount: 10 });
  expect((await check(stack.client(), 'NOSUCHCODE')).body).toMatchObject(invalid);
  expect((await stack.client().send('post', '/api/check-discount-coupon', {})).status).toBe(422);

  const apply = await customer.client.send('post', '/api/apply/discount-coupon', { coupon: 'JustYou' });
  expect(apply.body).toEqual({ code: 'JUSTYOU', is_percentage: false, amount: 150, value: 150 });
  const refused = await other.client.send('post', '/api/apply/discount-coupon', { coupon: 'JUSTYOU' });
  expect(refused.status).toBe(422);
  expect(refused.body.message).toBe('Invalid discount coupon...');

  // Used up: its one use spent.
  const everyone = (await admin.get('/api/coupons?search=EVERYONE')).body.data[0];
  await redeem(everyone.id, null);
  expect((await check(customer.client, 'EVERYONE')).status).toBe(422);
});

it('an expired coupon is invalid', async () => {
  const created = await admin.send('post', '/api/coupons', form({ code: 'SOONGONE' }));
  const id = created.body.data.id;
  // Expire it in the store directly: the form only accepts future dates.
  const terms = { label: 'Soon gone', code: 'SOONGONE', amount: 10, isPercentage: true, isDisposable: false, usageLimit: 3, allCustomers: true, customerIds: [], expiresAt: new Date(Date.now() + 300).toISOString() };
  await handleCommand(stack.store, couponStreamId(id), couponDecider, { type: 'UpdateCoupon', id, terms }, systemContext());
  await stack.settled();
  await new Promise((r) => setTimeout(r, 400));
  expect((await customer.client.send('post', '/api/check-discount-coupon', { discountCoupon: 'SOONGONE' })).status).toBe(422);
});

it('serves react-admin at /admin-api/coupons', async () => {
  const created = await admin.send('post', '/admin-api/coupons', form({ code: 'RAADMIN' }));
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ code: 'RAADMIN', quantity: 3 });
  const list = await admin.get(`/admin-api/coupons?filter=${encodeURIComponent('{"q":"raadmin"}')}`);
  expect(list.headers['content-range']).toBe('coupons 0-0/1');
  const put = await admin.send('put', `/admin-api/coupons/${created.body.id}`, form({ code: 'RAADMIN', amount: 20 }));
  expect(put.body).toMatchObject({ reward: 20 });
  expect((await admin.send('delete', `/admin-api/coupons/${created.body.id}`)).body).toMatchObject({ code: 'RAADMIN' });
  expect((await admin.get(`/admin-api/coupons/${created.body.id}`)).status).toBe(404);
});

it('is for administrators only, except the look-ups', async () => {
  expect((await customer.client.get('/api/coupons')).status).toBe(403);
  expect((await customer.client.send('post', '/api/coupons', form({ code: 'NOPE' }))).status).toBe(403);
});

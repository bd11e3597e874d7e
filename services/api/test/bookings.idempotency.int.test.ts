/**
 * `Idempotency-Key` on POST /api/bookings through HTTP: a retry after a lost answer
 * answers the first booking (same status, same shape), never a second one; the same key
 * with another body, or a malformed key, is a 422 on the header's name.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { KEY_REUSED, MALFORMED_KEY } from '@app/core/idempotency/idempotencyKey';
import { addAddress, cart, planSlot, seedCatalogue, slotEvents, type Catalogue } from './bookings.support.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let customer: TestClient;
let addressId: string;
let c: Catalogue;

beforeAll(async () => {
  stack = await startStack();
  c = await seedCatalogue((await stack.signedIn('administrator')).client);
  customer = (await stack.signedIn('customer')).client;
  addressId = await addAddress(customer, c.cityId);
  await stack.settled();
});
afterAll(async () => {
  await stack?.close();
});

it('the same key and body answers the first booking, 201 with the same payment url, and places nothing more', async () => {
  const slotId = await planSlot(stack, 5);
  const key = { 'Idempotency-Key': randomUUID() };
  const first = await customer.send('post', '/api/bookings', cart(c, slotId, addressId), key);
  const again = await customer.send('post', '/api/bookings', cart(c, slotId, addressId), key);
  expect(first.status).toBe(201);
  expect(again.status).toBe(201);
  expect(again.body.data.reference).toBe(first.body.data.reference);
  expect(again.body.payment.url).toBe(first.body.payment.url);
  expect((await slotEvents(stack, slotId)).filter(([type]) => type === 'SeatReserved')).toHaveLength(1);
  // Without a key, the same cart is another booking.
  const other = await customer.send('post', '/api/bookings', cart(c, slotId, addressId));
  expect(other.body.data.reference).not.toBe(first.body.data.reference);
});

it('5 retries racing with one key place one booking', async () => {
  const slotId = await planSlot(stack, 10);
  const key = { 'Idempotency-Key': randomUUID() };
  const answers = await Promise.all(Array.from({ length: 5 }, () => customer.send('post', '/api/bookings', cart(c, slotId, addressId), key)));
  expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
  expect(new Set(answers.map((a) => a.body.data.reference)).size).toBe(1);
  expect((await slotEvents(stack, slotId)).filter(([type]) => type === 'SeatReserved')).toHaveLength(1);
});

it('the same key with another body is a 422 on the header, and so is a malformed key', async () => {
  const [slotId, otherSlot] = [await planSlot(stack, 5), await planSlot(stack, 5)];
  const key = { 'Idempotency-Key': randomUUID() };
  expect((await customer.send('post', '/api/bookings', cart(c, slotId, addressId), key)).status).toBe(201);
  const reused = await customer.send('post', '/api/bookings', cart(c, otherSlot, addressId), key);
  expect(reused.status).toBe(422);
  expect(reused.body.errors).toEqual({ 'Idempotency-Key': [KEY_REUSED] });
  const malformed = await customer.send('post', '/api/bookings', cart(c, slotId, addressId), { 'Idempotency-Key': 'bad key!' });
  expect(malformed.status).toBe(422);
  expect(malformed.body.errors).toEqual({ 'Idempotency-Key': [MALFORMED_KEY] });
  expect((await slotEvents(stack, otherSlot)).filter(([type]) => type === 'SeatReserved')).toHaveLength(0);
});

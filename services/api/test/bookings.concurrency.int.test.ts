/**
 * The proofs through HTTP against the running stack (issue 4): 50 concurrent bookings of
 * a capacity-3 slot give exactly 3 bookings and 47 clear 409s; 50 concurrent bookings
 * redeeming a 5-use coupon (slots with room) give exactly 5 discounted bookings and 45
 * 422s. Both check the streams and the read model, not just the answers.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { couponStreamId } from '@app/core/coupons/couponEvents';
import { INVALID_COUPON } from '@app/core/coupons/couponDecider';
import { SLOT_FULL } from '@app/core/schedules/slotDecider';
import { bookingsInSlot, bookingsWithCoupon, reservationsWithoutBooking } from '@app/projections/readModels/bookingList/counts';
import { findSlot } from '@app/projections/readModels/schedules/slots';
import { addAddress, cart, createCoupon, planSlot, seedCatalogue, slotEvents, type Catalogue } from './bookings.support.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

const RACERS = 50;
let stack: TestStack;
let customer: TestClient;
let addressId: string;
let c: Catalogue;

beforeAll(async () => {
  stack = await startStack({ DATABASE_POOL_SIZE: '40' });
  c = await seedCatalogue((await stack.signedIn('administrator')).client);
  const signed = await stack.signedIn('customer');
  customer = signed.client;
  addressId = await addAddress(customer, c.cityId);
  await customer.csrf();
  await stack.settled();
});
afterAll(async () => {
  await stack?.close();
});

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

it('50 concurrent bookings of a capacity-3 slot: exactly 3 booked, 47 told the schedule is fully booked', async () => {
  const slotId = await planSlot(stack, 3);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: RACERS }, () => customer.send('post', '/api/bookings', cart(c, slotId, addressId))));
  const elapsed = performance.now() - started;
  const statuses = answers.map((a) => a.status);
  console.log(`[proof] capacity-3 slot, ${RACERS} concurrent POST /api/bookings: ${count(statuses, 201)} x 201, ${count(statuses, 409)} x 409 in ${elapsed.toFixed(0)} ms`);
  expect(count(statuses, 201)).toBe(3);
  expect(count(statuses, 409)).toBe(RACERS - 3);
  for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toBe(SLOT_FULL);

  const events = await slotEvents(stack, slotId);
  expect(events.filter(([type]) => type === 'SeatReserved')).toHaveLength(3);
  expect(events.filter(([type]) => type === 'SeatReleased')).toHaveLength(0);
  await stack.settled();
  expect(await bookingsInSlot(stack.db.pool, slotId)).toBe(3);
  expect((await findSlot(stack.db.pool, slotId))!.reserved).toBe(3);
});

it('50 concurrent bookings redeeming a 5-use coupon: exactly 5 discounted bookings, 45 told the coupon is invalid', async () => {
  const couponId = await createCoupon(stack, { code: 'FIVEUSES', usageLimit: 5, amount: 100, isPercentage: false });
  // Slots with room for everyone: 5 slots of 10 seats, so only the coupon limits.
  const slots = await Promise.all(Array.from({ length: 5 }, () => planSlot(stack, 10)));
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: RACERS }, (_, i) => customer.send('post', '/api/bookings', cart(c, slots[i % slots.length]!, addressId, { discountCoupon: 'FIVEUSES' }))),
  );
  const elapsed = performance.now() - started;
  const statuses = answers.map((a) => a.status);
  console.log(`[proof] 5-use coupon, ${RACERS} concurrent POST /api/bookings: ${count(statuses, 201)} x 201, ${count(statuses, 422)} x 422 in ${elapsed.toFixed(0)} ms`);
  expect(count(statuses, 201)).toBe(5);
  expect(count(statuses, 422)).toBe(RACERS - 5);
  for (const a of answers.filter((x) => x.status === 201)) expect(a.body.data).toMatchObject({ sub_total: 1500, discount: 100, total: 1400 });
  for (const a of answers.filter((x) => x.status === 422)) expect(a.body.errors).toEqual({ discountCoupon: [INVALID_COUPON] });

  const redemptions = (await stack.store.readStream(couponStreamId(couponId))).filter((e) => e.type === 'CouponRedeemed');
  expect(redemptions).toHaveLength(5);
  // Every refused booking gave its seat back: 5 seats held in all.
  let held = 0;
  for (const slotId of slots) {
    const events = await slotEvents(stack, slotId);
    held += events.filter(([t]) => t === 'SeatReserved').length - events.filter(([t]) => t === 'SeatReleased').length;
  }
  expect(held).toBe(5);
  await stack.settled();
  expect(await bookingsWithCoupon(stack.db.pool, couponId)).toBe(5);
  // No seat or coupon use is held for a booking the read model does not show (the
  // pending_reservations table said so until it was retired: the placement is one append).
  expect(await reservationsWithoutBooking(stack.db.pool)).toBe(0);
});

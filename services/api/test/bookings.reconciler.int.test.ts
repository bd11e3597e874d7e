/**
 * The placement saga's reconciler: a seat and a coupon use taken for a booking that never
 * appeared (the process died between steps) are released once old enough; those of a
 * placed booking, and fresh ones, are left alone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { redeemCouponUse } from '@app/core/bookings/placement/couponUse';
import { releaseAbandonedReservations } from '@app/core/bookings/placement/releaseAbandonedReservations';
import { reserveSeat } from '@app/core/bookings/placement/seat';
import { couponStreamId } from '@app/core/coupons/couponEvents';
import { addAddress, cart, createCoupon, planSlot, seedCatalogue, slotEvents } from './bookings.support.js';
import { startStack, type TestStack } from './support/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

it('releases the seat and the coupon use of a booking that never appeared, and nothing else', async () => {
  const c = await seedCatalogue((await stack.signedIn('administrator')).client);
  const customer = await stack.signedIn('customer');
  const addressId = await addAddress(customer.client, c.cityId);
  const couponId = await createCoupon(stack, { code: 'ORPHAN', usageLimit: 3 });
  const slotId = await planSlot(stack, 3);

  // A booking placed normally, with the same slot and coupon.
  const placed = await customer.client.send('post', '/api/bookings', cart(c, slotId, addressId, { discountCoupon: 'ORPHAN' }));
  expect(placed.status).toBe(201);
  // The crash: seat and coupon use taken, the booking never recorded.
  const orphan = randomUUID();
  await reserveSeat(stack.store, slotId, orphan, systemContext());
  await redeemCouponUse(stack.store, couponId, orphan, customer.userId, systemContext());
  await stack.settled();

  // Too fresh to be called abandoned: a saga may still be running.
  expect(await releaseAbandonedReservations(stack.store, stack.db.pool, 60_000)).toEqual([]);

  const released = await releaseAbandonedReservations(stack.store, stack.db.pool, 0);
  expect(released).toEqual(expect.arrayContaining([{ bookingId: orphan, kind: 'seat', targetId: slotId }, { bookingId: orphan, kind: 'coupon', targetId: couponId }]));
  expect(released).toHaveLength(2);
  const seats = await slotEvents(stack, slotId);
  expect(seats.filter(([t]) => t === 'SeatReleased')).toEqual([['SeatReleased', orphan]]);
  const uses = (await stack.store.readStream(couponStreamId(couponId))).map((e) => e.type);
  expect(uses.filter((t) => t === 'CouponRedemptionReleased')).toHaveLength(1);

  // Run again: nothing left to release.
  await stack.settled();
  expect(await releaseAbandonedReservations(stack.store, stack.db.pool, 0)).toEqual([]);
  const slot = await stack.db.pool.query('SELECT reserved FROM rm_schedules.slots WHERE id = $1', [slotId]);
  expect(slot.rows[0].reserved).toBe(1);
});

it('releases a seat stranded by a seat move that died half-way, and leaves the seats bookings claim', async () => {
  const c = await seedCatalogue((await stack.signedIn('administrator')).client);
  const customer = await stack.signedIn('customer');
  const addressId = await addAddress(customer.client, c.cityId);
  const held = await planSlot(stack, 3);
  const moveTo = await planSlot(stack, 3);
  const placed = await customer.client.send('post', '/api/bookings', cart(c, held, addressId));
  expect(placed.status).toBe(201);
  const bookingId = placed.body.data.booking_id as string;
  // The crash: the new seat of a rebooking reserved, the request never recorded.
  await reserveSeat(stack.store, moveTo, bookingId, systemContext());
  await stack.settled();

  expect(await releaseAbandonedReservations(stack.store, stack.db.pool, 60_000)).toEqual([]);
  const released = await releaseAbandonedReservations(stack.store, stack.db.pool, 0);
  expect(released).toEqual([{ bookingId, kind: 'seat', targetId: moveTo }]);
  expect((await slotEvents(stack, moveTo)).filter(([t]) => t === 'SeatReleased')).toEqual([['SeatReleased', bookingId]]);
  // The booking's own seat stays.
  expect((await slotEvents(stack, held)).filter(([t]) => t === 'SeatReleased')).toEqual([]);
  await stack.settled();
  expect(await releaseAbandonedReservations(stack.store, stack.db.pool, 0)).toEqual([]);
});

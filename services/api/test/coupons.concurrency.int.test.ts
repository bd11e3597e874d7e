/**
 * A coupon's usage limit holds under real concurrency: 20 bookings race to redeem a
 * 2-use coupon through handleCommand against the PostgreSQL event store. Exactly 2 win;
 * the rest are refused (used up) or lose the optimistic-concurrency race. Likewise one
 * code, claimed by many coupons at once, ends with exactly one holder.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { handleCommand } from '@app/core/commands/handleCommand';
import { couponDecider } from '@app/core/coupons/couponDecider';
import { couponStreamId } from '@app/core/coupons/couponEvents';
import type { EventStore } from '@app/core/eventstore';
import { CODE_TAKEN, couponCodeStreamId } from '@app/core/coupons/couponCode';
import { claimCode } from '../src/coupons/couponCodes.js';
import { expectOnlyRefusals, useRaceStore } from './support/races.js';

let store: EventStore;
const RACERS = 20;
useRaceStore((opened) => (store = opened));

it('20 concurrent redemptions of a 2-use coupon: exactly 2 succeed', async () => {
  const id = randomUUID();
  const terms = { label: 'Race', code: 'RACE2', amount: 5, isPercentage: true, isDisposable: false, usageLimit: 2, allCustomers: true, customerIds: [], expiresAt: '2999-01-01T00:00:00.000Z' };
  await handleCommand(store, couponStreamId(id), couponDecider, { type: 'CreateCoupon', id, terms }, systemContext());
  const results = await Promise.allSettled(
    Array.from({ length: RACERS }, () =>
      handleCommand(store, couponStreamId(id), couponDecider, { type: 'RedeemCoupon', id, bookingId: randomUUID(), customerId: null, now: new Date().toISOString() }, systemContext()),
    ),
  );
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
  expectOnlyRefusals(results, /used up/);
  const events = await store.readStream(couponStreamId(id));
  expect(events.filter((e) => e.type === 'CouponRedeemed')).toHaveLength(2);
});

it('10 coupons claiming one code at once: exactly 1 holds it', async () => {
  const results = await Promise.allSettled(Array.from({ length: 10 }, () => claimCode(store, 'same', randomUUID(), systemContext())));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  expectOnlyRefusals(results, new RegExp(CODE_TAKEN));
  const events = await store.readStream(couponCodeStreamId('SAME'));
  expect(events.map((e) => e.type)).toEqual(['CouponCodeClaimed']);
});

it('a claim left behind by a removed coupon is reclaimed', async () => {
  const gone = randomUUID();
  const terms = { label: 'Gone', code: 'LEFTOVER', amount: 5, isPercentage: true, isDisposable: false, usageLimit: 2, allCustomers: true, customerIds: [], expiresAt: '2999-01-01T00:00:00.000Z' };
  await claimCode(store, 'LEFTOVER', gone, systemContext());
  await handleCommand(store, couponStreamId(gone), couponDecider, { type: 'CreateCoupon', id: gone, terms }, systemContext());
  await handleCommand(store, couponStreamId(gone), couponDecider, { type: 'RemoveCoupon', id: gone }, systemContext());
  // (the crash: the claim was never released)
  const next = randomUUID();
  await claimCode(store, 'LEFTOVER', next, systemContext());
  const events = await store.readStream(couponCodeStreamId('LEFTOVER'));
  expect(events.map((e) => [e.type, (e.data as { couponId: string }).couponId])).toEqual([
    ['CouponCodeClaimed', gone],
    ['CouponCodeReleased', gone],
    ['CouponCodeClaimed', next],
  ]);
});

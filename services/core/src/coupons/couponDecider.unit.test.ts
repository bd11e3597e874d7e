import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../commands/deciderSpec.js';
import { couponDecider } from './couponDecider.js';
import type { CouponEvent, CouponTerms } from './couponEvents.js';

const id = '5b0e2c2e-8c55-4b5c-9d1b-0a2f4f3c1d11';
const alice = '00000000-0000-4000-8000-0000000000a1';
const bob = '00000000-0000-4000-8000-0000000000b0';
const booking = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const { given } = deciderSpec(couponDecider);

const terms: CouponTerms = {
  label: 'Rainy season',
  code: 'RAIN10',
  amount: 10,
  isPercentage: true,
  isDisposable: false,
  usageLimit: 2,
  allCustomers: true,
  customerIds: [],
  expiresAt: '2026-12-31T15:59:59.999Z',
};
const created: CouponEvent = { type: 'CouponCreated', data: { id, ...terms } };
const now = '2026-06-01T00:00:00.000Z';
const redeem = (n: number, customerId: string | null = alice, at = now) => ({ type: 'RedeemCoupon' as const, id, bookingId: booking(n), customerId, now: at });
const redeemed = (n: number, customerId: string | null = alice): CouponEvent => ({ type: 'CouponRedeemed', data: { id, bookingId: booking(n), customerId } });
const released = (n: number): CouponEvent => ({ type: 'CouponRedemptionReleased', data: { id, bookingId: booking(n) } });

describe('creating a coupon', () => {
  it('stores the code upper-cased', () => {
    given([]).when({ type: 'CreateCoupon', id, terms: { ...terms, code: ' rain10 ' } }).then([created]);
  });
  it('gives a disposable coupon exactly one use', () => {
    given([]).when({ type: 'CreateCoupon', id, terms: { ...terms, isDisposable: true, usageLimit: 7 } }).then([{ type: 'CouponCreated', data: { id, ...terms, isDisposable: true, usageLimit: 1 } }]);
  });
  it('keeps a percentage within 1..100 and a fixed amount above 0', () => {
    given([]).when({ type: 'CreateCoupon', id, terms: { ...terms, amount: 101 } }).thenThrows('invalid', 'between 1 and 100');
    given([]).when({ type: 'CreateCoupon', id, terms: { ...terms, amount: 0.5 } }).thenThrows('invalid', 'between 1 and 100');
    given([]).when({ type: 'CreateCoupon', id, terms: { ...terms, isPercentage: false, amount: 0 } }).thenThrows('invalid', 'greater than 0');
    given([]).when({ type: 'CreateCoupon', id, terms: { ...terms, isPercentage: false, amount: 250 } }).then([{ type: 'CouponCreated', data: { id, ...terms, isPercentage: false, amount: 250 } }]);
  });
  it('needs at least one use and, when not for all customers, some customers', () => {
    given([]).when({ type: 'CreateCoupon', id, terms: { ...terms, usageLimit: 0 } }).thenThrows('invalid', 'at least 1');
    given([]).when({ type: 'CreateCoupon', id, terms: { ...terms, allCustomers: false, customerIds: [] } }).thenThrows('invalid', 'customers');
  });
  it('is created once', () => {
    given([created]).when({ type: 'CreateCoupon', id, terms }).thenThrows('conflict');
  });
});

describe('updating and removing', () => {
  it('updates the terms; an unchanged update writes nothing', () => {
    given([created]).when({ type: 'UpdateCoupon', id, terms: { ...terms, label: 'Summer' } }).then([{ type: 'CouponUpdated', data: { id, ...terms, label: 'Summer' } }]);
    given([created]).when({ type: 'UpdateCoupon', id, terms }).then([]);
  });
  it('never lowers the usage limit below the uses already made', () => {
    given([created, redeemed(1), redeemed(2, bob)]).when({ type: 'UpdateCoupon', id, terms: { ...terms, usageLimit: 1 } }).thenThrows('invalid', 'already made');
    given([created, redeemed(1), redeemed(2, bob), released(2)]).when({ type: 'UpdateCoupon', id, terms: { ...terms, usageLimit: 1 } }).then([{ type: 'CouponUpdated', data: { id, ...terms, usageLimit: 1 } }]);
  });
  it('removes once; a removed or unknown coupon cannot be changed', () => {
    given([created]).when({ type: 'RemoveCoupon', id }).then([{ type: 'CouponRemoved', data: { id } }]);
    given([created, { type: 'CouponRemoved', data: { id } }]).when({ type: 'RemoveCoupon', id }).thenThrows('not_found');
    given([created, { type: 'CouponRemoved', data: { id } }]).when({ type: 'UpdateCoupon', id, terms }).thenThrows('not_found');
    given([]).when({ type: 'UpdateCoupon', id, terms }).thenThrows('not_found');
  });
});

describe('redeeming', () => {
  it('redeems while uses are left, and never beyond the usage limit', () => {
    given([created]).when(redeem(1)).then([redeemed(1)]);
    given([created, redeemed(1)]).when(redeem(2, bob)).then([redeemed(2, bob)]);
    given([created, redeemed(1), redeemed(2, bob)]).when(redeem(3)).thenThrows('invalid', 'used up');
  });
  it('is idempotent per booking, even once used up or expired', () => {
    given([created, redeemed(1)]).when(redeem(1)).then([]);
    given([created, redeemed(1), redeemed(2)]).when(redeem(2)).then([]);
    given([created, redeemed(1)]).when(redeem(1, alice, '2027-01-01T00:00:00.000Z')).then([]);
  });
  it('refuses an expired coupon (the expiry instant itself included)', () => {
    given([created]).when(redeem(1, alice, terms.expiresAt)).thenThrows('invalid', 'expired');
  });
  it('refuses customers the coupon is not for, and guests unless it is for all customers', () => {
    const forAlice: CouponEvent = { type: 'CouponCreated', data: { id, ...terms, allCustomers: false, customerIds: [alice] } };
    given([forAlice]).when(redeem(1, alice)).then([redeemed(1, alice)]);
    given([forAlice]).when(redeem(1, bob)).thenThrows('invalid', 'not available');
    given([forAlice]).when(redeem(1, null)).thenThrows('invalid', 'not available');
    given([created]).when(redeem(1, null)).then([redeemed(1, null)]);
  });
  it('refuses a removed or unknown coupon', () => {
    given([created, { type: 'CouponRemoved', data: { id } }]).when(redeem(1)).thenThrows('invalid', 'does not exist');
    given([]).when(redeem(1)).thenThrows('not_found');
  });
  it('a disposable coupon is used once', () => {
    const disposable: CouponEvent = { type: 'CouponCreated', data: { id, ...terms, isDisposable: true, usageLimit: 1 } };
    given([disposable, redeemed(1)]).when(redeem(2)).thenThrows('invalid', 'used up');
  });
});

describe('restoring a use', () => {
  it('gives a failed booking its use back, once', () => {
    given([created, redeemed(1), redeemed(2)]).when({ type: 'RestoreCouponUse', id, bookingId: booking(1) }).then([released(1)]);
    given([created, redeemed(1), released(1)]).when({ type: 'RestoreCouponUse', id, bookingId: booking(1) }).then([]);
    given([created]).when({ type: 'RestoreCouponUse', id, bookingId: booking(1) }).then([]);
  });
  it('after a restore the use can be spent again', () => {
    given([created, redeemed(1), redeemed(2), released(1)]).when(redeem(3)).then([redeemed(3)]);
  });
  it('still restores on a removed coupon (compensation must not get stuck)', () => {
    given([created, redeemed(1), { type: 'CouponRemoved', data: { id } }]).when({ type: 'RestoreCouponUse', id, bookingId: booking(1) }).then([released(1)]);
  });
});

describe('folding', () => {
  // Hot streams keep a folded state and fold on from it: evolve must leave it as it was.
  it('leaves the state it is given unchanged', () => {
    const { evolve, initialState } = couponDecider;
    const before = [created, redeemed(1)].reduce(evolve, initialState());
    const after = evolve(evolve(before, redeemed(2)), released(1));
    expect(before.status === 'active' && [...before.redemptions.keys()]).toEqual([booking(1)]);
    expect(after.status === 'active' && [...after.redemptions.keys()]).toEqual([booking(2)]);
  });
});

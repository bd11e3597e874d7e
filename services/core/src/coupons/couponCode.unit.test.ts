import { describe, it } from 'vitest';
import { deciderSpec } from '../commands/deciderSpec.js';
import { CODE_TAKEN, couponCodeDecider, type CouponCodeEvent } from './couponCode.js';

const first = '5b0e2c2e-8c55-4b5c-9d1b-0a2f4f3c1d11';
const second = '5b0e2c2e-8c55-4b5c-9d1b-0a2f4f3c1d22';
const now = '2026-06-01T00:00:00.000Z';
const { given } = deciderSpec(couponCodeDecider);
const claimed: CouponCodeEvent = { type: 'CouponCodeClaimed', data: { code: 'RAIN10', couponId: first, claimedAt: now } };

describe('a coupon code claim', () => {
  it('is claimed upper-cased by the first coupon', () => {
    given([]).when({ type: 'ClaimCouponCode', code: 'rain10', couponId: first, now }).then([claimed]);
  });
  it('cannot be claimed by a second coupon; the holder claiming again is a no-op', () => {
    given([claimed]).when({ type: 'ClaimCouponCode', code: 'RAIN10', couponId: second, now }).thenThrows('invalid', CODE_TAKEN);
    given([claimed]).when({ type: 'ClaimCouponCode', code: 'RAIN10', couponId: first, now }).then([]);
  });
  it('is released only by its holder, and can then be claimed by another', () => {
    const released: CouponCodeEvent = { type: 'CouponCodeReleased', data: { code: 'RAIN10', couponId: first } };
    given([claimed]).when({ type: 'ReleaseCouponCode', code: 'RAIN10', couponId: second }).then([]);
    given([claimed]).when({ type: 'ReleaseCouponCode', code: 'RAIN10', couponId: first }).then([released]);
    given([claimed, released]).when({ type: 'ClaimCouponCode', code: 'RAIN10', couponId: second, now }).then([
      { type: 'CouponCodeClaimed', data: { code: 'RAIN10', couponId: second, claimedAt: now } },
    ]);
  });
});

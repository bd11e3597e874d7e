/**
 * Events of a discount coupon (`coupon-<id>`): its terms, and each booking's use of it.
 * The stream is the consistency boundary of the usage limit: a booking redeems a use here
 * first, with optimistic concurrency on this stream alone.
 */
import { z } from 'zod';

export const couponTerms = z.object({
  label: z.string().min(1),
  /** Upper-cased, unique across coupons (see couponCode.ts). */
  code: z.string().min(1),
  /** Percent (1..100) when `isPercentage`, else pesos off the subtotal. */
  amount: z.number().positive(),
  isPercentage: z.boolean(),
  isDisposable: z.boolean(),
  /** 1 when disposable, else the number of uses (>= 1). */
  usageLimit: z.number().int().min(1),
  allCustomers: z.boolean(),
  /** Customers allowed when not `allCustomers`. */
  customerIds: z.array(z.string().uuid()),
  /** ISO instant after which the coupon no longer applies. */
  expiresAt: z.string(),
});
export type CouponTerms = z.infer<typeof couponTerms>;

const id = z.string().uuid();
export const couponCreated = couponTerms.extend({ id });
export const couponUpdated = couponTerms.extend({ id });
export const couponRemoved = z.object({ id });
export const couponRedeemed = z.object({ id, bookingId: z.string().uuid(), customerId: z.string().uuid().nullable() });
export const couponRedemptionReleased = z.object({ id, bookingId: z.string().uuid() });

export type CouponEvent =
  | { type: 'CouponCreated'; data: z.infer<typeof couponCreated> }
  | { type: 'CouponUpdated'; data: z.infer<typeof couponUpdated> }
  | { type: 'CouponRemoved'; data: z.infer<typeof couponRemoved> }
  | { type: 'CouponRedeemed'; data: z.infer<typeof couponRedeemed> }
  | { type: 'CouponRedemptionReleased'; data: z.infer<typeof couponRedemptionReleased> };

export const couponEventTypes = ['CouponCreated', 'CouponUpdated', 'CouponRemoved', 'CouponRedeemed', 'CouponRedemptionReleased'] as const;

export const couponStreamId = (couponId: string) => `coupon-${couponId}`;

/** Codes compare case-insensitively: stored and looked up upper-cased. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

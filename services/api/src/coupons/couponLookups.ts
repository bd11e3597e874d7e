/**
 * The public coupon look-ups of the booking flow. The code is found in the read model,
 * but validity is decided on the coupon's own stream with the same rule a redemption
 * uses (core `refusal`), so "valid" here means a booking could redeem it now.
 */
import { couponTerms } from '@app/core/contract/checkout';
import type { Request } from 'express';
import { z } from 'zod';
import { loadState } from '@app/core/commands/handleCommand';
import { couponDecider, INVALID_COUPON, refusal } from '@app/core/coupons/couponDecider';
import { couponStreamId, normalizeCode, type CouponTerms } from '@app/core/coupons/couponEvents';
import { couponIdByCode } from '@app/projections/readModels/coupons/coupons';
import type { ApiContext } from '../context.js';
import { perAddress } from '../http/rateLimits.js';
import type { Routes } from '../http/routing.js';

const code = z.string().trim().min(1).max(64);
/** `customer`: an administrator checking on a customer's behalf (the admin booking form). */
const checkBody = z.object({ discountCoupon: code, customer: z.string().uuid().optional() });
const applyBody = z.object({ coupon: code, customer: z.string().uuid().optional() });

/** The coupon's terms when this request's customer may use it now, else undefined (also the wizard's quote). */
export async function usableCoupon(ctx: ApiContext, req: Request, text: string, onBehalfOf?: string): Promise<CouponTerms | undefined> {
  const id = await couponIdByCode(ctx.pool, normalizeCode(text));
  if (!id) return undefined;
  const state = await loadState(ctx.store, couponStreamId(id), couponDecider);
  const customerId = onBehalfOf && req.actor?.roles.includes('administrator') ? onBehalfOf : (req.actor?.userId ?? null);
  if (state.status !== 'active' || refusal(state, customerId, new Date().toISOString())) return undefined;
  return state.terms;
}

export function couponLookupRoutes(routes: Routes, ctx: ApiContext): void {
  const usable = (req: Request, text: string, onBehalfOf: string | undefined) => usableCoupon(ctx, req, text, onBehalfOf);
  const limited = perAddress(ctx.limits.lookupsPerAddress);

  routes.document('POST /api/check-discount-coupon', { summary: 'Check a coupon code', body: checkBody });
  routes.add('POST /api/check-discount-coupon', limited, async (req, res) => {
    const body = checkBody.safeParse(req.body);
    const terms = body.success ? await usable(req, body.data.discountCoupon, body.data.customer) : undefined;
    if (!terms) {
      res.status(422).json({ status: 'invalid', message: INVALID_COUPON, errors: { discountCoupon: [INVALID_COUPON] } });
      return;
    }
    res.json({ status: 'valid', is_percentage: terms.isPercentage, amount: terms.amount, message: 'Coupon is valid.' });
  });

  routes.document('POST /api/apply/discount-coupon', { summary: 'Apply a coupon code', body: applyBody, response: couponTerms });
  routes.add('POST /api/apply/discount-coupon', limited, async (req, res) => {
    const body = applyBody.safeParse(req.body);
    const terms = body.success ? await usable(req, body.data.coupon, body.data.customer) : undefined;
    if (!terms) {
      res.status(422).json({ status: 'invalid', message: INVALID_COUPON, errors: { coupon: [INVALID_COUPON] } });
      return;
    }
    res.json({ code: terms.code, is_percentage: terms.isPercentage, amount: terms.amount, value: terms.amount });
  });
}

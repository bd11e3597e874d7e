/**
 * `POST /api/cart-quote`: the wizard's cart priced as placing it would price it (the
 * catalogue's prices, the coupon's terms, core's `priceBooking`), with whether TendoPay
 * takes that total. The payment step enables its installment button from this answer,
 * so the minimum is decided once, in core (`installmentRefusal`), not again in the page.
 *
 * The body is the cart of `/api/{gateway}/process` (category, list or services,
 * discountCoupon); nothing is written. A coupon makes it a coupon look-up, so it spends
 * the same per-address look-up allowance as `/api/check-discount-coupon`.
 */
import { cartQuote } from '@app/core/contract/checkout';
import { z } from 'zod';
import { installmentRefusal, priceBooking, toPesos } from '@app/core/bookings/pricing';
import { INVALID_COUPON } from '@app/core/coupons/couponDecider';
import type { ApiContext } from '../context.js';
import { usableCoupon } from '../coupons/couponLookups.js';
import { HttpError } from '../http/problems.js';
import { clientAddress, consume } from '../http/rateLimits.js';
import type { Routes } from '../http/routing.js';
import { cartFields } from '@app/core/contract/bookingForm';
import { toBookingRequest } from './payment/processForm.js';
import { cartOf } from './priceLines.js';

const quoteForm = z.object(cartFields);

export function cartQuoteRoute(routes: Routes, ctx: ApiContext): void {
  routes.document('POST /api/cart-quote', { summary: "The cart's sub total, discount and total as placing it would price them, and whether TendoPay takes that total", body: quoteForm, response: cartQuote });
  routes.add('POST /api/cart-quote', async (req, res) => {
    const form = quoteForm.parse(toBookingRequest(req.body, 'xendit'));
    // Only prices matter here: a line without a location is priced all the same.
    // The coupon is not looked up with the catalogue: it is asked below, behind the look-ups' rate limit.
    const { lines } = await cartOf(ctx.pool, { category: form.category, services: form.services }, false);
    let coupon = null;
    if (form.discountCoupon) {
      await consume(ctx.limits.lookupsPerAddress, clientAddress(req));
      coupon = (await usableCoupon(ctx, req, form.discountCoupon)) ?? null;
      if (!coupon) throw new HttpError('validation_failed', INVALID_COUPON, { discountCoupon: [INVALID_COUPON] });
    }
    const priced = priceBooking(lines, coupon);
    const refusal = installmentRefusal(priced.totalCentavos);
    res.json({
      sub_total: toPesos(priced.subTotalCentavos),
      discount: toPesos(priced.discountCentavos),
      total: toPesos(priced.totalCentavos),
      installment_allowed: refusal === null,
      // Why not, in the spec's words (the note under the disabled button); null when allowed.
      installment_note: refusal,
    });
  });
}

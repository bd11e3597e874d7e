/**
 * The cart's sums as the page shows them (spec §4): a percentage coupon takes amount/100 of
 * the sub total off, a fixed one its value; the total is at least 1. Display only: the
 * server prices the booking from its own catalogue and coupon.
 */
import { subTotal, type Cart } from '../cart/cart.js';
import type { CouponTerms } from '@app/core/contract/checkout';

export interface Sums {
  subTotal: number;
  discount: number;
  total: number;
}

/** Rounded to centavos, as the gateways charge. */
const centavos = (amount: number) => Math.round(amount * 100) / 100;

export function sums(cart: Cart, coupon: CouponTerms | null): Sums {
  const sub = centavos(subTotal(cart));
  const raw = coupon ? (coupon.is_percentage ? (sub * coupon.amount) / 100 : coupon.amount) : 0;
  const discount = centavos(Math.min(raw, sub));
  const total = sub === 0 ? 0 : Math.max(1, centavos(sub - discount));
  return { subTotal: sub, discount, total };
}

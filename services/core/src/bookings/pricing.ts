/**
 * A booking's price, decided on the server from the server's own catalogue and coupon
 * (a price or total sent by a client is never trusted). Pure: the caller
 * looks the services and the coupon up and hands them in.
 *
 * Money is integer centavos inside the domain and in events, so that 3 x 33.30 + a 15%
 * discount never drifts by a float's last digit; pesos (2 decimals) only at the edges.
 */
import { DomainError } from '../commands/decider.js';

/** A line as the catalogue prices it: `unitPrice` in pesos, as the catalogue stores it. */
export interface CatalogueLine {
  serviceId: string;
  name: string;
  unitPrice: number;
  quantity: number;
  /** The chosen field location's name. */
  location: string;
}

export interface PricedLine {
  serviceId: string;
  name: string;
  location: string;
  quantity: number;
  unitPriceCentavos: number;
  lineTotalCentavos: number;
}

/** The coupon's terms that matter for the price (coupons/couponEvents.ts `CouponTerms`). */
export interface DiscountTerms {
  isPercentage: boolean;
  /** Percent when `isPercentage`, else pesos. */
  amount: number;
}

export interface Pricing {
  lines: PricedLine[];
  subTotalCentavos: number;
  discountCentavos: number;
  totalCentavos: number;
}

export type Gateway = 'xendit' | 'tendopay' | 'sandbox';

export const INVALID_TOTAL = 'The total amount should not be equals to zero...';
export const INVALID_TOTAL_TITLE = 'Invalid total amount';
export const TENDOPAY_MINIMUM = 'TendoPay Installment: Minimum Total Purchase Amount of Php 1,000 and up';
export const EMPTY_CART = 'Please add a service to your cart.';
/** Spec §9: the installment provider needs Php 1,000 and up; "disabled at 999 or less". */
export const TENDOPAY_MINIMUM_CENTAVOS = 1000_00;
/** Spec §4: the total must be at least 1. */
export const MINIMUM_TOTAL_CENTAVOS = 1_00;

export const toCentavos = (pesos: number) => Math.round(pesos * 100);
/** Pesos as a number (1234.5) for JSON answers. */
export const toPesos = (centavos: number) => centavos / 100;

function priceLine(line: CatalogueLine, index: number): PricedLine {
  if (!Number.isInteger(line.quantity) || line.quantity < 1) {
    throw new DomainError('invalid', 'The quantity must be at least 1.', `services.${index}.quantity`);
  }
  const unitPriceCentavos = toCentavos(line.unitPrice);
  if (!Number.isFinite(unitPriceCentavos) || unitPriceCentavos < 0) {
    throw new DomainError('invalid', 'The price must be at least 0.', `services.${index}.price`);
  }
  if (!line.location.trim()) throw new DomainError('invalid', 'The location field is required.', `services.${index}.location`);
  const { serviceId, name, location, quantity } = line;
  return { serviceId, name, location, quantity, unitPriceCentavos, lineTotalCentavos: unitPriceCentavos * quantity };
}

/** Percentage: amount/100 of the sub total, rounded to the centavo; fixed: the amount, capped at the sub total. */
export function discountOf(subTotalCentavos: number, coupon: DiscountTerms | null): number {
  if (!coupon) return 0;
  const discount = coupon.isPercentage ? Math.round((subTotalCentavos * coupon.amount) / 100) : toCentavos(coupon.amount);
  return Math.min(Math.max(discount, 0), subTotalCentavos);
}

/** Lines, sub total, discount and total; refuses an empty cart and a total below 1. */
export function priceBooking(lines: readonly CatalogueLine[], coupon: DiscountTerms | null): Pricing {
  if (lines.length === 0) throw new DomainError('invalid', EMPTY_CART, 'services');
  const priced = lines.map(priceLine);
  const subTotalCentavos = priced.reduce((sum, line) => sum + line.lineTotalCentavos, 0);
  const discountCentavos = discountOf(subTotalCentavos, coupon);
  const totalCentavos = subTotalCentavos - discountCentavos;
  if (totalCentavos < MINIMUM_TOTAL_CENTAVOS) throw new DomainError('invalid', INVALID_TOTAL, 'total');
  return { lines: priced, subTotalCentavos, discountCentavos, totalCentavos };
}

/**
 * The installment provider's minimum, the one place it is decided: why TendoPay is refused
 * for this total, or null. Between the spec's two phrasings ("disabled at 999 or less",
 * "Php 1,000 and up") the message wins for totals with centavos: 999.50 is refused. The
 * deciders enforce it (`checkGateway`); the booking records and the wizard's cart quote
 * carry its answer as `installment_allowed`.
 */
export const installmentRefusal = (totalCentavos: number): string | null => (totalCentavos < TENDOPAY_MINIMUM_CENTAVOS ? TENDOPAY_MINIMUM : null);

export function checkGateway(gateway: Gateway, totalCentavos: number): void {
  const refusal = gateway === 'tendopay' ? installmentRefusal(totalCentavos) : null;
  if (refusal) throw new DomainError('invalid', refusal, 'paymentGateway');
}

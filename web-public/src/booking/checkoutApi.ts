/**
 * The booking flow's calls (spec §7): the service being booked, the open slots, the field
 * locations, the coupon check, the two gateways' `/process`, keeping a guest's account and
 * Request a Call. Prices and totals shown come from these answers; the server decides the
 * amount charged whatever the page shows.
 */
import { api } from '../api/http.js';
import { idempotent } from '../api/idempotency.js';
import type { AvailableService, Location } from '@app/core/contract/catalogue';
import type { Message } from '@app/core/contract/bookings';
import type { AssessmentRequest, AssessmentSent, CartQuote, CouponTerms, PlacedBooking, ProcessAnswer, ProcessRequest } from '@app/core/contract/checkout';

/** The cart's gateway values (spec §7: one per provider). */
export type GatewayPath = 'xendit' | 'tendopay';

export const getServiceDetails = (title: string) => api<AvailableService>('GET', `/api/get-service-details?title=${encodeURIComponent(title)}`);

export const listLocations = () => api<Location[]>('GET', '/api/locations');

export const applyCoupon = (coupon: string) =>
  api<CouponTerms>('POST', '/api/apply/discount-coupon', { coupon }).then(
    (terms): CouponTerms => ({ code: terms.code, is_percentage: terms.is_percentage, amount: terms.amount }),
  );

export const quoteCart = (cart: Pick<ProcessRequest, 'category' | 'list' | 'discountCoupon'>) => api<CartQuote>('POST', '/api/cart-quote', cart);

/** The checkout's attempt scope, forgotten when the wizard leaves for the gateway (usePayment). */
export const CHECKOUT = 'checkout';

/** Places the cart's booking: one Idempotency-Key per checkout attempt (../api/idempotency.ts). */
export const processPayment = (gateway: GatewayPath, request: ProcessRequest) =>
  idempotent(CHECKOUT, { gateway, request }, (headers) => api<ProcessAnswer>('POST', `/api/${gateway}/process`, request, headers));

export const activateAccount = (id: string) => api<Message>('POST', '/api/activate-account', { id });

/** For its signed-in customer, or with the receipt the gateway's redirect carries (a guest has no session). */
export const placedBooking = (reference: string, receipt: string | null) =>
  api<{ data: PlacedBooking }>('GET', `/api/booking-success/${encodeURIComponent(reference)}${receipt ? `?receipt=${encodeURIComponent(receipt)}` : ''}`).then((res) => res.data);

export const requestAssessment = (serviceId: string, form: AssessmentRequest) =>
  api<AssessmentSent>('POST', `/api/assessments/${encodeURIComponent(serviceId)}`, form);

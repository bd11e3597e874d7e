/**
 * The booking flow's calls (spec §7): the service being booked, the open slots, the field
 * locations, the coupon check, the two gateways' `/process`, keeping a guest's account and
 * Request a Call. Prices and totals shown come from these answers; the server decides the
 * amount charged whatever the page shows.
 */
import { api } from '../api/http.js';
import { idempotent } from '../api/idempotency.js';
import type { AvailableSlot, Booking, CalendarLinks } from '../bookings/bookingApi.js';
import type { AvailableService } from '../catalogue/availableServices.js';

/** A schedule slot of GET api/available-schedules (the manage-booking page's call, shared). */
export type Slot = AvailableSlot;

export interface Location {
  id: string;
  name: string;
}

export interface CouponTerms {
  code: string;
  is_percentage: boolean;
  amount: number;
}

/** The cart's gateway values (spec §7: one per provider). */
export type GatewayPath = 'xendit' | 'tendopay';

/** What the wizard sends to `/api/{gateway}/process` (spec §7: user, date_of_service, category, list, discountCoupon). */
export interface ProcessRequest {
  user: Record<string, string | undefined>;
  /** A signed-in customer's saved address; a guest types one in `user` instead. */
  address?: string;
  date_of_service: string;
  category: string;
  list: { id: string; quantity: number; price: number; location: string | null }[];
  discountCoupon: string | null;
  source?: string;
  /** "Send me text reminders for this booking" (a guest's only counts as a no: core placement/README.md). */
  text_messages?: boolean;
}

export interface ProcessAnswer {
  message: string;
  url: string;
  booking: { id: string; total?: number };
  account_created?: boolean;
}

export const getServiceDetails = (title: string) => api<AvailableService>('GET', `/api/get-service-details?title=${encodeURIComponent(title)}`);

export const listLocations = () => api<Location[]>('GET', '/api/locations');

export const applyCoupon = (coupon: string) =>
  api<{ code: string; is_percentage: boolean; amount: number }>('POST', '/api/apply/discount-coupon', { coupon }).then(
    (terms): CouponTerms => ({ code: terms.code, is_percentage: terms.is_percentage, amount: terms.amount }),
  );

/** The cart as the server prices it, and whether TendoPay takes that total (its minimum is decided there, once). */
export interface CartQuote {
  sub_total: number;
  discount: number;
  total: number;
  installment_allowed: boolean;
  /** Why not, in the server's words; null when allowed. */
  installment_note: string | null;
}

export const quoteCart = (cart: Pick<ProcessRequest, 'category' | 'list' | 'discountCoupon'>) => api<CartQuote>('POST', '/api/cart-quote', cart);

/** The checkout's attempt scope, forgotten when the wizard leaves for the gateway (usePayment). */
export const CHECKOUT = 'checkout';

/** Places the cart's booking: one Idempotency-Key per checkout attempt (../api/idempotency.ts). */
export const processPayment = (gateway: GatewayPath, request: ProcessRequest) =>
  idempotent(CHECKOUT, { gateway, request }, (headers) => api<ProcessAnswer>('POST', `/api/${gateway}/process`, request, headers));

export const activateAccount = (id: string) => api<{ message: string }>('POST', '/api/activate-account', { id });

/** The success page's booking as the server sees it: `paid` is its word on the payment. */
export interface PlacedBooking {
  id: string;
  category: string;
  when_at: string;
  total: number;
  payment_status: string;
  paid: boolean;
  /** Paid in test mode: the sandbox took it, no money moved. */
  is_test_payment: boolean;
  can_keep_account: boolean;
  /** Add to calendar, once paid. */
  calendar: CalendarLinks | null;
}

/** For its signed-in customer, or with the receipt the gateway's redirect carries (a guest has no session). */
export const placedBooking = (reference: string, receipt: string | null) =>
  api<{ data: PlacedBooking }>('GET', `/api/booking-success/${encodeURIComponent(reference)}${receipt ? `?receipt=${encodeURIComponent(receipt)}` : ''}`).then((res) => res.data);

export interface AssessmentRequest {
  services: string[];
  city: string;
  street_address: string;
  barangay: string;
  type_of_home: string;
  apt_number?: string;
  first_name?: string;
  last_name?: string;
  contact_number?: string;
  email?: string;
  assessment: string;
}

export const requestAssessment = (serviceId: string, form: AssessmentRequest) =>
  api<{ message: string; data: { id: string } }>('POST', `/api/assessments/${encodeURIComponent(serviceId)}`, form);

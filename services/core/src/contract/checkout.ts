/** The booking wizard's calls: the coupon, the quote, placing and paying, the success page, Request a Call. */
import { z } from 'zod';
import { calendarLinks } from './bookings.js';

/** POST /api/apply/discount-coupon. */
export const couponTerms = z.object({ code: z.string(), is_percentage: z.boolean(), amount: z.number() });
export type CouponTerms = z.infer<typeof couponTerms>;

/** POST /api/cart-quote: the cart as placing it would price it, and whether TendoPay takes that total. */
export const cartQuote = z.object({
  sub_total: z.number(),
  discount: z.number(),
  total: z.number(),
  installment_allowed: z.boolean(),
  /** Why not, in the server's words; null when allowed. */
  installment_note: z.string().nullable(),
});
export type CartQuote = z.infer<typeof cartQuote>;

/** What the wizard sends to `/api/{gateway}/process` (spec §7). */
export const processRequest = z.object({
  user: z.record(z.string(), z.string().optional()),
  /** A signed-in customer's saved address; a guest types one in `user` instead. */
  address: z.string().optional(),
  date_of_service: z.string(),
  category: z.string(),
  list: z.array(z.object({ id: z.string(), quantity: z.number(), price: z.number(), location: z.string().nullable() })),
  discountCoupon: z.string().nullable(),
  source: z.string().optional(),
  /** "Send me text reminders for this booking". */
  text_messages: z.boolean().optional(),
  /** Make the booking the first visit of a maintenance plan repeating every this many months (absent: one visit). */
  plan: z.object({ intervalMonths: z.number() }).nullable().optional(),
});
export type ProcessRequest = z.infer<typeof processRequest>;

/** `/api/{gateway}/process`: where to pay, and the booking placed. */
export const processAnswer = z.object({
  message: z.string(),
  url: z.string(),
  booking: z.object({ id: z.string(), total: z.number().optional() }),
  account_created: z.boolean().optional(),
});
export type ProcessAnswer = z.infer<typeof processAnswer>;

/** GET /api/booking-success/:reference: `paid` is the server's word on the payment. */
export const placedBooking = z.object({
  id: z.string(),
  category: z.string(),
  when_at: z.string(),
  total: z.number(),
  payment_status: z.string(),
  paid: z.boolean(),
  /** Paid in test mode: the sandbox took it, no money moved. */
  is_test_payment: z.boolean(),
  can_keep_account: z.boolean(),
  /** Add to calendar, once paid. */
  calendar: calendarLinks.nullable(),
});
export type PlacedBooking = z.infer<typeof placedBooking>;
export const placedBookingAnswer = z.object({ data: placedBooking });

/** POST /api/assessments/:serviceId (Request a Call). */
export const assessmentRequest = z.object({
  services: z.array(z.string()),
  city: z.string(),
  street_address: z.string(),
  barangay: z.string(),
  type_of_home: z.string(),
  apt_number: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  contact_number: z.string().optional(),
  email: z.string().optional(),
  assessment: z.string(),
});
export type AssessmentRequest = z.infer<typeof assessmentRequest>;
export const assessmentSent = z.object({ message: z.string(), data: z.object({ id: z.string() }) });
export type AssessmentSent = z.infer<typeof assessmentSent>;

/** GET /api/payment-mode: whether payments run in test mode, and the words that say so ("Test payments: no money moves"; null otherwise). */
export const paymentMode = z.object({ test_payments: z.boolean(), notice: z.string().nullable() });
export type PaymentMode = z.infer<typeof paymentMode>;

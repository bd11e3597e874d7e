/**
 * The body of `POST /api/bookings`, from the cart (customer or guest) and from the admin
 * booking form. A line's `price` is accepted and ignored: prices are the catalogue's.
 * Who the booking is for decides which fields are required (customerFor.ts); this schema
 * only checks shapes, so an empty or garbage body is a 422, never a 500. The guest's
 * fields declare what the public site sends (`BookingRequest`, its guest form's type).
 */
import { z } from 'zod';
import type { Gateway } from '../bookings/pricing.js';
import { email, optionalText, phPhone, requiredText } from './fields.js';

/** The cart's values and the admin form's, to the booking's gateway. */
const gatewayNames: Record<string, Gateway> = {
  xendit_payment: 'xendit',
  xendit: 'xendit',
  tendopay_gateway: 'tendopay',
  tendopay: 'tendopay',
  sandbox: 'sandbox',
};

const gateway = z.preprocess(
  (v: string | null) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v ?? undefined),
  z
    .string({ error: 'The payment gateway must be a string.' })
    .refine((v) => v in gatewayNames, 'The selected payment gateway is invalid.')
    .transform((v) => gatewayNames[v]!)
    // "may include paymentGateway": without one, the online payment provider.
    .default('xendit'),
);

/** A location as the cart holds it: its id, or `{id, name}`. */
const location = z.preprocess(
  (v: string | { id: string } | null) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v === '' || v === null ? undefined : v),
  z.string({ error: 'The location must be a string.' }).uuid('The selected location is invalid.').optional(),
);

const line = z.object({
  service: z.preprocess((v: string | { id: string }) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v), z.string({ error: 'The service field is required.' }).uuid('The selected service is invalid.')),
  quantity: z.coerce.number<number | string>({ error: 'The quantity field is required.' }).int('The quantity must be an integer.').min(1, 'The quantity must be at least 1.').max(999, 'The quantity may not be greater than 999.'),
  // Ignored on purpose: a price sent by a client is never trusted (core bookings/pricing.ts).
  price: z.unknown().optional(),
  location,
});

/** The promo code: text, or the cart's `{code}` object that may also carry the gateway. */
const couponCode = z.preprocess(
  (v: string | { code?: string | null; paymentGateway?: string } | null) => (v && typeof v === 'object' ? ((v as { code?: unknown; discountCoupon?: unknown }).code ?? (v as { discountCoupon?: unknown }).discountCoupon) : v),
  optionalText('discount coupon', 64),
);

const optionalUuid = (label: string) =>
  z.preprocess((v: string | { id: string } | null) => (v === '' || v === null ? undefined : v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v), z.string().uuid(`The selected ${label} is invalid.`).optional());

/** The cart's part of a booking: what prices it (also the wizard's quote, cartQuoteRoute.ts). */
export const cartFields = {
  category: requiredText('category', 150),
  services: z.array(line, { error: 'Please add a service to your cart.' }).min(1, 'Please add a service to your cart.').max(50, 'A booking may hold at most 50 services.'),
  discountCoupon: couponCode,
};

const bookingFields = z.object({
  date: requiredText('date', 32),
  ...cartFields,
  paymentGateway: gateway,
  customer: optionalUuid('customer'),
  address: optionalUuid('address'),
  assessment: optionalUuid('assessment'),
  source: optionalText('source', 50),
  // The public flow's contact and service address (guests, or a customer typing an address in).
  first_name: optionalText('first name', 100),
  last_name: optionalText('last name', 100),
  email: z.preprocess((v: string | null) => (v === '' || v === null ? undefined : v), email().optional()),
  contact_number: phPhone(),
  street_address: optionalText('street address'),
  city: optionalUuid('city'),
  barangay: optionalText('barangay', 150),
  type_of_home: optionalText('type of home', 30),
  apt_number: optionalText('apt number', 50),
  // The checkout's "Send me text reminders for this booking" (placement/README.md: whose choice it sets).
  text_messages: z.boolean({ error: 'Choose whether to get text reminders (true or false).' }).optional(),
  // A maintenance plan repeating this cart (docs/plans.md); checked against the category's terms.
  plan: z
    .object({ intervalMonths: z.coerce.number({ error: 'The interval must be 1, 3, 6 or 12 months.' }) }, { error: 'The plan must be an object with intervalMonths.' })
    .nullable()
    .optional(),
});

export const bookingForm = z.preprocess(
  (body: z.input<typeof bookingFields>) => {
    // The cart may tuck the gateway inside the coupon object.
    if (!body || typeof body !== 'object') return {};
    const b = body as Record<string, unknown>;
    const tucked = b.discountCoupon && typeof b.discountCoupon === 'object' ? (b.discountCoupon as { paymentGateway?: unknown }).paymentGateway : undefined;
    return { ...b, paymentGateway: b.paymentGateway ?? tucked };
  },
  bookingFields,
);

export type BookingForm = z.infer<typeof bookingForm>;
/** What a web app sends to POST /api/bookings. */
export type BookingRequest = z.input<typeof bookingForm>;

/** Texts the guest must give, checked once we know the booking is a guest's. */
export const guestContact = z.object({
  first_name: requiredText('first name', 100),
  last_name: requiredText('last name', 100),
  email: email(),
  contact_number: phPhone().refine((v) => v !== null, 'The contact number field is required.'),
});

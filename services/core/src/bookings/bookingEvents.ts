/**
 * Events of a booking (`booking-<id>`, the id a uuid; customers see the public reference).
 * One zod schema each; the union type is derived from the schema table so a new event
 * cannot be added to one and forgotten in the other.
 *
 * All money is integer centavos (fields named `...Centavos`): see pricing.ts.
 * A booking reserves its slot seat and redeems its coupon use on those streams first
 * (schedules/, coupons/); these events only record the result.
 */
import { z } from 'zod';
import { bookingReminderKinds } from '../reminders/reminderKinds.js';

const id = z.string().uuid();
const centavos = z.number().int().nonnegative();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}$/);

export const gateways = ['xendit', 'tendopay', 'sandbox'] as const;
export const placedByRoles = ['customer', 'guest', 'administrator'] as const;

/** The slot as the booking holds it; `id` is the slot stream's id (`2026-12-01T08:00`). */
export const slotRef = z.object({ id: z.string().min(1), date, startAt: time, endAt: time });

/** Snapshots: the booking shows the person and address as they were when it was placed. */
export const customerSnapshot = z.object({
  customerId: id,
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string().email(),
  contactNumber: z.string().nullable(),
});
export const addressSnapshot = z.object({
  /** Null when the public flow typed an address in rather than picking a saved one. */
  addressId: id.nullable(),
  cityId: id,
  cityName: z.string(),
  streetAddress: z.string(),
  barangay: z.string(),
  typeOfHome: z.string(),
  contactNumber: z.string().nullable(),
  apartmentNo: z.string().nullable(),
});
export const pricedLine = z.object({
  serviceId: id,
  name: z.string(),
  location: z.string(),
  quantity: z.number().int().min(1),
  unitPriceCentavos: centavos,
  lineTotalCentavos: centavos,
});
export const appliedCoupon = z.object({ couponId: id, code: z.string(), isPercentage: z.boolean(), amount: z.number().positive() });
export const planOfBooking = z.object({ planId: id, visitNumber: z.number().int().min(1), discountPercent: z.number().min(0).max(100) });
export type PlanOfBooking = z.infer<typeof planOfBooking>;
export const storedFile = z.object({ fileLink: z.string(), fileName: z.string() });

const booking = { bookingId: id };

export const bookingPlaced = z.object({
  ...booking,
  reference: z.string(),
  customer: customerSnapshot,
  address: addressSnapshot,
  category: z.object({ id, name: z.string() }),
  lines: z.array(pricedLine).min(1),
  subTotalCentavos: centavos,
  discountCentavos: centavos,
  totalCentavos: centavos,
  coupon: appliedCoupon.nullable(),
  gateway: z.enum(gateways),
  slot: slotRef,
  placedBy: z.enum(placedByRoles),
  /** Set when an administrator booked from an assessment request. */
  assessmentId: id.nullable(),
  /** How the customer heard of the company (public flow), when given. */
  source: z.string().nullable(),
  /** A maintenance plan's visit (core plans/): its plan, its number, and the plan discount it got. */
  plan: planOfBooking.optional(),
});

export const paymentRequested = z.object({
  ...booking,
  paymentId: id,
  gateway: z.enum(gateways),
  /** The gateway's page; the sandbox's may be a local path. */
  url: z.string().min(1),
  amountCentavos: centavos,
  /** The gateway's id of the checkout (absent from events recorded before it was kept). */
  gatewayReference: z.string().min(1).optional(),
});
export const paymentSucceeded = z.object({ ...booking, paymentId: id, amountCentavos: centavos, gatewayReference: z.string().nullable() });
export const paymentFailed = z.object({ ...booking, paymentId: id });
export const paymentExpired = z.object({ ...booking, paymentId: id });

export const rebookRequested = z.object({ ...booking, slot: slotRef });
/** An administrator moved the booking; `requested` when it fulfils a customer's request. */
export const rebookFulfilled = z.object({ ...booking, fromSlot: slotRef, toSlot: slotRef, requested: z.boolean() });
export const rebookRejected = z.object({ ...booking, slot: slotRef });

export const cancellationRequested = z.object({ ...booking, reason: z.string().min(1), bankAccount: z.string().min(1) });
export const cancellationAccepted = z.object(booking);
export const cancellationDeclined = z.object(booking);
/** `POST api/bookings/{id}/cancel`: a pending booking called off by its customer. */
export const bookingCancelledByCustomer = z.object(booking);
/** `DELETE api/bookings/{id}`: an administrator calls the booking off. */
export const bookingCancelledByAdmin = z.object(booking);

export const manongsAssigned = z.object({ ...booking, primary: z.array(id).min(1).max(2), secondary: z.array(id).max(2), assignedAt: z.string() });
export const manongAnswered = z.object({ ...booking, manongId: id, confirmed: z.boolean() });
export const manongTimedIn = z.object({ ...booking, manongId: id, at: z.string() });
export const manongTimedOut = z.object({ ...booking, manongId: id, at: z.string() });

export const workPermitsUploaded = z.object({ ...booking, files: z.array(storedFile).min(1) });
export const workPermitsConfirmed = z.object(booking);
export const documentsUploaded = z.object({ ...booking, uploadedBy: id, files: z.array(storedFile).min(1) });
export const bookingCompleted = z.object({ ...booking, feedback: z.string() });
/**
 * A reminder went out (reminders/planReminders.ts): to whom, by which channel, where to.
 * Appended by the worker after the message was handed over, with an event id derived from
 * (booking, recipient, kind), so a retry appends nothing new; the booking's history shows it.
 */
export const reminderSent = z.object({
  ...booking,
  kind: z.enum(bookingReminderKinds),
  channel: z.enum(['email', 'sms']),
  recipientRole: z.enum(['customer', 'manong']),
  recipientId: id,
  /** The e-mail address or the E.164 number it went to. */
  to: z.string().min(1),
  sentAt: z.string(),
});

export const bookingEventSchemas = {
  BookingPlaced: bookingPlaced,
  PaymentRequested: paymentRequested,
  PaymentSucceeded: paymentSucceeded,
  PaymentFailed: paymentFailed,
  PaymentExpired: paymentExpired,
  RebookRequested: rebookRequested,
  RebookFulfilled: rebookFulfilled,
  RebookRejected: rebookRejected,
  CancellationRequested: cancellationRequested,
  CancellationAccepted: cancellationAccepted,
  CancellationDeclined: cancellationDeclined,
  BookingCancelledByCustomer: bookingCancelledByCustomer,
  BookingCancelledByAdmin: bookingCancelledByAdmin,
  ManongsAssigned: manongsAssigned,
  ManongAnswered: manongAnswered,
  ManongTimedIn: manongTimedIn,
  ManongTimedOut: manongTimedOut,
  WorkPermitsUploaded: workPermitsUploaded,
  WorkPermitsConfirmed: workPermitsConfirmed,
  DocumentsUploaded: documentsUploaded,
  BookingCompleted: bookingCompleted,
  ReminderSent: reminderSent,
} as const;

type Schemas = typeof bookingEventSchemas;
export type BookingEventType = keyof Schemas;
export type BookingEvent = { [K in BookingEventType]: { type: K; data: z.infer<Schemas[K]> } }[BookingEventType];
export type BookingEventOf<K extends BookingEventType> = Extract<BookingEvent, { type: K }>;

export const bookingEventTypes = Object.keys(bookingEventSchemas) as BookingEventType[];

export type SlotRef = z.infer<typeof slotRef>;
export type CustomerSnapshot = z.infer<typeof customerSnapshot>;
export type AddressSnapshot = z.infer<typeof addressSnapshot>;
export type AppliedCoupon = z.infer<typeof appliedCoupon>;
export type StoredFile = z.infer<typeof storedFile>;
export type BookingPlaced = z.infer<typeof bookingPlaced>;

export const bookingStreamId = (bookingId: string) => `booking-${bookingId}`;

/**
 * The booking record and the pages around it, as the public site receives them: the
 * manage-booking page, My Bookings, the tracker, the public manong page, the slots.
 */
import { z } from 'zod';
import type { BookingActions } from '../bookings/bookingActions.js';

/** A plain acknowledgement: `{message}`. */
export const message = z.object({ message: z.string() });
export type Message = z.infer<typeof message>;

/** What may be done with the booking now, from the server's own rules (bookings/bookingActions.ts). */
export const bookingActions = z.object({
  can_pay: z.boolean(),
  can_request_rebook: z.boolean(),
  can_request_cancellation: z.boolean(),
  can_upload_permit: z.boolean(),
  can_cancel_pending: z.boolean(),
  can_complete: z.boolean(),
  asks_for_permits: z.boolean(),
  can_rebook: z.boolean(),
  can_cancel: z.boolean(),
  can_assign_manongs: z.boolean(),
  can_accept_cancellation: z.boolean(),
  can_decline_cancellation: z.boolean(),
  can_reject_rebook: z.boolean(),
  can_confirm_permits: z.boolean(),
  installment_allowed: z.boolean(),
  is_over: z.boolean(),
});
// The flags the deciders compute and the flags the contract lists are the same set.
const sameFlags: [z.infer<typeof bookingActions>, BookingActions] extends [BookingActions, z.infer<typeof bookingActions>] ? true : never = true;
void sameFlags;

/** Add to calendar: the .ics download and a Google Calendar link. */
export const calendarLinks = z.object({ ics_url: z.string(), google_url: z.string() });
export type CalendarLinks = z.infer<typeof calendarLinks>;

export const bookingLine = z.object({
  id: z.number(),
  category_service: z.object({ id: z.string(), name: z.string() }),
  how_many: z.number(),
  location: z.string(),
  price: z.number(),
  total_price: z.number(),
});

/** Where a booking stands: its work and payment status, and whether the sandbox took the payment. */
export const bookingStatus = z.object({
  work_status: z.number(),
  work_status_string: z.string(),
  payment_status: z.string(),
  /** Paid in test mode (the sandbox took it): shown as "Test payment". */
  is_test_payment: z.boolean(),
});

/** The booking record (spec §2), as the public site and the console (adminBookings.ts) both read it. */
export const booking = bookingActions.extend(bookingStatus.shape).extend({
  /** The public reference customers type. */
  id: z.string(),
  when_at: z.string(),
  schedule_id: z.string(),
  created_at: z.string(),
  requested_schedule_at: z.string().nullable(),
  customer: z.object({ first_name: z.string(), middle_name: z.string().nullable(), last_name: z.string(), email: z.string(), contact_number: z.string().nullable() }),
  address: z.object({
    street_address: z.string(),
    barangay: z.string(),
    city: z.object({ name: z.string() }),
    contact_number: z.string().nullable(),
    type_of_home: z.string(),
    apartment_no: z.string().nullable(),
  }),
  category: z.object({ name: z.string() }),
  details: z.array(bookingLine),
  sub_total: z.number(),
  discount: z.number(),
  total: z.number(),
  payment: z.object({ status: z.string(), url: z.string().nullable() }),
  has_manongs: z.boolean(),
  work_permits: z.array(z.object({ file_link: z.string(), file_name: z.string() })),
  permits_count: z.number(),
  customer_remarks: z.string().nullable(),
  /** My Bookings' rows: Add to calendar while the booking is paid and not finished (null otherwise). */
  calendar: calendarLinks.nullable().optional(),
});
export type Booking = z.infer<typeof booking>;

export const timelineEntry = z.object({
  id: z.number(),
  step: z.string(),
  log: z.string(),
  manong_id: z.string().nullable(),
  time_in: z.string().nullable(),
  created_at: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** A manong's place on the booking and their answer (0 or 1 flags; `confirmed`: Yes, Declined or No Answer). */
export const manongAnswer = z.object({ is_primary_manong: z.number(), is_answered: z.number(), is_confirmed: z.number(), confirmed: z.string() });

export const bookingManong = manongAnswer.extend({
  user: z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), contact_number: z.string().nullable(), email: z.string().nullable(), picture: z.string().nullable() }),
  created_at: z.string(),
});
export type BookingManong = z.infer<typeof bookingManong>;

/** POST /api/booking-show-details: the record with its logs and manongs. */
export const managedBooking = booking.extend({ logs: z.array(timelineEntry), manongs: z.array(bookingManong) });
export type ManagedBooking = z.infer<typeof managedBooking>;

/** GET /api/my-bookings. */
export const myBookings = z.object({ data: z.array(booking) });

/** GET /api/fetch-booking-details/:id: the tracker, no personal data. */
export const tracking = bookingStatus.extend({
  id: z.string(),
  category: z.string(),
  when_at: z.string(),
  progress: z.object({ booked: z.boolean(), paid: z.boolean(), manongs_assigned: z.boolean(), started: z.boolean(), job_done: z.boolean(), cancelled: z.boolean() }),
  timeline: z.array(timelineEntry),
});
export type Tracking = z.infer<typeof tracking>;
export const trackingAnswer = z.object({ data: tracking });

export const publicManong = z.object({
  id: z.string(),
  picture: z.string().nullable(),
  name: z.string(),
  contact_number: z.string().nullable(),
  email: z.string().nullable(),
  confirmed: z.string(),
});
export type PublicManong = z.infer<typeof publicManong>;
/** GET /api/bookings/:id/manongs. */
export const bookingManongs = z.object({ data: z.object({ id: z.string(), when_at: z.string(), primary: z.array(publicManong), alternative: z.array(publicManong) }) });

export const availableSlot = z.object({
  id: z.string(),
  /** 'YYYY-MM-DD', a Manila date. */
  scheduled_at: z.string(),
  /** 'HH:mm'. */
  start_at: z.string(),
  end_at: z.string(),
});
export type AvailableSlot = z.infer<typeof availableSlot>;
/** GET /api/available-schedules. */
export const availableSlots = z.array(availableSlot);

/** POST /api/bookings/:id/pay: the payment page to send the visitor to. */
export const paymentUrl = z.object({ url: z.string() });

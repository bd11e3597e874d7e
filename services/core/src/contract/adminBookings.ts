/** The console's booking record (GET /admin-api/bookings and /admin-api/bookings/:id). */
import { z } from 'zod';
import { bookingActions } from './bookings.js';

export const adminBookingLine = z.object({
  id: z.number(),
  category_service: z.object({ id: z.string(), name: z.string() }),
  how_many: z.number(),
  price: z.number(),
  total_price: z.number(),
});
export type AdminBookingLine = z.infer<typeof adminBookingLine>;

/** With what may be done with it now: the server's own rules, never a `work_status` compared in the console. */
export const adminBooking = bookingActions.extend({
  id: z.string(),
  booking_id: z.string(),
  when_at: z.string(),
  created_at: z.string(),
  requested_schedule_at: z.string().nullable(),
  requested_schedule_id: z.string().nullable(),
  customer: z.object({ id: z.string(), name: z.string(), first_name: z.string(), last_name: z.string(), email: z.string(), contact_number: z.string().nullable() }),
  address: z.object({
    street_address: z.string(),
    barangay: z.string(),
    city: z.object({ name: z.string() }),
    contact_number: z.string().nullable(),
    type_of_home: z.string(),
    apartment_no: z.string().nullable(),
  }),
  category: z.object({ id: z.string(), name: z.string() }),
  details: z.array(adminBookingLine),
  total: z.number(),
  work_status: z.number(),
  work_status_string: z.string(),
  payment_status: z.string(),
  /** A payment the sandbox took: no money moved. */
  is_test_payment: z.boolean().optional(),
  has_manongs: z.boolean(),
  work_permits: z.array(z.object({ file_link: z.string(), file_name: z.string() })),
  permits_count: z.number(),
  permits_confirmed: z.boolean(),
  customer_remarks: z.string().nullable(),
});
export type AdminBooking = z.infer<typeof adminBooking>;
export const adminBookings = z.array(adminBooking);

/** A manong assigned to the booking, with their answer and times. */
const assignedManong = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), first_name: z.string().nullable(), last_name: z.string().nullable(), contact_number: z.string().nullable(), email: z.string().nullable(), picture: z.string().nullable() }),
  is_primary_manong: z.number(),
  is_answered: z.number(),
  is_confirmed: z.number(),
  confirmed: z.string(),
  time_in: z.string().nullable(),
  time_out: z.string().nullable(),
});
/** GET /api/get-manongs/:id: the assign dialog's current team, and the stream version a reassignment must still find. */
export const assignedManongs = z.object({ primary_manongs: z.array(assignedManong), secondary_manongs: z.array(assignedManong), version: z.number() });
export type AssignedManongs = z.infer<typeof assignedManongs>;

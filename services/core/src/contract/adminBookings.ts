/** The console's booking record (GET /admin-api/bookings and /admin-api/bookings/:id). */
import { z } from 'zod';
import { booking, manongAnswer } from './bookings.js';

/**
 * The public record (bookings.ts) with what the console adds: the stream's id, the customer's
 * and the category's ids, the slot a re-booking request holds, whether the permits are confirmed.
 * What may be done with it now are the server's own rules, never a `work_status` compared in the console.
 */
export const adminBooking = booking.extend({
  booking_id: z.string(),
  requested_schedule_id: z.string().nullable(),
  customer: booking.shape.customer.extend({ id: z.string(), name: z.string() }),
  category: z.object({ id: z.string(), name: z.string() }),
  permits_confirmed: z.boolean(),
});
export type AdminBooking = z.infer<typeof adminBooking>;
export const adminBookings = z.array(adminBooking);

/** A manong assigned to the booking, with their answer and times. */
const assignedManong = manongAnswer.extend({
  id: z.string(),
  user: z.object({ id: z.string(), first_name: z.string().nullable(), last_name: z.string().nullable(), contact_number: z.string().nullable(), email: z.string().nullable(), picture: z.string().nullable() }),
  time_in: z.string().nullable(),
  time_out: z.string().nullable(),
});
/** GET /api/get-manongs/:id: the assign dialog's current team, and the stream version a reassignment must still find. */
export const assignedManongs = z.object({ primary_manongs: z.array(assignedManong), secondary_manongs: z.array(assignedManong), version: z.number() });
export type AssignedManongs = z.infer<typeof assignedManongs>;

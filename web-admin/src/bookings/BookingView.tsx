import { BookingDetails } from './BookingDetails.js';
import { RemindersPanel } from './RemindersPanel.js';
import type { BookingRecord } from './types.js';

/** The View dialog's content (ViewBookingButton): the booking and its reminders; its own chunk, loaded at the first opening. */
export function BookingView({ booking }: { booking: BookingRecord }) {
  return (
    <>
      <BookingDetails booking={booking} />
      <RemindersPanel url={`/admin-api/bookings/${encodeURIComponent(booking.booking_id)}/reminders`} />
    </>
  );
}

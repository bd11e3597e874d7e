/** Links to a booking's public pages, as e-mails and calendar entries carry them. */
import type { PlacedBooking } from './bookingState.js';

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** The spec's manage-booking page, reached by a link with no sign-in. */
export function manageBookingUrl(publicUrl: string, b: PlacedBooking): string {
  return `${base(publicUrl)}/booking-management/email=${encodeURIComponent(b.placed.customer.email)}&bookingId=${encodeURIComponent(b.placed.reference)}`;
}

/** The spec's public page of a booking's manongs (primary and alternative, with their answers). */
export function bookingManongsUrl(publicUrl: string, b: PlacedBooking): string {
  return `${base(publicUrl)}/bookings/${encodeURIComponent(b.placed.reference)}/manongs`;
}

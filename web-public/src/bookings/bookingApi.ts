/**
 * The booking calls of the manage-booking page, My Bookings, the tracker and the public
 * manong page (spec §7). The answers' shapes are the api's contract (@app/core/contract).
 */
import type { AvailableSlot, Booking, ManagedBooking, Message, PublicManong, Tracking } from '@app/core/contract/bookings';
import { dateTime } from '@app/core/format/dates';
import { api } from '../api/http.js';
import { forgetAttempt, idempotent } from '../api/idempotency.js';

export const showBooking = (id: string, email: string) => api<ManagedBooking>('POST', '/api/booking-show-details', { id, email });
export const checkBooking = (bookingId: string, email: string) => api<Message>('POST', '/api/check-booking', { bookingId, email });
export const rebookBooking = (bookingId: string, dateOfService: string, email: string) => api<Message>('POST', '/api/rebook-booking', { bookingId, dateOfService, email });
export const requestCancellation = (bookingId: string, reason: string, bankAccount: string, email: string) =>
  api<Message>('POST', '/api/cancel-booking', { bookingId, reason, bankAccount, email });
/**
 * Opens (or hands out again) a booking's payment, with an Idempotency-Key per attempt
 * (../api/idempotency.ts). Once answered, the next click is a new attempt: a payment that
 * failed meanwhile is to be opened afresh, not answered with its old url.
 */
export async function paymentUrl(reference: string, email: string): Promise<{ url: string }> {
  const scope = `pay:${reference}`;
  const answer = await idempotent(scope, { email }, (headers) => api<{ url: string }>('POST', `/api/bookings/${encodeURIComponent(reference)}/pay`, { email }, headers));
  forgetAttempt(scope);
  return answer;
}

/** `email` only on the manage-booking page, where the visitor is not signed in. */
export function uploadWorkPermits(bookingId: string, files: File[], email?: string) {
  const form = new FormData();
  form.append('id', bookingId);
  if (email) form.append('email', email);
  for (const file of files) form.append('permits[]', file, file.name);
  return api<Message>('POST', '/api/work-permits', form);
}

export const myBookings = () => api<{ data: Booking[] }>('GET', '/api/my-bookings').then((res) => res.data);
export const completeWithFeedback = (id: string, feedback: string) => api<Message>('PATCH', `/api/bookings/${encodeURIComponent(id)}/feedback`, { feedback });
export const cancelPending = (id: string) => api<Message>('POST', `/api/bookings/${encodeURIComponent(id)}/cancel`);
export const trackBooking = (id: string) => api<{ data: Tracking }>('GET', `/api/fetch-booking-details/${encodeURIComponent(id)}`).then((res) => res.data);
export const bookingManongs = (id: string) =>
  api<{ data: { id: string; when_at: string; primary: PublicManong[]; alternative: PublicManong[] } }>('GET', `/api/bookings/${encodeURIComponent(id)}/manongs`).then((res) => res.data);
export const availableSchedules = (start: string, end: string) =>
  api<AvailableSlot[]>('GET', `/api/available-schedules?start=${start}&end=${end}`);

/** Spec §3's services as name(quantity) - location. */
export const servicesText = (booking: Pick<Booking, 'details'>) => booking.details.map((d) => `${d.category_service.name}(${d.how_many}) - ${d.location}`).join(', ');

export const customerName = (c: Booking['customer']) => [c.first_name, c.middle_name, c.last_name].filter(Boolean).join(' ');

/** Spec §2's address line: apartment number, street, city name, type of home. */
export const addressText = (a: Booking['address']) => [a.apartment_no, a.street_address, a.barangay, a.city.name, a.type_of_home].filter(Boolean).join(', ');

/** The timeline's slot times come as Manila 'YYYY-MM-DD HH:mm'; shown in the site's 'MMM DD, YYYY hh:mm A'. */
export const readableLog = (log: string) => log.replace(/\b(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})\b/g, (_, day: string, time: string) => dateTime(`${day}T${time}:00+08:00`));

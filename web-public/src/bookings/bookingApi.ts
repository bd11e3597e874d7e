/**
 * The booking calls of the manage-booking page, My Bookings, the tracker and the public
 * manong page (spec §7), with the shapes the api answers
 * (projections/src/readModels/bookingList/bookings.ts, services/api/src/bookings/customer).
 */
import type { BookingActions } from '@app/core/bookings/bookingActions';
import { api } from '../api/http.js';
import { forgetAttempt, idempotent } from '../api/idempotency.js';
import { dateTime } from '../format.js';

export interface BookingLine {
  id: number;
  category_service: { id: string; name: string };
  how_many: number;
  location: string;
  price: number;
  total_price: number;
}

export interface BookingManong {
  user: { id: string; first_name: string; last_name: string; contact_number: string | null; email: string | null; picture: string | null };
  is_primary_manong: number;
  is_answered: number;
  is_confirmed: number;
  confirmed: string;
  created_at: string;
}

export interface TimelineEntry {
  id: number;
  step: string;
  log: string;
  manong_id: string | null;
  time_in: string | null;
  created_at: string;
}

/** Add to calendar, from the server: the .ics download and a Google Calendar link. */
export interface CalendarLinks {
  ics_url: string;
  google_url: string;
}

/**
 * The booking record. What may be done with it now (`can_pay`, `can_request_rebook`, ...)
 * comes with it from the server's own rules (BookingActions): the pages never compare
 * `work_status` to decide a button.
 */
export interface Booking extends BookingActions {
  /** The public reference customers type. */
  id: string;
  when_at: string;
  schedule_id: string;
  created_at: string;
  requested_schedule_at: string | null;
  customer: { first_name: string; middle_name: string | null; last_name: string; email: string; contact_number: string | null };
  address: { street_address: string; barangay: string; city: { name: string }; contact_number: string | null; type_of_home: string; apartment_no: string | null };
  category: { name: string };
  details: BookingLine[];
  sub_total: number;
  discount: number;
  total: number;
  work_status: number;
  work_status_string: string;
  payment_status: string;
  /** Paid in test mode (the sandbox took it): shown as "Test payment". */
  is_test_payment: boolean;
  payment: { status: string; url: string | null };
  has_manongs: boolean;
  work_permits: { file_link: string; file_name: string }[];
  permits_count: number;
  customer_remarks: string | null;
  /** My Bookings' rows: Add to calendar while the booking is paid and not finished (null otherwise). */
  calendar?: CalendarLinks | null;
}

/** What `booking-show-details` adds for the manage-booking page. */
export interface ManagedBooking extends Booking {
  logs: TimelineEntry[];
  manongs: BookingManong[];
}

export interface Tracking {
  id: string;
  category: string;
  when_at: string;
  work_status: number;
  work_status_string: string;
  payment_status: string;
  is_test_payment: boolean;
  progress: { booked: boolean; paid: boolean; manongs_assigned: boolean; started: boolean; job_done: boolean; cancelled: boolean };
  timeline: TimelineEntry[];
}

export interface PublicManong {
  id: string;
  picture: string | null;
  name: string;
  contact_number: string | null;
  email: string | null;
  confirmed: string;
}

export interface AvailableSlot {
  id: string;
  /** 'YYYY-MM-DD', a Manila date. */
  scheduled_at: string;
  /** 'HH:mm'. */
  start_at: string;
  end_at: string;
}

interface Message {
  message: string;
}

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

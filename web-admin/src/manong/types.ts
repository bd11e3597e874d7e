import type { CalendarLinks } from '../fieldStaff/jobs.js';

/** A row of `GET /api/manongs/bookings` (services/api/src/bookings/field/manongRoutes.ts). */
export interface ManongBooking {
  id: string;
  booking_id: string;
  services: string;
  service_date: string;
  service_status: string;
  date_booked: string;
  work_status: number;
  /** Finished or cancelled, as the server's rules say (the booking record's `is_over`). */
  is_over: boolean;
  customer: { name: string; contact_number: string | null; email: string };
  address: { street_address: string; barangay: string; city: { name: string }; contact_number: string | null };
  category: { name: string };
  customer_remarks: string | null;
  documents: { file_link: string; file_name: string }[];
  assignment: { is_primary_manong: number; is_answered: number; is_confirmed: number; confirmed: string; time_in: string | null; time_out: string | null } | null;
  actions: { canAnswer: boolean; canTimeIn: boolean; canTimeOut: boolean };
  /** Before the service date: the date Time In opens. */
  time_in_opens: string | null;
  /** Add to calendar while the job is still to do. */
  calendar: CalendarLinks | null;
}

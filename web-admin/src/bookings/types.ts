import type { BookingActions } from '@app/core/bookings/bookingActions';

/** The admin booking record as the api's bookings read model gives it (spec §3 Booking). */
export interface BookingLine {
  id: number;
  category_service: { id: string; name: string };
  how_many: number;
  price: number;
  total_price: number;
}

/**
 * With what may be done with it now (`can_rebook`, `can_cancel`, `can_assign_manongs`, ...):
 * the server's own rules (BookingActions). The console never compares `work_status` to
 * decide a button.
 */
export interface BookingRecord extends BookingActions {
  id: string;
  booking_id: string;
  when_at: string;
  created_at: string;
  requested_schedule_at: string | null;
  requested_schedule_id: string | null;
  customer: { id: string; name: string; first_name: string; last_name: string; email: string; contact_number: string | null };
  address: { street_address: string; barangay: string; city: { name: string }; contact_number: string | null; type_of_home: string; apartment_no: string | null };
  category: { id: string; name: string };
  details: BookingLine[];
  total: number;
  work_status: number;
  work_status_string: string;
  payment_status: string;
  /** A payment the sandbox took: no money moved. */
  is_test_payment?: boolean;
  has_manongs: boolean;
  work_permits: { file_link: string; file_name: string }[];
  permits_count: number;
  permits_confirmed: boolean;
  customer_remarks: string | null;
}

/**
 * The bookings read model's tables. Money in pesos (numeric(12, 2), from the events'
 * centavos); work status as the spec numbers it; the slot as `when_at`, its instant in
 * Manila, so the calendar and "today" are range scans.
 */
import { pageBucketTables } from '../bookingList/pageBuckets.js';

export const bookingTables = `
  CREATE TABLE bookings (
    id uuid PRIMARY KEY,
    reference text NOT NULL,
    customer_id uuid NOT NULL,
    customer_first_name text NOT NULL,
    customer_middle_name text,
    customer_last_name text NOT NULL,
    customer_name text NOT NULL,
    customer_email text NOT NULL,
    customer_contact_number text,
    address_id uuid,
    address_city_id uuid NOT NULL,
    address_city_name text NOT NULL,
    address_street text NOT NULL,
    address_barangay text NOT NULL,
    address_type_of_home text NOT NULL,
    address_contact_number text,
    address_apartment_no text,
    category_id uuid NOT NULL,
    category_name text NOT NULL,
    slot_id text NOT NULL,
    when_at timestamptz NOT NULL,
    requested_slot_id text,
    requested_schedule_at timestamptz,
    work_status smallint NOT NULL,
    status_before_request smallint,
    payment_status text NOT NULL,
    current_payment_id uuid,
    payment_url text,
    paid_payment_id uuid,
    -- The paying payment was the sandbox's (test mode: no money moved).
    is_test_payment boolean NOT NULL DEFAULT false,
    sub_total numeric(12, 2) NOT NULL,
    discount numeric(12, 2) NOT NULL,
    total numeric(12, 2) NOT NULL,
    coupon_id uuid,
    coupon_code text,
    gateway text NOT NULL,
    placed_by text NOT NULL,
    assessment_id uuid,
    source text,
    has_manongs boolean NOT NULL DEFAULT false,
    work_permits jsonb NOT NULL DEFAULT '[]',
    permits_count integer NOT NULL DEFAULT 0,
    permits_confirmed boolean NOT NULL DEFAULT false,
    documents jsonb NOT NULL DEFAULT '[]',
    cancel_reason text,
    refund_bank_account text,
    customer_remarks text,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    -- What the admin search box matches, lower-cased in one column for its trigram index.
    search_text text GENERATED ALWAYS AS (lower(reference || ' ' || customer_name || ' ' || customer_email || ' '
      || coalesce(customer_contact_number, '') || ' ' || category_name)) STORED
  );
  -- One index per sortable column, with the reference as the tie-break and the work
  -- status included: a page of any sort, with or without the status filter, is found by
  -- reading one index alone (see listRows' deferred join). The reference's is also its
  -- uniqueness: every index is written again by each update that is not HOT, and a payment
  -- marked paid moves payment_status, so it never is (a second index on the reference, and
  -- one on (work_status, created_at) that no query chose, cost each payment two more).
  CREATE INDEX bookings_created_at ON bookings (created_at, reference) INCLUDE (work_status);
  CREATE UNIQUE INDEX bookings_reference ON bookings (reference) INCLUDE (work_status);
  CREATE INDEX bookings_customer_name ON bookings (customer_name, reference) INCLUDE (work_status);
  CREATE INDEX bookings_payment_status ON bookings (payment_status, reference) INCLUDE (work_status);
  CREATE INDEX bookings_total ON bookings (total, reference) INCLUDE (work_status);
  -- NULLs sort as +infinity, as ORDER BY puts them, so the key compares as a row (bookingList/pageBuckets.ts).
  CREATE INDEX bookings_requested_schedule_at ON bookings ((coalesce(requested_schedule_at, 'infinity'::timestamptz)), reference) INCLUDE (work_status);
  CREATE INDEX bookings_when_at ON bookings (when_at, reference) INCLUDE (work_status);
  CREATE INDEX bookings_work_status_sort ON bookings (work_status, reference);
  CREATE INDEX bookings_customer ON bookings (customer_id, created_at);
  CREATE INDEX bookings_search ON bookings USING gin (search_text public.gin_trgm_ops);

  ${pageBucketTables}

  CREATE TABLE booking_lines (
    booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    line_no integer NOT NULL,
    service_id uuid NOT NULL,
    name text NOT NULL,
    location text NOT NULL,
    quantity integer NOT NULL,
    unit_price numeric(12, 2) NOT NULL,
    total_price numeric(12, 2) NOT NULL,
    PRIMARY KEY (booking_id, line_no)
  );

  CREATE TABLE booking_payments (
    payment_id uuid NOT NULL,
    booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    gateway text NOT NULL,
    url text NOT NULL,
    amount numeric(12, 2) NOT NULL,
    status text NOT NULL,
    -- The gateway's id of the checkout (Xendit invoice, sandbox checkout, TendoPay: our id).
    gateway_reference text,
    requested_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    -- Keyed like the aggregate keys them: a payment id means something only within its booking.
    PRIMARY KEY (booking_id, payment_id)
  );
  CREATE INDEX booking_payments_payment ON booking_payments (payment_id);
  -- The re-check of payments whose callback never came (core payments/recheckPending.ts).
  CREATE INDEX booking_payments_pending ON booking_payments (requested_at) WHERE status = 'pending';

  CREATE TABLE booking_manongs (
    booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    manong_id uuid NOT NULL,
    is_primary boolean NOT NULL,
    is_answered boolean NOT NULL DEFAULT false,
    is_confirmed boolean NOT NULL DEFAULT false,
    assigned_at timestamptz NOT NULL,
    timed_in_at timestamptz,
    timed_out_at timestamptz,
    PRIMARY KEY (booking_id, manong_id)
  );
  CREATE INDEX booking_manongs_manong ON booking_manongs (manong_id);
`;

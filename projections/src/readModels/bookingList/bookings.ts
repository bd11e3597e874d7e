/**
 * Reads of the bookings read model in the spec's Booking shape: `id` is the public
 * reference (what customers type and links carry), `booking_id` the internal uuid.
 * A booking's lines come with its row, as a JSON array from a correlated subquery (the
 * lines' primary key index), so a booking or a page of them is one statement.
 */
import type pg from 'pg';
import { bookingActions } from '@app/core/bookings/bookingActions';
import { toCentavos } from '@app/core/bookings/pricing';
import { workStatusString, type PaymentStatus, type WorkStatus } from '@app/core/bookings/workStatus';
import { listRows, type ListPage, type ListRequest } from '../../query/list.js';
import { bucketPage, countBookings } from './bucketPage.js';
import { PAGED_SORTS, type PagedSortKey } from './pageBuckets.js';
import { SEARCH_TUNING, searchReferences, type SearchTuning } from '../bookingSearch/search.js';

type Db = Pick<pg.Pool, 'query'>;

interface BookingRow {
  id: string;
  reference: string;
  customer_id: string;
  customer_first_name: string;
  customer_middle_name: string | null;
  customer_last_name: string;
  customer_name: string;
  customer_email: string;
  customer_contact_number: string | null;
  address_id: string | null;
  address_city_id: string;
  address_city_name: string;
  address_street: string;
  address_barangay: string;
  address_type_of_home: string;
  address_contact_number: string | null;
  address_apartment_no: string | null;
  category_id: string;
  category_name: string;
  slot_id: string;
  when_at: Date;
  requested_slot_id: string | null;
  requested_schedule_at: Date | null;
  work_status: WorkStatus;
  payment_status: PaymentStatus;
  is_test_payment: boolean;
  payment_url: string | null;
  sub_total: number;
  discount: number;
  total: number;
  coupon_code: string | null;
  gateway: string;
  placed_by: string;
  has_manongs: boolean;
  work_permits: { file_link: string; file_name: string }[];
  permits_count: number;
  permits_confirmed: boolean;
  cancel_reason: string | null;
  refund_bank_account: string | null;
  customer_remarks: string | null;
  created_at: Date;
  updated_at: Date;
  lines: BookingLineView[];
}

export interface BookingLineView {
  id: number;
  service_id: string;
  category_service: { id: string; name: string };
  how_many: number;
  location: string;
  price: number;
  total_price: number;
}

export type BookingRecord = ReturnType<typeof bookingRecord>;

const COLUMNS = `id, reference, customer_id, customer_first_name, customer_middle_name, customer_last_name, customer_name, customer_email,
    customer_contact_number, address_id, address_city_id, address_city_name, address_street, address_barangay, address_type_of_home,
    address_contact_number, address_apartment_no, category_id, category_name, slot_id, when_at, requested_slot_id, requested_schedule_at,
    work_status, payment_status, is_test_payment, payment_url, sub_total::float8 AS sub_total, discount::float8 AS discount, total::float8 AS total,
    coupon_code, gateway, placed_by, has_manongs, work_permits, permits_count, permits_confirmed, cancel_reason, refund_bank_account,
    customer_remarks, created_at, updated_at,
    (SELECT coalesce(json_agg(json_build_object('id', l.line_no, 'service_id', l.service_id, 'category_service', json_build_object('id', l.service_id, 'name', l.name),
                                                'how_many', l.quantity, 'location', l.location, 'price', l.unit_price::float8, 'total_price', l.total_price::float8)
                              ORDER BY l.line_no), '[]'::json)
       FROM rm_bookings.booking_lines l WHERE l.booking_id = bookings.id) AS lines`;
const SELECT = `SELECT ${COLUMNS} FROM rm_bookings.bookings`;

function bookingRecord(row: BookingRow) {
  const { lines } = row;
  return {
    id: row.reference,
    booking_id: row.id,
    reference: row.reference,
    when_at: row.when_at,
    schedule_id: row.slot_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    requested_schedule_at: row.requested_schedule_at,
    /** The slot a re-booking request asks for (its seat is held): the admin's Re-book preselects it. */
    requested_schedule_id: row.requested_slot_id,
    customer: {
      id: row.customer_id,
      first_name: row.customer_first_name,
      middle_name: row.customer_middle_name,
      last_name: row.customer_last_name,
      name: row.customer_name,
      email: row.customer_email,
      contact_number: row.customer_contact_number,
    },
    address: {
      id: row.address_id,
      street_address: row.address_street,
      barangay: row.address_barangay,
      city: { id: row.address_city_id, name: row.address_city_name },
      contact_number: row.address_contact_number,
      type_of_home: row.address_type_of_home,
      apartment_no: row.address_apartment_no,
      apt_number: row.address_apartment_no,
    },
    category: { id: row.category_id, name: row.category_name },
    details: lines,
    services: lines.map((l) => `${l.category_service.name}(${l.how_many}) - ${l.location}`).join(', '),
    sub_total: row.sub_total,
    discount: row.discount,
    total: row.total,
    discount_coupon: row.coupon_code,
    gateway: row.gateway,
    work_status: row.work_status,
    work_status_string: workStatusString(row.work_status),
    payment_status: row.payment_status,
    /** Paid in test mode (the sandbox took it, no money moved): the UIs show "Test payment". */
    is_test_payment: row.is_test_payment,
    payment: { status: row.payment_status, url: row.payment_url },
    has_manongs: row.has_manongs,
    work_permits: row.work_permits,
    permits_count: row.permits_count,
    permits_confirmed: row.permits_confirmed,
    customer_remarks: row.customer_remarks,
    refund_details: row.cancel_reason === null ? null : { reason: row.cancel_reason, bank_account: row.refund_bank_account },
    // What may be done now (can_pay, can_rebook, ..., installment_allowed): the deciders' own
    // rules asked at read time, not stored, so a rule's change needs no rebuild (bookingActions.ts).
    ...bookingActions({
      workStatus: row.work_status,
      paymentStatus: row.payment_status,
      workPermits: row.work_permits,
      hasManongs: row.has_manongs,
      totalCentavos: toCentavos(row.total),
    }),
  };
}


export interface BookingListRequest extends ListRequest {
  customerId?: string;
  workStatus?: number;
}

/** API sort names to the paged sorts (pageBuckets.ts); anything else sorts by created_at. */
const SORTS: Readonly<Record<string, PagedSortKey>> = {
  id: 'reference',
  reference: 'reference',
  customer: 'customer_name',
  work_status: 'work_status',
  payment_status: 'payment_status',
  when_at: 'when_at',
  created_at: 'created_at',
  requested_schedule_at: 'requested_schedule_at',
  total: 'total',
};

/** The admin lists (and a customer's own, with `customerId`): searchable, sortable, paged. */
export async function listBookings(db: Db, request: BookingListRequest, searchTuning: SearchTuning = SEARCH_TUNING): Promise<ListPage<BookingRecord>> {
  const field = request.sort && Object.hasOwn(SORTS, request.sort.field) ? request.sort.field : undefined;
  const sort = SORTS[field ?? 'created_at']!;
  const order = request.sort?.order === 'DESC' ? 'DESC' : 'ASC';
  // A page of all bookings or of one status, the lists' common case: through the page
  // buckets, whatever the offset. A search of all bookings or of one status: bookingSearch/.
  // A customer's bookings and look-ups by ids select few rows and read them through listRows.
  if (!request.ids && !request.customerId && request.limit !== undefined) {
    const offset = request.offset ?? 0;
    if (request.search) {
      const total = await countBookings(db, request.workStatus);
      const { path: _, rows: references, ...found } = await searchReferences(
        db,
        { term: request.search, workStatus: request.workStatus, sortKey: sort, order, offset, limit: request.limit },
        total,
        searchTuning,
      );
      return { ...found, rows: await bookingsByReference(db, references) };
    }
    const page = await bucketPage(db, { sort, order, workStatus: request.workStatus, offset, limit: request.limit });
    return { total: page.total, rows: await bookingsByReference(db, page.references) };
  }
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (request.customerId) conditions.push(`customer_id = $${params.push(request.customerId)}`);
  if (request.workStatus !== undefined) conditions.push(`work_status = $${params.push(request.workStatus)}`);
  const page = await listRows<BookingRow>(
    db,
    {
      from: 'rm_bookings.bookings',
      columns: COLUMNS,
      searchColumn: 'search_text',
      sortable: Object.fromEntries(Object.entries(SORTS).map(([name, key]) => [name, PAGED_SORTS[key].expression])),
      defaultSort: 'created_at',
      // The front ends hold references as ids (react-admin's getMany sends them back).
      idColumn: 'reference',
      where: conditions.length ? { sql: conditions.join(' AND '), params } : undefined,
      deferredJoin: true,
      // All bookings, or those of one status, are counted in the page buckets.
      knownTotal: request.customerId ? undefined : (q) => countBookings(q, request.workStatus),
    },
    request,
  );
  return { total: page.total, rows: page.rows.map(bookingRecord) };
}

/** Full rows of the given references, in the order given. */
async function rowsByReference(db: Db, references: string[]): Promise<BookingRow[]> {
  if (references.length === 0) return [];
  const { rows } = await db.query<BookingRow>(`${SELECT} WHERE reference = ANY($1::text[])`, [references]);
  const byReference = new Map(rows.map((r) => [r.reference, r]));
  return references.flatMap((r) => byReference.get(r) ?? []);
}

/** Full bookings of the given references, in the order given (the lists' and the calendar's reads). */
export async function bookingsByReference(db: Db, references: string[]): Promise<BookingRecord[]> {
  return (await rowsByReference(db, references)).map(bookingRecord);
}

/** One booking by its public reference. */
export async function findBookingByReference(db: Db, reference: string): Promise<BookingRecord | undefined> {
  const { rows } = await db.query<BookingRow>(`${SELECT} WHERE reference = $1`, [reference]);
  return rows[0] && bookingRecord(rows[0]);
}

/** One booking by its internal uuid (react-admin may hold either). */
export async function findBookingById(db: Db, id: string): Promise<BookingRecord | undefined> {
  const { rows } = await db.query<BookingRow>(`${SELECT} WHERE id = $1`, [id]);
  return rows[0] && bookingRecord(rows[0]);
}

/**
 * Ids of bookings still waiting for their day whose service starts between the two
 * instants (the reminders' re-planning after a worker start or a Redis restart). Unpaid
 * ones are included: the planner, not this query, says which get reminders.
 */
export async function bookingIdsServedBetween(db: Db, from: Date, to: Date): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM rm_bookings.bookings WHERE when_at >= $1 AND when_at < $2 AND work_status NOT IN (1, 2, 3)`, [from, to]);
  return rows.map((r) => r.id);
}

/** The public reference of each of the bookings, by id (those that exist). */
export async function referencesOfBookings(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; reference: string }>('SELECT id, reference FROM rm_bookings.bookings WHERE id = ANY($1::uuid[])', [ids]);
  return new Map(rows.map((r) => [r.id, r.reference]));
}

/**
 * Reads of the bookings read model in the spec's Booking shape: `id` is the public
 * reference (what customers type and links carry), `booking_id` the internal uuid.
 * A page's lines come in one query for the whole page, never one per booking.
 */
import type pg from 'pg';
import { workStatusString, type PaymentStatus, type WorkStatus } from '@app/core/bookings/workStatus';
import { listRows, type ListPage, type ListRequest } from '../../query/list.js';
import { bucketPage, countBookings } from './bucketPage.js';
import { PAGED_SORTS, type PagedSortKey } from './pageBuckets.js';
import { SEARCH_TUNING, searchReferences, type SearchTuning } from './search.js';

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
    work_status, payment_status, payment_url, sub_total::float8 AS sub_total, discount::float8 AS discount, total::float8 AS total,
    coupon_code, gateway, placed_by, has_manongs, work_permits, permits_count, permits_confirmed, cancel_reason, refund_bank_account,
    customer_remarks, created_at, updated_at`;
const SELECT = `SELECT ${COLUMNS} FROM rm_bookings.bookings`;

function bookingRecord(row: BookingRow, lines: BookingLineView[]) {
  return {
    id: row.reference,
    booking_id: row.id,
    reference: row.reference,
    when_at: row.when_at,
    schedule_id: row.slot_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    requested_schedule_at: row.requested_schedule_at,
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
    payment: { status: row.payment_status, url: row.payment_url },
    has_manongs: row.has_manongs,
    work_permits: row.work_permits,
    permits_count: row.permits_count,
    permits_confirmed: row.permits_confirmed,
    customer_remarks: row.customer_remarks,
    refund_details: row.cancel_reason === null ? null : { reason: row.cancel_reason, bank_account: row.refund_bank_account },
  };
}

async function withLines(db: Db, rows: BookingRow[]): Promise<BookingRecord[]> {
  if (rows.length === 0) return [];
  const { rows: lines } = await db.query<BookingLineView & { booking_id: string }>(
    `SELECT booking_id, line_no AS id, service_id, json_build_object('id', service_id, 'name', name) AS category_service,
            quantity AS how_many, location, unit_price::float8 AS price, total_price::float8 AS total_price
     FROM rm_bookings.booking_lines WHERE booking_id = ANY($1::uuid[]) ORDER BY booking_id, line_no`,
    [rows.map((r) => r.id)],
  );
  const byBooking = new Map<string, BookingLineView[]>();
  for (const { booking_id, ...line } of lines) (byBooking.get(booking_id) ?? byBooking.set(booking_id, []).get(booking_id)!).push(line);
  return rows.map((r) => bookingRecord(r, byBooking.get(r.id) ?? []));
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
  // buckets, whatever the offset. A search of all bookings or of one status: search.ts.
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
  return { total: page.total, rows: await withLines(db, page.rows) };
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
  return withLines(db, await rowsByReference(db, references));
}

/** One booking by its public reference. */
export async function findBookingByReference(db: Db, reference: string): Promise<BookingRecord | undefined> {
  const { rows } = await db.query<BookingRow>(`${SELECT} WHERE reference = $1`, [reference]);
  return (await withLines(db, rows))[0];
}

export async function referenceTaken(db: Db, reference: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM rm_bookings.bookings WHERE reference = $1', [reference]);
  return (rowCount ?? 0) > 0;
}

/** One booking by its internal uuid (react-admin may hold either). */
export async function findBookingById(db: Db, id: string): Promise<BookingRecord | undefined> {
  const { rows } = await db.query<BookingRow>(`${SELECT} WHERE id = $1`, [id]);
  return (await withLines(db, rows))[0];
}

/**
 * What each spreadsheet report holds: its columns and the read-model query behind them.
 * Every query takes the date range as $1 and $2 (Manila dates, both included) and names
 * its columns in the order of `columns`; rows are read through a cursor, never all at once.
 */
import type { DateRange, SpreadsheetKind } from '@app/core/reports/kinds';
import { TEST_PAYMENT_TEXT } from '@app/core/payments/testMode';
import type { CursorQuery } from '../query/cursorRows.js';

export type ColumnType = 'text' | 'number' | 'money' | 'date' | 'datetime';
export interface Column {
  header: string;
  type: ColumnType;
  width: number;
}
export interface SheetDefinition {
  title: string;
  columns: Column[];
  /** FROM and WHERE, shared by the count (for progress) and the rows. */
  from: string;
  select: string;
  orderBy: string;
}

/**
 * Times as the site writes them ('MMM DD, YYYY hh:mm A', Manila), made by PostgreSQL. Text,
 * not Excel dates: a date cell needs a style, and exceljs's per-cell style lookup makes a
 * large report several times slower (measured by bench:reports).
 */
const manila = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Manila', 'Mon DD, YYYY HH12:MI AM')`;
const day = (column: string) => `to_char(${column}, 'Mon DD, YYYY')`;
/** The instant column falls on a Manila date within [$1, $2]. */
export const createdWithin = (column: string) =>
  `${column} >= ($1::date::timestamp AT TIME ZONE 'Asia/Manila') AND ${column} < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Manila')`;

const text = (header: string, width = 18): Column => ({ header, type: 'text', width });
const money = (header: string): Column => ({ header, type: 'money', width: 14 });
const datetime = (header: string): Column => ({ header, type: 'datetime', width: 22 });
const date = (header: string): Column => ({ header, type: 'date', width: 14 });

const bookingColumns = [
  text('Booking ID', 14),
  text('Customer', 24),
  text('Email', 28),
  text('Contact Number', 16),
  text('Address', 36),
  text('City', 16),
  text('Category', 18),
  text('Services', 36),
  text('Work Status', 20),
  text('Payment Status', 14),
  money('Sub Total (PHP)'),
  money('Discount (PHP)'),
  money('Total (PHP)'),
  text('Coupon', 12),
  text('Gateway', 10),
  datetime('Service Date'),
  datetime('Date Booked'),
];
const bookingSelect = `b.reference, b.customer_name, b.customer_email, b.customer_contact_number,
  concat_ws(', ', nullif(b.address_apartment_no, ''), b.address_street, b.address_barangay), b.address_city_name, b.category_name,
  (SELECT string_agg(l.name || ' x' || l.quantity, ', ' ORDER BY l.line_no) FROM rm_bookings.booking_lines l WHERE l.booking_id = b.id),
  CASE b.work_status WHEN 0 THEN 'Pending' WHEN 1 THEN 'Finished' WHEN 2 THEN 'Cancelled' WHEN 3 THEN 'On Going' WHEN 4 THEN 'Re-booked'
    WHEN 5 THEN 'Rebook Pending' ELSE 'Requested Cancellation' END,
  CASE WHEN b.is_test_payment THEN '${TEST_PAYMENT_TEXT}' ELSE b.payment_status END, b.sub_total::float8, b.discount::float8, b.total::float8, b.coupon_code, b.gateway, ${manila('b.when_at')}, ${manila('b.created_at')}`;
const bookingsWhere = (statuses?: number[]) =>
  `rm_bookings.bookings b WHERE ${createdWithin('b.created_at')}${statuses ? ` AND b.work_status IN (${statuses.join(', ')})` : ''}`;

export const sheets: Record<SpreadsheetKind, SheetDefinition> = {
  cities: {
    title: 'Cities',
    columns: [text('Name', 30), datetime('Date Created')],
    from: `rm_catalogue.cities c WHERE ${createdWithin('c.created_at')}`,
    select: `c.name, ${manila('c.created_at')}`,
    orderBy: 'c.name, c.id',
  },
  customers: {
    title: 'Customers',
    columns: [text('First Name'), text('Middle Name'), text('Last Name'), text('Email', 30), text('Contact Number', 16), text('Addresses', 50), datetime('Date Created')],
    from: `rm_users.users u WHERE 'customer' = ANY (u.roles) AND ${createdWithin('u.created_at')}`,
    select: `u.first_name, u.middle_name, u.last_name, u.email, u.contact_number,
      (SELECT string_agg(concat_ws(', ', nullif(a.apartment_no, ''), a.street_address, a.barangay, ci.name) || ' (' || a.type_of_home || ')', '; ' ORDER BY a.created_at)
         FROM rm_users.addresses a LEFT JOIN rm_catalogue.cities ci ON ci.id = a.city_id WHERE a.user_id = u.id),
      ${manila('u.created_at')}`,
    orderBy: 'u.last_name, u.first_name, u.id',
  },
  schedules: {
    title: 'Schedule Planner',
    columns: [date('Schedule Date'), text('Schedule Start', 14), text('Schedule End', 14), { header: 'Duration (hours)', type: 'number', width: 16 }, text('Country', 10),
      { header: 'Capacity', type: 'number', width: 10 }, { header: 'Booked', type: 'number', width: 10 }, datetime('Date Created')],
    from: `rm_schedules.slots s WHERE s.scheduled_at BETWEEN $1::date AND $2::date`,
    select: `${day('s.scheduled_at')}, s.start_at, s.end_at, s.duration, s.country, s.capacity, s.reserved, ${manila('s.created_at')}`,
    orderBy: 's.starts_at, s.id',
  },
  categories: {
    title: 'Categories',
    columns: [text('Name', 24), text('Description', 40), text('Fixed Price', 12), text('For Assessment', 14), { header: 'Services', type: 'number', width: 10 }, datetime('Date Created')],
    from: `rm_catalogue.categories c WHERE ${createdWithin('c.created_at')}`,
    select: `c.name, c.description, CASE WHEN c.is_fixed_price THEN 'Yes' ELSE 'No' END, CASE WHEN c.is_for_assessment THEN 'Yes' ELSE 'No' END,
      (SELECT count(*)::int FROM rm_catalogue.category_services s WHERE s.category_id = c.id), ${manila('c.created_at')}`,
    orderBy: 'c.name, c.id',
  },
  'category-services': {
    title: 'Category Services',
    columns: [text('Category', 24), text('Service', 30), money('Price (PHP)'), text('Per Unit', 12), datetime('Date Created')],
    from: `rm_catalogue.category_services s LEFT JOIN rm_catalogue.categories c ON c.id = s.category_id WHERE ${createdWithin('s.created_at')}`,
    select: `c.name, s.name, s.price::float8, s.per_unit, ${manila('s.created_at')}`,
    orderBy: 'c.name, s.name, s.id',
  },
  bookings: { title: 'Bookings', columns: bookingColumns, from: bookingsWhere(), select: bookingSelect, orderBy: 'b.created_at, b.reference' },
  'cancelled-bookings': {
    title: 'Cancelled Bookings',
    columns: [...bookingColumns, text('Cancellation Reason', 30), text('Refund Details', 30)],
    from: bookingsWhere([2, 6]),
    select: `${bookingSelect}, b.cancel_reason, b.refund_bank_account`,
    orderBy: 'b.created_at, b.reference',
  },
  're-bookings': {
    title: 'Re-bookings',
    columns: [...bookingColumns, datetime('Requested Date')],
    from: bookingsWhere([4, 5]),
    select: `${bookingSelect}, ${manila('b.requested_schedule_at')}`,
    orderBy: 'b.created_at, b.reference',
  },
  assessments: {
    title: 'Assessments',
    columns: [text('Customer', 24), text('Email', 28), text('Contact Number', 16), text('Category', 18), text('Services', 36), text('Address', 40), date('Preferred Date'),
      date('Visit Date'), text('Visit Time', 10), text('Assessors', 30), text('Booked', 12), datetime('Inquired Date')],
    from: `rm_assessments.assessments a WHERE ${createdWithin('a.created_at')}`,
    select: `a.customer_name, a.email, a.contact_number, a.category_name,
      (SELECT string_agg(s->>'name', ', ') FROM jsonb_array_elements(a.services) s),
      concat_ws(', ', nullif(a.address->>'apartmentNo', ''), a.address->>'streetAddress', a.address->>'barangay', a.address->>'cityName'),
      ${day('a.preferred_date')}, ${day('a.visit_date')}, a.visit_time,
      (SELECT string_agg(u.first_name || ' ' || u.last_name, ', ' ORDER BY x.is_primary DESC, u.last_name)
         FROM rm_assessments.assessment_assessors x JOIN rm_users.users u ON u.id = x.assessor_id WHERE x.assessment_id = a.id),
      CASE WHEN a.booking_id IS NULL THEN 'No Booking' ELSE 'YES' END, ${manila('a.created_at')}`,
    orderBy: 'a.created_at, a.id',
  },
  // Plans started in the range; their next visit as the console's list shows it.
  plans: {
    title: 'Maintenance Plans',
    columns: [text('Customer', 24), text('Email', 28), text('Contact Number', 16), text('Category', 18), text('Services', 36),
      { header: 'Every (months)', type: 'number', width: 14 }, text('Status', 12), date('Next Visit'), { header: 'Visits', type: 'number', width: 10 }, datetime('Date Started')],
    from: `rm_plans.plans p WHERE ${createdWithin('p.created_at')}`,
    select: `p.customer_name, p.customer_email, p.customer_contact, p.category_name,
      (SELECT string_agg((s->>'name') || ' x' || (s->>'quantity'), ', ') FROM jsonb_array_elements(p.services) s),
      p.interval_months, initcap(p.status), ${day('p.next_visit_on')},
      (SELECT count(*)::int FROM rm_plans.visits v WHERE v.plan_id = p.id), ${manila('p.created_at')}`,
    orderBy: 'p.created_at, p.id',
  },
};

/** A sheet's count (for progress) and rows over a date range. */
export function sheetQuery(kind: SpreadsheetKind, range: DateRange): CursorQuery {
  const sheet = sheets[kind];
  return {
    count: `SELECT count(*)::int AS n FROM ${sheet.from}`,
    rows: `SELECT ${sheet.select} FROM ${sheet.from} ORDER BY ${sheet.orderBy}`,
    params: [range.from, range.to],
  };
}

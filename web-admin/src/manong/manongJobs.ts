import { madeOnUse } from '@app/core/format/madeOnUse';
import type { Job, StaffColumn } from '../fieldStaff/jobs.js';
import { manilaDay } from '../fieldStaff/manilaDay.js';
import { formatDate, formatDateTime } from '../format.js';
import type { ManongBooking } from './types.js';

/**
 * A manong's jobs as their My Bookings shows them, without React: the screen
 * (ManongBookings.tsx) and the rows index.html draws before the console's scripts
 * (firstPaint/staffJobs.ts) take their texts from here, so the two read the same.
 */
export const MANONG_BOOKINGS = '/api/manongs/bookings';

const addressOf = (b: ManongBooking) => `${b.address.street_address}, ${b.address.barangay}, ${b.address.city.name}`;
/** Manila wall clock, sortable: 'YYYY-MM-DD HH:mm'. */
const clock = madeOnUse(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Manila', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

/** The View dialog's rows: i18n keys (resources.manong-bookings.fields.*) and values. */
function details(b: ManongBooking): [string, string][] {
  return [
    ['resources.manong-bookings.fields.id', b.id],
    ['resources.manong-bookings.fields.customer', b.customer.name],
    ['resources.manong-bookings.fields.contact_number', b.address.contact_number ?? b.customer.contact_number ?? ''],
    ['resources.manong-bookings.fields.address', addressOf(b)],
    ['resources.manong-bookings.fields.category', b.category.name],
    ['resources.manong-bookings.fields.services', b.services],
    ['resources.manong-bookings.fields.service_date', formatDateTime(b.service_date)],
    ['resources.manong-bookings.fields.service_status', b.service_status],
    ['resources.manong-bookings.fields.confirmed', b.assignment?.confirmed ?? ''],
    ['resources.manong-bookings.fields.time_in', b.assignment?.time_in ? formatDateTime(b.assignment.time_in) : ''],
    ['resources.manong-bookings.fields.time_out', b.assignment?.time_out ? formatDateTime(b.assignment.time_out) : ''],
    ['resources.manong-bookings.fields.remarks', b.customer_remarks ?? ''],
  ];
}

export function manongJob(b: ManongBooking): Job<ManongBooking> {
  const day = manilaDay(b.service_date);
  return {
    record: b,
    id: b.id,
    type: 'booking',
    service: b.services,
    customer: b.customer.name,
    contact: b.address.contact_number ?? b.customer.contact_number,
    address: addressOf(b),
    day,
    start: `${day} ${clock().format(new Date(b.service_date))}`,
    when: formatDateTime(b.service_date),
    status: b.service_status,
    timeInOpens: b.time_in_opens,
    work: { actions: b.actions, answered: Boolean(b.assignment?.is_answered) },
    documents: b.documents,
    details: details(b),
    calendar: b.calendar,
  };
}

/** The wide screen's table: Services, Service Date, Service Status, Date Booked (then Actions, Documents). */
export const MANONG_COLUMNS: StaffColumn<ManongBooking>[] = [
  { label: 'resources.manong-bookings.fields.services', render: (b) => b.services },
  { label: 'resources.manong-bookings.fields.service_date', render: (b) => formatDateTime(b.service_date) },
  { label: 'resources.manong-bookings.fields.service_status', render: (b) => b.service_status },
  { label: 'resources.manong-bookings.fields.date_booked', render: (b) => formatDate(b.date_booked) },
];

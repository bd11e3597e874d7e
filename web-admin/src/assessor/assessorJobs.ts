import type { AssessorJob as AssessorBooking } from '@app/core/contract/assessments';
import type { Job, StaffColumn } from '../fieldStaff/jobs.js';
import { formatDate, formatTime } from '../format.js';

/**
 * An assessor's visits as their My Bookings shows them, without React: the screen
 * (AssessorBookings.tsx) and the rows index.html draws before the console's scripts
 * (firstPaint/staffJobs.ts) take their texts from here. `translate` is react-admin's on
 * the screen, the first paint's own (firstPaint/words.ts) before it.
 */
export const ASSESSOR_BOOKINGS = '/api/assessors/bookings';

const serviceNames = (a: AssessorBooking) => a.services.map((s) => s.name).join(', ');
const visit = (a: AssessorBooking) => (a.schedule ? `${formatDate(a.schedule.date)} ${formatTime(a.schedule.time)}` : '');
const addressOf = (a: AssessorBooking) => `${a.address.street_address}, ${a.address.barangay}, ${a.address.city.name}`;

/** The View dialog's rows: i18n keys (resources.assessor-bookings.fields.*) and values. */
function details(a: AssessorBooking): [string, string][] {
  return [
    ['resources.assessor-bookings.fields.customer', a.customer.name],
    ['resources.assessor-bookings.fields.contact_number', a.address.contact_number ?? a.customer.contact_number ?? ''],
    ['resources.assessor-bookings.fields.email', a.customer.email],
    ['resources.assessor-bookings.fields.address', addressOf(a)],
    ['resources.assessor-bookings.fields.category', a.category.name],
    ['resources.assessor-bookings.fields.services', serviceNames(a)],
    ['resources.assessor-bookings.fields.visit', visit(a)],
    ['resources.assessor-bookings.fields.booked', a.booked],
    ['resources.assessor-bookings.fields.answer', a.assignment?.confirmed ?? ''],
  ];
}

export function assessorJob(a: AssessorBooking, translate: (key: string) => string): Job<AssessorBooking> {
  return {
    record: a,
    id: a.id,
    type: 'assessment',
    service: serviceNames(a) || a.category.name,
    customer: a.customer.name,
    contact: a.address.contact_number ?? a.customer.contact_number,
    address: addressOf(a),
    day: a.schedule?.date ?? null,
    start: a.schedule ? `${a.schedule.date} ${a.schedule.time}` : '',
    when: visit(a) || translate('app.staff.not_scheduled'),
    status: translate(a.assignment?.is_answered ? (a.assignment.is_confirmed ? 'app.staff.answer.confirmed' : 'app.staff.answer.declined') : 'app.staff.answer.none'),
    timeInOpens: a.time_in_opens,
    work: { actions: a.actions, answered: Boolean(a.assignment?.is_answered) },
    documents: a.documents,
    details: details(a),
    calendar: a.calendar,
  };
}

/** The wide screen's table: Services, Service Date, Date Booked (then Actions, Documents). */
export const ASSESSOR_COLUMNS: StaffColumn<AssessorBooking>[] = [
  { label: 'resources.assessor-bookings.fields.services', render: serviceNames },
  { label: 'resources.assessor-bookings.fields.visit', render: visit },
  { label: 'resources.assessor-bookings.fields.created_at', render: (a) => formatDate(a.created_at) },
];

/** Reads of the assessments read model in the spec's Assessment shape. */
import type pg from 'pg';
import { listRows, type ListPage, type ListRequest } from '../../query/list.js';

type Db = Pick<pg.Pool, 'query'>;

interface AssessorRow {
  id: string;
  is_primary: boolean;
  first_name: string | null;
  last_name: string | null;
  is_answered: boolean;
  is_confirmed: boolean;
  time_in: string | null;
  time_out: string | null;
}

interface AssessmentRow {
  id: string;
  customer_id: string | null;
  first_name: string;
  last_name: string;
  customer_name: string;
  email: string;
  contact_number: string | null;
  category_id: string;
  category_name: string;
  services: { serviceId: string | null; name: string }[];
  address: { cityName: string; streetAddress: string; barangay: string; typeOfHome: string; contactNumber: string | null; apartmentNo: string | null };
  preferred_date: string | null;
  visit_date: string | null;
  visit_time: string | null;
  documents: { file_link: string; file_name: string; uploaded_by: string }[];
  booking_id: string | null;
  booking_reference: string | null;
  assessors: AssessorRow[];
  created_at: Date;
}

const SELECT = `SELECT a.id, a.customer_id, a.first_name, a.last_name, a.customer_name, a.email, a.contact_number, a.category_id, a.category_name,
    a.services, a.address, to_char(a.preferred_date, 'YYYY-MM-DD') AS preferred_date, to_char(a.visit_date, 'YYYY-MM-DD') AS visit_date,
    a.visit_time, a.documents, a.booking_id, b.reference AS booking_reference, a.created_at, (a.booking_id IS NOT NULL) AS booked,
    coalesce((SELECT json_agg(json_build_object('id', x.assessor_id, 'is_primary', x.is_primary, 'first_name', u.first_name, 'last_name', u.last_name,
                                                'is_answered', x.is_answered, 'is_confirmed', x.is_confirmed, 'time_in', x.time_in, 'time_out', x.time_out)
                              ORDER BY x.is_primary DESC, u.last_name)
              FROM rm_assessments.assessment_assessors x LEFT JOIN rm_users.users u ON u.id = x.assessor_id
              WHERE x.assessment_id = a.id), '[]') AS assessors
  FROM rm_assessments.assessments a LEFT JOIN rm_bookings.bookings b ON b.id = a.booking_id`;

/** An assessor of the visit with their answer as the public manong page words it: Yes, Declined or No Answer. */
const assessorView = (a: AssessorRow) => ({ ...a, confirmed: !a.is_answered ? 'No Answer' : a.is_confirmed ? 'Yes' : 'Declined' });

export function assessmentView(row: AssessmentRow) {
  const person = { id: row.customer_id, first_name: row.first_name, last_name: row.last_name, name: row.customer_name, email: row.email, contact_number: row.contact_number };
  const address = {
    street_address: row.address.streetAddress,
    barangay: row.address.barangay,
    city: { name: row.address.cityName },
    type_of_home: row.address.typeOfHome,
    contact_number: row.address.contactNumber,
    apartment_no: row.address.apartmentNo,
  };
  return {
    id: row.id,
    user: person,
    customer: person,
    user_address: address,
    address,
    category: { id: row.category_id, name: row.category_name },
    services: row.services.map((s) => ({ id: s.serviceId, name: s.name })),
    details: row.services.map((s) => ({ category_service: { id: s.serviceId, name: s.name } })),
    /** The admin list's service date column (the date the customer would like). */
    remarks: row.preferred_date,
    requested_schedule_at: row.visit_date ? `${row.visit_date} ${row.visit_time}` : null,
    schedule: row.visit_date ? { date: row.visit_date, time: row.visit_time } : null,
    primary_assessors: row.assessors.filter((a) => a.is_primary).map(assessorView),
    secondary_assessors: row.assessors.filter((a) => !a.is_primary).map(assessorView),
    documents: row.documents,
    booking: row.booking_id ? [{ id: row.booking_reference, booking_id: row.booking_id }] : [],
    booked: row.booking_id ? 'YES' : 'No Booking',
    created_at: row.created_at,
  };
}

export type AssessmentView = ReturnType<typeof assessmentView>;

export interface AssessmentListRequest extends ListRequest {
  assessorId?: string;
  booked?: boolean;
}

export async function listAssessments(db: Db, request: AssessmentListRequest): Promise<ListPage<AssessmentView>> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (request.assessorId) conditions.push(`id IN (SELECT assessment_id FROM rm_assessments.assessment_assessors WHERE assessor_id = $${params.push(request.assessorId)})`);
  if (request.booked !== undefined) conditions.push(`booked = $${params.push(request.booked)}`);
  const page = await listRows<AssessmentRow>(
    db,
    {
      from: `(${SELECT}) s`,
      searchColumns: ['customer_name', 'email', 'contact_number', 'category_name'],
      sortable: { id: 'id', customer: 'customer_name', created_at: 'created_at', booked: 'booked', visit_date: 'visit_date', remarks: 'preferred_date' },
      defaultSort: 'created_at',
      where: conditions.length ? { sql: conditions.join(' AND '), params } : undefined,
    },
    request,
  );
  return { total: page.total, rows: page.rows.map(assessmentView) };
}

export async function findAssessment(db: Db, id: string): Promise<AssessmentView | undefined> {
  const { rows } = await db.query<AssessmentRow>(`${SELECT} WHERE a.id = $1`, [id]);
  return rows[0] ? assessmentView(rows[0]) : undefined;
}

export async function assessmentExists(db: Db, id: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM rm_assessments.assessments WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

export async function isAssessorAssigned(db: Db, assessmentId: string, assessorId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM rm_assessments.assessment_assessors WHERE assessment_id = $1 AND assessor_id = $2', [assessmentId, assessorId]);
  return (rowCount ?? 0) > 0;
}

/** Assessments with a visit on these Manila days (inclusive) and no booking made from them: whose assessors' reminders to plan again. */
export async function assessmentIdsVisitedBetween(db: Db, fromDate: string, toDate: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM rm_assessments.assessments WHERE visit_date BETWEEN $1::date AND $2::date AND booking_id IS NULL`, [fromDate, toDate]);
  return rows.map((r) => r.id);
}

/**
 * What a checklist or work order form is filled with, read from the read models: the
 * booking's (or assessment's) customer, address, services, schedule and assigned staff.
 */
import type { Pool } from 'pg';
import { dateTime } from '@app/core/format/dates';
import type { DocumentSubject } from '@app/core/reports/kinds';

export interface SubjectView {
  title: string;
  reference: string;
  customer: { name: string; email: string; contactNumber: string | null };
  address: string;
  typeOfHome: string;
  category: string;
  services: { name: string; location: string | null; quantity: number | null; unitPrice: number | null; total: number | null }[];
  total: number | null;
  schedule: string;
  staff: { name: string; role: string; contactNumber: string | null }[];
}

const address = (parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(', ');


async function bookingView(pool: Pool, id: string): Promise<SubjectView | undefined> {
  const { rows } = await pool.query(
    `SELECT reference, customer_name, customer_email, customer_contact_number, address_apartment_no, address_street, address_barangay, address_city_name,
       address_type_of_home, category_name, total::float8 AS total, when_at FROM rm_bookings.bookings WHERE id = $1`,
    [id],
  );
  const b = rows[0];
  if (!b) return undefined;
  const lines = await pool.query(
    `SELECT name, location, quantity, unit_price::float8 AS unit_price, total_price::float8 AS total_price FROM rm_bookings.booking_lines WHERE booking_id = $1 ORDER BY line_no`,
    [id],
  );
  const staff = await pool.query(
    `SELECT u.first_name || ' ' || u.last_name AS name, m.is_primary, u.contact_number FROM rm_bookings.booking_manongs m
       JOIN rm_users.users u ON u.id = m.manong_id WHERE m.booking_id = $1 ORDER BY m.is_primary DESC, u.last_name`,
    [id],
  );
  return {
    title: 'Booking',
    reference: b.reference,
    customer: { name: b.customer_name, email: b.customer_email, contactNumber: b.customer_contact_number },
    address: address([b.address_apartment_no, b.address_street, b.address_barangay, b.address_city_name]),
    typeOfHome: b.address_type_of_home,
    category: b.category_name,
    services: lines.rows.map((l) => ({ name: l.name, location: l.location, quantity: l.quantity, unitPrice: l.unit_price, total: l.total_price })),
    total: b.total,
    schedule: dateTime(b.when_at),
    staff: staff.rows.map((s) => ({ name: s.name, role: s.is_primary ? 'Primary manong' : 'Alternative manong', contactNumber: s.contact_number })),
  };
}

async function assessmentView(pool: Pool, id: string): Promise<SubjectView | undefined> {
  const { rows } = await pool.query(
    `SELECT id, customer_name, email, contact_number, address, category_name, services, to_char(preferred_date, 'Mon DD, YYYY') AS preferred,
       to_char(visit_date, 'Mon DD, YYYY') AS visit_date, visit_time FROM rm_assessments.assessments WHERE id = $1`,
    [id],
  );
  const a = rows[0];
  if (!a) return undefined;
  const staff = await pool.query(
    `SELECT u.first_name || ' ' || u.last_name AS name, x.is_primary, u.contact_number FROM rm_assessments.assessment_assessors x
       JOIN rm_users.users u ON u.id = x.assessor_id WHERE x.assessment_id = $1 ORDER BY x.is_primary DESC, u.last_name`,
    [id],
  );
  const ad = a.address as { apartmentNo: string | null; streetAddress: string; barangay: string; cityName: string; typeOfHome: string };
  return {
    title: 'Assessment',
    reference: String(a.id).slice(0, 8).toUpperCase(),
    customer: { name: a.customer_name, email: a.email, contactNumber: a.contact_number },
    address: address([ad.apartmentNo, ad.streetAddress, ad.barangay, ad.cityName]),
    typeOfHome: ad.typeOfHome,
    category: a.category_name,
    services: (a.services as { name: string }[]).map((s) => ({ name: s.name, location: null, quantity: null, unitPrice: null, total: null })),
    total: null,
    schedule: a.visit_date ? `${a.visit_date} ${a.visit_time ?? ''}`.trim() : `Preferred: ${a.preferred ?? 'not given'}`,
    staff: staff.rows.map((s) => ({ name: s.name, role: s.is_primary ? 'Primary assessor' : 'Alternative assessor', contactNumber: s.contact_number })),
  };
}

export function loadSubject(pool: Pool, subject: DocumentSubject): Promise<SubjectView | undefined> {
  return subject.type === 'booking' ? bookingView(pool, subject.id) : assessmentView(pool, subject.id);
}

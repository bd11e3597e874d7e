/**
 * Assessment requests as the admin list (`GET /api/administrator/assessments`,
 * `/admin-api/assessments`) and the assessors' own list (`GET /api/assessors/bookings`)
 * read them: who asked, for what, where, the assessors' visit with each one's answer and
 * time-in, their documents, and the booking made from it (the Booked column).
 *
 * Version 2: each assessor's answer, time-in and time-out.
 */
import { assessmentEventTypes, type AssessmentEvent } from '@app/core/assessments/assessmentEvents';
import { defineProjection } from '../../projection.js';

export const assessments = defineProjection({
  name: 'assessments',
  version: 2,
  eventTypes: assessmentEventTypes,
  tables: `
    CREATE TABLE assessments (
      id uuid PRIMARY KEY,
      customer_id uuid,
      first_name text NOT NULL,
      last_name text NOT NULL,
      customer_name text NOT NULL,
      email text NOT NULL,
      contact_number text,
      category_id uuid NOT NULL,
      category_name text NOT NULL,
      services jsonb NOT NULL,
      address jsonb NOT NULL,
      preferred_date date,
      visit_date date,
      visit_time text,
      documents jsonb NOT NULL DEFAULT '[]',
      booking_id uuid,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX assessments_created_at ON assessments (created_at, id);
    CREATE TABLE assessment_assessors (
      assessment_id uuid NOT NULL REFERENCES assessments (id) ON DELETE CASCADE,
      assessor_id uuid NOT NULL,
      is_primary boolean NOT NULL,
      is_answered boolean NOT NULL DEFAULT false,
      is_confirmed boolean NOT NULL DEFAULT false,
      time_in timestamptz,
      time_out timestamptz,
      PRIMARY KEY (assessment_id, assessor_id)
    );
    CREATE INDEX assessment_assessors_assessor ON assessment_assessors (assessor_id);`,
  async handle(db, recorded) {
    const event = { type: recorded.type, data: recorded.data } as AssessmentEvent;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'AssessmentRequested': {
        const { assessmentId, contact, category, services, address, preferredDate } = event.data;
        db.write(
          `INSERT INTO assessments (id, customer_id, first_name, last_name, customer_name, email, contact_number, category_id, category_name,
                                    services, address, preferred_date, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) ON CONFLICT (id) DO NOTHING`,
          [
            assessmentId,
            contact.customerId,
            contact.firstName,
            contact.lastName,
            `${contact.firstName} ${contact.lastName}`,
            contact.email,
            contact.contactNumber,
            category.id,
            category.name,
            JSON.stringify(services),
            JSON.stringify(address),
            preferredDate,
            at,
          ],
        );
        return;
      }
      case 'AssessorsAssigned': {
        const { assessmentId, primary, secondary, date, time } = event.data;
        db.write('UPDATE assessments SET visit_date = $2, visit_time = $3, updated_at = $4 WHERE id = $1', [assessmentId, date, time, at]);
        db.write('DELETE FROM assessment_assessors WHERE assessment_id = $1', [assessmentId]);
        db.write(
          `INSERT INTO assessment_assessors (assessment_id, assessor_id, is_primary)
           SELECT $1, a.id, a.is_primary FROM unnest($2::uuid[], $3::boolean[]) AS a(id, is_primary)`,
          [assessmentId, [...primary, ...secondary], [...primary.map(() => true), ...secondary.map(() => false)]],
        );
        return;
      }
      case 'AssessmentDocumentsUploaded': {
        const { assessmentId, uploadedBy, files } = event.data;
        const rows = files.map((f) => ({ file_link: f.fileLink, file_name: f.fileName, uploaded_by: uploadedBy }));
        db.write('UPDATE assessments SET documents = documents || $2::jsonb, updated_at = $3 WHERE id = $1', [assessmentId, JSON.stringify(rows), at]);
        return;
      }
      case 'AssessorAnswered': {
        const { assessmentId, assessorId, confirmed } = event.data;
        db.write('UPDATE assessment_assessors SET is_answered = true, is_confirmed = $3 WHERE assessment_id = $1 AND assessor_id = $2', [assessmentId, assessorId, confirmed]);
        return;
      }
      case 'AssessorTimedIn':
      case 'AssessorTimedOut': {
        const { assessmentId, assessorId, at: time } = event.data;
        const column = event.type === 'AssessorTimedIn' ? 'time_in' : 'time_out';
        db.write(`UPDATE assessment_assessors SET ${column} = $3 WHERE assessment_id = $1 AND assessor_id = $2`, [assessmentId, assessorId, time]);
        return;
      }
      case 'AssessmentBooked':
        db.write('UPDATE assessments SET booking_id = $2, updated_at = $3 WHERE id = $1', [event.data.assessmentId, event.data.bookingId, at]);
        return;
      case 'AssessmentReminderSent':
        // Shown from the stream (the assessment's reminders), not from these rows.
        return;
    }
  },
});

/** Assessments (Request a Call visits): the console's record and the assessor's own list. */
import { z } from 'zod';
import { staffDocument, staffJob } from './fieldStaff.js';

/** An assessor of the visit and their answer: Yes, Declined or No Answer. */
export const sentAssessor = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  is_primary: z.boolean(),
  is_answered: z.boolean(),
  is_confirmed: z.boolean(),
  confirmed: z.string(),
  time_in: z.string().nullable(),
  time_out: z.string().nullable(),
});
export type SentAssessor = z.infer<typeof sentAssessor>;

/** GET /admin-api/assessments and /admin-api/assessments/:id (spec §3 Assessment). */
export const assessment = z.object({
  id: z.string(),
  customer: z.object({ id: z.string().nullable(), name: z.string(), email: z.string(), contact_number: z.string().nullable() }),
  address: z.object({ street_address: z.string(), barangay: z.string(), city: z.object({ name: z.string() }), type_of_home: z.string(), contact_number: z.string().nullable() }),
  category: z.object({ id: z.string(), name: z.string() }),
  services: z.array(z.object({ id: z.string().nullable(), name: z.string() })),
  /** The date the customer would like ('YYYY-MM-DD'). */
  remarks: z.string().nullable(),
  schedule: z.object({ date: z.string(), time: z.string() }).nullable(),
  primary_assessors: z.array(sentAssessor),
  secondary_assessors: z.array(sentAssessor),
  documents: z.array(staffDocument),
  booking: z.array(z.object({ id: z.string(), booking_id: z.string() })),
  booked: z.enum(['YES', 'No Booking']),
  created_at: z.string(),
});
export type Assessment = z.infer<typeof assessment>;
export const assessments = z.array(assessment);

/** A row of GET /api/assessors/bookings: an assessment the signed-in assessor is sent to, with their part in it. */
export const assessorJob = assessment.extend(staffJob.shape).extend({
  assignment: z
    .object({
      is_primary: z.union([z.literal(0), z.literal(1)]),
      is_answered: z.union([z.literal(0), z.literal(1)]),
      is_confirmed: z.union([z.literal(0), z.literal(1)]),
      confirmed: z.string(),
      time_in: z.string().nullable(),
      time_out: z.string().nullable(),
    })
    .optional(),
});
export type AssessorJob = z.infer<typeof assessorJob>;
export const assessorJobs = z.object({ data: z.array(assessorJob), total: z.number() });

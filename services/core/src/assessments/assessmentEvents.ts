/**
 * Events of an assessment request (`assessment-<id>`): a customer or a visitor asks for a
 * call about services that need an assessment before a price (Request a Call), an
 * administrator sends assessors on a date and time, each assessor confirms or declines
 * and times in and out on the day, and the work is booked from it, once.
 */
import { z } from 'zod';
import { addressSnapshot, storedFile } from '../bookings/bookingEvents.js';
import { assessmentReminderKinds } from '../reminders/reminderKinds.js';

const id = z.string().uuid();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}$/);

/** A logged-in customer (`customerId`) or a visitor who left their contact details. */
export const assessmentContact = z.object({
  customerId: id.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  /** A customer's account may have none; a visitor must give one. */
  contactNumber: z.string().nullable(),
  /** Spec: the form does not check its format. */
  email: z.string(),
});

export const assessmentRequested = z.object({
  assessmentId: id,
  contact: assessmentContact,
  /** The category "for assessment" the request was made from (`api/assessments/{serviceId}`). */
  category: z.object({ id, name: z.string() }),
  /** The services asked about; `serviceId` null when the form sent a name only. */
  services: z.array(z.object({ serviceId: id.nullable(), name: z.string().min(1) })).min(1),
  address: addressSnapshot,
  /** The date the customer would like the assessment (`remarks` in the admin list), if given. */
  preferredDate: date.nullable(),
});
export const assessorsAssigned = z.object({ assessmentId: id, primary: z.array(id).min(1), secondary: z.array(id), date, time });
export const assessmentDocumentsUploaded = z.object({ assessmentId: id, uploadedBy: id, files: z.array(storedFile).min(1) });
export const assessmentBooked = z.object({ assessmentId: id, bookingId: id });
/** An assessor's answer to the visit they were sent on (`is_confirmed` 1 or 0), once per assignment. */
export const assessorAnswered = z.object({ assessmentId: id, assessorId: id, confirmed: z.boolean() });
export const assessorTimedIn = z.object({ assessmentId: id, assessorId: id, at: z.string() });
export const assessorTimedOut = z.object({ assessmentId: id, assessorId: id, at: z.string() });
/** A reminder text sent to an assessor of the visit (issue 28), once per (assessment, assessor, kind). */
export const assessmentReminderSent = z.object({
  assessmentId: id,
  kind: z.enum(assessmentReminderKinds),
  channel: z.literal('sms'),
  recipientRole: z.literal('assessor'),
  recipientId: id,
  /** The E.164 number it went to. */
  to: z.string().min(1),
  sentAt: z.string(),
});

export const assessmentEventSchemas = {
  AssessmentRequested: assessmentRequested,
  AssessorsAssigned: assessorsAssigned,
  AssessmentDocumentsUploaded: assessmentDocumentsUploaded,
  AssessmentBooked: assessmentBooked,
  AssessorAnswered: assessorAnswered,
  AssessorTimedIn: assessorTimedIn,
  AssessorTimedOut: assessorTimedOut,
  AssessmentReminderSent: assessmentReminderSent,
} as const;

type Schemas = typeof assessmentEventSchemas;
export type AssessmentEventType = keyof Schemas;
export type AssessmentEvent = { [K in AssessmentEventType]: { type: K; data: z.infer<Schemas[K]> } }[AssessmentEventType];
export const assessmentEventTypes = Object.keys(assessmentEventSchemas) as AssessmentEventType[];

export type AssessmentRequested = z.infer<typeof assessmentRequested>;
export type AssessmentContact = z.infer<typeof assessmentContact>;

export const assessmentStreamId = (assessmentId: string) => `assessment-${assessmentId}`;

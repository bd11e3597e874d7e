/** The field staff's screens: a manong's jobs, their answers and time-in/out, the pickers of manongs and assessors. */
import { z } from 'zod';
import { adminBooking } from './adminBookings.js';
import { calendarLinks } from './bookings.js';

/** A document of a job (a checklist, a photo): the file and its name. */
export const staffDocument = z.object({ file_link: z.string(), file_name: z.string() });
export type StaffDocument = z.infer<typeof staffDocument>;

/** The buttons of a field worker's row, by the rules the commands enforce. */
export const staffActions = z.object({ canAnswer: z.boolean(), canTimeIn: z.boolean(), canTimeOut: z.boolean() });
export type StaffActions = z.infer<typeof staffActions>;

/** What a field worker's row adds to a job: the buttons, the date Time In opens (before the job's day), Add to calendar while it is still to do. */
export const staffJob = z.object({ actions: staffActions, time_in_opens: z.string().nullable(), calendar: calendarLinks.nullable() });

/** A row of GET /api/manongs/bookings: a booking the signed-in manong is assigned to. */
export const manongJob = adminBooking.extend(staffJob.shape).extend({
  services: z.string(),
  service_date: z.string(),
  service_status: z.string(),
  date_booked: z.string(),
  documents: z.array(staffDocument),
  assignment: z
    .object({ is_primary_manong: z.number(), is_answered: z.number(), is_confirmed: z.number(), confirmed: z.string(), time_in: z.string().nullable(), time_out: z.string().nullable() })
    .nullable(),
});
export type ManongJob = z.infer<typeof manongJob>;
export const manongJobs = z.object({ data: z.array(manongJob), total: z.number() });

/** GET /api/manongs, /api/all-manongs, /api/assessors: every holder of the role, by name. */
export const staffMember = z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), name: z.string() });
export type StaffMember = z.infer<typeof staffMember>;
export const staffMembers = z.array(staffMember);

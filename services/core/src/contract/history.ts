/** A booking's history and the audit log (administrators and auditors). */
import { z } from 'zod';
import { bookingStatus } from './bookings.js';

/** An event's facts as its sentence words them ("Payment received via Xendit: ₱1,500.00"). */
export const eventDetails = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]));
export type EventDetails = z.infer<typeof eventDetails>;

/** An event: its number in its stream, its type and who did it (null: the system on its own). */
const eventBy = z.object({ number: z.number(), type: z.string(), actor: z.string().nullable(), actor_name: z.string().nullable(), role: z.string().nullable() });

/** One event of a booking's stream. */
export const historyEvent = eventBy.extend({
  at: z.string(),
  details: eventDetails.optional(),
});
export type HistoryEvent = z.infer<typeof historyEvent>;

/** The booking right after an event, replayed from its stream (what the moment's table shows). */
export const bookingMoment = z.object({
  id: z.string(),
  booking_id: z.string(),
  at: z.number(),
  event: historyEvent,
  state: bookingStatus.extend({
    manongs: z.array(z.object({ manongId: z.string(), primary: z.boolean(), answered: z.boolean(), confirmed: z.boolean(), timedInAt: z.string().nullable(), timedOutAt: z.string().nullable() })),
    slot: z.object({ date: z.string(), startAt: z.string() }),
    work_permits: z.array(z.unknown()),
    documents: z.array(z.unknown()),
  }),
});
export type BookingMoment = z.infer<typeof bookingMoment>;
export const bookingHistory = z.object({ id: z.string(), booking_id: z.string(), events: z.array(historyEvent) });
export type BookingHistory = z.infer<typeof bookingHistory>;
/** GET /admin-api/bookings/:id/history: every event, or with ?at= the moment after one. */
export const historyAnswer = z.union([bookingHistory, bookingMoment]);

/** A row of the audit log (GET /admin-api/audit): any stream's event. */
export const auditRow = eventBy.extend({
  id: z.string(),
  stream_id: z.string(),
  occurred_at: z.string(),
  booking_reference: z.string().nullable(),
  details: eventDetails,
});
export type AuditRow = z.infer<typeof auditRow>;
export const auditRows = z.array(auditRow);

/**
 * Calendar changes for field staff: an event that moves, cancels or takes someone off a
 * job asks for one `staff-invites` job; the job reads the stream up to the event and
 * names who gets which mail (the event alone does not say who was assigned), then each
 * goes through the ordinary event-mail path keyed (event, template, recipient), so a
 * retried job sends nobody twice.
 *
 * - a booking re-booked: each of its manongs, an update (same UID, higher SEQUENCE);
 * - a booking cancelled: each of its manongs, a CANCEL;
 * - manongs reassigned: each one taken off, a CANCEL (the ones assigned get the assignment);
 * - assessors reassigned: each one taken off, a CANCEL of the visit they had.
 */
import type { AssessmentEvent } from '@app/core/assessments/assessmentEvents';
import { assessmentDecider, type AssessmentState } from '@app/core/assessments/assessmentDecider';
import type { BookingEvent } from '@app/core/bookings/bookingEvents';
import { foldBooking } from '@app/core/bookings/bookingState';
import type { RecordedEvent } from '@app/core/eventstore/port';
import { QUEUES } from '@app/core/queues/queues';
import type { Reaction } from '../consumer/reactions.js';
import type { EventTemplate } from './templates/index.js';

export const STAFF_INVITES_JOB = 'staff-invites';

const CANCELLED = new Set(['CancellationAccepted', 'BookingCancelledByAdmin', 'BookingCancelledByCustomer']);

export const staffInviteReactions: readonly Reaction[] = [
  {
    name: 'mail: field staff calendar changes',
    eventTypes: ['RebookFulfilled', ...CANCELLED, 'ManongsAssigned', 'AssessorsAssigned'],
    jobs: (event) => [{ queue: QUEUES.mail, name: STAFF_INVITES_JOB, jobId: `${event.id}.staff-invites`, data: { eventId: event.id, streamId: event.streamId } }],
  },
];

const manongsOf = (events: readonly Pick<RecordedEvent, 'type' | 'data' | 'metadata'>[]): string[] => {
  const state = foldBooking(events);
  return state.status === 'placed' ? [...new Set(state.manongs.map((m) => m.manongId))] : [];
};

function assessorsOf(events: readonly RecordedEvent[]): string[] {
  const state = events.reduce((s, e) => assessmentDecider.evolve(s, e as unknown as AssessmentEvent), assessmentDecider.initialState() as AssessmentState);
  return state.status === 'requested' && state.visit ? [...new Set([...state.visit.primary, ...state.visit.secondary])] : [];
}

/** Who gets which mail for the last of `events` (the stream up to and including it). */
export function staffInviteMails(events: readonly RecordedEvent[]): { template: EventTemplate; recipientId: string }[] {
  const event = events.at(-1);
  if (!event) return [];
  const before = events.slice(0, -1);
  const to = (template: EventTemplate, ids: string[]) => ids.map((recipientId) => ({ template, recipientId }));
  const takenOff = (was: string[], now: string[]) => was.filter((id) => !now.includes(id));
  const type = event.type as BookingEvent['type'] | AssessmentEvent['type'];
  if (type === 'RebookFulfilled') return to('manong-job-moved', manongsOf(events));
  if (CANCELLED.has(type)) return to('manong-job-cancelled', manongsOf(before));
  if (type === 'ManongsAssigned') return to('manong-unassigned', takenOff(manongsOf(before), manongsOf(events)));
  if (type === 'AssessorsAssigned') return to('assessor-unassigned', takenOff(assessorsOf(before), assessorsOf(events)));
  return [];
}

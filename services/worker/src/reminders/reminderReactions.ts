/**
 * Which events call for planning a booking's reminders again: the ones that move, add or
 * drop them. One `plan` job per event (job id `<eventId>.plan-reminders`); the job reads
 * the booking as it stands, so a late or repeated plan is harmless.
 */
import type { RecordedEvent } from '@app/core/eventstore/port';
import { QUEUES } from '@app/core/queues/queues';
import type { Reaction, ReactionJob } from '../consumer/reactions.js';
import { PLAN_JOB } from './scheduleReminders.js';

const PLANNING_EVENTS = [
  'BookingPlaced',
  'PaymentSucceeded',
  'RebookFulfilled',
  'ManongsAssigned',
  'CancellationAccepted',
  'BookingCancelledByCustomer',
  'BookingCancelledByAdmin',
  'ManongTimedIn',
  'BookingCompleted',
];

export const planJob = (eventId: string, bookingId: string): ReactionJob => ({ queue: QUEUES.reminders, name: PLAN_JOB, jobId: `${eventId}.plan-reminders`, data: { bookingId } });

export const reminderReactions: readonly Reaction[] = [
  {
    name: 'reminders: plan the booking',
    eventTypes: PLANNING_EVENTS,
    jobs: (event: RecordedEvent) => [planJob(event.id, (event.data as { bookingId: string }).bookingId)],
  },
];

/**
 * Which events call for planning a booking's (or an assessment's) reminders again: the ones that move, add or
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

/** An assessment's events that add, move or drop its assessors' reminders. */
const ASSESSMENT_PLANNING_EVENTS = ['AssessorsAssigned', 'AssessorAnswered', 'AssessorTimedIn', 'AssessorTimedOut', 'AssessmentBooked'];

const planAssessmentJob = (eventId: string, assessmentId: string): ReactionJob => ({ queue: QUEUES.reminders, name: PLAN_JOB, jobId: `${eventId}.plan-reminders`, data: { assessmentId } });

export const reminderReactions: readonly Reaction[] = [
  {
    name: 'reminders: plan the booking',
    eventTypes: PLANNING_EVENTS,
    jobs: (event: RecordedEvent) => [planJob(event.id, (event.data as { bookingId: string }).bookingId)],
  },
  {
    name: "reminders: plan the assessment's visit",
    eventTypes: ASSESSMENT_PLANNING_EVENTS,
    jobs: (event: RecordedEvent) => [planAssessmentJob(event.id, (event.data as { assessmentId: string }).assessmentId)],
  },
];

/**
 * The live pushes events call for, as `live` jobs the event consumer enqueues:
 * - every event the administrators' notifications read model turns into a notification
 *   (notifications/projection.ts lists them: new booking, paid, requests, declines, ...):
 *   one `admin-notification` job, pushed to `admin-notification-channel`;
 * - an assignment of manongs or assessors: one `assignment` job per person, pushed to
 *   their own room (again on a reassignment, which is a new event).
 *
 * Job data holds ids and the event's position only; the job reads the message from the
 * read model once the projection has passed that position (liveJobs.ts).
 */
import type { RecordedEvent } from '@app/core/eventstore/port';
import { QUEUES } from '@app/core/queues/queues';
import { NOTIFYING_EVENT_TYPES } from '@app/projections/readModels/notifications/projection';
import type { Reaction, ReactionJob } from '../consumer/reactions.js';

export const LIVE_JOBS = { adminNotification: 'admin-notification', assignment: 'assignment' } as const;

export interface AdminNotificationJob {
  eventId: string;
  commit: string;
  prepare: string;
}

export interface AssignmentJob extends AdminNotificationJob {
  type: 'ManongsAssigned' | 'AssessorsAssigned';
  userId: string;
  /** The booking's or the assessment's id. */
  subjectId: string;
}

const at = (event: RecordedEvent) => ({ eventId: event.id, commit: event.position.commit.toString(), prepare: event.position.prepare.toString() });

const adminNotification: Reaction = {
  name: 'live: administrators notification',
  // The read model decides which events make a notification; following its list keeps the two in step.
  eventTypes: NOTIFYING_EVENT_TYPES,
  jobs: (event) => [{ queue: QUEUES.live, name: LIVE_JOBS.adminNotification, jobId: `${event.id}.live-admin`, data: { ...at(event) } }],
};

const assignment = (type: AssignmentJob['type'], subjectKey: 'bookingId' | 'assessmentId'): Reaction => ({
  name: `live: ${type}`,
  eventTypes: [type],
  jobs: (event) => {
    const data = event.data as { primary: string[]; secondary: string[] } & Record<typeof subjectKey, string>;
    return [...new Set([...data.primary, ...data.secondary])].map(
      (userId): ReactionJob => ({
        queue: QUEUES.live,
        name: LIVE_JOBS.assignment,
        jobId: `${event.id}.live-assigned.${userId}`,
        data: { ...at(event), type, userId, subjectId: data[subjectKey] } satisfies AssignmentJob,
      }),
    );
  },
});

export const liveReactions: readonly Reaction[] = [adminNotification, assignment('ManongsAssigned', 'bookingId'), assignment('AssessorsAssigned', 'assessmentId')];

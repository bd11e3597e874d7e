/**
 * What a `live` job does: wait until the read model a client will fetch has the change
 * (the projection's checkpoint has passed the event's position), then broadcast through
 * Redis to every api process's sockets in the right room. Pushing earlier would make a
 * client that fetches on the push miss the row it was told about.
 *
 * A push is not a record: if a retry pushes twice, clients key notifications by id.
 */
import type { Emitter } from '@socket.io/redis-emitter';
import type { Job } from 'bullmq';
import type { Pool } from '@app/core/db/pool';
import { ADMIN_CHANNEL, LIVE_EVENTS, userRoom, type AdminNotificationPayload, type AssignmentPayload } from '@app/core/live/channels';
import { notificationMessage } from '@app/projections/readModels/notifications/queries';
import { waitForProjections } from '@app/projections/waitForProjections';
import { LIVE_JOBS, type AdminNotificationJob, type AssignmentJob } from './liveReactions.js';

/** How long one attempt waits for the projector; the job's retries (with backoff) cover longer outages. */
const PROJECTION_WAIT_MS = 10_000;

export class ProjectionBehind extends Error {
  constructor(projection: string) {
    super(`projection ${projection} has not reached the event yet`);
    this.name = 'ProjectionBehind';
  }
}

export function liveProcessor(deps: { pool: Pool; emitter: Emitter; projectionWaitMs?: number }) {
  const caughtUp = async (projection: string, job: AdminNotificationJob) => {
    const position = { commit: BigInt(job.commit), prepare: BigInt(job.prepare) };
    const ok = await waitForProjections(deps.pool, position, { projections: [projection], timeoutMs: deps.projectionWaitMs ?? PROJECTION_WAIT_MS, pollMs: 50 });
    if (!ok) throw new ProjectionBehind(projection);
  };

  return async (job: Job): Promise<string> => {
    if (job.name === LIVE_JOBS.adminNotification) {
      const data = job.data as AdminNotificationJob;
      await caughtUp('notifications', data);
      const message = await notificationMessage(deps.pool, data.eventId);
      // Not every event of those types makes a notification (a manong who confirms does not).
      if (message === undefined) return 'no notification';
      const payload: AdminNotificationPayload = { id: data.eventId, message };
      deps.emitter.to(ADMIN_CHANNEL).emit(LIVE_EVENTS.notification, payload);
      return 'pushed';
    }
    if (job.name === LIVE_JOBS.assignment) {
      const data = job.data as AssignmentJob;
      await caughtUp(data.type === 'ManongsAssigned' ? 'bookings' : 'assessments', data);
      const payload: AssignmentPayload = data.type === 'ManongsAssigned' ? { type: data.type, bookingId: data.subjectId } : { type: data.type, assessmentId: data.subjectId };
      deps.emitter.to(userRoom(data.userId)).emit(LIVE_EVENTS.assignment, payload);
      return 'pushed';
    }
    throw new Error(`unknown live job ${job.name}`);
  };
}

/**
 * The names the api's socket.io server and the workers' emitter share, so a room or an
 * event name cannot drift between the process that joins sockets to rooms and the one
 * that broadcasts.
 *
 * Rooms are joined by the server only, from the session's user and roles (liveServer.ts):
 * - `admin-notification-channel`, the spec's live channel, for administrators;
 * - `role:<role>` for every role a user holds; `user:<id>` for the user's own messages.
 */
import type { Config } from '../config.js';

export const ADMIN_CHANNEL = 'admin-notification-channel';
export const roleRoom = (role: string) => `role:${role}`;
export const userRoom = (userId: string) => `user:${userId}`;

/** Socket events the server sends. */
export const LIVE_EVENTS = {
  /** On ADMIN_CHANNEL: `{ id, message }`, the spec's payload; `id` is the notification's (GET api/notifications). */
  notification: 'notification',
  /** On `user:<id>` of each assigned manong or assessor: `{ type, bookingId? , assessmentId? }`. */
  assignment: 'assignment',
} as const;

export interface AdminNotificationPayload {
  id: string;
  message: string;
}

export interface AssignmentPayload {
  type: 'ManongsAssigned' | 'AssessorsAssigned';
  bookingId?: string;
  assessmentId?: string;
}

/**
 * The Redis key prefix of the socket.io adapter and emitter. It follows QUEUE_PREFIX so
 * deployments (and test runs) that share one Redis never hear each other's broadcasts.
 */
export function liveRedisKey(config: Pick<Config, 'QUEUE_PREFIX'>): string {
  return config.QUEUE_PREFIX === 'bull' ? 'socket.io' : `${config.QUEUE_PREFIX}.socket.io`;
}

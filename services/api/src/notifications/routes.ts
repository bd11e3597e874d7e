/**
 * The console's notification bell: `GET api/notifications` (newest 50 with read state and
 * the unread count), marking one or all as read. Live arrivals come over socket.io
 * (live/liveServer.ts); after a reconnect the console asks for what came `since`.
 */
import { z } from 'zod';
import { message } from '@app/core/contract/bookings';
import { allRead, notificationList } from '@app/core/contract/notifications';
import { listNotifications, markRead, notificationMessage } from '@app/projections/readModels/notifications/queries';
import type { ApiContext } from '../context.js';
import { requireActor } from '../http/actor.js';
import { HttpError, validationErrors } from '../http/problems.js';
import type { Routes } from '../http/routing.js';

const LIMIT = 50;
const AUDIENCES = ['administrator'];
const id = z.string().uuid();
/** `since`: the newest `created_at` the console already has; it fetches what came after (a reconnect). */
export const listQuery = z.object({ since: z.iso.datetime({ offset: true }).optional() });

export function notificationRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /api/notifications', { summary: 'The newest notifications with read state and the unread count; with since, only those after it', query: listQuery, response: notificationList });
  routes.add('GET /api/notifications', async (req, res) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) throw new HttpError('validation_failed', 'The given data was invalid.', validationErrors(query.error));
    const since = query.data.since ? new Date(query.data.since) : undefined;
    res.json(await listNotifications(ctx.pool, requireActor(req).userId, AUDIENCES, LIMIT, since));
  });
  routes.document('PATCH /api/notifications/:id/read', { summary: 'Mark one notification read', response: message });
  routes.add('PATCH /api/notifications/:id/read', async (req, res) => {
    const parsed = id.safeParse(req.params.id);
    if (!parsed.success || (await markRead(ctx.pool, requireActor(req).userId, AUDIENCES, parsed.data)) === 0) {
      // Unknown, or already read: only the first is an error.
      const exists = parsed.success && (await notificationMessage(ctx.pool, parsed.data)) !== undefined;
      if (!exists) throw new HttpError('not_found', 'Notification not found.');
    }
    res.json({ message: 'Notification marked as read.' });
  });
  routes.document('POST /api/notifications/read-all', { summary: 'Mark every notification read', response: allRead });
  routes.add('POST /api/notifications/read-all', async (req, res) => {
    const marked = await markRead(ctx.pool, requireActor(req).userId, AUDIENCES);
    res.json({ message: 'All caught up! No new notifications', marked });
  });
}

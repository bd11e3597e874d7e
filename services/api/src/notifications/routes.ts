/**
 * The console's notification bell: `GET api/notifications` (newest 50 with read state and
 * the unread count), marking one or all as read. Live delivery over socket.io is issue 7's.
 */
import { z } from 'zod';
import { listNotifications, markRead } from '@app/projections/readModels/notifications/queries';
import type { ApiContext } from '../context.js';
import { requireActor } from '../http/actor.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';

const LIMIT = 50;
const AUDIENCES = ['administrator'];
const id = z.string().uuid();

export function notificationRoutes(routes: Routes, ctx: ApiContext): void {
  routes.add('GET /api/notifications', async (req, res) => {
    res.json(await listNotifications(ctx.pool, requireActor(req).userId, AUDIENCES, LIMIT));
  });
  routes.add('PATCH /api/notifications/:id/read', async (req, res) => {
    const parsed = id.safeParse(req.params.id);
    if (!parsed.success || (await markRead(ctx.pool, requireActor(req).userId, AUDIENCES, parsed.data)) === 0) {
      // Unknown, or already read: only the first is an error.
      const exists = parsed.success && (await ctx.pool.query('SELECT 1 FROM rm_notifications.notifications WHERE id = $1', [parsed.data])).rowCount;
      if (!exists) throw new HttpError('not_found', 'Notification not found.');
    }
    res.json({ message: 'Notification marked as read.' });
  });
  routes.add('POST /api/notifications/read-all', async (req, res) => {
    const marked = await markRead(ctx.pool, requireActor(req).userId, AUDIENCES);
    res.json({ message: 'All caught up! No new notifications', marked });
  });
}

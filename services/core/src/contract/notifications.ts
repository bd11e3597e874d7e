/** The console's notification bell (GET /api/notifications, marking read). */
import { z } from 'zod';

export const adminNotification = z.object({
  id: z.string(),
  /** `customer`: whose booking it is, for a booking's notification (a live arrival may not say). */
  data: z.object({ message: z.string(), booking_id: z.string().nullable(), type: z.string(), customer: z.string().nullable().optional() }),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type AdminNotification = z.infer<typeof adminNotification>;

/** The newest notifications (with `since`, those from then on) and the unread count of them all. */
export const notificationList = z.object({ notifications: z.array(adminNotification), unread: z.number() });
export type NotificationList = z.infer<typeof notificationList>;

/** POST /api/notifications/read-all. */
export const allRead = z.object({ message: z.string(), marked: z.number() });

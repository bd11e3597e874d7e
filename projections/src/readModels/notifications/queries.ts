/**
 * A user's notifications, newest first, with their read state. With `since`, only those
 * received from it on (what a console missed while its live connection was down); the
 * unread count always counts them all. A booking's notification names its customer
 * (`customer`, from the bookings read model), so the bell tells whose booking it is.
 */
import type pg from 'pg';

export interface NotificationView {
  id: string;
  data: { message: string; booking_id: string | null; type: string; customer: string | null };
  created_at: Date;
  read_at: Date | null;
}

export async function listNotifications(db: Pick<pg.Pool, 'query'>, userId: string, audiences: string[], limit: number, since?: Date): Promise<{ notifications: NotificationView[]; unread: number }> {
  const { rows } = await db.query<{
    id: string;
    message: string;
    booking_id: string | null;
    event_type: string;
    customer: string | null;
    created_at: Date;
    read_at: Date | null;
  }>(
    `SELECT n.id, n.message, n.booking_id, n.event_type, b.customer_name AS customer, n.created_at, r.read_at
       FROM rm_notifications.notifications n
       LEFT JOIN notify.reads r ON r.notification_id = n.id AND r.user_id = $1
       LEFT JOIN rm_bookings.bookings b ON b.id = n.booking_id
      WHERE n.audience = ANY($2::text[]) AND ($4::timestamptz IS NULL OR n.created_at >= $4::timestamptz)
      ORDER BY n.created_at DESC, n.id
      LIMIT $3`,
    [userId, audiences, limit, since ?? null],
  );
  const counted = await db.query<{ unread: string }>(
    `SELECT count(*) AS unread FROM rm_notifications.notifications n
      WHERE n.audience = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM notify.reads r WHERE r.notification_id = n.id AND r.user_id = $1)`,
    [userId, audiences],
  );
  return {
    unread: Number(counted.rows[0]?.unread ?? 0),
    notifications: rows.map((r) => ({ id: r.id, data: { message: r.message, booking_id: r.booking_id, type: r.event_type, customer: r.customer }, created_at: r.created_at, read_at: r.read_at })),
  };
}

/** Marks one notification (or, with `id` undefined, all of the audience's) as read. */
export async function markRead(db: Pick<pg.Pool, 'query'>, userId: string, audiences: string[], id?: string): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO notify.reads (user_id, notification_id)
     SELECT $1, n.id FROM rm_notifications.notifications n
      WHERE n.audience = ANY($2::text[]) AND ($3::uuid IS NULL OR n.id = $3::uuid)
     ON CONFLICT DO NOTHING`,
    [userId, audiences, id ?? null],
  );
  return rowCount ?? 0;
}

/** One notification's message, undefined when no notification has that id. */
export async function notificationMessage(db: Pick<pg.Pool, 'query'>, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ message: string }>('SELECT message FROM rm_notifications.notifications WHERE id = $1', [id]);
  return rows[0]?.message;
}

/** The messages one audience got about a booking, oldest first. */
export async function bookingNotifications(db: Pick<pg.Pool, 'query'>, bookingId: string, audience: string): Promise<string[]> {
  const { rows } = await db.query<{ message: string }>('SELECT message FROM rm_notifications.notifications WHERE booking_id = $1 AND audience = $2 ORDER BY created_at', [bookingId, audience]);
  return rows.map((r) => r.message);
}

/** A user's notifications, newest first, with their read state. */
import type pg from 'pg';

export interface NotificationView {
  id: string;
  data: { message: string; booking_id: string | null; type: string };
  created_at: Date;
  read_at: Date | null;
}

export async function listNotifications(db: Pick<pg.Pool, 'query'>, userId: string, audiences: string[], limit: number): Promise<{ notifications: NotificationView[]; unread: number }> {
  const { rows } = await db.query<{ id: string; message: string; booking_id: string | null; event_type: string; created_at: Date; read_at: Date | null; unread: string }>(
    `SELECT n.id, n.message, n.booking_id, n.event_type, n.created_at, r.read_at,
            count(*) FILTER (WHERE r.read_at IS NULL) OVER () AS unread
       FROM rm_notifications.notifications n
       LEFT JOIN notify.reads r ON r.notification_id = n.id AND r.user_id = $1
      WHERE n.audience = ANY($2::text[])
      ORDER BY n.created_at DESC, n.id
      LIMIT $3`,
    [userId, audiences, limit],
  );
  return {
    unread: rows[0] ? Number(rows[0].unread) : 0,
    notifications: rows.map((r) => ({ id: r.id, data: { message: r.message, booking_id: r.booking_id, type: r.event_type }, created_at: r.created_at, read_at: r.read_at })),
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

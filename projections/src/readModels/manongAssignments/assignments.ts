/** The manongs assigned to bookings (`booking_manongs`), as the routes that check or show them read them. */
import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

export async function isManongAssigned(db: Db, bookingId: string, manongId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM rm_bookings.booking_manongs WHERE booking_id = $1 AND manong_id = $2', [bookingId, manongId]);
  return (rowCount ?? 0) > 0;
}

/** The references of every booking the manong is assigned to. */
export async function referencesAssignedTo(db: Db, manongId: string): Promise<string[]> {
  const { rows } = await db.query<{ reference: string }>(
    'SELECT b.reference FROM rm_bookings.booking_manongs m JOIN rm_bookings.bookings b ON b.id = m.booking_id WHERE m.manong_id = $1',
    [manongId],
  );
  return rows.map((r) => r.reference);
}

/** A booking's assignment with the manong's account (null fields for an account since removed). */
export interface AssignedManong {
  manong_id: string;
  is_primary: boolean;
  is_answered: boolean;
  is_confirmed: boolean;
  timed_in_at: Date | null;
  timed_out_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  contact_number: string | null;
  email: string | null;
  picture: string | null;
}

/** A booking's manongs in the order they were assigned. */
export async function assignedManongs(db: Db, bookingId: string): Promise<AssignedManong[]> {
  const { rows } = await db.query<AssignedManong>(
    `SELECT m.manong_id, m.is_primary, m.is_answered, m.is_confirmed, m.timed_in_at, m.timed_out_at,
            u.first_name, u.last_name, u.contact_number, u.email, u.picture
     FROM rm_bookings.booking_manongs m LEFT JOIN rm_users.users u ON u.id = m.manong_id
     WHERE m.booking_id = $1 ORDER BY m.assigned_at, u.last_name, m.manong_id`,
    [bookingId],
  );
  return rows;
}

/** Schedule slots as the planner lists them and as the booking calendar offers them. */
import type pg from 'pg';
import { listRows, type ListPage, type ListRequest } from '../../query/list.js';

export interface SlotView {
  id: string;
  scheduled_at: string;
  start_at: string;
  end_at: string;
  duration: number;
  country: string;
  capacity: number;
  reserved: number;
  created_at: Date;
}

export interface AvailableSlot {
  id: string;
  scheduled_at: string;
  start_at: string;
  end_at: string;
}

// Dates as 'YYYY-MM-DD' text: a PostgreSQL date would become a JS Date at UTC midnight.
const view = `(SELECT id, to_char(scheduled_at, 'YYYY-MM-DD') AS scheduled_at, start_at, end_at, duration, country, capacity, reserved, created_at
  FROM rm_schedules.slots) s`;

export function listSlots(db: Pick<pg.Pool, 'query'>, request: ListRequest): Promise<ListPage<SlotView>> {
  return listRows<SlotView>(
    db,
    {
      from: view,
      searchColumns: ['scheduled_at'],
      sortable: { id: 'id', scheduled_at: 'id', start_at: 'start_at', capacity: 'capacity', reserved: 'reserved', created_at: 'created_at' },
      // The id is date then start time, so it sorts slots in time order.
      defaultSort: 'id',
    },
    request,
  );
}

export async function findSlot(db: Pick<pg.Pool, 'query'>, id: string): Promise<SlotView | undefined> {
  const { rows } = await db.query<SlotView>(`SELECT * FROM ${view} WHERE id = $1`, [id]);
  return rows[0];
}

/** Slots between two dates (inclusive) that start after `now` and have a seat left. */
export async function availableSlots(db: Pick<pg.Pool, 'query'>, from: string, to: string, now: Date): Promise<AvailableSlot[]> {
  const { rows } = await db.query<AvailableSlot>(
    `SELECT id, to_char(scheduled_at, 'YYYY-MM-DD') AS scheduled_at, start_at, end_at FROM rm_schedules.slots
     WHERE scheduled_at BETWEEN $1 AND $2 AND starts_at > $3 AND reserved < capacity ORDER BY starts_at, id`,
    [from, to, now],
  );
  return rows;
}

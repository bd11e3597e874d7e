/**
 * Schedule slots with their capacity and seats reserved: the planner's table and the
 * booking calendar's available slots. `starts_at` is the slot's instant (Manila time),
 * so "in the future" is one comparison.
 */
import { slotEventTypes, type SlotEvent } from '@app/core/schedules/slotEvents';
import { MANILA_OFFSET } from '@app/core/schedules/manilaTime';
import { withCounter } from '../../counterDeltas.js';
import { defineProjection } from '../../projection.js';

export const schedules = defineProjection({
  name: 'schedules',
  version: 1,
  eventTypes: slotEventTypes,
  tables: `
    CREATE TABLE slots (
      id text PRIMARY KEY,
      scheduled_at date NOT NULL,
      start_at text NOT NULL,
      end_at text NOT NULL,
      duration integer NOT NULL,
      country text NOT NULL,
      capacity integer NOT NULL,
      reserved integer NOT NULL DEFAULT 0,
      starts_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX slots_starts_at ON slots (starts_at);`,
  // Seats, summed per slot over a batch (one UPDATE for all). The decider makes both
  // events idempotent per booking, so counting is exact.
  ...withCounter({ table: 'slots', column: 'reserved', idType: 'text', deltas: { SeatReserved: 1, SeatReleased: -1 } }, async (db, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as SlotEvent;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'SlotPlanned': {
        const d = event.data;
        // A slot planned again after removal starts empty (its row was deleted).
        db.write(
          `INSERT INTO slots (id, scheduled_at, start_at, end_at, duration, country, capacity, reserved, starts_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $9)`,
          [d.id, d.date, d.startAt, d.endAt, d.durationHours, d.country, d.capacity, `${d.date}T${d.startAt}:00${MANILA_OFFSET}`, at],
        );
        return;
      }
      case 'SlotRemoved':
        db.write('DELETE FROM slots WHERE id = $1', [event.data.id]);
        return;
    }
  }),
});

/**
 * A batch's changes to a counter column (a slot's reserved seats, a coupon's uses), summed
 * per row and written in one statement.
 *
 * Why: a counter event wrote its own UPDATE, and a batch's statements cost PostgreSQL far
 * more to receive and start than these one-row updates cost to run. Summed, a batch of
 * bookings changes every slot and coupon it touched in one UPDATE.
 *
 * The result is the one the events would give one by one: additions commute with each
 * other, and `updated_at` becomes the time of the row's last counter event. A projection
 * flushes before handling any other event, so the others see the counters as they were
 * at that point of the batch.
 */
import { PLANNED_EACH_RUN } from '@app/core/db/preparingClient';
import type { BatchClient } from './batchClient.js';
import type { Projection } from './projection.js';

export class CounterDeltas {
  private readonly pending = new Map<string, { delta: number; at: string }>();

  /**
   * `table` and `column` are the projection's own (unqualified, from code, never input);
   * `idType` is the SQL type of the table's `id`.
   */
  constructor(
    private readonly table: string,
    private readonly column: string,
    private readonly idType: 'uuid' | 'text',
  ) {}

  add(id: string, delta: number, at: string): void {
    const row = this.pending.get(id);
    if (row) {
      row.delta += delta;
      row.at = at;
    } else {
      this.pending.set(id, { delta, at });
    }
  }

  /** Writes what was added since the last flush, if anything. */
  flush(db: BatchClient): void {
    if (this.pending.size === 0) return;
    const rows = [...this.pending];
    this.pending.clear();
    db.write(
      `${PLANNED_EACH_RUN}UPDATE ${this.table} AS t SET ${this.column} = t.${this.column} + d.delta, updated_at = d.at
         FROM unnest($1::${this.idType}[], $2::int[], $3::timestamptz[]) AS d (id, delta, at)
        WHERE t.id = d.id`,
      [rows.map(([id]) => id), rows.map(([, r]) => r.delta), rows.map(([, r]) => r.at)],
    );
  }
}

export interface Counter {
  table: string;
  column: string;
  idType: 'uuid' | 'text';
  /** The event types that move the counter, each by its delta; the row is the event's `data.id`. */
  deltas: Readonly<Record<string, number>>;
}

/**
 * A projection's `handle` and `handleBatch` from the handler of its other events: counter
 * events are summed (flushed before any other event and at the end), the rest go to
 * `handleOther` in order.
 */
export function withCounter(counter: Counter, handleOther: Projection['handle']): Pick<Projection, 'handle' | 'handleBatch'> {
  const handleBatch: NonNullable<Projection['handleBatch']> = async (db, events) => {
    const deltas = new CounterDeltas(counter.table, counter.column, counter.idType);
    for (const event of events) {
      const delta = counter.deltas[event.type];
      if (delta !== undefined) {
        deltas.add((event.data as { id: string }).id, delta, event.metadata.occurredAt);
        continue;
      }
      deltas.flush(db);
      await handleOther(db, event);
    }
    deltas.flush(db);
  };
  return { handleBatch, handle: (db, event) => handleBatch(db, [event]) };
}

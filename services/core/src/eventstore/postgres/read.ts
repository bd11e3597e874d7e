/**
 * Reading the PostgreSQL event store: one stream by revision, and `$all` in commit order.
 *
 * `$all` is ordered by (transaction_id, global_position) and read only below the oldest
 * transaction still in flight (the xmin of the reading statement's snapshot). A
 * transaction that took a sequence number early but commits late therefore cannot be
 * skipped: until it commits, readers stop before it; after, its events sort before every
 * event of a transaction that started later.
 */
import type pg from 'pg';
import { comparePositions, type AllBatch, type Position, type ReadAllOptions, type ReadStreamOptions, type RecordedEvent } from '../port.js';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

interface EventRow {
  global_position: bigint;
  transaction_id: string;
  stream_id: string;
  stream_revision: bigint;
  event_id: string;
  event_type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  recorded_at: Date;
}

const columns = `e.global_position, e.transaction_id::text AS transaction_id, e.stream_id, e.stream_revision,
  e.event_id::text AS event_id, e.event_type, e.data, e.metadata, e.recorded_at`;

export async function readStream(db: Queryable, streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
  const backwards = options.direction === 'backwards';
  const from = options.fromRevision ?? (backwards ? null : 0n);
  const { rows } = await db.query<EventRow>(
    `SELECT ${columns} FROM es.events e
      WHERE e.stream_id = $1 AND ($2::bigint IS NULL OR e.stream_revision ${backwards ? '<=' : '>='} $2::bigint)
      ORDER BY e.stream_revision ${backwards ? 'DESC' : 'ASC'}
      LIMIT $3`,
    [streamId, from?.toString() ?? null, options.maxCount ?? null],
  );
  return rows.map(toRecorded);
}

/** The first position of `$all`, in this adapter's terms (xid8 values are never negative). */
const START_ROW = { commit: 0n, prepare: 0n };

export async function readAll(db: Queryable, options: ReadAllOptions = {}): Promise<AllBatch> {
  const after = options.after && options.after.commit >= 0n ? options.after : START_ROW;
  const limit = options.maxCount ?? 1000;
  const types = options.eventTypes ? [...options.eventTypes] : null;
  // One statement, so the events and the xmin come from the same snapshot. The LEFT JOIN
  // keeps one row (with NULL event columns) when nothing is there to read. Whether events
  // are held back is asked once, in the CTE, from the newest transaction id (one step down
  // the primary key): as a column it was evaluated for every row returned, each time a
  // scan of the whole table (a rebuild of 200,000 events took hours).
  const { rows } = await db.query<Partial<EventRow> & { xmin: string; held_back: boolean }>(
    `WITH snap AS MATERIALIZED (
       SELECT s.xmin, COALESCE((SELECT h.transaction_id FROM es.events h ORDER BY h.transaction_id DESC LIMIT 1) >= s.xmin, false) AS held_back
         FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin) s)
     SELECT snap.xmin::text AS xmin, snap.held_back,
            e.* FROM snap LEFT JOIN LATERAL (
       SELECT ${columns} FROM es.events e
        WHERE (e.transaction_id, e.global_position) > ($1::text::xid8, $2::bigint)
          AND e.transaction_id < snap.xmin
          AND ($4::text[] IS NULL OR e.event_type = ANY($4::text[]))
        ORDER BY e.transaction_id, e.global_position
        LIMIT $3
     ) e ON true`,
    [after.commit.toString(), after.prepare.toString(), limit, types],
  );
  const xmin = BigInt(rows[0]!.xmin);
  const events = rows.filter((r): r is EventRow & { xmin: string; held_back: boolean } => r.event_id != null).map(toRecorded);
  const last = events.at(-1)?.position;
  if (events.length === limit) return { events, checkpoint: last! };
  // Fewer than asked: every event below xmin has been seen (of the types asked for), and
  // whatever commits later has a transaction id of xmin or above. The next read may
  // start there.
  const proven: Position = { commit: xmin, prepare: 0n };
  const checkpoint = [after, last ?? after, proven].reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));
  return rows[0]!.held_back ? { events, checkpoint, heldBack: true } : { events, checkpoint };
}

export async function headPosition(db: Queryable): Promise<Position> {
  const { rows } = await db.query<{ transaction_id: string; global_position: bigint }>(
    // Qualified: an unqualified ORDER BY transaction_id would sort the text alias of the
    // select list, and '997' > '1290' (a fresh cluster's transaction ids cross to four
    // digits within minutes: read-your-writes then waited for an old head and returned early).
    `SELECT e.transaction_id::text AS transaction_id, e.global_position FROM es.events e
      ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1`,
  );
  const row = rows[0];
  return row ? { commit: BigInt(row.transaction_id), prepare: row.global_position } : { ...START_ROW };
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.event_type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    revision: row.stream_revision,
    position: { commit: BigInt(row.transaction_id), prepare: row.global_position },
    recordedAt: row.recorded_at,
  };
}

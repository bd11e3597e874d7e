/**
 * Appends of one event-loop turn, to different streams, written by one statement: one
 * commit, so one WAL flush, for all of them. Each append keeps its own outcome; a failure of
 * the statement itself sends every append of the batch down the single path (append.ts).
 * Why: docs/architecture.md, "Connections and statements".
 */
import type pg from 'pg';
import { WrongExpectedRevisionError } from '../errors.js';
import type { AppendResult, ExpectedRevision, NewEvent } from '../port.js';
import { PLANNED_EACH_RUN } from '../../db/preparingClient.js';
import { actualRevision, appendToStream, resultOf, type InsertedRow } from './append.js';

type Queryable = Pick<pg.Pool, 'query'>;

interface Pending {
  streamId: string;
  events: readonly NewEvent[];
  expected: ExpectedRevision;
  /** The revision the events follow: -1 for `no_stream`. */
  base: bigint;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/**
 * `base = -1` (`no_stream`) needs no check: revision 0 collides with an existing first
 * event. Otherwise the previous event must exist, or a writer behind the stream would
 * leave a gap. The order puts each append's events in revision order, so their global
 * positions follow their revisions. Planned at each run: prepared, it kept a plan made
 * while es.events was small (a hash join over the whole table), and cost PostgreSQL twice
 * the CPU per booking in bench:booking.
 */
const APPEND_MANY = `${PLANNED_EACH_RUN}
  INSERT INTO es.events (stream_id, stream_revision, event_id, event_type, data, metadata)
  SELECT e.stream_id, e.base + e.ord, e.id, e.type, e.data, e.metadata
  FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[], $8::int[])
    AS e(stream_id, base, ord, id, type, data, metadata, append_no)
  WHERE e.base = -1 OR EXISTS (SELECT 1 FROM es.events x WHERE x.stream_id = e.stream_id AND x.stream_revision = e.base)
  ORDER BY e.append_no, e.ord
  RETURNING global_position, transaction_id::text AS transaction_id, stream_id, stream_revision`;

export class AppendBatcher {
  private queue: Pending[] = [];

  constructor(private readonly db: Queryable) {}

  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const base = expected === 'no_stream' ? -1n : typeof expected === 'bigint' ? expected : undefined;
    if (base === undefined || events.length === 0) return appendToStream(this.db, streamId, events, expected);
    return new Promise((resolve, reject) => {
      if (this.queue.length === 0) setImmediate(() => void this.flush());
      this.queue.push({ streamId, events, expected, base, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    // Alone, as if never batched: the single path answers each its own way.
    const alone = (p: Pending) => settle(p, () => appendToStream(this.db, p.streamId, p.events, p.expected));
    if (batch.length === 1) return alone(batch[0]!);
    let rows: (InsertedRow & { stream_id: string })[];
    try {
      rows = (await this.db.query<InsertedRow & { stream_id: string }>(APPEND_MANY, columnsOf(batch))).rows;
    } catch {
      await Promise.all(batch.map(alone));
      return;
    }
    await Promise.all(
      batch.map((p) =>
        settle(p, async () => {
          const own = rows.filter((r) => r.stream_id === p.streamId && r.stream_revision > p.base && r.stream_revision <= p.base + BigInt(p.events.length));
          // The guard refused: the stream is not where the writer expected it.
          if (own.length === 0) throw new WrongExpectedRevisionError(p.streamId, p.expected, await actualRevision(this.db, p.streamId));
          return resultOf(own);
        }),
      ),
    );
  }
}

async function settle(pending: Pending, run: () => Promise<AppendResult>): Promise<void> {
  try {
    pending.resolve(await run());
  } catch (error) {
    pending.reject(error);
  }
}

/** The batch as the statement's arrays, one element per event. */
function columnsOf(batch: readonly Pending[]): unknown[] {
  const columns: unknown[][] = [[], [], [], [], [], [], [], []];
  batch.forEach((p, appendNo) =>
    p.events.forEach((e, i) => {
      const values = [p.streamId, p.base.toString(), String(i + 1), e.id, e.type, JSON.stringify(e.data ?? null), JSON.stringify(e.metadata), appendNo];
      values.forEach((v, c) => columns[c]!.push(v));
    }),
  );
  return columns;
}

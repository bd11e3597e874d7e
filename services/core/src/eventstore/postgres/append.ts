/**
 * Appending to a stream of the PostgreSQL event store: one INSERT ... SELECT per append,
 * whose WHERE clause holds the expected-revision check and whose unique constraints
 * settle races between writers. Only a conflict costs a second round trip.
 */
import type pg from 'pg';
import { DuplicateEventIdError, WrongExpectedRevisionError } from '../errors.js';
import type { AppendResult, ExpectedRevision, NewEvent } from '../port.js';
import { wasWrittenAsExpected } from '../streamAppends.js';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * `base.revision` is the revision the new events follow (-1 for an empty stream): given
 * as `$6` for `no_stream` and exact revisions, read from the stream for the others.
 * The guard makes the insert write nothing when the stream is not as expected.
 */
const insertAfter = (baseRevision: string, guard: string) => `
  WITH base AS (SELECT ${baseRevision} AS revision)
  INSERT INTO es.events (stream_id, stream_revision, event_id, event_type, data, metadata)
  SELECT $1, base.revision + e.ord, e.id, e.type, e.data, e.metadata
  FROM base, unnest($2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[]) WITH ORDINALITY AS e(id, type, data, metadata, ord)
  WHERE ${guard}
  RETURNING global_position, transaction_id::text AS transaction_id, stream_revision`;

const currentRevision = '(SELECT max(stream_revision) FROM es.events WHERE stream_id = $1)';

const sql = {
  // The previous event must exist, or a writer behind the stream would leave a gap.
  exact: insertAfter('$6::bigint', 'EXISTS (SELECT 1 FROM es.events WHERE stream_id = $1 AND stream_revision = $6::bigint)'),
  // Revision 0 collides with the stream's first event if there is one.
  noStream: insertAfter('$6::bigint', 'true'),
  any: insertAfter(`coalesce(${currentRevision}, -1)`, 'true'),
  streamExists: insertAfter(currentRevision, 'base.revision IS NOT NULL'),
};

const UNIQUE_VIOLATION = '23505';
/** Concurrent `any`/`stream_exists` writers may collide on a revision; they just try again. */
const MAX_ATTEMPTS = 25;

export interface InsertedRow {
  global_position: bigint;
  transaction_id: string;
  stream_revision: bigint;
}

export async function appendToStream(
  db: Queryable,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
  /** Inside a caller's transaction a failed insert would abort it: fence each attempt. */
  inCallersTransaction = false,
): Promise<AppendResult> {
  if (events.length === 0) throw new Error('append needs at least one event');
  const params: unknown[] = [
    streamId,
    events.map((e) => e.id),
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e.data ?? null)),
    events.map((e) => JSON.stringify(e.metadata)),
  ];
  let statement: keyof typeof sql;
  if (expected === 'no_stream') {
    statement = 'noStream';
    params.push('-1');
  } else if (expected === 'any') {
    statement = 'any';
  } else if (expected === 'stream_exists') {
    statement = 'streamExists';
  } else {
    statement = 'exact';
    params.push(expected.toString());
  }

  for (let attempt = 1; ; attempt++) {
    try {
      if (inCallersTransaction) await db.query('SAVEPOINT es_append');
      // Text and values: the pool's PreparingClient names it, so each connection plans it
      // once (planning it costs more than a plain INSERT, bench:eventstore measured 2x),
      // and outside a transaction it rides the query lanes with other requests' queries.
      const { rows } = await db.query<InsertedRow>(sql[statement], params);
      if (rows.length === 0) {
        // The guard refused: the stream is not where the writer expected it.
        throw new WrongExpectedRevisionError(streamId, expected, await actualRevision(db, streamId));
      }
      return resultOf(rows);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (inCallersTransaction) await db.query('ROLLBACK TO SAVEPOINT es_append');
      const retried = await findEarlierAppend(db, streamId, events, expected);
      if (retried) return retried;
      const retryable = expected === 'any' || expected === 'stream_exists';
      if (retryable && error.constraint === 'events_stream_revision_key' && attempt < MAX_ATTEMPTS) continue;
      throw new WrongExpectedRevisionError(streamId, expected, await actualRevision(db, streamId));
    }
  }
}

export function resultOf(rows: InsertedRow[]): AppendResult {
  let last = rows[0]!;
  for (const row of rows) if (row.stream_revision > last.stream_revision) last = row;
  return {
    nextExpectedRevision: last.stream_revision,
    position: { commit: BigInt(last.transaction_id), prepare: last.global_position },
  };
}

export async function actualRevision(db: Queryable, streamId: string): Promise<bigint | 'no_stream'> {
  const { rows } = await db.query<{ revision: bigint | null }>(
    'SELECT max(stream_revision) AS revision FROM es.events WHERE stream_id = $1',
    [streamId],
  );
  return rows[0]?.revision ?? 'no_stream';
}

/**
 * When the append's event ids are already stored, consecutively, in this stream and
 * where this append's expected revision would have put them, this call is a retry of an
 * append that succeeded: answer as that one did, writing nothing. Ids stored as anything
 * else were reused for other events, which is the caller's bug.
 */
async function findEarlierAppend(
  db: Queryable,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult | undefined> {
  const ids = events.map((e) => e.id.toLowerCase());
  const { rows } = await db.query<InsertedRow & { event_id: string; stream_id: string }>(
    `SELECT event_id::text AS event_id, stream_id, stream_revision, global_position, transaction_id::text AS transaction_id
       FROM es.events WHERE event_id = ANY($1::uuid[])`,
    [ids],
  );
  if (rows.length === 0) return undefined;
  const byId = new Map(rows.map((r) => [r.event_id, r]));
  const stored = ids.map((id) => byId.get(id));
  const first = stored[0];
  const isOneEarlierAppend =
    first !== undefined &&
    stored.every((row, i) => row?.stream_id === streamId && row.stream_revision === first.stream_revision + BigInt(i));
  if (!isOneEarlierAppend) throw new DuplicateEventIdError(streamId, rows.map((r) => r.event_id));
  return wasWrittenAsExpected(first.stream_revision, expected) ? resultOf(stored as InsertedRow[]) : undefined;
}

export function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

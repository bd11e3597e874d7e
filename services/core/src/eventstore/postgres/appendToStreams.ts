/**
 * An atomic append to several streams of the PostgreSQL event store: one INSERT ... SELECT,
 * so one transaction (the caller's, or its own commit), whose guard holds every stream's
 * expected-revision check at once. Either every stream is as expected and all the events
 * go in, or the statement writes nothing. A writer racing for the same revisions is
 * stopped by the unique (stream, revision) constraint, which fails the whole statement.
 *
 * `$all` stays gap-free as for single appends (read.ts): every event of the call carries
 * the one transaction's id, and their global positions follow the caller's order, streams
 * as given and each stream's events in revision order.
 *
 * Only a refusal costs more round trips: finding which stream was not as expected (the
 * first in the caller's order), or recognising the retry of an append that succeeded.
 */
import type pg from 'pg';
import { PLANNED_EACH_RUN } from '../../db/preparingClient.js';
import { DuplicateEventIdError, WrongExpectedRevisionError } from '../errors.js';
import type { AppendResult, ExpectedRevision, StreamAppend } from '../port.js';
import { allows, checkStreamAppends, wasWrittenAsExpected } from '../streamAppends.js';
import { isUniqueViolation, resultOf, type InsertedRow } from './append.js';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * The advisory locks' class (their first key): 'es' in ASCII. Two appends to overlapping
 * streams would otherwise insert their unique keys in opposite orders and deadlock, each
 * waiting on the other's uncommitted row; taking a lock per stream, in stream id order,
 * first makes the later one wait for the earlier's commit instead. (The statement's
 * snapshot is older than the wait, so its guard may pass on a stream that moved; the
 * unique key then refuses the insert, and the stream is named as usual.)
 */
const STREAM_LOCKS = 25971;

/**
 * `s`: one row per stream, its expectation as (kind, revision) and its base (the revision
 * its events follow). `any` and `stream_exists` read the stream's current revision; an
 * exact revision must be the stream's last event (its successor then collides if it
 * exists), `no_stream` collides on revision 0. Planned each run, like the append batch:
 * stream ids differ every call.
 */
const APPEND_TO_STREAMS = `${PLANNED_EACH_RUN}
  WITH locked AS MATERIALIZED (
    SELECT count(pg_advisory_xact_lock(${STREAM_LOCKS}, hashtext(t.stream_id))) AS n FROM (SELECT unnest($1::text[]) AS stream_id ORDER BY 1) t
  ), s AS MATERIALIZED (
    SELECT s.no, s.stream_id, s.kind, s.revision,
      CASE s.kind WHEN 'exact' THEN s.revision WHEN 'no_stream' THEN -1
        ELSE (SELECT max(x.stream_revision) FROM es.events x WHERE x.stream_id = s.stream_id) END AS current
    FROM locked, unnest($1::text[], $2::text[], $3::bigint[]) WITH ORDINALITY AS s(stream_id, kind, revision, no)
  ), b AS MATERIALIZED (
    SELECT s.no, s.stream_id, CASE s.kind WHEN 'any' THEN coalesce(s.current, -1) ELSE s.current END AS base,
      CASE s.kind
        WHEN 'exact' THEN EXISTS (SELECT 1 FROM es.events x WHERE x.stream_id = s.stream_id AND x.stream_revision = s.revision)
        WHEN 'stream_exists' THEN s.current IS NOT NULL
        ELSE true END AS ok
    FROM s
  )
  INSERT INTO es.events (stream_id, stream_revision, event_id, event_type, data, metadata)
  SELECT b.stream_id, b.base + e.ord, e.id, e.type, e.data, e.metadata
  FROM unnest($4::bigint[], $5::bigint[], $6::uuid[], $7::text[], $8::jsonb[], $9::jsonb[]) WITH ORDINALITY AS e(no, ord, id, type, data, metadata, n)
  JOIN b ON b.no = e.no
  WHERE (SELECT bool_and(b.ok) FROM b)
  ORDER BY e.n
  RETURNING global_position, transaction_id::text AS transaction_id, stream_id, stream_revision`;

/** Concurrent `any`/`stream_exists` writers may collide on a revision; they just try again. */
const MAX_ATTEMPTS = 25;

type Row = InsertedRow & { stream_id: string };

export async function appendToStreams(
  db: Queryable,
  appends: readonly StreamAppend[],
  /** Inside a caller's transaction a failed insert would abort it: fence each attempt. */
  inCallersTransaction = false,
): Promise<AppendResult[]> {
  checkStreamAppends(appends);
  const params = parametersOf(appends);
  for (let attempt = 1; ; attempt++) {
    try {
      if (inCallersTransaction) await db.query('SAVEPOINT es_append_streams');
      const { rows } = await db.query<Row>(APPEND_TO_STREAMS, params);
      if (rows.length > 0) return resultsOf(appends, rows);
    } catch (error) {
      if (isDeadlock(error) && attempt < MAX_ATTEMPTS) {
        // With an append batch (appendBatch.ts) that inserts the same streams in another order: nothing was written, go again.
        if (inCallersTransaction) await db.query('ROLLBACK TO SAVEPOINT es_append_streams');
        continue;
      }
      if (!isUniqueViolation(error)) throw error;
      if (inCallersTransaction) await db.query('ROLLBACK TO SAVEPOINT es_append_streams');
      const retried = await findEarlierAppend(db, appends);
      if (retried) return retried;
    }
    // A guard refused, or a unique key did: name the first stream not as expected.
    const conflict = await firstConflict(db, appends);
    if (conflict || attempt >= MAX_ATTEMPTS) throw conflict ?? new Error(`append to ${appends.length} streams kept colliding without a conflict`);
  }
}

function parametersOf(appends: readonly StreamAppend[]): unknown[] {
  const kindOf = (e: ExpectedRevision) => (typeof e === 'bigint' ? 'exact' : e);
  const events: unknown[][] = [[], [], [], [], [], []];
  appends.forEach((a, i) =>
    a.events.forEach((e, j) => {
      [String(i + 1), String(j + 1), e.id, e.type, JSON.stringify(e.data ?? null), JSON.stringify(e.metadata)].forEach((v, c) => events[c]!.push(v));
    }),
  );
  return [
    appends.map((a) => a.streamId),
    appends.map((a) => kindOf(a.expected)),
    appends.map((a) => (typeof a.expected === 'bigint' ? a.expected.toString() : null)),
    ...events,
  ];
}

function resultsOf(appends: readonly StreamAppend[], rows: readonly Row[]): AppendResult[] {
  return appends.map((a) => resultOf(rows.filter((r) => r.stream_id === a.streamId)));
}

const isDeadlock = (error: unknown) => (error as { code?: unknown } | null)?.code === '40P01';

/** The first stream, in the caller's order, whose actual revision the expectation rules out. */
async function firstConflict(db: Queryable, appends: readonly StreamAppend[]): Promise<WrongExpectedRevisionError | undefined> {
  const { rows } = await db.query<{ stream_id: string; revision: bigint }>(
    'SELECT stream_id, max(stream_revision) AS revision FROM es.events WHERE stream_id = ANY($1::text[]) GROUP BY stream_id',
    [appends.map((a) => a.streamId)],
  );
  const actual = new Map(rows.map((r) => [r.stream_id, r.revision]));
  for (const { streamId, expected } of appends) {
    const now = actual.get(streamId) ?? 'no_stream';
    if (!allows(expected, now)) return new WrongExpectedRevisionError(streamId, expected, now);
  }
  return undefined;
}

/**
 * When every event id of the call is stored, each stream's consecutively where its
 * expectation would have put them, this call retries one that succeeded: answer as it
 * did. Some ids stored elsewhere (or only some stored) were reused for other events.
 */
async function findEarlierAppend(db: Queryable, appends: readonly StreamAppend[]): Promise<AppendResult[] | undefined> {
  const ids = appends.flatMap((a) => a.events.map((e) => e.id.toLowerCase()));
  const { rows } = await db.query<Row & { event_id: string }>(
    `SELECT event_id::text AS event_id, stream_id, stream_revision, global_position, transaction_id::text AS transaction_id
       FROM es.events WHERE event_id = ANY($1::uuid[])`,
    [ids],
  );
  if (rows.length === 0) return undefined;
  const byId = new Map(rows.map((r) => [r.event_id, r]));
  const results: AppendResult[] = [];
  let asWritten = true;
  for (const { streamId, events, expected } of appends) {
    const stored = events.map((e) => byId.get(e.id.toLowerCase()));
    const first = stored[0];
    const consecutive = first !== undefined && stored.every((row, i) => row?.stream_id === streamId && row.stream_revision === first.stream_revision + BigInt(i));
    if (!consecutive) throw new DuplicateEventIdError(streamId, rows.map((r) => r.event_id));
    asWritten &&= wasWrittenAsExpected(first.stream_revision, expected);
    results.push(resultOf(stored as Row[]));
  }
  return asWritten ? results : undefined;
}

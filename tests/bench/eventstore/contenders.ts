/**
 * The three ways of appending one event that the benchmark compares. Each contender
 * opens a pool of its own, of the same size, and appends one event per call to the
 * writer's stream with an exact expected revision (plain INSERTs check nothing: they are
 * the limit of what PostgreSQL does for one row per statement).
 */
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { createPool, type Pool } from '@app/core/db/pool';
import { createPostgresEventStore } from '@app/core/eventstore';
import { EVENT_TYPE, eventData, eventMetadata, newEvent } from './payload.js';

export type ContenderName = 'ours' | 'emmett' | 'plain';

export const contenderLabels: Record<ContenderName, string> = {
  ours: 'our PostgreSQL adapter',
  emmett: 'emmett-postgresql 0.42',
  plain: 'plain INSERT (limit)',
};

/** Where a writer is: its current stream and how many events that stream already holds. */
export interface StreamCursor {
  streamId: string;
  length: number;
}

export interface Contender {
  readonly name: ContenderName;
  append(cursor: StreamCursor): Promise<void>;
  close(): Promise<void>;
}

export interface BenchTarget {
  url: string;
  poolSize: number;
}

function poolFor(target: BenchTarget, name: ContenderName): Pool {
  return createPool({ DATABASE_URL: target.url, DATABASE_POOL_SIZE: target.poolSize }, `bench-${name}`);
}

export async function openContender(name: ContenderName, target: BenchTarget): Promise<Contender> {
  switch (name) {
    case 'ours':
      return openOurs(target);
    case 'emmett':
      return openEmmett(target);
    case 'plain':
      return openPlain(target);
  }
}

function openOurs(target: BenchTarget): Contender {
  const pool = poolFor(target, 'ours');
  const store = createPostgresEventStore({ pool, connectionString: target.url });
  return {
    name: 'ours',
    async append(cursor) {
      // Revisions are 0-based: the first event of a stream expects no stream at all.
      const expected = cursor.length === 0 ? 'no_stream' : BigInt(cursor.length - 1);
      await store.append(cursor.streamId, [newEvent()], expected);
    },
    async close() {
      await store.close();
      await pool.end();
    },
  };
}

function openEmmett(target: BenchTarget): Contender {
  const pool = poolFor(target, 'emmett');
  // Emmett would otherwise open its own pool of pg's default size (10).
  const store = getPostgreSQLEventStore(target.url, { connectionOptions: { pool } });
  return {
    name: 'emmett',
    async append(cursor) {
      // Emmett's stream version counts events: 0 for a stream not yet written.
      await store.appendToStream(cursor.streamId, [{ type: EVENT_TYPE, data: eventData, metadata: eventMetadata }], {
        expectedStreamVersion: BigInt(cursor.length),
      });
    },
    async close() {
      await store.close();
      await pool.end();
    },
  };
}

function openPlain(target: BenchTarget): Contender {
  const pool = poolFor(target, 'plain');
  return {
    name: 'plain',
    async append(cursor) {
      await pool.query('INSERT INTO bench_plain(stream_id, data, metadata) VALUES ($1, $2, $3)', [
        cursor.streamId,
        JSON.stringify(eventData),
        JSON.stringify(eventMetadata),
      ]);
    },
    async close() {
      await pool.end();
    },
  };
}

/** Schemas the contenders need, created before anything is timed. Ours is migrated already. */
export async function prepareSchemas(target: BenchTarget): Promise<void> {
  const pool = poolFor(target, 'plain');
  try {
    await pool.query(`CREATE TABLE IF NOT EXISTS bench_plain (
      id bigserial PRIMARY KEY,
      stream_id text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL)`);
  } finally {
    await pool.end();
  }
  const emmettPool = poolFor(target, 'emmett');
  const emmett = getPostgreSQLEventStore(target.url, { connectionOptions: { pool: emmettPool } });
  try {
    await emmett.schema.migrate();
  } finally {
    await emmett.close();
    await emmettPool.end();
  }
}

/** The tables each contender wrote to, for the storage figures. */
export const contenderTables: Record<ContenderName, string[]> = {
  ours: ['es.events'],
  emmett: ['emt_messages', 'emt_streams'],
  plain: ['bench_plain'],
};

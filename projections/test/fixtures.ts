/** A small projection and an event store on a database of its own, for projector tests. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPostgresEventStore, type PostgresEventStore } from '@app/core/eventstore';
import type { NewEvent } from '@app/core/eventstore/port';
import { createLogger } from '@app/core/logger';
import { createTestDatabase, type TestDatabase } from '@app/core/testing/testDatabase';
import { defineProjection, type Projection } from '../src/projection.js';

export const log = createLogger('projector-test');

/**
 * Counts events per stream and records each event once (a second apply would fail).
 * `failOn` poisons the 'Poison' events: 'Poison' throws in the handler, 'sql' sends a
 * statement PostgreSQL refuses, among the batch's other writes.
 */
export function countingProjection(version = 1, failOn?: 'Poison' | 'sql'): Projection {
  return defineProjection({
    name: 'counting',
    version,
    eventTypes: ['Counted', 'Poison'],
    tables: `
      CREATE TABLE stream_counts (stream_id text PRIMARY KEY, n integer NOT NULL, last_revision bigint NOT NULL);
      CREATE TABLE seen (event_id uuid PRIMARY KEY, stream_id text NOT NULL, version integer NOT NULL);`,
    async handle(db, event) {
      if (event.type === 'Poison' && failOn === 'Poison') throw new Error('poisoned event');
      if (event.type === 'Poison' && failOn === 'sql') db.write('INSERT INTO seen (event_id, stream_id, version) VALUES ($1, $2, 1 / 0)', [event.id, event.streamId]);
      db.write(`INSERT INTO seen (event_id, stream_id, version) VALUES ($1, $2, $3)`, [event.id, event.streamId, version]);
      db.write(
        `INSERT INTO stream_counts (stream_id, n, last_revision) VALUES ($1, 1, $2)
         ON CONFLICT (stream_id) DO UPDATE SET n = stream_counts.n + 1, last_revision = excluded.last_revision`,
        [event.streamId, event.revision.toString()],
      );
    },
  });
}

export function counted(type = 'Counted'): NewEvent {
  return {
    id: randomUUID(),
    type,
    data: {},
    metadata: { actor: 'u1', role: 'administrator', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
  };
}

export interface Fixture {
  db: TestDatabase;
  store: PostgresEventStore;
  /** Appends `count` events spread over `streams` streams, in appends of `perAppend`. */
  fill(count: number, options?: { streams?: number; perAppend?: number; type?: string }): Promise<void>;
  rows(sql: string): Promise<unknown[]>;
  close(): Promise<void>;
}

export async function createFixture(): Promise<Fixture> {
  const db = await createTestDatabase();
  const store = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: 50 });
  return {
    db,
    store,
    async fill(count, options = {}) {
      const streams = options.streams ?? 10;
      const perAppend = options.perAppend ?? 50;
      for (let i = 0; i < count; i += perAppend) {
        const events = Array.from({ length: Math.min(perAppend, count - i) }, () => counted(options.type));
        await store.append(`s-${(i / perAppend) % streams}`, events, 'any');
      }
    },
    async rows(sql) {
      return (await db.pool.query(sql)).rows;
    },
    async close() {
      await store.close();
      await db.drop();
    },
  };
}

/** A dedicated connection, like the runner's. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, pipeline: true });
  await client.connect();
  return client;
}

export async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // A check that throws (a table not created yet) counts as not yet.
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

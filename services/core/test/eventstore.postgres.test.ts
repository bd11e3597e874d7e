import { describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '../src/eventstore/postgres/eventStore.js';
import { createTestDatabase } from '../src/testing/testDatabase.js';
import { describeEventStoreContract } from './eventstore.contract.js';

describeEventStoreContract('PostgreSQL', async () => {
  const db = await createTestDatabase({ poolSize: 24 });
  const store = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: 200 });
  return {
    store,
    async heldOpenTransaction(streamId) {
      const client = await db.pool.connect();
      await client.query('BEGIN');
      return {
        async append(events) {
          await store.appendInTransaction(client, streamId, events, 'any');
        },
        async appendToStreams(appends) {
          await store.appendToStreamsInTransaction(client, appends);
        },
        async commit() {
          await client.query('COMMIT');
          client.release();
        },
      };
    },
    async teardown() {
      await store.close();
      await db.drop();
    },
  };
});

describe('PostgreSQL head position', () => {
  it('is the event of the highest transaction id as a number, when ids cross a power of ten (997 before 1290)', async () => {
    const db = await createTestDatabase();
    const store = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: 200 });
    try {
      // Transaction ids as a fresh cluster hands them out within its first minutes.
      for (const [xid, n] of [
        ['997', 0],
        ['1290', 1],
      ] as const) {
        await db.pool.query(
          `INSERT INTO es.events (transaction_id, stream_id, stream_revision, event_id, event_type, data, metadata)
           VALUES ($1::text::xid8, 's', $2, gen_random_uuid(), 'T', '{}', '{}')`,
          [xid, n],
        );
      }
      expect((await store.headPosition()).commit).toBe(1290n);
    } finally {
      await store.close();
      await db.drop();
    }
  });
});

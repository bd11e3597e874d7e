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

/** For this read model's integration tests: a database of their own with its tables, fresh. */
import { createTestDatabase, type TestDatabase } from '@app/core/testing/testDatabase';
import { createFreshSchema } from '../../schema.js';
import { bookings } from './projection.js';

export async function bookingsTestDatabase(poolSize = 4): Promise<TestDatabase> {
  const db = await createTestDatabase({ poolSize });
  const client = await db.pool.connect();
  try {
    await createFreshSchema(client, 'rm_bookings', bookings);
  } finally {
    client.release();
  }
  return db;
}

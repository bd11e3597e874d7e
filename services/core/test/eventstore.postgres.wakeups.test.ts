/**
 * How a PostgreSQL subscription learns of new events without waiting its poll interval.
 * The poll interval here is a minute, so each case can only pass through the wake-up
 * path it is about: an announcement that arrived while the reader was busy, and events
 * held back by an unrelated transaction that ends without any announcement.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../src/eventstore/port.js';
import { createPostgresEventStore, type PostgresEventStore } from '../src/eventstore/postgres/eventStore.js';
import { CHANNEL, Listener } from '../src/eventstore/postgres/wakeups.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/testDatabase.js';
import { newEvent } from './eventstore.contract.js';

const A_MINUTE = 60_000;

/** Resolves with the first event of `type`, or rejects after `ms`. */
function firstOf(seen: RecordedEvent[], type: string, ms: number): Promise<RecordedEvent> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + ms;
    const look = () => {
      const found = seen.find((e) => e.type === type);
      if (found) return resolve(found);
      if (Date.now() > deadline) return reject(new Error(`no ${type} within ${ms} ms (the poll interval is a minute)`));
      setTimeout(look, 10);
    };
    look();
  });
}

describe('PostgreSQL subscription wake-ups', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: A_MINUTE });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('an announcement that arrives while the reader is busy ends its next wait at once', async () => {
    const listener = new Listener(db.url);
    try {
      await listener.wait(200); // connects and starts listening
      const seen = listener.seen; // noted before a read...
      await db.pool.query(`SELECT pg_notify('${CHANNEL}', '')`); // ...an append announced meanwhile...
      await new Promise((r) => setTimeout(r, 200)); // ...delivered while nobody waits
      const started = Date.now();
      await listener.wait(A_MINUTE, seen);
      expect(Date.now() - started).toBeLessThan(A_MINUTE / 2);
    } finally {
      await listener.close();
    }
  });

  it('events held back by an unrelated open transaction are read soon after it ends, with no announcement', async () => {
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll(async (batch) => void seen.push(...batch.events));
    // A transaction with an id, older than the append below: it holds the append back.
    const blocker = await db.pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_current_xact_id()');
      await store.append(`held-${randomUUID()}`, [newEvent('HeldBack')], 'no_stream');
      await new Promise((r) => setTimeout(r, 300));
      expect(seen.some((e) => e.type === 'HeldBack')).toBe(false);
      await blocker.query('COMMIT');
    } finally {
      blocker.release();
    }
    await expect(firstOf(seen, 'HeldBack', 5000)).resolves.toBeDefined();
    await subscription.stop();
  });
});

/**
 * Caught-up subscriptions of one PostgreSQL store share one reader of the head of `$all`
 * (sharedTail.ts): each still gets exactly its own events, in order, from its own
 * position; a failing handler ends only its own subscription.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { RecordedEvent, Subscription } from '../src/eventstore/port.js';
import { createPostgresEventStore, type PostgresEventStore } from '../src/eventstore/postgres/eventStore.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/testDatabase.js';
import { newEvent } from './eventstore.contract.js';

async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('shared tail of the PostgreSQL store', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  /**
   * Reads of `$all` (each carries a snapshot probe) in flight at once, seen through the
   * store's pool. Their number is no measure: any open transaction of the cluster (other
   * test files) makes readers look again every few milliseconds.
   */
  let inFlight = 0;
  let mostAtOnce = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    const counted = new Proxy(db.pool, {
      get(target, key, receiver) {
        if (key !== 'query') return Reflect.get(target, key, receiver);
        return (...args: Parameters<pg.Pool['query']>) => {
          const result = (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
          if (typeof args[0] !== 'string' || !args[0].includes('pg_current_snapshot')) return result;
          mostAtOnce = Math.max(mostAtOnce, ++inFlight);
          return result.finally(() => inFlight--);
        };
      },
    });
    store = createPostgresEventStore({ pool: counted, connectionString: db.url, pollMs: 200 });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('serves eight subscriptions, each its types in order from its own position, through one reader', async () => {
    await store.append('early', [newEvent('A'), newEvent('B')], 'no_stream');
    const head = await store.headPosition();
    const kinds = ['A', 'B', 'C', 'D'];
    const seen: RecordedEvent[][] = [];
    const subscriptions: Subscription[] = [];
    for (let i = 0; i < 8; i++) {
      const own: RecordedEvent[] = [];
      seen.push(own);
      const types = [kinds[i % 4]!];
      // Half start at the beginning (they catch up alone, then join), half at the head.
      subscriptions.push(store.subscribeToAll(async (batch) => void own.push(...batch.events), { eventTypes: types, after: i < 4 ? undefined : head }));
    }
    // Time for each to catch up alone and join (one behind the tail waits a poll, 200 ms, and tries again).
    await new Promise((r) => setTimeout(r, 1500));
    mostAtOnce = inFlight;
    const appended: string[] = [];
    for (let n = 0; n < 40; n++) {
      const type = kinds[n % 4]!;
      await store.append(`s-${n % 5}`, [newEvent(type)], 'any');
      appended.push(type);
    }
    await until(() => seen.every((own, i) => own.filter((e) => e.streamId !== 'early').length === 10));
    const readersAtOnce = mostAtOnce;
    await Promise.all(subscriptions.map((s) => s.stop()));

    for (const [i, own] of seen.entries()) {
      const type = kinds[i % 4]!;
      expect(own.every((e) => e.type === type)).toBe(true);
      expect(own.filter((e) => e.streamId === 'early')).toHaveLength(i < 4 && (type === 'A' || type === 'B') ? 1 : 0);
      const positions = own.map((e) => e.position.prepare);
      expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : 1)));
      expect(new Set(own.map((e) => e.id)).size).toBe(own.length);
    }
    // Eight readers alone all wake at each append and read at once; the tail reads alone.
    expect(readersAtOnce).toBe(1);
  });

  it('ends only the subscription whose handler fails; the others go on', async () => {
    const good: RecordedEvent[] = [];
    const ok = store.subscribeToAll(async (batch) => void good.push(...batch.events), { eventTypes: ['X', 'Boom'], after: await store.headPosition() });
    const bad = store.subscribeToAll(
      async (batch) => {
        if (batch.events.some((e) => e.type === 'Boom')) throw new Error('handler failed');
      },
      { eventTypes: ['Boom'], after: await store.headPosition() },
    );
    await new Promise((r) => setTimeout(r, 300));
    await store.append('boom', [newEvent('Boom')], 'any');
    await expect(bad.done).rejects.toThrow('handler failed');
    await store.append('x', [newEvent('X')], 'any');
    await until(() => good.some((e) => e.type === 'X'));
    await ok.stop();
    expect(good.map((e) => e.type)).toEqual(['Boom', 'X']);
  });
  it('lets a fast subscription go on while a slow one is still handling earlier batches, each in order', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: RecordedEvent[] = [];
    const fast: RecordedEvent[] = [];
    const after = await store.headPosition();
    const a = store.subscribeToAll(
      async (batch) => {
        await gate;
        slow.push(...batch.events);
      },
      { eventTypes: ['Paced'], after },
    );
    const b = store.subscribeToAll(async (batch) => void fast.push(...batch.events), { eventTypes: ['Paced'], after });
    await new Promise((r) => setTimeout(r, 1000));
    for (let n = 0; n < 3; n++) {
      await store.append('paced', [newEvent('Paced', { n })], 'any');
      await until(() => fast.length === n + 1);
    }
    expect(slow).toHaveLength(0);
    release();
    await until(() => slow.length === 3);
    await Promise.all([a.stop(), b.stop()]);
    expect(slow.map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2]);
    expect(fast.map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2]);
  });
});

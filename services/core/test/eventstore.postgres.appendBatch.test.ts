/**
 * The appends of one event-loop turn share one statement (appendBatch.ts): each still
 * gets its own outcome, as the single path would answer it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WrongExpectedRevisionError } from '../src/eventstore/errors.js';
import type { NewEvent } from '../src/eventstore/port.js';
import { createPostgresEventStore, type PostgresEventStore } from '../src/eventstore/postgres/eventStore.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/testDatabase.js';

let db: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: 200 });
});
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

const event = (type = 'Happened'): NewEvent => ({
  id: randomUUID(),
  type,
  data: { at: Date.now() },
  metadata: { actor: 'u1', role: 'administrator', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
});
const stream = () => `batch-${randomUUID()}`;

it('lands the appends of one turn in one transaction, each in revision order with its own result', async () => {
  const streams = Array.from({ length: 10 }, stream);
  const results = await Promise.all(streams.map((s, i) => store.append(s, Array.from({ length: (i % 3) + 1 }, () => event()), 'no_stream')));
  // One commit: every append carries the same commit position (the transaction id).
  expect(new Set(results.map((r) => r.position.commit)).size).toBe(1);
  for (const [i, s] of streams.entries()) {
    const read = await store.readStream(s);
    expect(read.map((e) => e.revision)).toEqual(Array.from({ length: (i % 3) + 1 }, (_, n) => BigInt(n)));
    expect(results[i]!.nextExpectedRevision).toBe(read.at(-1)!.revision);
    expect(results[i]!.position.prepare).toBe(read.at(-1)!.position.prepare);
    // Global positions follow the revisions within each append.
    expect(read.map((e) => e.position.prepare)).toEqual([...read.map((e) => e.position.prepare)].sort((a, b) => (a < b ? -1 : 1)));
  }
});

it('refuses only the append whose expected revision is stale; the others of its turn land', async () => {
  const [a, b] = [stream(), stream()];
  await Promise.all([store.append(a, [event(), event()], 'no_stream'), store.append(b, [event()], 'no_stream')]);
  const [stale, fresh] = await Promise.allSettled([store.append(a, [event()], 0n), store.append(b, [event()], 0n)]);
  expect(stale.status).toBe('rejected');
  expect((stale as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
  expect((stale as PromiseRejectedResult).reason).toMatchObject({ actual: 1n });
  expect(fresh).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 1n } });
  expect((await store.readStream(a)).map((e) => e.revision)).toEqual([0n, 1n]);
  expect((await store.readStream(b)).map((e) => e.revision)).toEqual([0n, 1n]);
});

it('gives one of two racers for the same revision the append and the other a conflict, with a third append of the turn landing', async () => {
  const [s, other] = [stream(), stream()];
  await store.append(s, [event()], 'no_stream');
  const outcomes = await Promise.allSettled([store.append(s, [event('First')], 0n), store.append(s, [event('Second')], 0n), store.append(other, [event()], 'no_stream')]);
  expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
  expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason)[0]).toBeInstanceOf(WrongExpectedRevisionError);
  expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0n, 1n]);
  expect(await store.readStream(other)).toHaveLength(1);
});

it('answers a retried append (its events already stored) as the first time, beside a new append of the turn', async () => {
  const [s, other] = [stream(), stream()];
  const events = [event(), event()];
  const first = await store.append(s, events, 'no_stream');
  const [again, fresh] = await Promise.all([store.append(s, events, 'no_stream'), store.append(other, [event()], 'no_stream')]);
  expect(again).toEqual(first);
  expect(fresh.nextExpectedRevision).toBe(0n);
  expect(await store.readStream(s)).toHaveLength(2);
});

it('never lands part of an append: a multi-event append whose stream moved on is refused whole', async () => {
  const [s, other] = [stream(), stream()];
  await store.append(s, [event(), event(), event()], 'no_stream');
  const [moved, fresh] = await Promise.allSettled([store.append(s, [event(), event()], 1n), store.append(other, [event(), event()], 'no_stream')]);
  expect(moved.status).toBe('rejected');
  expect(fresh.status).toBe('fulfilled');
  expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
});

/**
 * The event consumer against a real PostgreSQL event store, with an enqueue function
 * standing in for Redis (the process tests use the real one): one consumer active at a
 * time, the checkpoint moved only after an enqueue succeeded, and a standby that takes
 * over from that checkpoint.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEventStore, type EventStore } from '@app/core/eventstore';
import { createLogger } from '@app/core/logger';
import { createTestDatabase, type TestDatabase } from '@app/core/testing/testDatabase';
import { readCheckpoint } from '../src/consumer/checkpoint.js';
import { EventConsumer } from '../src/consumer/consumer.js';
import type { Reaction, ReactionJob } from '../src/consumer/reactions.js';
import { toNew } from './support/events.js';
import { eventually } from './support/processes.js';

let db: TestDatabase;
let store: EventStore;
const log = createLogger('test');

beforeAll(async () => {
  db = await createTestDatabase();
  store = createEventStore({ EVENTSTORE_CONNECTION_STRING: undefined, DATABASE_URL: db.url, PROJECTOR_POLL_MS: 50 }, db.pool);
});
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

const ticked: Reaction = {
  name: 'test: one job per Ticked',
  eventTypes: ['Ticked'],
  jobs: (event) => [{ queue: 'mail', name: 'tick', jobId: `${event.id}.tick`, data: { eventId: event.id } }],
};

/** A stand-in queue: job ids are kept once (as BullMQ does); `down` makes every enqueue fail. */
function fakeQueue() {
  const ids = new Set<string>();
  const q = {
    ids,
    calls: 0,
    down: false,
    enqueue: async (jobs: readonly ReactionJob[]) => {
      q.calls++;
      if (q.down) throw new Error('Redis is down');
      for (const j of jobs) ids.add(j.jobId);
    },
  };
  return q;
}

const consumer = (name: string, enqueue: (jobs: readonly ReactionJob[]) => Promise<void>) =>
  new EventConsumer({ name, store, connectionString: db.url, reactions: [ticked], enqueue, batchSize: 20, pollMs: 50, log });

async function tick(count: number): Promise<string[]> {
  const events = Array.from({ length: count }, () => toNew({ type: 'Ticked', data: {} }));
  // Other events in between: the consumer reads past them.
  await store.append(`clock-${randomUUID()}`, [...events, toNew({ type: 'Untouched', data: {} })], 'no_stream');
  return events.map((e) => `${e.id}.tick`);
}

it('one consumer is active, the other stands by; a failing enqueue holds the checkpoint; the standby takes over', async () => {
  const queue = fakeQueue();
  const name = `consumer-${randomUUID()}`;
  const a = consumer(name, queue.enqueue);
  const b = consumer(name, queue.enqueue);
  a.start();
  b.start();
  const expected = await tick(50);
  await eventually(() => expected.every((id) => queue.ids.has(id)), 30_000, 'the first 50 jobs');
  expect([a.status, b.status].sort()).toEqual(['live', 'standby']);
  const [active, standby] = a.status === 'live' ? [a, b] : [b, a];

  // Redis away: the jobs of new events cannot be enqueued, so the checkpoint stays put.
  await eventually(async () => (await readCheckpoint(db.pool, name)).commit >= 0n, 10_000, 'a checkpoint');
  queue.down = true;
  const before = await readCheckpoint(db.pool, name);
  const during = await tick(30);
  const callsBefore = queue.calls;
  await eventually(() => queue.calls >= callsBefore + 2, 30_000, 'retries while the queue is down');
  expect(await readCheckpoint(db.pool, name)).toEqual(before);
  expect(during.some((id) => queue.ids.has(id))).toBe(false);

  // Back: every job of those events arrives; then the active one stops and the standby carries on.
  queue.down = false;
  await eventually(() => during.every((id) => queue.ids.has(id)), 30_000, 'the 30 jobs held during the outage');
  await active.stop();
  const after = await tick(20);
  await eventually(() => after.every((id) => queue.ids.has(id)), 30_000, "the standby's 20 jobs");
  expect(standby.status).toBe('live');
  expect(queue.ids.size).toBe(100);
  await standby.stop();
}, 120_000);

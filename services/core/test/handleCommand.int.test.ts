import { afterAll, beforeAll, expect, it } from 'vitest';
import { DomainError, type Decider } from '../src/commands/decider.js';
import { handleCommand } from '../src/commands/handleCommand.js';
import { createPostgresEventStore, type EventStore } from '../src/eventstore/index.js';
import { WrongExpectedRevisionError } from '../src/eventstore/errors.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/testDatabase.js';

/** A seat counter with a capacity: the smallest decider with a cross-request invariant. */
type Event = { type: 'SeatTaken'; data: { by: string } };
const capacity = 5;
const seats: Decider<{ by: string }, Event, string[]> = {
  initialState: () => [],
  evolve: (state, event) => [...state, event.data.by],
  decide: (command, state) => {
    if (state.includes(command.by)) return [];
    if (state.length >= capacity) throw new DomainError('conflict', 'Full.');
    return [{ type: 'SeatTaken', data: { by: command.by } }];
  },
};
const context = { actor: null, role: null, correlationId: 'c', causationId: null, now: '2026-11-22T00:00:00.000Z' };

let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: 50 });
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

it('retries on a concurrent write with fresh state, so 12 racing commands fill 5 seats exactly', async () => {
  const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => handleCommand(store, 'seats-1', seats, { by: `p${i}` }, context, { attempts: 20 })));
  const taken = (await store.readStream('seats-1')).map((e) => (e.data as { by: string }).by);
  expect(taken).toHaveLength(capacity);
  expect(new Set(taken).size).toBe(capacity);
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(capacity);
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(refused.every((r) => r.reason instanceof DomainError)).toBe(true);
});

it('gives the conflict to the caller after the allowed attempts', async () => {
  let calls = 0;
  const flaky: EventStore = {
    ...store,
    readStream: (id) => store.readStream(id),
    append: async () => {
      calls++;
      throw new WrongExpectedRevisionError('seats-2', 'no_stream', 0n);
    },
  };
  await expect(handleCommand(flaky, 'seats-2', seats, { by: 'x' }, context, { attempts: 3 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
  expect(calls).toBe(3);
});

it('appends nothing when the decision is empty, and stamps metadata from the context', async () => {
  const first = await handleCommand(store, 'seats-3', seats, { by: 'a' }, { ...context, actor: 'u1', role: 'customer' });
  expect(first.append).toBeDefined();
  const again = await handleCommand(store, 'seats-3', seats, { by: 'a' }, context);
  expect(again.append).toBeUndefined();
  const [event] = await store.readStream('seats-3');
  expect(event!.metadata).toMatchObject({ actor: 'u1', role: 'customer', correlationId: 'c', occurredAt: '2026-11-22T00:00:00.000Z' });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('a stream this process wrote last (its fold kept, keptStreams.ts)', () => {
  const watching = (on: EventStore) => {
    const reads: (bigint | undefined)[] = [];
    const watched: EventStore = {
      ...on,
      readStream: (id, options) => {
        reads.push(options?.fromRevision);
        return on.readStream(id, options);
      },
    };
    return { reads, watched };
  };

  it('decides the next command on the kept fold without reading', async () => {
    const { reads, watched } = watching(store);
    await handleCommand(watched, 'kept-1', seats, { by: 'a' }, context);
    await handleCommand(watched, 'kept-1', seats, { by: 'b' }, context);
    const third = await handleCommand(watched, 'kept-1', seats, { by: 'c' }, context);
    // One whole read, for the first command on a stream this process had never written.
    expect(reads).toEqual([undefined]);
    expect(third.state).toEqual(['a', 'b', 'c']);
    expect((await store.readStream('kept-1')).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
  });

  it("loses the append to another process's write, then reads on from the kept revision and decides on what it finds", async () => {
    const other = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: 50 });
    try {
      const { reads, watched } = watching(store);
      await handleCommand(watched, 'kept-2', seats, { by: 'here' }, context);
      for (const by of ['t1', 't2', 't3', 't4']) await handleCommand(other, 'kept-2', seats, { by }, context);
      reads.length = 0;
      // The kept fold holds one seat; the stream is full.
      await expect(handleCommand(watched, 'kept-2', seats, { by: 'late' }, context)).rejects.toThrow('Full.');
      expect(reads).toEqual([1n]);
      expect(await store.readStream('kept-2')).toHaveLength(capacity);
    } finally {
      await other.close();
    }
  });
});

describe('a hot stream (state kept in the process, commands appended in groups)', () => {
  const big: Decider<{ by: string }, Event, string[]> = { ...seats, decide: (command, state) => (state.includes(command.by) ? [] : [{ type: 'SeatTaken', data: { by: command.by } }]) };

  it('never races one process\'s commands: 30 at once all land with a single attempt each', async () => {
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => handleCommand(store, 'hot-1', big, { by: `p${i}` }, context, { attempts: 1, hot: true })));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await store.readStream('hot-1')).toHaveLength(30);
  });

  it('decides on its fold without reading, and checks an empty decision on it with a read of what came after', async () => {
    const reads: (bigint | undefined)[] = [];
    const watched: EventStore = {
      ...store,
      readStream: (id, options) => {
        reads.push(options?.fromRevision);
        return store.readStream(id, options);
      },
    };
    for (let i = 0; i < 4; i++) await handleCommand(watched, 'hot-2', big, { by: `p${i}` }, context, { hot: true });
    // One whole read for the first command; the next three append on the fold.
    expect(reads).toEqual([undefined]);
    const again = await handleCommand(watched, 'hot-2', big, { by: 'p1' }, context, { hot: true });
    expect(again.events).toEqual([]);
    expect(again.state).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(reads).toEqual([undefined, 4n]);
  });

  it('appends the commands that waited while an append was in flight together, each event with its own metadata, and refuses a refused one alone', async () => {
    const appends: number[] = [];
    const watched: EventStore = {
      ...store,
      append: (id, events, expected) => {
        appends.push(events.length);
        return store.append(id, events, expected);
      },
    };
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => handleCommand(watched, 'hot-4', seats, { by: `g${i}` }, { ...context, correlationId: `c-g${i}` }, { hot: true })),
    );
    // g0 alone at once; g1..g7 waited behind it: four seats were left, so four land in one append.
    expect(appends).toEqual([1, 4]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected', 'rejected']);
    expect(results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').every((r) => r.reason instanceof DomainError)).toBe(true);
    const stored = await store.readStream('hot-4');
    expect(stored.map((e) => [(e.data as { by: string }).by, e.metadata.correlationId])).toEqual([0, 1, 2, 3, 4].map((i) => [`g${i}`, `c-g${i}`]));
    // Each caller sees the state its own command left.
    const second = results[2] as PromiseFulfilledResult<Awaited<ReturnType<typeof handleCommand>>>;
    expect(second.value.state).toEqual(['g0', 'g1', 'g2']);
  });

  it('sees writes of another process (another store on the same database) and never breaks the invariant across processes', async () => {
    const other = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: 50 });
    try {
      await handleCommand(store, 'hot-3', seats, { by: 'here-0' }, context, { hot: true });
      await handleCommand(other, 'hot-3', seats, { by: 'there-0' }, context, { hot: true });
      // `store` folded up to revision 0; its next command must read on past `other`'s write.
      const seen = await handleCommand(store, 'hot-3', seats, { by: 'here-1' }, context, { hot: true });
      expect(seen.state).toEqual(['here-0', 'there-0', 'here-1']);
      const race = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => handleCommand(i % 2 ? store : other, 'hot-3', seats, { by: `r${i}` }, context, { attempts: 20, hot: true })),
      );
      const taken = (await store.readStream('hot-3')).map((e) => (e.data as { by: string }).by);
      expect(taken).toHaveLength(capacity);
      expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(capacity - 3);
    } finally {
      await other.close();
    }
  });
});

describe('a state the caller knows from its own append (`known`)', () => {
  const watching = () => {
    const reads: string[] = [];
    const watched: EventStore = {
      ...store,
      readStream: (id, options) => {
        reads.push(id);
        return store.readStream(id, options);
      },
    };
    return { reads, watched };
  };

  it('decides on it without reading the stream when nobody wrote since', async () => {
    const first = await handleCommand(store, 'known-1', seats, { by: 'a' }, context);
    const { reads, watched } = watching();
    const next = await handleCommand(watched, 'known-1', seats, { by: 'b' }, context, { known: { state: first.state, revision: first.append!.nextExpectedRevision } });
    expect(reads).toEqual([]);
    expect(next.state).toEqual(['a', 'b']);
    expect((await store.readStream('known-1')).map((e) => e.revision)).toEqual([0n, 1n]);
  });

  it('conflicts when someone wrote since, then reads and decides on the fresh state', async () => {
    const first = await handleCommand(store, 'known-2', seats, { by: 'a' }, context);
    // Four more seats taken by others: the known state (one seat) is stale, and the stream is full.
    for (const by of ['b', 'c', 'd', 'e']) await handleCommand(store, 'known-2', seats, { by }, context);
    const { reads, watched } = watching();
    const stale = { state: first.state, revision: first.append!.nextExpectedRevision };
    await expect(handleCommand(watched, 'known-2', seats, { by: 'f' }, context, { known: stale })).rejects.toThrow('Full.');
    expect(reads).toEqual(['known-2']);
    expect(await store.readStream('known-2')).toHaveLength(capacity);
  });

  it('checks a refusal of the known state against a read before believing it', async () => {
    await handleCommand(store, 'known-3', seats, { by: 'a' }, context);
    // A caller's state that says the slot is full while the stream holds one seat.
    const wrong = { state: ['a', 'b', 'c', 'd', 'e'], revision: 4n };
    const { reads, watched } = watching();
    const result = await handleCommand(watched, 'known-3', seats, { by: 'f' }, context, { known: wrong });
    expect(reads).toEqual(['known-3']);
    expect(result.state).toEqual(['a', 'f']);
  });

  it('appends to a stream known not to exist without reading it, and a stream that does exist is read on conflict', async () => {
    const { reads, watched } = watching();
    const fresh = { state: seats.initialState(), revision: undefined };
    await handleCommand(watched, 'known-4', seats, { by: 'a' }, context, { known: fresh });
    expect(reads).toEqual([]);
    const again = await handleCommand(watched, 'known-4', seats, { by: 'b' }, context, { known: fresh });
    expect(reads).toEqual(['known-4']);
    expect(again.state).toEqual(['a', 'b']);
  });
});

/**
 * The contract every event store adapter passes (docs/architecture.md, "The event store port").
 * Streams get a per-run prefix, and `$all` assertions look only at this run's streams, so
 * the suite also runs against a shared EventStoreDB.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuplicateEventIdError, WrongExpectedRevisionError } from '../src/eventstore/errors.js';
import { comparePositions, START, type AllBatch, type EventStore, type ExpectedRevision, type NewEvent, type Position, type RecordedEvent, type StreamAppend } from '../src/eventstore/port.js';
import { describeMultiStreamContract } from './eventstore.multiStream.contract.js';

export interface HeldOpenTransaction {
  append(events: NewEvent[]): Promise<void>;
  appendToStreams(appends: StreamAppend[]): Promise<void>;
  commit(): Promise<void>;
}

export interface ContractFixture {
  store: EventStore;
  /** Only adapters that let a caller hold an append's transaction open (PostgreSQL). */
  heldOpenTransaction?: (streamId: string) => Promise<HeldOpenTransaction>;
  teardown(): Promise<void>;
}

export function newEvent(type = 'SomethingHappened', data: Record<string, unknown> = {}): NewEvent {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: { actor: 'test', role: 'system', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
  };
}

/**
 * A read that found nothing may be held back by a transaction still open anywhere in the
 * cluster (another test file's, on another database): right, and worth a short wait
 * rather than a hundred reads in a row.
 */
export async function readAgainSoon(batch: AllBatch): Promise<void> {
  if (batch.events.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
}

export async function expectWrongRevision(promise: Promise<unknown>, expected: ExpectedRevision, actual: bigint | 'no_stream') {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect((error as WrongExpectedRevisionError).expected).toBe(expected);
  expect((error as WrongExpectedRevisionError).actual).toBe(actual);
}

/** Follows `$all` and keeps this run's events, in delivery order. */
export function follow(store: EventStore, prefix: string, after: Position = START) {
  const seen: RecordedEvent[] = [];
  let notify: (() => void) | undefined;
  const subscription = store.subscribeToAll(
    async (batch: AllBatch) => {
      for (const event of batch.events) if (event.streamId.startsWith(prefix)) seen.push(event);
      notify?.();
    },
    { after },
  );
  return {
    seen,
    subscription,
    async until(predicate: () => boolean, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`subscriber saw ${seen.length} events before the time-out`);
        await new Promise<void>((resolve) => {
          notify = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

export function describeEventStoreContract(name: string, setup: () => Promise<ContractFixture>): void {
  describe(`event store contract: ${name}`, () => {
    let fixture: ContractFixture;
    let store: EventStore;
    const prefix = `c${randomUUID().slice(0, 8)}-`;
    let n = 0;
    const stream = (label: string) => `${prefix}${label}-${++n}`;

    beforeAll(async () => {
      fixture = await setup();
      store = fixture.store;
    }, 120_000);
    afterAll(async () => {
      await fixture?.teardown();
    });

    describe('expected revision', () => {
      it('no_stream appends to a new stream, starting at revision 0', async () => {
        const s = stream('ns');
        const result = await store.append(s, [newEvent(), newEvent()], 'no_stream');
        expect(result.nextExpectedRevision).toBe(1n);
        expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0n, 1n]);
      });

      it('no_stream is refused on an existing stream, with the actual revision', async () => {
        const s = stream('ns-exists');
        await store.append(s, [newEvent(), newEvent(), newEvent()], 'no_stream');
        await expectWrongRevision(store.append(s, [newEvent()], 'no_stream'), 'no_stream', 2n);
        expect(await store.readStream(s)).toHaveLength(3);
      });

      it('stream_exists is refused on a missing stream and succeeds on an existing one', async () => {
        const s = stream('se');
        await expectWrongRevision(store.append(s, [newEvent()], 'stream_exists'), 'stream_exists', 'no_stream');
        expect(await store.readStream(s)).toEqual([]);
        await store.append(s, [newEvent()], 'no_stream');
        const result = await store.append(s, [newEvent()], 'stream_exists');
        expect(result.nextExpectedRevision).toBe(1n);
      });

      it('any appends whether the stream exists or not', async () => {
        const s = stream('any');
        expect((await store.append(s, [newEvent()], 'any')).nextExpectedRevision).toBe(0n);
        expect((await store.append(s, [newEvent(), newEvent()], 'any')).nextExpectedRevision).toBe(2n);
      });

      it('an exact revision succeeds only when it is the revision of the last event', async () => {
        const s = stream('exact');
        await store.append(s, [newEvent(), newEvent()], 'no_stream');
        await expectWrongRevision(store.append(s, [newEvent()], 0n), 0n, 1n);
        await expectWrongRevision(store.append(s, [newEvent()], 5n), 5n, 1n);
        const result = await store.append(s, [newEvent()], 1n);
        expect(result.nextExpectedRevision).toBe(2n);
        expect(await store.readStream(s)).toHaveLength(3);
      });

      it('an exact revision on a missing stream is refused', async () => {
        const s = stream('exact-missing');
        await expectWrongRevision(store.append(s, [newEvent()], 0n), 0n, 'no_stream');
        expect(await store.readStream(s)).toEqual([]);
      });

      it('two writers expecting the same revision: one wins, the other gets a conflict', async () => {
        const s = stream('race');
        await store.append(s, [newEvent()], 'no_stream');
        const results = await Promise.allSettled([store.append(s, [newEvent()], 0n), store.append(s, [newEvent()], 0n)]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect(rejected.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect((rejected.reason as WrongExpectedRevisionError).actual).toBe(1n);
        expect(await store.readStream(s)).toHaveLength(2);
      });
    });

    describe('idempotent append', () => {
      for (const kind of ['no_stream', 'exact', 'any'] as const) {
        it(`a retry with the same event ids and expected revision (${kind}) writes nothing twice`, async () => {
          const s = stream(`idem-${kind}`);
          let expected: ExpectedRevision = kind === 'no_stream' ? 'no_stream' : kind === 'any' ? 'any' : 0n;
          if (kind === 'exact') await store.append(s, [newEvent()], 'no_stream');
          const events = [newEvent('A'), newEvent('B')];
          const first = await store.append(s, events, expected);
          const again = await store.append(s, events, expected);
          expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
          expect(comparePositions(again.position, first.position)).toBe(0);
          const stored = await store.readStream(s);
          expect(stored.map((e) => e.id)).toEqual([...(kind === 'exact' ? [stored[0]!.id] : []), ...events.map((e) => e.id)]);
          expected = 'any';
        });
      }

      it('reusing event ids at another place of the stream is refused', async () => {
        const s = stream('idem-moved');
        const events = [newEvent()];
        await store.append(s, events, 'no_stream');
        await store.append(s, [newEvent()], 0n);
        const error = await store.append(s, events, 1n).catch((e: unknown) => e);
        expect(error instanceof WrongExpectedRevisionError || error instanceof DuplicateEventIdError).toBe(true);
        expect(await store.readStream(s)).toHaveLength(2);
      });
    });

    describe('reading', () => {
      it('reads a stream in revision order, from a revision, with a maximum count', async () => {
        const s = stream('read');
        const events = Array.from({ length: 10 }, (_, i) => newEvent('Numbered', { i }));
        await store.append(s, events.slice(0, 4), 'no_stream');
        await store.append(s, events.slice(4), 3n);
        const all = await store.readStream(s);
        expect(all.map((e) => (e.data as { i: number }).i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect(all.every((e, i) => e.revision === BigInt(i) && e.streamId === s)).toBe(true);
        expect(all[0]!.metadata.actor).toBe('test');
        expect(all[0]!.type).toBe('Numbered');
        const part = await store.readStream(s, { fromRevision: 3n, maxCount: 2 });
        expect(part.map((e) => e.revision)).toEqual([3n, 4n]);
        const last = await store.readStream(s, { direction: 'backwards', maxCount: 1 });
        expect(last.map((e) => e.revision)).toEqual([9n]);
        const back = await store.readStream(s, { direction: 'backwards', fromRevision: 5n, maxCount: 3 });
        expect(back.map((e) => e.revision)).toEqual([5n, 4n, 3n]);
      });

      it('reads $all in append order across streams, in batches that resume from a checkpoint', async () => {
        const before = await store.headPosition();
        const a = stream('all-a');
        const b = stream('all-b');
        const ids: string[] = [];
        for (let i = 0; i < 6; i++) {
          const event = newEvent('Ordered', { i });
          ids.push(event.id);
          await store.append(i % 2 ? b : a, [event], 'any');
        }
        const seen: RecordedEvent[] = [];
        let after = before;
        for (const deadline = Date.now() + 10_000; seen.length < 6 && Date.now() < deadline; ) {
          const batch = await store.readAll({ after, maxCount: 2 });
          seen.push(...batch.events.filter((e) => e.streamId === a || e.streamId === b));
          after = batch.checkpoint;
          await readAgainSoon(batch);
        }
        expect(seen.map((e) => e.id)).toEqual(ids);
        for (let i = 1; i < seen.length; i++) expect(comparePositions(seen[i - 1]!.position, seen[i]!.position)).toBe(-1);
      });

      it('filters $all by event type', async () => {
        const before = await store.headPosition();
        const s = stream('typed');
        await store.append(s, [newEvent('Kept'), newEvent('Dropped'), newEvent('Kept')], 'no_stream');
        const kept: RecordedEvent[] = [];
        let after = before;
        for (const deadline = Date.now() + 10_000; kept.length < 2 && Date.now() < deadline; ) {
          const batch = await store.readAll({ after, eventTypes: ['Kept'], maxCount: 100 });
          kept.push(...batch.events.filter((e) => e.streamId === s));
          expect(batch.events.every((e) => e.type === 'Kept')).toBe(true);
          after = batch.checkpoint;
          await readAgainSoon(batch);
        }
        expect(kept.map((e) => e.revision)).toEqual([0n, 2n]);
      });
    });

    describeMultiStreamContract(name, () => ({ store, fixture }), stream, prefix);

    describe('subscription', () => {
      it('catches up from a position, then follows live appends', async () => {
        const s = stream('sub');
        await store.append(s, [newEvent('Old')], 'no_stream');
        const from = await store.headPosition();
        await store.append(s, [newEvent('Caught1'), newEvent('Caught2')], 0n);
        const follower = follow(store, s, from);
        await follower.until(() => follower.seen.length >= 2);
        await store.append(s, [newEvent('Live')], 2n);
        await follower.until(() => follower.seen.length >= 3);
        await follower.subscription.stop();
        expect(follower.seen.map((e) => e.type)).toEqual(['Caught1', 'Caught2', 'Live']);
      });

      it('sees an event whose transaction commits after a later one, exactly once', async (context) => {
        if (!fixture.heldOpenTransaction) {
          console.warn(`[${name}] held-open transaction case skipped: the adapter has no caller-held transactions (EventStoreDB commits each append on its own)`);
          context.skip();
          return;
        }
        const from = await store.headPosition();
        const sa = stream('held-a');
        const sb = stream('held-b');
        const follower = follow(store, prefix, from);
        const txA = await fixture.heldOpenTransaction(sa);
        const eventA = newEvent('A');
        await txA.append([eventA]);
        const eventB = newEvent('B');
        await store.append(sb, [eventB], 'no_stream');
        // B is committed, A is not: the subscriber runs and must not move past A's place.
        await new Promise((r) => setTimeout(r, 300));
        expect(follower.seen.map((e) => e.id)).toEqual([]);
        await txA.commit();
        await follower.until(() => follower.seen.length >= 2);
        await new Promise((r) => setTimeout(r, 200));
        await follower.subscription.stop();
        expect(follower.seen.map((e) => e.id).sort()).toEqual([eventA.id, eventB.id].sort());
        expect(follower.seen.filter((e) => e.id === eventA.id)).toHaveLength(1);
      });

      it('8 concurrent writers x 2,000 events on overlapping streams: a follower sees each event once, in order, with no conflict lost or invented', async () => {
        const writers = 8;
        const perWriter = 2000;
        const streams = Array.from({ length: 24 }, (_, i) => `${prefix}hot-${i}`);
        const from = await store.headPosition();
        const follower = follow(store, `${prefix}hot-`, from);
        const written: string[] = [];
        let conflicts = 0;

        const writer = async (w: number) => {
          // Read, decide, append, as a command handler does; on a conflict, read again.
          for (let i = 0; i < perWriter; i++) {
            const s = streams[(w * 7 + i * 5) % streams.length]!;
            const event = newEvent('Hot', { w, i });
            for (;;) {
              const last = (await store.readStream(s, { direction: 'backwards', maxCount: 1 }))[0];
              const expected: ExpectedRevision = last ? last.revision : 'no_stream';
              try {
                await store.append(s, [event], expected);
                written.push(event.id);
                break;
              } catch (error) {
                if (!(error instanceof WrongExpectedRevisionError)) throw error;
                // A conflict is real only if the stream really is elsewhere than expected.
                expect(error.actual).not.toBe(expected);
                conflicts++;
              }
            }
          }
        };
        await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
        await follower.until(() => follower.seen.length >= writers * perWriter, 120_000);
        await new Promise((r) => setTimeout(r, 300));
        await follower.subscription.stop();

        expect(written).toHaveLength(writers * perWriter);
        const seenIds = follower.seen.map((e) => e.id);
        expect(seenIds).toHaveLength(writers * perWriter);
        expect(new Set(seenIds).size).toBe(seenIds.length);
        expect(new Set(seenIds)).toEqual(new Set(written));
        for (let i = 1; i < follower.seen.length; i++) {
          expect(comparePositions(follower.seen[i - 1]!.position, follower.seen[i]!.position)).toBe(-1);
        }
        // No lost conflict: every stream's revisions are exactly 0..n-1, and they add up.
        let total = 0;
        for (const s of streams) {
          const events = await store.readStream(s);
          expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => BigInt(i)));
          total += events.length;
        }
        expect(total).toBe(writers * perWriter);
        console.info(`[${name}] concurrent writers: ${writers * perWriter} events, ${conflicts} real conflicts retried`);
      }, 300_000);
    });
  });
}

/**
 * The contract's cases for the atomic append to several streams (`appendToStreams`), run
 * by describeEventStoreContract for every adapter: all or nothing whichever stream's
 * expectation fails, the conflict naming that stream; an idempotent retry; the events in
 * `$all` in the order given, never a part of them seen; and writers appending to
 * overlapping sets of streams at once.
 */
import { describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError } from '../src/eventstore/errors.js';
import { comparePositions, type EventStore, type ExpectedRevision, type RecordedEvent, type StreamAppend } from '../src/eventstore/port.js';
import { expectWrongRevision, follow, newEvent, readAgainSoon, type ContractFixture } from './eventstore.contract.js';

export function describeMultiStreamContract(name: string, current: () => { store: EventStore; fixture: ContractFixture }, stream: (label: string) => string, prefix: string): void {
  const store = () => current().store;

  describe('atomic append to several streams', () => {
    it('appends to every stream, each by its own expectation, and answers each its revision', async () => {
      const [a, b, c] = [stream('multi-a'), stream('multi-b'), stream('multi-c')];
      await store().append(b, [newEvent(), newEvent()], 'no_stream');
      const results = await store().appendToStreams([
        { streamId: a, events: [newEvent('A1'), newEvent('A2')], expected: 'no_stream' },
        { streamId: b, events: [newEvent('B3')], expected: 1n },
        { streamId: c, events: [newEvent('C1')], expected: 'any' },
      ]);
      expect(results.map((r) => r.nextExpectedRevision)).toEqual([1n, 2n, 0n]);
      expect((await store().readStream(a)).map((e) => e.type)).toEqual(['A1', 'A2']);
      expect((await store().readStream(b)).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      expect((await store().readStream(c)).map((e) => e.type)).toEqual(['C1']);
    });

    for (const failing of [0, 1, 2]) {
      it(`writes nothing anywhere when stream ${failing + 1} of 3 is not as expected, and names that stream`, async () => {
        const streams = [stream('aon-1'), stream('aon-2'), stream('aon-3')];
        for (const s of streams) await store().append(s, [newEvent()], 'no_stream');
        const expectations: ExpectedRevision[] = [0n, 0n, 0n];
        expectations[failing] = failing === 1 ? 'no_stream' : 5n;
        const appends = streams.map((streamId, i) => ({ streamId, events: [newEvent(), newEvent()], expected: expectations[i]! }));
        const attempt = store().appendToStreams(appends);
        await expectWrongRevision(attempt, expectations[failing]!, 0n);
        expect(((await attempt.catch((e: unknown) => e)) as WrongExpectedRevisionError).streamId).toBe(streams[failing]);
        for (const s of streams) expect(await store().readStream(s)).toHaveLength(1);
      });
    }

    it('a missing stream expected to exist fails the whole append', async () => {
      const [a, b] = [stream('aon-new'), stream('aon-missing')];
      await expectWrongRevision(
        store().appendToStreams([
          { streamId: a, events: [newEvent()], expected: 'no_stream' },
          { streamId: b, events: [newEvent()], expected: 'stream_exists' },
        ]),
        'stream_exists',
        'no_stream',
      );
      expect(await store().readStream(a)).toEqual([]);
    });

    it('a retry with the same event ids and expectations writes nothing twice and answers as the first', async () => {
      const [a, b] = [stream('multi-idem-a'), stream('multi-idem-b')];
      await store().append(b, [newEvent()], 'no_stream');
      const appends: StreamAppend[] = [
        { streamId: a, events: [newEvent(), newEvent()], expected: 'no_stream' },
        { streamId: b, events: [newEvent()], expected: 0n },
      ];
      const first = await store().appendToStreams(appends);
      const again = await store().appendToStreams(appends);
      expect(again.map((r) => r.nextExpectedRevision)).toEqual(first.map((r) => r.nextExpectedRevision));
      expect(await store().readStream(a)).toHaveLength(2);
      expect(await store().readStream(b)).toHaveLength(2);
    });

    it('puts the events in $all in the order given, streams as listed and each in revision order', async () => {
      const before = await store().headPosition();
      const [a, b] = [stream('multi-all-a'), stream('multi-all-b')];
      const events = [newEvent('A0'), newEvent('A1'), newEvent('B0')];
      await store().appendToStreams([
        { streamId: a, events: events.slice(0, 2), expected: 'no_stream' },
        { streamId: b, events: events.slice(2), expected: 'no_stream' },
      ]);
      const seen: RecordedEvent[] = [];
      let after = before;
      for (const deadline = Date.now() + 10_000; seen.length < 3 && Date.now() < deadline; ) {
        const batch = await store().readAll({ after, maxCount: 100 });
        seen.push(...batch.events.filter((e) => e.streamId === a || e.streamId === b));
        after = batch.checkpoint;
        await readAgainSoon(batch);
      }
      expect(seen.map((e) => e.id)).toEqual(events.map((e) => e.id));
      for (let i = 1; i < seen.length; i++) expect(comparePositions(seen[i - 1]!.position, seen[i]!.position)).toBe(-1);
    });

    it('an append to several streams whose transaction commits after a later one is seen whole, exactly once', async (context) => {
      const { fixture } = current();
      if (!fixture.heldOpenTransaction) {
        console.warn(`[${name}] held-open multi-stream case skipped: the adapter has no caller-held transactions (the server commits each append on its own)`);
        context.skip();
        return;
      }
      const from = await store().headPosition();
      const [a1, a2, b] = [stream('held-multi-a1'), stream('held-multi-a2'), stream('held-multi-b')];
      const follower = follow(store(), prefix, from);
      const tx = await fixture.heldOpenTransaction(a1);
      const held = [newEvent('A1'), newEvent('A2')];
      await tx.appendToStreams([
        { streamId: a1, events: [held[0]!], expected: 'no_stream' },
        { streamId: a2, events: [held[1]!], expected: 'no_stream' },
      ]);
      const later = newEvent('B');
      await store().append(b, [later], 'no_stream');
      await new Promise((r) => setTimeout(r, 300));
      expect(follower.seen.map((e) => e.id)).toEqual([]);
      await tx.commit();
      await follower.until(() => follower.seen.length >= 3);
      await new Promise((r) => setTimeout(r, 200));
      await follower.subscription.stop();
      expect(follower.seen.map((e) => e.id)).toEqual([held[0]!.id, held[1]!.id, later.id]);
    });

    it('8 writers appending to two or three overlapping streams at once: every event once, in order, no append ever seen in part', async () => {
      const writers = 8;
      const perWriter = 300;
      const streams = Array.from({ length: 12 }, (_, i) => `${prefix}multi-hot-${i}`);
      const from = await store().headPosition();
      const follower = follow(store(), `${prefix}multi-hot-`, from);
      let appended = 0;
      let conflicts = 0;

      const writer = async (w: number) => {
        for (let i = 0; i < perWriter; i++) {
          const width = 2 + ((w + i) % 2);
          const chosen = Array.from({ length: width }, (_, k) => streams[(w * 5 + i * 7 + k * 4) % streams.length]!);
          const group = `${w}-${i}`;
          const events = chosen.map(() => newEvent('MultiHot', { group, width }));
          for (;;) {
            const expected = await Promise.all(
              chosen.map(async (s): Promise<ExpectedRevision> => (await store().readStream(s, { direction: 'backwards', maxCount: 1 }))[0]?.revision ?? 'no_stream'),
            );
            try {
              await store().appendToStreams(chosen.map((streamId, k) => ({ streamId, events: [events[k]!], expected: expected[k]! })));
              appended += width;
              break;
            } catch (error) {
              if (!(error instanceof WrongExpectedRevisionError)) throw error;
              expect(chosen).toContain(error.streamId);
              conflicts++;
            }
          }
        }
      };
      await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
      await follower.until(() => follower.seen.length >= appended, 120_000);
      await new Promise((r) => setTimeout(r, 300));
      await follower.subscription.stop();

      const seen = follower.seen;
      expect(seen).toHaveLength(appended);
      expect(new Set(seen.map((e) => e.id)).size).toBe(appended);
      for (let i = 1; i < seen.length; i++) expect(comparePositions(seen[i - 1]!.position, seen[i]!.position)).toBe(-1);
      // Each append's events arrive together: consecutive in delivery, all of them.
      const indices = new Map<string, number[]>();
      seen.forEach((e, i) => {
        const { group } = e.data as { group: string };
        indices.set(group, [...(indices.get(group) ?? []), i]);
      });
      expect(indices.size).toBe(writers * perWriter);
      for (const [, at] of indices) {
        expect(at.length).toBe((seen[at[0]!]!.data as { width: number }).width);
        expect(at.at(-1)! - at[0]!).toBe(at.length - 1);
      }
      let total = 0;
      for (const s of streams) {
        const events = await store().readStream(s);
        expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => BigInt(i)));
        total += events.length;
      }
      expect(total).toBe(appended);
      console.info(`[${name}] multi-stream writers: ${writers * perWriter} appends (${appended} events), ${conflicts} conflicts retried`);
    }, 300_000);
  });
}

/**
 * How the EventStoreDB subscription turns the client's event stream into batches:
 * ordering, batching while the handler works, backpressure, checkpoints, stop and
 * failure. The client's stream is stood in for by a plain object-mode Readable, since no
 * server runs here; the contract suite covers the real thing where one is reachable.
 */
import { Readable } from 'node:stream';
import { UnavailableError, type KurrentDBClient, type SubscribeToAllOptions } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { EventStoreUnavailableError } from '../errors.js';
import type { AllBatch } from '../port.js';
import { subscribe } from './subscription.js';

class FakeSubscription extends Readable {
  unsubscribed = false;
  constructor() {
    super({ objectMode: true, read() {} });
  }
  async unsubscribe() {
    this.unsubscribed = true;
  }
}

function fakeClient() {
  const source = new FakeSubscription();
  let options: SubscribeToAllOptions | undefined;
  const client = {
    subscribeToAll(o: SubscribeToAllOptions) {
      options = o;
      return source;
    },
  } as unknown as KurrentDBClient;
  let n = 0;
  return {
    client,
    source,
    options: () => options!,
    /** Pushes an event as the client would, at the next position. */
    push(type = 'Happened', at = ++n * 10) {
      const position = { commit: BigInt(at), prepare: BigInt(at) };
      source.push({
        event: { streamId: 's', id: `id-${at}`, isJson: true, revision: 0n, type, created: new Date(0), data: {}, metadata: { correlationId: 'c' }, position },
      });
    },
    checkpoint(at: number) {
      const filter = options!.filter!;
      return filter.checkpointReached!(source as never, { commit: BigInt(at), prepare: BigInt(at) });
    },
  };
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

const tick = (ms = 10) => new Promise((r) => setTimeout(r, ms));
const ids = (batch: AllBatch) => batch.events.map((e) => e.id);

describe('EventStoreDB subscription', () => {
  it('starts after the position, excluding system events on the server', async () => {
    const fake = fakeClient();
    const sub = subscribe(fake.client, async () => {}, { after: { commit: 20n, prepare: 20n } });
    expect(fake.options().fromPosition).toEqual({ commit: 20n, prepare: 20n });
    expect(fake.options().filter).toMatchObject({ filterOn: 'eventType', regex: '^[^$].*' });
    await sub.stop();
    const fromStart = subscribe(fakeClient().client, async () => {});
    await fromStart.stop();
  });

  it('delivers in order, one call at a time, batching what arrives while the handler works', async () => {
    const fake = fakeClient();
    const batches: AllBatch[] = [];
    const first = gate();
    let active = 0;
    const sub = subscribe(fake.client, async (batch) => {
      expect(++active).toBe(1);
      batches.push(batch);
      if (batches.length === 1) await first.opened;
      active--;
    });
    fake.push();
    await tick();
    for (let i = 0; i < 4; i++) fake.push();
    await tick();
    expect(batches).toHaveLength(1);
    first.open();
    await tick();
    await sub.stop();
    expect(batches.map(ids)).toEqual([['id-10'], ['id-20', 'id-30', 'id-40', 'id-50']]);
    expect(batches[1]!.checkpoint).toEqual({ commit: 50n, prepare: 50n });
    expect(fake.source.unsubscribed).toBe(true);
  });

  it('skips events of other types and events at or before the start, while the checkpoint moves on', async () => {
    const fake = fakeClient();
    const batches: AllBatch[] = [];
    const sub = subscribe(fake.client, async (b) => void batches.push(b), { after: { commit: 10n, prepare: 10n }, eventTypes: ['Kept'] });
    fake.push('Kept'); // at 10: the start itself
    fake.push('Dropped');
    fake.push('$metadata');
    fake.push('Kept');
    await tick();
    await sub.stop();
    const all = batches.flatMap((b) => b.events);
    expect(all.map((e) => e.id)).toEqual(['id-40']);
    expect(batches.at(-1)!.checkpoint).toEqual({ commit: 40n, prepare: 40n });
  });

  it("reports the server's checkpoint once no earlier event waits", async () => {
    const fake = fakeClient();
    const batches: AllBatch[] = [];
    const sub = subscribe(fake.client, async (b) => void batches.push(b));
    fake.push();
    await tick();
    await fake.checkpoint(500);
    await tick();
    await sub.stop();
    expect(batches.map((b) => [ids(b), b.checkpoint.commit])).toEqual([
      [['id-10'], 10n],
      [[], 500n],
    ]);
  });

  it('pauses the client stream when two batches wait, and resumes as the handler catches up', async () => {
    const fake = fakeClient();
    const release = gate();
    const seen: string[] = [];
    const sub = subscribe(
      fake.client,
      async (b) => {
        seen.push(...ids(b));
        await release.opened;
      },
      { batchSize: 2 },
    );
    fake.push();
    await tick();
    for (let i = 0; i < 10; i++) fake.push();
    await tick();
    expect(fake.source.isPaused()).toBe(true);
    release.open();
    await tick(50);
    expect(fake.source.isPaused()).toBe(false);
    expect(seen).toHaveLength(11);
    expect(seen).toEqual(Array.from({ length: 11 }, (_, i) => `id-${(i + 1) * 10}`));
    await sub.stop();
  });

  it('stop waits for the handler in flight, then delivers nothing more', async () => {
    const fake = fakeClient();
    const release = gate();
    let finished = false;
    let calls = 0;
    const sub = subscribe(fake.client, async () => {
      calls++;
      await release.opened;
      finished = true;
    });
    fake.push();
    await tick();
    fake.push();
    const stopping = sub.stop();
    await tick();
    expect(finished).toBe(false);
    release.open();
    await stopping;
    expect(finished).toBe(true);
    await expect(sub.done).resolves.toBeUndefined();
    expect(calls).toBe(1);
  });

  it('done rejects with the handler error', async () => {
    const fake = fakeClient();
    const sub = subscribe(fake.client, async () => {
      throw new Error('handler failed');
    });
    fake.push();
    await expect(sub.done).rejects.toThrow('handler failed');
    expect(fake.source.unsubscribed).toBe(true);
  });

  it('done rejects with EventStoreUnavailableError when the connection fails or the server ends the stream', async () => {
    const broken = fakeClient();
    const a = subscribe(broken.client, async () => {});
    broken.source.destroy(new UnavailableError(undefined, 'connection lost'));
    await expect(a.done).rejects.toBeInstanceOf(EventStoreUnavailableError);

    const ended = fakeClient();
    const b = subscribe(ended.client, async () => {});
    ended.source.push(null);
    await expect(b.done).rejects.toBeInstanceOf(EventStoreUnavailableError);
  });
});

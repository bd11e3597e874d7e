import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comparePositions } from '@app/core/eventstore/port';
import { applyBatch } from '../src/applyBatch.js';
import { buildProjection } from '../src/build.js';
import { defineProjection } from '../src/projection.js';
import { createFreshSchema } from '../src/schema.js';
import { ProjectionRunner } from '../src/runner.js';
import { ProjectorSignals } from '../src/signals.js';
import { liveCheckpoint, waitForProjections } from '../src/waitForProjections.js';
import { connect, countingProjection, counted, createFixture, eventually, log, type Fixture } from './fixtures.js';

let f: Fixture;
beforeEach(async () => {
  f = await createFixture();
});
afterEach(async () => {
  await f.close();
});

function runner(projection = countingProjection(), batchSize = 100) {
  return new ProjectionRunner({ projection, store: f.store, connectionString: f.db.url, batchSize, pollMs: 50, log });
}

const counts = () => f.rows('SELECT stream_id, n, last_revision FROM rm_counting.stream_counts ORDER BY stream_id');

describe('projector', () => {
  it('builds a new projection from the start, then follows live events, with an exact checkpoint', async () => {
    await f.fill(1000);
    const r = runner();
    r.start();
    await eventually(async () => (await f.rows('SELECT 1 FROM rm_counting.seen')).length === 1000);
    await f.fill(250, { streams: 3 });
    await eventually(async () => (await f.rows('SELECT 1 FROM rm_counting.seen')).length === 1250);
    const head = await f.store.headPosition();
    expect(await waitForProjections(f.db.pool, head, { projections: ['counting'], timeoutMs: 5000 })).toBe(true);
    await r.stop();
    const total = (await counts()) as { n: number }[];
    expect(total.reduce((sum, row) => sum + row.n, 0)).toBe(1250);
  });

  it('ignores event types it does not handle, yet moves its checkpoint past them', async () => {
    const r = runner();
    r.start();
    await f.fill(40, { type: 'Unrelated' });
    const head = await f.store.headPosition();
    expect(await waitForProjections(f.db.pool, head, { projections: ['counting'], timeoutMs: 5000 })).toBe(true);
    await r.stop();
    expect(await f.rows('SELECT 1 FROM rm_counting.seen')).toHaveLength(0);
  });

  it('rolls a failing batch back whole: no row and no checkpoint of it remain', async () => {
    await f.fill(30);
    // Caught up by a runner, not a one-off build: a build ends at what the cluster's oldest
    // open transaction lets it see, which another test's database may hold back.
    const healthy = runner(countingProjection(1, 'Poison'));
    healthy.start();
    await eventually(async () => (await f.rows('SELECT 1 FROM rm_counting.seen')).length === 30);
    await healthy.stop();
    // One append, one transaction: the five events and the poison always arrive in one batch.
    await f.store.append('poisoned', [...Array.from({ length: 5 }, () => counted('Counted')), counted('Poison')], 'no_stream');
    const r = runner(countingProjection(1, 'Poison'), 1000);
    r.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await r.stop();
    expect(await f.rows('SELECT 1 FROM rm_counting.seen')).toHaveLength(30);
    const [firstPoisoned] = await f.store.readStream('poisoned');
    expect(comparePositions((await liveCheckpoint(f.db.pool, 'counting'))!, firstPoisoned!.position)).toBeLessThan(0);
  });

  // These two apply batches by hand to a fresh schema, with events read from their stream:
  // a build would only see what the cluster's oldest open transaction lets it (see above).
  it('a statement refused among the pipelined writes rolls its batch back whole, with its own error; the connection goes on', async () => {
    const client = await connect(f.db.url);
    try {
      await createFreshSchema(client, 'rm_counting', countingProjection(1));
      const before = await liveCheckpoint(f.db.pool, 'counting');
      // The refused INSERT sits between the writes of the events around it.
      await f.store.append('poisoned', [counted('Counted'), counted('Poison'), counted('Counted')], 'no_stream');
      const events = await f.store.readStream('poisoned');
      const checkpoint = events.at(-1)!.position;
      await expect(applyBatch(client, countingProjection(1, 'sql'), 'rm_counting', events, checkpoint)).rejects.toMatchObject({ code: '22012' });
      expect(await f.rows('SELECT 1 FROM rm_counting.seen')).toHaveLength(0);
      expect(await liveCheckpoint(f.db.pool, 'counting')).toEqual(before);
      // Nothing is left open or queued: the same batch, healthy, lands on the same connection.
      expect(client.getTransactionStatus()).toBe('I');
      await applyBatch(client, countingProjection(1), 'rm_counting', events, checkpoint);
      expect(await f.rows('SELECT 1 FROM rm_counting.seen')).toHaveLength(3);
      expect(await liveCheckpoint(f.db.pool, 'counting')).toEqual(checkpoint);
    } finally {
      await client.end();
    }
  });

  it('commits a batch without waiting for its WAL flush, for that transaction only', async () => {
    const settings = defineProjection({
      name: 'settings',
      version: 1,
      eventTypes: ['Counted'],
      tables: 'CREATE TABLE seen (event_id uuid PRIMARY KEY, synchronous_commit text NOT NULL);',
      async handle(db, event) {
        db.write(`INSERT INTO seen VALUES ($1, current_setting('synchronous_commit'))`, [event.id]);
      },
    });
    const client = await connect(f.db.url);
    try {
      await createFreshSchema(client, 'rm_settings', settings);
      await f.store.append('settings', [counted('Counted')], 'no_stream');
      const events = await f.store.readStream('settings');
      await applyBatch(client, settings, 'rm_settings', events, events.at(-1)!.position);
      expect(await f.rows('SELECT synchronous_commit FROM rm_settings.seen')).toEqual([{ synchronous_commit: 'off' }]);
      // The connection's own setting is untouched (SET LOCAL): whatever runs on it next commits as usual.
      expect((await client.query('SHOW synchronous_commit')).rows).toEqual([{ synchronous_commit: 'on' }]);
    } finally {
      await client.end();
    }
  });

  it('a live batch of one write is one statement with its checkpoint, refused whole when the checkpoint does not move', async () => {
    const single = defineProjection({
      name: 'single',
      version: 1,
      eventTypes: ['Counted'],
      tables: 'CREATE TABLE seen (event_id uuid PRIMARY KEY);',
      async handle(db, event) {
        db.write('INSERT INTO seen VALUES ($1)', [event.id]);
      },
      async handleBatch(db, events) {
        db.write('INSERT INTO seen SELECT unnest($1::uuid[])', [events.map((e) => e.id)]);
      },
    });
    const client = await connect(f.db.url);
    try {
      await createFreshSchema(client, 'rm_single', single);
      // As a live runner's connection starts (runner.ts): its schema, and no wait for the flush.
      await client.query('SET search_path TO rm_single');
      await client.query('SET synchronous_commit TO off');
      await f.store.append('single', [counted('Counted'), counted('Counted')], 'no_stream');
      const events = await f.store.readStream('single');
      const sent: string[] = [];
      const query = client.query.bind(client);
      client.query = ((...args: Parameters<typeof query>) => (sent.push(String((args[0] as { text?: string }).text ?? args[0])), query(...args))) as typeof query;
      try {
        await applyBatch(client, single, 'rm_single', events, events.at(-1)!.position, true);
        expect(sent).toHaveLength(1);
        expect(sent[0]).toMatch(/^WITH written AS \(INSERT INTO seen SELECT unnest/);
        expect(await f.rows('SELECT count(*)::int AS n FROM rm_single.seen')).toEqual([{ n: 2 }]);
        expect(await liveCheckpoint(f.db.pool, 'single')).toEqual(events.at(-1)!.position);

        await f.store.append('single', [counted('Counted')], 1n);
        const late = (await f.store.readStream('single')).slice(2);
        await expect(applyBatch(client, single, 'rm_single', late, events.at(-1)!.position, true)).rejects.toThrow('Checkpoint of single did not move: batch refused');
        expect(await f.rows('SELECT count(*)::int AS n FROM rm_single.seen')).toEqual([{ n: 2 }]);
      } finally {
        client.query = query;
      }
    } finally {
      await client.end();
    }
  });

  it('refuses a batch whose checkpoint does not move: its writes are rolled back', async () => {
    const client = await connect(f.db.url);
    try {
      await createFreshSchema(client, 'rm_counting', countingProjection(1));
      const at = (await liveCheckpoint(f.db.pool, 'counting'))!;
      await f.store.append('late', [counted('Counted')], 'no_stream');
      const events = await f.store.readStream('late');
      await expect(applyBatch(client, countingProjection(1), 'rm_counting', events, at)).rejects.toThrow('Checkpoint of counting did not move: batch refused');
      // The handler's INSERT ran inside the refused transaction.
      expect(await f.rows('SELECT 1 FROM rm_counting.seen')).toHaveLength(0);
    } finally {
      await client.end();
    }
  });

  it('rebuilds into fresh tables when its version changes, and swaps them in at once', async () => {
    await f.fill(300);
    const v1 = runner(countingProjection(1));
    v1.start();
    await eventually(async () => (await f.rows('SELECT 1 FROM rm_counting.seen')).length === 300);
    await v1.stop();
    const v2 = runner(countingProjection(2));
    v2.start();
    await eventually(async () => (await f.rows('SELECT 1 FROM rm_counting.seen WHERE version = 2')).length === 300);
    await v2.stop();
    expect(await f.rows('SELECT 1 FROM rm_counting.seen WHERE version = 1')).toHaveLength(0);
    expect(await f.rows(`SELECT 1 FROM pg_namespace WHERE nspname = 'rm_counting__build'`)).toHaveLength(0);
  });

  it('a rebuild stopped half-way and started again ends identical, row for row, to an uninterrupted one', async () => {
    await f.fill(2000, { streams: 7, perAppend: 13 });
    const client = await connect(f.db.url);
    await buildProjection(client, countingProjection(1), f.store, { batchSize: 97 });
    const uninterrupted = { counts: await counts(), seen: await f.rows('SELECT * FROM rm_counting.seen ORDER BY event_id') };

    // A read that comes back short ends a build (caught up). One does while a transaction
    // of another database is in flight (xmin is the cluster's, and test files run two at
    // once), so a build meant to be stopped may finish instead: then it is tried again.
    let stopped = true;
    for (let attempt = 0; stopped && attempt < 5; attempt++) {
      await client.query('DROP SCHEMA IF EXISTS rm_counting CASCADE; DROP SCHEMA IF EXISTS rm_counting__build CASCADE');
      let batches = 0;
      stopped = await buildProjection(client, countingProjection(1), f.store, { batchSize: 97, shouldStop: () => ++batches > 5 });
    }
    expect(stopped).toBe(false);
    expect(await f.rows(`SELECT 1 FROM pg_namespace WHERE nspname = 'rm_counting'`)).toHaveLength(0);
    expect((await f.rows('SELECT 1 FROM rm_counting__build.seen')).length).toBe(5 * 97);
    expect(await buildProjection(client, countingProjection(1), f.store, { batchSize: 97 })).toBe(true);
    await client.end();

    expect(await counts()).toEqual(uninterrupted.counts);
    expect(await f.rows('SELECT * FROM rm_counting.seen ORDER BY event_id')).toEqual(uninterrupted.seen);
    // Both checkpoints lie past the last event (where exactly depends on in-flight transactions then).
    expect(comparePositions((await liveCheckpoint(f.db.pool, 'counting'))!, await f.store.headPosition())).toBeGreaterThanOrEqual(0);
  });

  it('lets only one of two runners be active; the other takes over from the checkpoint when it stops', async () => {
    const a = runner();
    const b = runner();
    a.start();
    await eventually(async () => a.status === 'live');
    b.start();
    await eventually(async () => b.status === 'standby');
    await f.fill(200);
    await eventually(async () => (await f.rows('SELECT 1 FROM rm_counting.seen')).length === 200);
    await a.stop();
    await eventually(async () => b.status === 'live');
    await f.fill(200);
    await eventually(async () => (await f.rows('SELECT 1 FROM rm_counting.seen')).length === 400);
    await b.stop();
  });
  it('settles many concurrent read-your-writes waiters through one shared watch, each on its own position and deadline', async () => {
    const r = runner();
    r.start();
    await f.fill(20);
    const reached = await f.store.headPosition();
    const beyond = { commit: reached.commit + 1_000_000n, prepare: reached.prepare + 1_000_000n };
    // Checkpoint reads in flight at once, through a pool only the waiters use.
    let inFlight = 0;
    let mostAtOnce = 0;
    const pool = new Proxy(f.db.pool, {
      get(target, key, receiver) {
        if (key !== 'query') return Reflect.get(target, key, receiver);
        return (...args: unknown[]) => {
          const result = (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
          if (typeof args[0] !== 'string' || !args[0].includes('_projection')) return result;
          mostAtOnce = Math.max(mostAtOnce, ++inFlight);
          return result.finally(() => inFlight--);
        };
      },
    });
    const waits = [
      ...Array.from({ length: 100 }, () => waitForProjections(pool, reached, { projections: ['counting'], timeoutMs: 10_000 })),
      ...Array.from({ length: 50 }, () => waitForProjections(pool, beyond, { projections: ['counting'], timeoutMs: 500 })),
      waitForProjections(pool, reached, { projections: ['never-built'], timeoutMs: 300 }),
    ];
    const results = await Promise.all(waits);
    await r.stop();
    expect(results.slice(0, 100).every((x) => x === true)).toBe(true);
    expect(results.slice(100)).toEqual(Array.from({ length: 51 }, () => false));
    // One loop reads for all (two at once only while 'never-built' sends it one by one); a loop per waiter had 151 reading at once.
    expect(mostAtOnce).toBeLessThanOrEqual(2);
  });
  it('announces a waiter that is behind once, in its checkpoint read, and one that is not, never', async () => {
    const r = runner();
    r.start();
    await f.fill(5);
    const reached = await f.store.headPosition();
    expect(await waitForProjections(f.db.pool, reached, { projections: ['counting'], timeoutMs: 5000 })).toBe(true);
    await r.stop();
    const signals = new ProjectorSignals(f.db.url);
    const seen = { rebuild: 0, waited: 0 };
    signals.subscribe('counting', { rebuild: () => seen.rebuild++, waited: () => seen.waited++ });
    await eventually(async () => seen.rebuild === 1);
    const statements: string[] = [];
    const pool = new Proxy(f.db.pool, {
      get(target, key, receiver) {
        if (key !== 'query') return Reflect.get(target, key, receiver);
        return (...args: unknown[]) => {
          statements.push(String(args[0]));
          return (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
        };
      },
    });
    try {
      expect(await waitForProjections(pool, reached, { projections: ['counting'], timeoutMs: 2000 })).toBe(true);
      const beyond = { commit: reached.commit + 1_000_000n, prepare: reached.prepare };
      // Polled every 4 ms for 300 ms, then given up: announced by its first read only.
      expect(await waitForProjections(pool, beyond, { projections: ['counting'], timeoutMs: 300 })).toBe(false);
      await eventually(async () => seen.waited === 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seen.waited).toBe(1);
      expect(statements.length).toBeGreaterThan(10);
      expect(statements.every((sql) => sql.includes('_projection'))).toBe(true);
    } finally {
      await signals.close();
    }
  });
  it('looks at a waiter that a settled waiter adds at once (it is answered, not left hanging past its deadline)', async () => {
    const r = runner();
    r.start();
    await f.fill(3);
    const reached = await f.store.headPosition();
    const wait = (timeoutMs: number) => waitForProjections(f.db.pool, reached, { projections: ['counting'], timeoutMs });
    // The second wait is asked for in the first one's continuation, as the watch settles the first and finds no one left.
    const second = wait(5000).then(() => wait(300));
    const hung = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 3000).unref());
    expect(await Promise.race([second, hung])).toBe(true);
    await r.stop();
  });
});

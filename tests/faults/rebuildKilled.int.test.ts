/**
 * Fault: `npm run projections:rebuild` killed with SIGKILL three times while it rebuilds
 * every projection over 200,000 events. Each build keeps its checkpoint inside the
 * schema it builds, so the next run resumes; once a run finishes, every read-model table
 * must hold exactly the rows an uninterrupted rebuild of the same log gives.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, systemContext } from '@app/core/accounts/registerAccount';
import { handleCommand } from '@app/core/commands/handleCommand';
import { couponDecider } from '@app/core/coupons/couponDecider';
import { couponStreamId } from '@app/core/coupons/couponEvents';
import { createPostgresEventStore, type EventStore } from '@app/core/eventstore';
import { slotDecider } from '@app/core/schedules/slotDecider';
import { slotIdOf, slotStreamId } from '@app/core/schedules/slotEvents';
import { createTestDatabase, type TestDatabase } from '@app/core/testing/testDatabase';
import { countEvents, topUp } from '../bench/eventstore/catchUp.js';
import { startChild, until } from './support/child.js';
import { readModelDigest } from './support/readModels.js';

const EVENTS = 200_000;
const KILLS = 3;

let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  store = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: 50 });
  await seedDomainEvents(store, db);
  // The bulk: the event benchmark's appends of 100 events to new streams, which only
  // the audit log projects; the domain events above fill the other read models.
  await topUp(store, db.pool, EVENTS);
}, 300_000);

afterAll(async () => {
  await store?.close();
  await db?.drop();
});

/** A little of everything the read models show: accounts, slots with seats taken and given back, coupons used. */
async function seedDomainEvents(store: EventStore, db: TestDatabase): Promise<void> {
  const context = systemContext();
  for (let i = 0; i < 5; i++) {
    await createAccount({ pool: db.pool, store }, { email: `rebuild.${i}.${randomUUID().slice(0, 6)}@example.ph`, password: null, firstName: 'Ana', lastName: `Reyes ${i}`, roles: ['customer'] }, context);
  }
  for (let i = 0; i < 40; i++) {
    const date = new Date(Date.now() + (3 + Math.floor(i / 8)) * 86_400_000).toISOString().slice(0, 10);
    const startAt = `${String(8 + (i % 8)).padStart(2, '0')}:00`;
    const slotId = slotIdOf(date, startAt);
    await handleCommand(store, slotStreamId(slotId), slotDecider, { type: 'PlanSlot', date, startAt, durationHours: 2, capacity: 3, country: 'PH', now: context.now }, context);
    const [first, second] = [randomUUID(), randomUUID()];
    const seat = (type: 'ReserveSeat' | 'ReleaseSeat', bookingId: string) => handleCommand(store, slotStreamId(slotId), slotDecider, { type, id: slotId, bookingId, now: context.now }, context);
    await seat('ReserveSeat', first);
    await seat('ReserveSeat', second);
    await seat('ReleaseSeat', first);
  }
  for (let i = 0; i < 20; i++) {
    const id = randomUUID();
    const terms = { code: `REBUILD${i}`, label: `Rebuild ${i}`, amount: 10, isPercentage: true, isDisposable: false, usageLimit: 5, allCustomers: true, customerIds: [], expiresAt: '2999-01-01T00:00:00.000Z' };
    await handleCommand(store, couponStreamId(id), couponDecider, { type: 'CreateCoupon', id, terms }, context);
    await handleCommand(store, couponStreamId(id), couponDecider, { type: 'RedeemCoupon', id, bookingId: randomUUID(), customerId: null, now: context.now }, context);
  }
}

/** The furthest commit position any build schema has reached (-1 while none has committed a batch). */
async function buildProgress(): Promise<bigint> {
  const { rows } = await db.pool.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm\\_%\\_\\_build'`);
  let furthest = -1n;
  for (const { nspname } of rows) {
    const state = await db.pool.query<{ commit: string }>(`SELECT commit_position AS commit FROM "${nspname}"._projection`).catch(() => ({ rows: [] }));
    for (const r of state.rows) if (BigInt(r.commit) > furthest) furthest = BigInt(r.commit);
  }
  return furthest;
}

// Batches of 2,000 (PROJECTOR_BATCH_SIZE; 500 by default): still a hundred commits to
// kill between, in less time than the suite can spare for the default's four hundred.
const rebuildEnv = () => ({ DATABASE_URL: db.url, PROJECTOR_BATCH_SIZE: '2000' });

it('ends with every read model identical, row for row, to a clean rebuild after three kill -9 during the rebuild', async () => {
  expect(await countEvents(db.pool)).toBeGreaterThanOrEqual(EVENTS);

  // Killed three times, each time after the build has committed more than the last run did.
  let reached = -1n;
  const progress: bigint[] = [];
  for (let kill = 0; kill < KILLS; kill++) {
    const run = startChild('rebuild', rebuildEnv());
    const from = reached;
    reached = await until(
      `rebuild run ${kill + 1} to commit a batch past ${from}`,
      async () => {
        const now = await buildProgress();
        return now > from ? now : undefined;
      },
      120_000,
      20,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${run.output()}`);
    });
    expect(await run.kill9(), 'the rebuild was still running when killed').toBe(137);
    progress.push(reached);
  }
  // Each kill landed mid-build: a later position each time, none of them the end.
  expect(progress).toEqual([...progress].sort((a, b) => (a < b ? -1 : 1)));
  expect(new Set(progress).size).toBe(KILLS);

  const finish = startChild('rebuild', rebuildEnv());
  expect(await finish.exited, finish.output()).toBe(0);
  const afterKills = await readModelDigest(db.pool);

  // The reference: an uninterrupted rebuild of the same log, from empty build schemas.
  const clean = startChild('rebuild', rebuildEnv());
  expect(await clean.exited, clean.output()).toBe(0);
  const reference = await readModelDigest(db.pool);

  expect(Object.keys(reference)).toEqual(expect.arrayContaining(['rm_audit_log.audit_events', 'rm_schedules.slots', 'rm_coupons.coupons', 'rm_users.users']));
  expect(reference['rm_audit_log.audit_events']!.rows).toBeGreaterThanOrEqual(EVENTS);
  expect(reference['rm_schedules.slots']!.rows).toBe(40);
  expect(afterKills).toEqual(reference);
}, 600_000);

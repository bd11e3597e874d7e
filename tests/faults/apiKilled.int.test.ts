/**
 * Fault: an api process killed with SIGKILL while customers book through it. A booking,
 * its seat and its coupon use are one atomic append (core bookings/placement), so the kill
 * cannot strand a seat or a coupon use: with no reconciler at all, none may be held for a
 * booking that does not exist, and every booking answered 201 is there. (Under the saga
 * this test had to run the reconciler first.) The customers' calls carry an
 * Idempotency-Key and are sent again with it after the api comes back: a placement saved
 * whose answer the kill lost is answered as that booking, and no key places a second one.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { couponStreamId } from '@app/core/coupons/couponEvents';
import { slotStreamId } from '@app/core/schedules/slotEvents';
import { freePort } from '../../scripts/lib/net.js';
import { startStack, type TestStack } from '../../services/api/test/support/stack.js';
import { BookingLoad, seedLoad, type LoadSeeds } from './support/bookingLoad.js';
import { heldWithoutBooking, seatsWithoutBooking } from './support/orphans.js';
import { keyedOutcome } from './support/retries.js';
import { startChild, until, type Child } from './support/child.js';

let stack: TestStack;
let api: Child;
let seeds: LoadSeeds;
let env: NodeJS.ProcessEnv;
let base: URL;

/** The api on its port, answering. */
async function startApi(): Promise<void> {
  api = startChild('api', env);
  await until('the api to answer /healthz', async () => (await fetch(new URL('/healthz', base))).ok, 90_000, 200).catch((error: Error) => {
    throw new Error(`${error.message}\n${api.output()}`);
  });
}

beforeAll(async () => {
  stack = await startStack();
  const port = await freePort();
  env = {
    DATABASE_URL: stack.db.url,
    API_PORT: String(port),
    API_METRICS_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: stack.config.DATA_DIR,
    DEMO_DATA: 'false',
  };
  base = new URL(`http://127.0.0.1:${port}`);
  await startApi();
  seeds = await seedLoad(stack, base, { customers: 6, slots: 3 });
}, 180_000);

afterAll(async () => {
  await api?.kill9();
  await stack?.close();
});

/** Booking ids holding something on a stream: reserved (or redeemed) and not released since. */
async function holders(streamId: string, take: string, give: string): Promise<Set<string>> {
  const held = new Set<string>();
  for (const event of await stack.store.readStream(streamId)) {
    const { bookingId } = event.data as { bookingId: string };
    if (event.type === take) held.add(bookingId);
    if (event.type === give) held.delete(bookingId);
  }
  return held;
}

it('leaves no seat or coupon use without its booking, with no reconciler; a lost answer retried with its key is the same booking', async () => {
  const load = new BookingLoad(seeds, 0);
  let inFlightAtKill = 0;
  let killedAt = 0;
  try {
    await load.waitFor(201, 6);
    // Kill it in the middle of placements: while several are in flight.
    await until('placements in flight', async () => load.inFlight() >= 2, 30_000, 1);
    inFlightAtKill = load.inFlight();
    killedAt = Date.now();
    expect(await api.kill9()).toBe(137);
    await until('calls after the kill to fail', async () => load.attempts.filter((a) => a.startedAt > killedAt && a.status === 0).length >= 3, 30_000);
    // Back on the same port: the calls that got no answer are sent again with their keys.
    await startApi();
    await load.waitFor(201, 3, Date.now(), 60_000);
  } finally {
    await load.stop();
  }
  console.log('answers', load.statuses(), 'in flight at the kill', inFlightAtKill);
  expect(inFlightAtKill).toBeGreaterThan(0);
  expect(load.attempts.filter((a) => a.status !== 201 && a.status !== 0)).toEqual([]);

  expect(await heldWithoutBooking(stack.db.pool)).toBe(0);
  await stack.settled();

  const keyed = await keyedOutcome(stack.db.pool, stack.store, load.attempts);
  console.log('idempotency keys', keyed);
  expect(keyed.problems).toEqual([]);
  // Every booking is one key's: no retry placed a second.
  expect(keyed.bookings).toBe(keyed.keysWithBooking);
  expect(keyed.recovered).toBeGreaterThanOrEqual(1);

  const exists = async (bookingId: string) => (await stack.store.readStream(bookingStreamId(bookingId), { maxCount: 1 })).length > 0;
  const orphans: string[] = [];
  for (const slotId of seeds.slotIds) {
    for (const bookingId of await holders(slotStreamId(slotId), 'SeatReserved', 'SeatReleased')) if (!(await exists(bookingId))) orphans.push(`seat of ${bookingId} on ${slotId}`);
  }
  const couponHolders = await holders(couponStreamId(seeds.couponId), 'CouponRedeemed', 'CouponRedemptionReleased');
  for (const bookingId of couponHolders) if (!(await exists(bookingId))) orphans.push(`coupon use of ${bookingId}`);
  expect(orphans).toEqual([]);

  const booked = load.booked();
  expect(booked.length).toBeGreaterThanOrEqual(6);
  for (const { bookingId } of booked) {
    expect(await exists(bookingId)).toBe(true);
    expect(couponHolders.has(bookingId)).toBe(true);
  }
  // The read models agree: every seat a slot counts is a booking's.
  expect(await seatsWithoutBooking(stack.db.pool, seeds.slotIds)).toBe(0);
}, 180_000);

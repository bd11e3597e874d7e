/**
 * Fault: PostgreSQL stopped abruptly (`pg_ctl stop -m immediate`) under a booking load,
 * then started again. A server of this file's own, so the suite's shared one lives on.
 * While it is down the api answers 503 with a message (no hang, no 500, no crash); it
 * books again soon after PostgreSQL is back, without a restart; every booking that was
 * answered 201 is there afterwards; and no seat or coupon use is held for a booking that
 * does not exist, with no reconciler (one atomic placement: the stop cannot cut one in two).
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { referencesOfBookings } from '@app/projections/readModels/bookingList/bookings';
import { startStack, type TestStack } from '../../services/api/test/support/stack.js';
import { BookingLoad, seedLoad, type LoadSeeds } from './support/bookingLoad.js';
import { heldWithoutBooking, seatsWithoutBooking } from './support/orphans.js';
import { keyedOutcome } from './support/retries.js';
import { ownPostgres, type OwnServer } from './support/servers.js';

let postgres: OwnServer;
let stack: TestStack;
let server: http.Server;
let seeds: LoadSeeds;
const sharedDatabaseUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  postgres = await ownPostgres();
  // The stack makes its database on the server DATABASE_URL names: this file's own.
  process.env.DATABASE_URL = postgres.url;
  stack = await startStack();
  server = stack.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  seeds = await seedLoad(stack, new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`), { customers: 4, slots: 4 });
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await stack?.close();
  await postgres?.close();
  if (sharedDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = sharedDatabaseUrl;
}, 120_000);

it('answers 503 while PostgreSQL is down, books again once it is back, and loses no booking it confirmed', async () => {
  const load = new BookingLoad(seeds);
  let down = false;
  try {
    await load.waitFor(201, 5);
    // The fault lands on calls in flight.
    while (load.inFlight() === 0) await new Promise((r) => setTimeout(r, 1));
    await postgres.stop();
    down = true;
    const downAt = Date.now();

    // Calls that start while it is down: each answered, with 503 and a message.
    const startedDown = () => load.attempts.filter((a) => a.startedAt >= downAt + 100);
    while (startedDown().filter((a) => a.endedAt !== undefined).length < 8) {
      expect(Date.now() - downAt, `answers while down: ${JSON.stringify(load.statuses())}`).toBeLessThan(60_000);
      await new Promise((r) => setTimeout(r, 50));
    }
    const outage = startedDown();
    await postgres.start();
    down = false;
    const upAt = Date.now();
    for (const answer of outage.filter((a) => a.endedAt !== undefined && a.endedAt < upAt)) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ status: 503, message: 'The service is temporarily unavailable. Please try again in a moment.' });
    }

    const [first] = await load.waitFor(201, 1, upAt, 30_000);
    const recoveryMs = first!.endedAt! - upAt;
    console.log(`first booking ${recoveryMs} ms after PostgreSQL was back`);
    expect(recoveryMs).toBeLessThanOrEqual(5000);
    await load.waitFor(201, 3, upAt, 30_000);
  } finally {
    await load.stop();
    if (down) await postgres.start();
  }

  console.log('answers', load.statuses());
  // No 500, no dropped connection, no call left hanging.
  expect(load.attempts.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
  expect(load.attempts.filter((a) => a.endedAt! - a.startedAt > 20_000)).toEqual([]);

  const booked = load.booked();
  await stack.settled();
  const found = await referencesOfBookings(stack.db.pool, booked.map((b) => b.bookingId));
  expect([...found.keys()].sort()).toEqual(booked.map((b) => b.bookingId).sort());
  for (const { bookingId } of booked) expect((await stack.store.readStream(bookingStreamId(bookingId))).length).toBeGreaterThan(0);
  expect(await heldWithoutBooking(stack.db.pool)).toBe(0);
  expect(await seatsWithoutBooking(stack.db.pool, seeds.slotIds)).toBe(0);
  // Each 503 was sent again with its Idempotency-Key (bookingLoad.ts): a placement saved
  // whose answer was a 503 came back as that booking, and no key placed a second one.
  const keyed = await keyedOutcome(stack.db.pool, stack.store, load.attempts);
  console.log('idempotency keys', keyed);
  expect(keyed.problems).toEqual([]);
  expect(keyed.bookings).toBe(keyed.keysWithBooking);
  expect(keyed.recovered).toBeGreaterThanOrEqual(1);
}, 180_000);

/**
 * Customers booking through HTTP for a fixed time. A customer's visit places a booking
 * (`POST /api/bookings`: a slot, two services, the coupon, the sandbox gateway) and pays it
 * at the sandbox (`POST <payment url path>/pay`). Two ways to send them:
 * - closed loop (`concurrency`): that many loops, each starting its next visit as soon as
 *   the last one ends. The rate is whatever the system gives back; the customers fall
 *   into step (a projector batch answers them all at once, so they all come back at once).
 * - open loop (`rate`): visits arrive at random (a Poisson process) at that mean rate,
 *   however many are still in flight, the way independent customers do. A visit's
 *   latency counts from when it was due, so a late timer or a stalled system shows in it
 *   (no coordinated omission). This is the shape of "N bookings/s with p99 under X".
 * A call that started before the deadline is counted when it finishes; the elapsed time
 * runs until the last visit is done, so the rate is honest.
 *
 * Projection lag, two ways, sampled beside the load:
 * - visible after 201: every Nth booking, the time from its 201 until its row is in the
 *   bookings read model (POST /api/bookings waits for read-your-writes before answering,
 *   so this is ~0 unless that wait timed out);
 * - projector catch-up: every 250 ms, the time from reading the store's head until the
 *   bookings projection's checkpoint has passed it.
 */
import { performance } from 'node:perf_hooks';
import { comparePositions, type EventStore } from '@app/core/eventstore';
import { createPool, type Pool } from '@app/core/db/pool';
import { liveCheckpoint } from '@app/projections/waitForProjections';
import { percentiles, type Latency } from './stats.js';
import { COUPON_CODE, type Seeds } from './stack.js';

export interface LoadSpec {
  /** Closed loop: customers booking at once. Ignored when `rate` is given. */
  concurrency: number;
  /** Open loop: visits per second, arriving at random. */
  rate?: number;
  durationMs: number;
  lagEvery: number;
  /** Sample the lags (false during the warm-up). */
  measureLag: boolean;
  /**
   * Every booking uses the one bench coupon: its stream is then a hot spot all bookings
   * append to in turn. False books without it, to see the rest of the path alone.
   */
  useCoupon: boolean;
}

export interface LoadResult {
  elapsedMs: number;
  attempts: number;
  booked: number;
  paid: number;
  bookingsPerSecond: number;
  paidBookingsPerSecond: number;
  /** Answers of POST /api/bookings by status (and 'error' for a failed connection). */
  bookingStatuses: Record<string, number>;
  payStatuses: Record<string, number>;
  /** Up to five distinct refusals, as answered. */
  refusals: string[];
  bookLatencyMs: Latency;
  payLatencyMs: Latency;
  /** Book and pay, one customer's whole cycle. */
  cycleLatencyMs: Latency;
  visibleAfter201Ms: Latency & { immediately: number };
  projectorLagMs: Latency;
  seatsLeft: number;
  /** Open loop: the most visits in flight at once (closed loop: the concurrency). */
  mostInFlight: number;
}

export interface SeatCursor {
  next: number;
  readonly seats: number;
}

export async function runLoad(seeds: Seeds, store: EventStore, databaseUrl: string, spec: LoadSpec, cursor: SeatCursor): Promise<LoadResult> {
  const bookLatencies: number[] = [];
  const payLatencies: number[] = [];
  const cycleLatencies: number[] = [];
  const bookingStatuses: Record<string, number> = {};
  const payStatuses: Record<string, number> = {};
  const refusals = new Set<string>();
  const visibility: number[] = [];
  let immediately = 0;
  const projectorLags: number[] = [];
  const lagPolls: Promise<void>[] = [];
  let attempts = 0;
  let booked = 0;
  let paid = 0;
  // The lag probes' own small pool, beside the api's.
  const probe: Pool | undefined = spec.measureLag ? createPool({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: 2 }, 'bench-probe') : undefined;
  const count = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);
  const slots = seeds.slotIds;

  const started = performance.now();
  const deadline = started + spec.durationMs;
  let running = true;

  const visibleAfter = async (reference: string, at: number) => {
    for (;;) {
      const { rowCount } = await probe!.query('SELECT 1 FROM rm_bookings.bookings WHERE reference = $1', [reference]);
      if ((rowCount ?? 0) > 0) break;
      if (performance.now() - at > 30_000) return;
      await new Promise((r) => setTimeout(r, 2));
    }
    const lag = performance.now() - at;
    visibility.push(lag);
    if (lag < 5) immediately++;
  };

  const projectorSampler = async () => {
    while (running) {
      const t0 = performance.now();
      const head = await store.headPosition();
      for (;;) {
        const checkpoint = await liveCheckpoint(probe!, 'bookings');
        if (checkpoint && comparePositions(checkpoint, head) >= 0) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      projectorLags.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  /** One customer's visit: book, then pay. `t0`: when it was due (the open loop's schedule); its latencies count from then. */
  const visit = async (customerNo: number, t0 = performance.now()): Promise<void> => {
    const seat = cursor.next++;
    const customer = seeds.customers[customerNo % seeds.customers.length]!;
    const body = {
      date: slots[seat % slots.length],
      address: customer.addressId,
      category: seeds.categoryName,
      services: [
        { service: seeds.services[0]!.id, quantity: 2, price: 1, location: { id: seeds.locationId, name: 'Bedroom' } },
        { service: seeds.services[1]!.id, quantity: 1, price: 1, location: { id: seeds.locationId, name: 'Bedroom' } },
      ],
      ...(spec.useCoupon ? { discountCoupon: COUPON_CODE } : {}),
      paymentGateway: 'xendit_payment',
    };
    attempts++;
    let res;
    try {
      res = await customer.client.send('POST', '/api/bookings', body);
    } catch (error) {
      count(bookingStatuses, 'error');
      refusals.add(`POST /api/bookings: ${(error as Error).message}`);
      return;
    }
    const t1 = performance.now();
    bookLatencies.push(t1 - t0);
    count(bookingStatuses, String(res.status));
    if (res.status !== 201) {
      if (refusals.size < 5) refusals.add(`POST /api/bookings ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
      return;
    }
    booked++;
    if (probe && booked % spec.lagEvery === 0) lagPolls.push(visibleAfter(res.body.data.id as string, t1));
    const payPath = `${new URL(res.body.payment.url as string).pathname}/pay`;
    const t2 = performance.now();
    let pay;
    try {
      pay = await customer.client.request('POST', payPath);
    } catch (error) {
      count(payStatuses, 'error');
      refusals.add(`pay: ${(error as Error).message}`);
      return;
    }
    const t3 = performance.now();
    payLatencies.push(t3 - t2);
    count(payStatuses, String(pay.status));
    if (pay.status === 200 && pay.body?.status === 'paid') {
      paid++;
      cycleLatencies.push(t3 - t0);
    } else if (refusals.size < 5) refusals.add(`pay ${pay.status}: ${JSON.stringify(pay.body).slice(0, 200)}`);
  };

  let mostInFlight = 0;
  const closedLoop = async (index: number) => {
    for (let turn = 0; performance.now() < deadline && cursor.next < cursor.seats; turn++) await visit(index + turn * spec.concurrency);
  };
  const openLoop = async (rate: number) => {
    const inFlight = new Set<Promise<void>>();
    let due = performance.now();
    for (let n = 0; due < deadline && cursor.next < cursor.seats; n++) {
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const running = visit(n, due).finally(() => inFlight.delete(running));
      inFlight.add(running);
      mostInFlight = Math.max(mostInFlight, inFlight.size);
      // Exponential gaps: arrivals independent of each other and of the answers.
      due += (-Math.log(1 - Math.random()) * 1000) / rate;
    }
    await Promise.all(inFlight);
  };

  const sampler = probe ? projectorSampler() : Promise.resolve();
  if (spec.rate) await openLoop(spec.rate);
  else {
    mostInFlight = spec.concurrency;
    await Promise.all(Array.from({ length: spec.concurrency }, (_, i) => closedLoop(i)));
  }
  const elapsedMs = performance.now() - started;
  running = false;
  await sampler;
  await Promise.all(lagPolls);
  await probe?.end();

  return {
    elapsedMs,
    attempts,
    booked,
    paid,
    bookingsPerSecond: booked / (elapsedMs / 1000),
    paidBookingsPerSecond: paid / (elapsedMs / 1000),
    bookingStatuses,
    payStatuses,
    refusals: [...refusals].slice(0, 5),
    bookLatencyMs: percentiles(bookLatencies),
    payLatencyMs: percentiles(payLatencies),
    cycleLatencyMs: percentiles(cycleLatencies),
    visibleAfter201Ms: { ...percentiles(visibility), immediately },
    projectorLagMs: percentiles(projectorLags),
    seatsLeft: cursor.seats - cursor.next,
    mostInFlight,
  };
}

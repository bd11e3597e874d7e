/**
 * A booking load over real HTTP for the fault tests: signed-in customers, each with an
 * address, placing bookings (`POST /api/bookings`, with a coupon) in loops until stopped.
 * Every attempt is kept with its start, its end and its answer, so a test can show that
 * the fault landed while calls were in flight and that calls completed on both sides of it.
 *
 * Each checkout sends an Idempotency-Key, as the wizard does: a call that got no answer
 * (a dropped connection) or a 503 is sent again with the same key and cart until it is
 * answered otherwise, so a placement saved whose answer was lost comes back as that same
 * booking, never a second one (retries.ts checks it).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createAccount, systemContext } from '@app/core/accounts/registerAccount';
import { MAX_CAPACITY } from '@app/core/schedules/slotDecider';
import { cart, createCoupon, planSlot, seedCatalogue, type Catalogue } from '../../../services/api/test/bookings.support.js';
import { TEST_PASSWORD, type TestStack } from '../../../services/api/test/support/stack.js';
import { BenchClient, ok } from '../../bench/booking/http.js';

export interface Attempt {
  /** The Idempotency-Key it was sent with (a retry's is its first attempt's). */
  key?: string;
  /** The customer who sent it. */
  userId?: string;
  startedAt: number;
  endedAt?: number;
  /** The HTTP status, or 0 when the connection failed. */
  status?: number;
  body?: any;
}

export interface LoadSeeds {
  catalogue: Catalogue;
  slotIds: string[];
  couponId: string;
  couponCode: string;
  customers: { client: BenchClient; addressId: string; userId: string }[];
}

/** A catalogue, slots, a coupon, and customers signed in at `base` (an api listening on a port). */
export async function seedLoad(stack: TestStack, base: URL, counts: { customers: number; slots: number }): Promise<LoadSeeds> {
  const catalogue = await seedCatalogue((await stack.signedIn('administrator')).client);
  const slotIds: string[] = [];
  for (let i = 0; i < counts.slots; i++) slotIds.push(await planSlot(stack, MAX_CAPACITY));
  const couponCode = `FAULT${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const couponId = await createCoupon(stack, { code: couponCode, usageLimit: 100_000 });
  // A connection per call: a kept-alive socket the server closes as the next call starts
  // would fail that call on the client side, which is no answer of the api.
  const agent = new http.Agent({ keepAlive: false });
  const customers: LoadSeeds['customers'] = [];
  for (let i = 0; i < counts.customers; i++) {
    const email = `fault.${i}.${couponCode.toLowerCase()}@example.ph`;
    const { userId } = await createAccount({ pool: stack.db.pool, store: stack.store }, { email, password: TEST_PASSWORD, firstName: 'Juan', lastName: `Dela Cruz ${i}`, roles: ['customer'] }, systemContext());
    await stack.settled();
    // Each customer its own client address, as the sign-in brake counts per address.
    const client = new BenchClient(base, agent, `10.9.${i >> 8}.${i & 255}`);
    await signIn(client, email);
    const address = ok(
      await client.send('POST', '/api/my-addresses', { contact_number: '09171234567', city: catalogue.cityId, type_of_home: 'Condo', street_address: `${i} Mabini St`, barangay: 'Poblacion' }),
      'address',
    ) as { id: string };
    customers.push({ client, addressId: address.id, userId });
  }
  await stack.settled();
  return { catalogue, slotIds, couponId, couponCode, customers };
}

/**
 * Signs in, trying again for a few seconds: now and then a sign-in right after the
 * projections settled was refused as unknown (not understood yet; not what these tests are about).
 */
async function signIn(client: BenchClient, email: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const reply = await client.login(email, TEST_PASSWORD);
    if (reply.status === 200) return;
    if (attempt === 20) ok(reply, `login of ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export class BookingLoad {
  readonly attempts: Attempt[] = [];
  private running = true;
  private readonly loops: Promise<void>[];

  /** Payments at the sandbox gateway after each 201, when `pay` is set: their answers. */
  readonly payments: Attempt[] = [];

  /** One loop per customer; `pauseMs` between a loop's calls keeps a loaded machine responsive. */
  constructor(
    private readonly seeds: LoadSeeds,
    private readonly pauseMs = 20,
    private readonly pay = false,
  ) {
    this.loops = seeds.customers.map((customer, i) => this.loop(customer, i));
  }

  private async loop(customer: LoadSeeds['customers'][number], index: number): Promise<void> {
    let checkout: { key: string; slotId: string } | undefined;
    for (let turn = 0; this.running; turn++) {
      // A new checkout after an answer; the same one again after no answer or a 503.
      checkout ??= { key: randomUUID(), slotId: this.seeds.slotIds[(index + turn) % this.seeds.slotIds.length]! };
      const { key, slotId } = checkout;
      const attempt: Attempt = { key, userId: customer.userId, startedAt: Date.now() };
      this.attempts.push(attempt);
      try {
        const reply = await customer.client.send('POST', '/api/bookings', cart(this.seeds.catalogue, slotId, customer.addressId, { discountCoupon: this.seeds.couponCode }), {
          'Idempotency-Key': key,
        });
        if (reply.status !== 503) checkout = undefined;
        Object.assign(attempt, { status: reply.status, body: reply.body, endedAt: Date.now() });
        if (this.pay && reply.status === 201) await this.payFor(customer.client, reply.body.payment.url as string);
      } catch (error) {
        attempt.endedAt ??= Date.now();
        attempt.status ??= 0;
        attempt.body ??= String(error);
        await new Promise((r) => setTimeout(r, 200)); // the api is gone: do not spin
      }
      await new Promise((r) => setTimeout(r, this.pauseMs));
    }
  }

  /** The sandbox gateway's Pay button, as the customer presses it. */
  private async payFor(client: BenchClient, url: string): Promise<void> {
    const payment: Attempt = { startedAt: Date.now() };
    this.payments.push(payment);
    try {
      const reply = await client.request('POST', `${new URL(url).pathname}/pay`);
      Object.assign(payment, { status: reply.status, body: reply.body });
    } catch (error) {
      Object.assign(payment, { status: 0, body: String(error) });
    }
    payment.endedAt = Date.now();
  }

  /** Calls started and not yet answered. */
  inFlight(): number {
    return this.attempts.filter((a) => a.endedAt === undefined).length;
  }

  /** Answers with this status that arrived after `since`. */
  answered(status: number, since = 0): Attempt[] {
    return this.attempts.filter((a) => a.status === status && (a.endedAt ?? 0) >= since);
  }

  /** Waits until `count` answers of `status` arrived after `since`. */
  async waitFor(status: number, count: number, since = 0, ms = 60_000): Promise<Attempt[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.answered(status, since);
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`waited ${ms / 1000} s for ${count} answers ${status}; statuses: ${JSON.stringify(this.statuses())}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  statuses(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const a of this.attempts) counts[String(a.status ?? 'in flight')] = (counts[String(a.status ?? 'in flight')] ?? 0) + 1;
    return counts;
  }

  /** The bookings answered 201: their ids and references. */
  booked(): { bookingId: string; reference: string }[] {
    return this.answered(201).map((a) => ({ bookingId: a.body.data.booking_id as string, reference: a.body.data.id as string }));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}

/**
 * Placing a booking against the real PostgreSQL event store: one decision, one atomic
 * append to every stream it touches (core bookings/placement), and the idempotency key
 * that makes a retry answer the first outcome.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../src/accounts/registerAccount.js';
import { userStreamId } from '../src/accounts/userEvents.js';
import { place } from '../src/bookings/bookingFixtures.js';
import { bookingStreamId, type BookingPlaced } from '../src/bookings/bookingEvents.js';
import type { RequestPayment } from '../src/bookings/decisions/payments.js';
import { placeBooking, type FirstCheckout, type Placement } from '../src/bookings/placement/placeBooking.js';
import { INVALID_TOTAL } from '../src/bookings/pricing.js';
import { referenceStreamId } from '../src/bookings/placement/referenceClaim.js';
import { makeReference } from '../src/bookings/reference.js';
import { handleCommand } from '../src/commands/handleCommand.js';
import { couponDecider, INVALID_COUPON } from '../src/coupons/couponDecider.js';
import { couponStreamId } from '../src/coupons/couponEvents.js';
import { createPostgresEventStore, type EventStore } from '../src/eventstore/index.js';
import { claimOf, KEY_LIFETIME_MS, KEY_REUSED, MALFORMED_KEY } from '../src/idempotency/idempotencyKey.js';
import { SLOT_FULL, slotDecider } from '../src/schedules/slotDecider.js';
import { slotStreamId } from '../src/schedules/slotEvents.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/testDatabase.js';

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

const context = { ...systemContext(), now: '2026-06-01T00:00:00.000Z' };
let n = 0;

/** A slot of `capacity` seats and a 10 % coupon of `uses` uses, fresh for each test. */
async function seeded(capacity = 2, uses = 5, amount = 10) {
  const hour = String(8 + (n++ % 12)).padStart(2, '0');
  const date = `2026-12-${String(1 + Math.floor(n / 12)).padStart(2, '0')}`;
  const slot = { id: `${date}T${hour}:00`, date, startAt: `${hour}:00`, endAt: `${String(Number(hour) + 2).padStart(2, '0')}:00` };
  await handleCommand(store, slotStreamId(slot.id), slotDecider, { type: 'PlanSlot', date, startAt: slot.startAt, durationHours: 2, capacity, country: 'PH', now: context.now }, context);
  const couponId = randomUUID();
  const terms = { label: 'Ten', code: `SAVE${n}`, amount, isPercentage: true, isDisposable: false, usageLimit: uses, allCustomers: true, customerIds: [], expiresAt: '2999-01-01T00:00:00.000Z' };
  await handleCommand(store, couponStreamId(couponId), couponDecider, { type: 'CreateCoupon', id: couponId, terms }, context);
  const placement = (more: Partial<Placement> = {}): Placement => {
    const { type: _, coupon: __, ...rest } = place;
    // A reference of its own: a reference is claimed by its placement (referenceClaim.ts).
    return { ...rest, bookingId: randomUUID(), reference: makeReference(), slot, couponId, ...more };
  };
  return { slot, couponId, placement };
}

const types = async (streamId: string) => (await store.readStream(streamId)).map((e) => e.type);

/** A gateway that opens a checkout for the total it is given, and counts. */
function gateway(): FirstCheckout & { opened: BookingPlaced[] } {
  const opened: BookingPlaced[] = [];
  return {
    opened,
    async open(booking): Promise<RequestPayment> {
      opened.push(booking);
      return { type: 'RequestPayment', bookingId: booking.bookingId, paymentId: randomUUID(), gateway: 'xendit', url: `https://pay.example/${booking.totalCentavos}` };
    },
  };
}

describe('one atomic placement', () => {
  it('writes the seat, the coupon use, the booking and its first payment request in one transaction', async () => {
    const { slot, couponId, placement } = await seeded();
    const checkout = gateway();
    const p = placement();
    const placed = await placeBooking(store, p, context, checkout);
    expect(placed.booking).toMatchObject({ bookingId: p.bookingId, subTotalCentavos: 1500_00, discountCentavos: 150_00, totalCentavos: 1350_00, coupon: { couponId } });
    expect(checkout.opened.map((b) => b.totalCentavos)).toEqual([1350_00]);
    expect(placed.payment?.url).toBe('https://pay.example/135000');
    const written = [...(await store.readStream(slotStreamId(slot.id))).slice(1), ...(await store.readStream(couponStreamId(couponId))).slice(1), ...(await store.readStream(bookingStreamId(p.bookingId)))];
    expect(written.map((e) => e.type)).toEqual(['SeatReserved', 'CouponRedeemed', 'BookingPlaced', 'PaymentRequested']);
    // One transaction: one commit position for all of them.
    expect(new Set(written.map((e) => e.position.commit)).size).toBe(1);
  });

  it('a coupon refused writes nothing anywhere, and opens no checkout', async () => {
    const { slot, couponId, placement } = await seeded(5, 1);
    await placeBooking(store, placement(), context);
    const checkout = gateway();
    const refused = placeBooking(store, placement(), context, checkout);
    await expect(refused).rejects.toMatchObject({ code: 'invalid', field: 'discountCoupon', message: INVALID_COUPON });
    expect(checkout.opened).toEqual([]);
    expect(await types(slotStreamId(slot.id))).toEqual(['SlotPlanned', 'SeatReserved']);
    expect(await types(couponStreamId(couponId))).toEqual(['CouponCreated', 'CouponRedeemed']);
  });

  it('a full slot writes nothing anywhere, refused on the date field', async () => {
    const { couponId, placement } = await seeded(1);
    await placeBooking(store, placement(), context);
    const second = placement();
    await expect(placeBooking(store, second, context)).rejects.toMatchObject({ message: SLOT_FULL, field: 'date' });
    expect(await types(couponStreamId(couponId))).toEqual(['CouponCreated', 'CouponRedeemed']);
    expect(await types(bookingStreamId(second.bookingId))).toEqual([]);
  });

  it('a cart that can never pass is refused before any checkout: a 100 % coupon leaves nothing to pay', async () => {
    const { slot, placement } = await seeded(2, 5, 100);
    const checkout = gateway();
    await expect(placeBooking(store, placement(), context, checkout)).rejects.toThrow(INVALID_TOTAL);
    expect(checkout.opened).toEqual([]);
    expect(await types(slotStreamId(slot.id))).toEqual(['SlotPlanned']);
  });

  it('the gateway unreachable: the booking is placed unpaid', async () => {
    const { placement } = await seeded();
    const p = placement();
    const placed = await placeBooking(store, p, context, { open: async () => undefined });
    expect(placed.payment).toBeUndefined();
    expect(await types(bookingStreamId(p.bookingId))).toEqual(['BookingPlaced']);
  });

  it('20 racers for 3 seats and a 2-use coupon: exactly 2 discounted bookings, the rest told why', async () => {
    const { slot, couponId, placement } = await seeded(3, 2);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => placeBooking(store, placement(), context, gateway())));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect((await types(slotStreamId(slot.id))).filter((t) => t === 'SeatReserved')).toHaveLength(2);
    expect((await types(couponStreamId(couponId))).filter((t) => t === 'CouponRedeemed')).toHaveLength(2);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe(INVALID_COUPON);
  });

  it("registers a new guest's account in the same append, and refuses a removed account's e-mail", async () => {
    const { placement } = await seeded();
    const customerId = randomUUID();
    const profile = { firstName: 'Ana', middleName: null, lastName: 'Reyes', email: `ana.${customerId}@example.ph`, contactNumber: null };
    const guest = { profile, roles: ['customer' as const], isNew: true };
    const p = placement({ placedBy: 'guest', customer: { customerId, ...profile }, guest });
    const placed = await placeBooking(store, p, context);
    expect(placed.accountCreated).toBe(true);
    const [registered] = await store.readStream(userStreamId(customerId));
    const [booked] = await store.readStream(bookingStreamId(p.bookingId));
    expect(registered!.type).toBe('UserRegistered');
    expect(registered!.position.commit).toBe(booked!.position.commit);
    // The same e-mail again books on the same account, registering nothing.
    const again = await placeBooking(store, placement({ placedBy: 'guest', customer: { customerId, ...profile }, guest: { ...guest, isNew: false } }), context);
    expect(again.accountCreated).toBe(false);
    await handleCommand(store, userStreamId(customerId), { ...(await import('../src/accounts/userDecider.js')).userDecider }, { type: 'RemoveUser', userId: customerId }, context);
    await expect(placeBooking(store, placement({ placedBy: 'guest', customer: { customerId, ...profile }, guest: { ...guest, isNew: false } }), context)).rejects.toMatchObject({ field: 'email' });
  });
});

describe('the booking reference', () => {
  it("is claimed in the placement's append; a reference another booking holds is drawn again, placing once", async () => {
    const { placement } = await seeded(5);
    const first = placement();
    await placeBooking(store, first, context, gateway());
    const claim = await store.readStream(referenceStreamId(first.reference));
    expect(claim.map((e) => [e.type, e.data])).toEqual([['BookingReferenceClaimed', { reference: first.reference, bookingId: first.bookingId }]]);
    expect(new Set([claim[0]!.position.commit, ...(await store.readStream(bookingStreamId(first.bookingId))).map((e) => e.position.commit)]).size).toBe(1);

    const second = placement({ reference: first.reference });
    const placed = await placeBooking(store, second, context, gateway());
    expect(placed.booking.reference).not.toBe(first.reference);
    expect((await store.readStream(referenceStreamId(placed.booking.reference))).map((e) => e.data)).toEqual([{ reference: placed.booking.reference, bookingId: second.bookingId }]);
    expect(await types(referenceStreamId(first.reference))).toEqual(['BookingReferenceClaimed']);
    expect(await types(bookingStreamId(second.bookingId))).toEqual(['BookingPlaced', 'PaymentRequested']);
  });
});

describe('what a placement costs', () => {
  it('one SQL statement (one commit) and the coalesced wake-up, once the process knows the slot and the coupon', async () => {
    const { placement } = await seeded(5);
    await placeBooking(store, placement(), context, gateway());
    const statements: string[] = [];
    const query = db.pool.query.bind(db.pool);
    db.pool.query = ((...args: Parameters<typeof query>) => (statements.push(String((args[0] as { text?: string }).text ?? args[0])), query(...args))) as typeof query;
    try {
      await placeBooking(store, placement({ idempotency: claimOf(randomUUID(), 'user:someone', {}) }), context, gateway());
    } finally {
      db.pool.query = query;
    }
    // The append, and the readers' wake-up (wakeups.ts: coalesced, at most one in flight whatever the appends).
    expect(statements.map((text) => text.replace(/\s+/g, ' ').trim().slice(0, 60))).toEqual([
      '/* planned each run */ WITH locked AS MATERIALIZED ( SELECT ',
      "SELECT pg_notify('es_events', '')",
    ]);
  });
});

describe('idempotency keys', () => {
  const claim = (key: string, request: unknown = { cart: 1 }) => claimOf(key, 'user:someone', request)!;

  it('the same key and request again answers the first booking, writing nothing', async () => {
    const { slot, placement } = await seeded(5);
    const key = claim(randomUUID());
    const first = await placeBooking(store, placement({ idempotency: key }), context, gateway());
    const again = await placeBooking(store, placement({ idempotency: key }), context, gateway());
    expect(again.replayed).toBe(true);
    expect(again.booking.bookingId).toBe(first.booking.bookingId);
    expect(again.payment).toEqual(first.payment);
    expect((await types(slotStreamId(slot.id))).filter((t) => t === 'SeatReserved')).toHaveLength(1);
  });

  it('8 racers with one key place one booking, and all answer it', async () => {
    const { slot, placement } = await seeded(10);
    const key = claim(randomUUID());
    const placed = await Promise.all(Array.from({ length: 8 }, () => placeBooking(store, placement({ idempotency: key }), context, gateway())));
    expect(new Set(placed.map((p) => p.booking.bookingId)).size).toBe(1);
    expect(placed.filter((p) => !p.replayed)).toHaveLength(1);
    expect((await types(slotStreamId(slot.id))).filter((t) => t === 'SeatReserved')).toHaveLength(1);
  });

  it('the same key with another request is refused on the header; a malformed key too', async () => {
    const { placement } = await seeded(5);
    const key = randomUUID();
    await placeBooking(store, placement({ idempotency: claim(key, { cart: 1 }) }), context);
    await expect(placeBooking(store, placement({ idempotency: claim(key, { cart: 2 }) }), context)).rejects.toMatchObject({ code: 'invalid', field: 'Idempotency-Key', message: KEY_REUSED });
    expect(() => claimOf('short', 'user:someone', {})).toThrow(MALFORMED_KEY);
    expect(() => claimOf('x'.repeat(129), 'user:someone', {})).toThrow(MALFORMED_KEY);
    expect(claimOf(undefined, 'user:someone', {})).toBeUndefined();
  });

  it('a key is scoped to its caller, and read as unused a day after', async () => {
    const { placement } = await seeded(5);
    const key = randomUUID();
    const mine = await placeBooking(store, placement({ idempotency: claimOf(key, 'user:a', {})! }), context);
    const theirs = await placeBooking(store, placement({ idempotency: claimOf(key, 'user:b', {})! }), context);
    expect(theirs.booking.bookingId).not.toBe(mine.booking.bookingId);
    const dayLater = { ...context, now: new Date(Date.parse(context.now) + KEY_LIFETIME_MS).toISOString() };
    const later = await placeBooking(store, placement({ idempotency: claimOf(key, 'user:a', {})! }), dayLater);
    expect(later.replayed).toBe(false);
    expect(later.booking.bookingId).not.toBe(mine.booking.bookingId);
  });
});

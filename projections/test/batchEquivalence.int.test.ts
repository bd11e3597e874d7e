/**
 * Projections that handle a batch at once (handleBatch: summed counters, skipped rows,
 * merged statements) must leave their tables exactly as `handle` on each event in order
 * would (projection.ts). Each case applies the same events to two fresh schemas, once as
 * one batch and once an event per batch, and compares every table row for row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { RecordedEvent } from '@app/core/eventstore/port';
import { placed, paymentRequested, paymentSucceeded, rebookRequested, slot } from '@app/core/bookings/bookingFixtures';
import { createTestDatabase, type TestDatabase } from '@app/core/testing/testDatabase';
import { applyBatch } from '../src/applyBatch.js';
import type { Projection } from '../src/projection.js';
import { bookings } from '../src/readModels/bookings/projection.js';
import { coupons } from '../src/readModels/coupons/projection.js';
import { notifications } from '../src/readModels/notifications/projection.js';
import { schedules } from '../src/readModels/schedules/projection.js';
import { createFreshSchema } from '../src/schema.js';
import { connect } from './fixtures.js';

let db: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  client = await connect(db.url);
});
afterAll(async () => {
  await client?.end();
  await db?.drop();
});

/** Events as the store would hand them: one stream each, positions in order, a second apart. */
export function recordedEvents(events: { stream: string; type: string; data: object }[]): RecordedEvent[] {
  const revisions = new Map<string, bigint>();
  return events.map((e, i) => {
    const revision = revisions.get(e.stream) ?? 0n;
    revisions.set(e.stream, revision + 1n);
    const occurredAt = new Date(Date.UTC(2026, 10, 1, 0, 0, i)).toISOString();
    return {
      id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      type: e.type,
      data: e.data,
      metadata: { actor: 'u1', role: 'administrator', correlationId: `c${i}`, causationId: null, occurredAt },
      streamId: e.stream,
      revision,
      position: { commit: BigInt(1000 + i), prepare: BigInt(i + 1) },
      recordedAt: new Date(occurredAt),
    };
  });
}

/** Every table of the schema but the checkpoint, each as its rows in a stable order. */
async function tablesOf(schema: string): Promise<Record<string, unknown[]>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 AND table_name <> '_projection' ORDER BY 1`,
    [schema],
  );
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables) out[name] = (await client.query(`SELECT * FROM "${schema}"."${name}" t ORDER BY t::text`)).rows;
  return out;
}

async function bothWays(projection: Projection, events: RecordedEvent[]): Promise<{ batched: Record<string, unknown[]>; oneByOne: Record<string, unknown[]> }> {
  const batched = `eq_${projection.name}_batched`;
  const oneByOne = `eq_${projection.name}_one`;
  await createFreshSchema(client, batched, projection);
  await createFreshSchema(client, oneByOne, projection);
  await applyBatch(client, projection, batched, events, events.at(-1)!.position);
  for (const event of events) await applyBatch(client, projection, oneByOne, [event], event.position);
  return { batched: await tablesOf(batched), oneByOne: await tablesOf(oneByOne) };
}

const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

describe('a batch at once leaves the tables as its events one by one', () => {
  it('coupons: uses summed per coupon around updates and removals', async () => {
    const terms = (code: string) => ({ label: code, code, amount: 10, isPercentage: true, isDisposable: false, usageLimit: 50, allCustomers: true, customerIds: [], expiresAt: '2999-01-01T00:00:00.000Z' });
    const c1 = uuid(1);
    const c2 = uuid(2);
    const use = (id: string, booking: number, type = 'CouponRedeemed') => ({ stream: `coupon-${id}`, type, data: { id, bookingId: uuid(100 + booking), customerId: null } });
    const events = recordedEvents([
      { stream: `coupon-${c1}`, type: 'CouponCreated', data: { id: c1, ...terms('ONE') } },
      { stream: `coupon-${c2}`, type: 'CouponCreated', data: { id: c2, ...terms('TWO') } },
      use(c1, 1),
      use(c2, 2),
      use(c1, 3),
      use(c1, 1, 'CouponRedemptionReleased'),
      { stream: `coupon-${c1}`, type: 'CouponUpdated', data: { id: c1, ...terms('ONE-B') } },
      use(c1, 4),
      use(c2, 5),
      { stream: `coupon-${c2}`, type: 'CouponRemoved', data: { id: c2 } },
      use(c1, 6),
      use(c1, 7),
    ]);
    const { batched, oneByOne } = await bothWays(coupons, events);
    expect(batched).toEqual(oneByOne);
    expect(batched.coupons).toHaveLength(1);
    expect(batched.coupons![0]).toMatchObject({ code: 'ONE-B', used: 4 });
  });

  it('schedules: seats summed per slot around a slot removed and planned again', async () => {
    const planned = (id: string) => ({ stream: `slot-${id}`, type: 'SlotPlanned', data: { id, date: id.slice(0, 10), startAt: id.slice(11), endAt: '10:00', durationHours: 2, country: 'PH', capacity: 5 } });
    const seat = (id: string, booking: number, type = 'SeatReserved') => ({ stream: `slot-${id}`, type, data: { id, bookingId: uuid(200 + booking) } });
    const s1 = '2026-12-01T08:00';
    const s2 = '2026-12-02T08:00';
    const events = recordedEvents([
      planned(s1),
      planned(s2),
      seat(s1, 1),
      seat(s2, 2),
      seat(s1, 3),
      seat(s1, 1, 'SeatReleased'),
      seat(s2, 4),
      { stream: `slot-${s2}`, type: 'SlotRemoved', data: { id: s2 } },
      planned(s2),
      seat(s2, 5),
      seat(s1, 6),
      seat(s1, 7),
    ]);
    const { batched, oneByOne } = await bothWays(schedules, events);
    expect(batched).toEqual(oneByOne);
    expect(batched.slots!.map((s) => (s as { reserved: number }).reserved)).toEqual([3, 1]);
  });
});

describe('a batch of bookings at once leaves the tables as its events one by one', () => {
  const couponId = placed.data.coupon!.couponId;
  /** The fixture booking's events, as booking number `n`. */
  const of = (n: number) => {
    const bookingId = uuid(300 + n);
    const paymentId = uuid(400 + n);
    const stream = `booking-${bookingId}`;
    return {
      seat: (type = 'SeatReserved') => ({ stream: `slot-${slot.id}`, type, data: { id: slot.id, bookingId } }),
      use: (type = 'CouponRedeemed') => ({ stream: `coupon-${couponId}`, type, data: { id: couponId, bookingId, customerId: null } }),
      placed: () => ({ stream, type: 'BookingPlaced', data: { ...placed.data, bookingId, reference: `REF${n}` } }),
      requested: (gateway = paymentRequested.data.gateway) => ({ stream, type: 'PaymentRequested', data: { ...paymentRequested.data, bookingId, paymentId, gateway, url: `https://pay.example/${n}` } }),
      paid: () => ({ stream, type: 'PaymentSucceeded', data: { ...paymentSucceeded.data, bookingId, paymentId } }),
      rebook: () => ({ stream, type: 'RebookRequested', data: { ...rebookRequested.data, bookingId } }),
      declined: () => ({ stream, type: 'ManongAnswered', data: { bookingId, manongId: uuid(9), confirmed: false } }),
      permit: () => ({ stream, type: 'WorkPermitsUploaded', data: { bookingId, files: [{ fileLink: '/p.pdf', fileName: 'p.pdf' }] } }),
    };
  };
  type Booking = ReturnType<typeof of>;
  const [a, b, c, d, e, f, g, h] = [1, 2, 3, 4, 5, 6, 7, 8].map(of) as [Booking, Booking, Booking, Booking, Booking, Booking, Booking, Booking];
  const raw = [
    // a: the bench's booking, reserved, placed, its payment requested and paid.
    a.seat(),
    a.use(),
    b.seat(),
    a.placed(),
    b.use(),
    a.requested(),
    // c: placed, but its next event is not a payment request.
    c.seat(),
    c.placed(),
    c.rebook(),
    c.requested(),
    // d: reservations released before it is placed; e: a seat taken after placement.
    d.seat(),
    d.seat('SeatReleased'),
    d.use(),
    d.use('CouponRedemptionReleased'),
    d.placed(),
    e.placed(),
    e.seat(),
    e.requested(),
    // g: paid (in test mode: the sandbox took it) as its last event of the batch, before a, with other bookings' events after.
    g.placed(),
    g.requested('sandbox'),
    g.paid(),
    a.paid(),
    // e: paid, then asks to rebook in the same batch.
    e.paid(),
    e.rebook(),
    // h: a payment of a booking never placed changes nothing; its seat, taken, freed and
    // taken again, stays pending, as taken the second time; its coupon use, freed, does not.
    h.paid(),
    h.seat(),
    h.use(),
    h.seat('SeatReleased'),
    h.use('CouponRedemptionReleased'),
    h.seat(),
    // f: never placed, yet a manong declines it (the notification shows its id).
    f.declined(),
    // b stays pending: its placement is in no batch here.
  ];
  const events = recordedEvents(raw);

  it('bookings: placements in one INSERT, first payment requests merged, payments marked paid at the end, the page buckets; seats and coupon uses leave no row', async () => {
    const { batched, oneByOne } = await bothWays(bookings, events);
    expect(batched).toEqual(oneByOne);
    const row = (n: number) => batched.bookings!.find((r) => (r as { reference: string }).reference === `REF${n}`) as Record<string, unknown>;
    expect(row(1)).toMatchObject({ current_payment_id: uuid(401), payment_url: 'https://pay.example/1', payment_status: 'paid' });
    expect(row(3)).toMatchObject({ current_payment_id: uuid(403), work_status: 5 });
    expect(row(5)).toMatchObject({ payment_status: 'paid', paid_payment_id: uuid(405), work_status: 5 });
    expect(row(7)).toMatchObject({ payment_status: 'paid', paid_payment_id: uuid(407) });
    expect(batched.bookings).toHaveLength(5);
    expect(batched.booking_payments!.filter((p) => (p as { status: string }).status === 'paid')).toHaveLength(3);
    // Seats and coupon uses of bookings never placed (b, h) were rows of pending_reservations
    // until that table was retired (the placement is one atomic append): now they leave no row.
    expect(Object.keys(batched)).not.toContain('pending_reservations');
    const ids = batched.bookings!.map((r) => (r as { id: string }).id);
    expect(ids).not.toContain(uuid(302));
    expect(ids).not.toContain(uuid(308));
  });

  it('notifications: references and messages, one statement each; assessments among them', async () => {
    const asked = uuid(501);
    const contact = { customerId: null, firstName: 'Jose', lastName: 'Cruz', contactNumber: '+639181234567', email: 'jose@example.ph' };
    const assessment = (type: string, data: object) => ({ stream: `assessment-${asked}`, type, data: { assessmentId: asked, ...data } });
    const withAssessments = recordedEvents([
      ...raw.slice(0, 4),
      assessment('AssessmentRequested', { contact }),
      ...raw.slice(4),
      assessment('AssessorAnswered', { assessorId: uuid(8), confirmed: true }),
      of(1).permit(),
      assessment('AssessorAnswered', { assessorId: uuid(9), confirmed: false }),
      // An answer to an assessment never seen: the message says 'a customer'.
      { stream: `assessment-${uuid(502)}`, type: 'AssessorAnswered', data: { assessmentId: uuid(502), assessorId: uuid(9), confirmed: false } },
    ]);
    const { batched, oneByOne } = await bothWays(notifications, withAssessments);
    expect(batched).toEqual(oneByOne);
    const messages = batched.notifications!.map((n) => (n as { message: string }).message);
    expect(messages).toContain('Booking REF1 has been paid');
    // The sandbox's payment says it was a test, as the bookings read model's is_test_payment does.
    expect(messages).toContain('Booking REF7 has been paid (test payment)');
    expect(messages).toContain(`A manong declined booking ${uuid(306)}`);
    expect(messages).toContain('New assessment request from Jose Cruz');
    expect(messages).toContain('Work permit uploaded for booking REF1, to be confirmed');
    expect(messages.filter((m) => m.startsWith('An assessor declined'))).toEqual(['An assessor declined the assessment for Jose Cruz', 'An assessor declined the assessment for a customer']);
  });
});

/**
 * The placement saga against an in-memory event store: the order of its steps and the
 * compensations when a later step fails.
 */
import { describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError } from '../../eventstore/errors.js';
import type { EventStore, NewEvent, RecordedEvent } from '../../eventstore/port.js';
import { systemContext } from '../../accounts/registerAccount.js';
import { couponStreamId } from '../../coupons/couponEvents.js';
import { slotStreamId } from '../../schedules/slotEvents.js';
import { bookingStreamId } from '../bookingEvents.js';
import { bookingId, paymentId, place, slot } from '../bookingFixtures.js';
import type { PlacedBooking } from '../bookingState.js';
import type { RequestPayment } from '../decisions/payments.js';
import { INVALID_TOTAL, TENDOPAY_MINIMUM } from '../pricing.js';
import { placeBooking, type Placement } from './placeBooking.js';

/** Just enough of the port for handleCommand: read a stream, append with an expected revision. */
function memoryStore(): EventStore & { types(stream: string): string[] } {
  const streams = new Map<string, RecordedEvent[]>();
  const store = {
    kind: 'postgres' as const,
    async readStream(id: string) {
      return [...(streams.get(id) ?? [])];
    },
    async append(id: string, events: readonly NewEvent[], expected: unknown) {
      const current = streams.get(id) ?? [];
      const actual = current.length ? BigInt(current.length - 1) : 'no_stream';
      if (expected !== 'any' && expected !== actual) throw new WrongExpectedRevisionError(id, expected as bigint, actual);
      const recorded = events.map((e, i) => ({ ...e, streamId: id, revision: BigInt(current.length + i), position: { commit: 0n, prepare: 0n }, recordedAt: new Date() }));
      streams.set(id, [...current, ...recorded]);
      return { nextExpectedRevision: BigInt(current.length + events.length - 1), position: { commit: 0n, prepare: 0n } };
    },
    types: (id: string) => (streams.get(id) ?? []).map((e) => e.type),
  };
  return store as unknown as EventStore & { types(stream: string): string[] };
}

const couponId = place.coupon!.couponId;
const placement: Placement = { ...(({ type: _, coupon: __, ...rest }) => rest)(place), couponId };
const context = { ...systemContext(), now: '2026-06-01T00:00:00.000Z' };

async function seeded(couponTerms: Partial<{ usageLimit: number; allCustomers: boolean; customerIds: string[]; amount: number }> = {}) {
  const store = memoryStore();
  await store.append(slotStreamId(slot.id), [{ id: 'e1', type: 'SlotPlanned', data: { id: slot.id, date: slot.date, startAt: slot.startAt, endAt: slot.endAt, durationHours: 2, country: 'PH', capacity: 1 }, metadata: { ...context, occurredAt: context.now } }], 'no_stream');
  const terms = { label: 'Ten', code: 'SAVE10', amount: 10, isPercentage: true, isDisposable: false, usageLimit: 5, allCustomers: true, customerIds: [], expiresAt: '2999-01-01T00:00:00.000Z', ...couponTerms };
  await store.append(couponStreamId(couponId), [{ id: 'e2', type: 'CouponCreated', data: { id: couponId, ...terms }, metadata: { ...context, occurredAt: context.now } }], 'no_stream');
  return store;
}

describe('placing a booking (the saga)', () => {
  it('reserves the seat, redeems the coupon with its own terms, then records the booking', async () => {
    const store = await seeded();
    const { booking } = await placeBooking(store, placement, context);
    expect(booking).toMatchObject({ bookingId, subTotalCentavos: 1500_00, discountCentavos: 150_00, totalCentavos: 1350_00, coupon: { couponId, code: 'SAVE10' } });
    expect(store.types(slotStreamId(slot.id))).toEqual(['SlotPlanned', 'SeatReserved']);
    expect(store.types(couponStreamId(couponId))).toEqual(['CouponCreated', 'CouponRedeemed']);
    expect(store.types(bookingStreamId(bookingId))).toEqual(['BookingPlaced']);
  });

  it('a coupon refused after the seat was reserved: the seat is released and the refusal rethrown', async () => {
    const store = await seeded({ allCustomers: false, customerIds: ['00000000-0000-4000-8000-0000000000ff'] });
    await expect(placeBooking(store, placement, context)).rejects.toMatchObject({ code: 'invalid', field: 'discountCoupon' });
    expect(store.types(slotStreamId(slot.id))).toEqual(['SlotPlanned', 'SeatReserved', 'SeatReleased']);
    expect(store.types(couponStreamId(couponId))).toEqual(['CouponCreated']);
    expect(store.types(bookingStreamId(bookingId))).toEqual([]);
  });

  it('the booking refused after both reservations: the coupon use is restored, then the seat released', async () => {
    const store = await seeded();
    // Another booking already holds this id: the last step fails.
    await store.append(bookingStreamId(bookingId), [{ id: 'e3', type: 'BookingPlaced', data: { reference: 'ZZZZZZZZZZ' }, metadata: { ...context, occurredAt: context.now } }], 'no_stream');
    const other = { ...placement, slot };
    await expect(placeBooking(store, other, context)).rejects.toMatchObject({ code: 'conflict' });
    expect(store.types(couponStreamId(couponId))).toEqual(['CouponCreated', 'CouponRedeemed', 'CouponRedemptionReleased']);
    expect(store.types(slotStreamId(slot.id))).toEqual(['SlotPlanned', 'SeatReserved', 'SeatReleased']);
  });

  it('a cart that can never pass is refused before anything is held', async () => {
    const store = await seeded();
    const small = { ...placement, gateway: 'tendopay' as const, lines: [{ ...place.lines[0]!, unitPrice: 999, quantity: 1 }] };
    await expect(placeBooking(store, small, context)).rejects.toThrow(TENDOPAY_MINIMUM);
    expect(store.types(slotStreamId(slot.id))).toEqual(['SlotPlanned']);
  });

  describe('with its first payment (firstPayment)', () => {
    const request = (booking: PlacedBooking): RequestPayment => ({ type: 'RequestPayment', bookingId: booking.placed.bookingId, paymentId, gateway: 'xendit', url: `https://pay.example/${booking.placed.totalCentavos}` });

    it('opens the checkout for the server total once seat and coupon are held, and appends the request with the booking', async () => {
      const store = await seeded();
      const appends: string[][] = [];
      const watched: EventStore = { ...store, append: (id, events, expected) => (appends.push(events.map((e) => e.type)), store.append(id, events, expected)) };
      let heldWhenOpened: string[] = [];
      const placed = await placeBooking(watched, placement, context, {
        firstPayment: async (booking) => {
          heldWhenOpened = [...store.types(slotStreamId(slot.id)), ...store.types(couponStreamId(couponId))];
          return request(booking);
        },
      });
      expect(heldWhenOpened).toEqual(['SlotPlanned', 'SeatReserved', 'CouponCreated', 'CouponRedeemed']);
      expect(appends.at(-1)).toEqual(['BookingPlaced', 'PaymentRequested']);
      expect(placed.payment).toEqual({ paymentId, url: 'https://pay.example/135000' });
      expect(placed.known?.state).toMatchObject({ currentPaymentId: paymentId });
    });

    it('no checkout (the gateway unreachable): the booking is placed unpaid', async () => {
      const store = await seeded();
      const placed = await placeBooking(store, placement, context, { firstPayment: async () => undefined });
      expect(store.types(bookingStreamId(bookingId))).toEqual(['BookingPlaced']);
      expect(placed.payment).toBeUndefined();
    });

    it('a checkout that throws fails the placement: the coupon use and the seat are given back', async () => {
      const store = await seeded();
      await expect(placeBooking(store, placement, context, { firstPayment: () => Promise.reject(new Error('gateway bug')) })).rejects.toThrow('gateway bug');
      expect(store.types(bookingStreamId(bookingId))).toEqual([]);
      expect(store.types(couponStreamId(couponId))).toEqual(['CouponCreated', 'CouponRedeemed', 'CouponRedemptionReleased']);
      expect(store.types(slotStreamId(slot.id))).toEqual(['SlotPlanned', 'SeatReserved', 'SeatReleased']);
    });

    it('a booking refused opens no checkout: a 100 % coupon leaves nothing to pay', async () => {
      const store = await seeded({ amount: 100 });
      let opened = false;
      await expect(placeBooking(store, placement, context, { firstPayment: async (booking) => ((opened = true), request(booking)) })).rejects.toThrow(INVALID_TOTAL);
      expect(opened).toBe(false);
      expect(store.types(slotStreamId(slot.id))).toEqual(['SlotPlanned', 'SeatReserved', 'SeatReleased']);
    });
  });

  it('a full slot: nothing else is touched', async () => {
    const store = await seeded();
    await placeBooking(store, placement, context);
    const second = { ...placement, bookingId: '7f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', reference: 'Q7M2Q9XZ4P' };
    await expect(placeBooking(store, second, context)).rejects.toThrow('This schedule is fully booked.');
    expect(store.types(couponStreamId(couponId))).toEqual(['CouponCreated', 'CouponRedeemed']);
  });
});

/**
 * Issue 25 §6, one rule in one place: every booking record the api answers (the console's
 * list and detail, My Bookings, the manage-booking page) carries what may be done with it
 * now, from the deciders' own rules, and the flags flip with the booking's state. The
 * wizard's cart quote answers whether TendoPay takes the cart, by the same minimum the
 * placement enforces: 999.50 is refused by both (the public site allowed it before).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENDOPAY_MINIMUM } from '@app/core/bookings/pricing';
import { addAddress, cart, createCoupon, planSlot, seedCatalogue, type Catalogue } from './bookings.support.js';
import { pay, place, type Placed } from './bookings.customer.support.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let admin: TestClient;
let customer: { client: TestClient; email: string };
let addressId: string;
let c: Catalogue;
let pricedAt: (price: number) => Promise<string>;

beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
  c = await seedCatalogue(admin);
  pricedAt = async (price) => {
    const res = await admin.send('post', '/api/category-services', { category: c.category.id, name: `Priced ${price}`, price });
    if (res.status >= 300) throw new Error(`service: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body.data ?? res.body).id;
  };
  customer = await stack.signedIn('customer');
  addressId = await addAddress(customer.client, c.cityId);
  await stack.settled();
});
afterAll(async () => {
  await stack?.close();
});

/** The booking's record as each page reads it. */
async function records(booking: Placed) {
  const list = await admin.send('get', `/admin-api/bookings?filter=${encodeURIComponent(JSON.stringify({ id: [booking.id] }))}`);
  const detail = await admin.send('get', `/admin-api/bookings/${booking.id}`);
  const mine = await customer.client.send('get', '/api/my-bookings');
  const managed = await stack.client().send('post', '/api/booking-show-details', { id: booking.id, email: customer.email });
  for (const res of [list, detail, mine, managed]) expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    list: list.body.find((b: { id: string }) => b.id === booking.id),
    detail: detail.body,
    mine: mine.body.data.find((b: { id: string }) => b.id === booking.id),
    managed: managed.body,
  };
}

describe("the booking records' flags", () => {
  it('appear on every page the UIs decide from, and flip after the administrator cancels', async () => {
    const booking = await place(customer.client, c, await planSlot(stack, 3), addressId);
    const unpaid = await records(booking);
    for (const [page, record] of Object.entries(unpaid)) {
      expect(record, page).toMatchObject({
        can_pay: true,
        can_request_rebook: false,
        can_assign_manongs: false,
        can_cancel: true,
        can_cancel_pending: true,
        can_rebook: true,
        can_accept_cancellation: false,
        installment_allowed: true,
      });
    }

    await pay(stack, booking);
    const paid = await records(booking);
    for (const [page, record] of Object.entries(paid)) expect(record, page).toMatchObject({ can_pay: false, can_request_rebook: true, can_request_cancellation: true, can_assign_manongs: true });

    const cancel = await admin.send('post', `/admin-api/bookings/${booking.id}/cancel`);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const cancelled = await records(booking);
    for (const [page, record] of Object.entries(cancelled)) {
      expect(record, page).toMatchObject({
        work_status: 2,
        can_cancel: false,
        can_cancel_pending: false,
        can_request_cancellation: false,
        can_request_rebook: false,
        can_rebook: false,
        can_assign_manongs: false,
        can_upload_permit: false,
      });
    }
  });

  it('follow a cancellation request: accept and decline offered while it waits, not after', async () => {
    const booking = await place(customer.client, c, await planSlot(stack, 3), addressId);
    await pay(stack, booking);
    const asked = await customer.client.send('post', '/api/cancel-booking', { bookingId: booking.id, reason: 'Moving out', bankAccount: 'BPI 1234' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await records(booking)).detail).toMatchObject({ work_status: 6, can_accept_cancellation: true, can_decline_cancellation: true });
    expect((await admin.send('post', `/admin-api/cancellations/${booking.id}/accept`)).status).toBe(200);
    expect((await records(booking)).detail).toMatchObject({ work_status: 2, can_accept_cancellation: false, can_decline_cancellation: false });
  });
});

describe('POST /api/cart-quote: the TendoPay minimum as placing decides it', () => {
  const quote = (services: { id: string; quantity: number }[], discountCoupon: string | null = null) =>
    stack.client().send('post', '/api/cart-quote', { category: c.category.friendly_name, list: services, discountCoupon });

  it('999.50 is not allowed, by the quote and by the placement; 1,000.00 is', async () => {
    const [under, exactly] = [await pricedAt(999.5), await pricedAt(1000)];
    const low = await quote([{ id: under, quantity: 1 }]);
    expect(low.status, JSON.stringify(low.body)).toBe(200);
    expect(low.body).toEqual({ sub_total: 999.5, discount: 0, total: 999.5, installment_allowed: false, installment_note: TENDOPAY_MINIMUM });
    const placed = await customer.client.send('post', '/api/bookings', cart(c, await planSlot(stack, 3), addressId, { services: [{ service: under, quantity: 1, location: c.locationId }], paymentGateway: 'tendopay' }));
    expect(placed.status).toBe(422);
    expect(placed.body.errors).toEqual({ paymentGateway: [TENDOPAY_MINIMUM] });

    expect((await quote([{ id: exactly, quantity: 1 }])).body).toMatchObject({ total: 1000, installment_allowed: true, installment_note: null });
  });

  it("prices with the coupon, so a discount can take the cart under the minimum; the client's prices are ignored", async () => {
    await createCoupon(stack, { code: 'TENOFF', amount: 10, isPercentage: true });
    const withPrice = [{ id: c.cleaning, quantity: 2, price: 1 }];
    expect((await quote(withPrice)).body).toMatchObject({ sub_total: 1500, total: 1500, installment_allowed: true });
    const items = [{ id: await pricedAt(1050), quantity: 1 }];
    expect((await quote(items)).body).toMatchObject({ total: 1050, installment_allowed: true });
    expect((await quote(items, 'TENOFF')).body).toMatchObject({ sub_total: 1050, discount: 105, total: 945, installment_allowed: false });
  });

  it('answers 422 with the field for a wrong cart or coupon, and writes nothing', async () => {
    const empty = await quote([]);
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toContain('services');
    const badCoupon = await quote([{ id: c.cleaning, quantity: 1 }], 'NOSUCHCODE');
    expect(badCoupon.status).toBe(422);
    expect(Object.keys(badCoupon.body.errors)).toEqual(['discountCoupon']);
  });
});

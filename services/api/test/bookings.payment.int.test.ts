/**
 * Paying a booking through HTTP with the sandbox gateway (no keys configured): the booking's
 * url, the sandbox page and its buttons, the outcome recorded on the booking and shown by
 * the look-up and the customer's list; a failure leaves it payable again; repeats are no-ops.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { ALREADY_PAID, BOOKING_NOT_FOUND } from '@app/core/bookings/rules';
import { addAddress, cart, planSlot, seedCatalogue, type Catalogue } from './bookings.support.js';
import { receiptOf } from '../src/bookings/payment/receipts.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

const PUBLIC_URL = 'http://localhost:3000';
const SANDBOX_URL = new RegExp(`^${PUBLIC_URL}/payments/sandbox/[0-9a-f-]{36}$`);

let stack: TestStack;
let customer: { client: TestClient; userId: string; email: string };
let addressId: string;
let c: Catalogue;

beforeAll(async () => {
  stack = await startStack({ PUBLIC_URL });
  const admin = (await stack.signedIn('administrator')).client;
  c = await seedCatalogue(admin);
  customer = await stack.signedIn('customer');
  addressId = await addAddress(customer.client, c.cityId);
  await stack.settled();
});
afterAll(async () => {
  await stack?.close();
});

const eventTypes = async (bookingId: string) => (await stack.store.readStream(bookingStreamId(bookingId))).map((e) => e.type);
const show = (reference: string, email = customer.email) => stack.client().send('post', '/api/booking-show-details', { id: reference, email });
const sandboxPath = (url: string) => new URL(url).pathname;

/** The public flow's cart, as the wizard posts it to `/process`. */
const processCart = (slotId: string, email: string) => ({
  user: { first_name: 'Maria', last_name: 'Santos', email, contact_number: '09171234567', street_address: '5 Rizal Ave', city: { id: c.cityId, name: 'Makati' }, barangay: 'San Antonio', type_of_home: 'condo' },
  date_of_service: slotId,
  category: c.category.friendly_name,
  list: [{ id: c.cleaning, name: 'Aircon cleaning', price: 1, quantity: 1, location: { id: c.locationId, name: 'Bedroom' } }],
  discountCoupon: null,
});

describe('a customer books and pays at the sandbox', () => {
  it('POST /api/bookings answers the payment url; Pay on the sandbox page marks the booking paid everywhere', async () => {
    const res = await customer.client.send('post', '/api/bookings', cart(c, await planSlot(stack, 3), addressId));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = res.body.data;
    expect(res.body.payment.url).toMatch(SANDBOX_URL);
    expect(booking.payment).toEqual({ status: 'unpaid', url: res.body.payment.url });
    expect(await eventTypes(booking.booking_id)).toEqual(['BookingPlaced', 'PaymentRequested']);

    const page = await request(stack.app).get(sandboxPath(booking.payment.url)).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Php 1500.00');

    const pay = await request(stack.app).post(`${sandboxPath(booking.payment.url)}/pay`).type('form').set('Accept', 'text/html');
    expect(pay.status).toBe(303);
    expect(pay.headers.location).toBe(`${PUBLIC_URL}/booking-success/${booking.id}?receipt=${receiptOf(stack.config, booking.id)}`);

    // Read-your-writes: the redirect goes out once the read model shows the payment.
    expect((await show(booking.id)).body).toMatchObject({ id: booking.id, payment_status: 'paid', payment: { status: 'paid' } });
    const mine = (await customer.client.get('/api/my-bookings')).body.data.find((b: { id: string }) => b.id === booking.id);
    expect(mine).toMatchObject({ payment_status: 'paid' });
    expect(await eventTypes(booking.booking_id)).toEqual(['BookingPlaced', 'PaymentRequested', 'PaymentSucceeded']);

    // The Payment button is disabled once paid, and the server agrees.
    const again = await stack.client().send('post', `/api/bookings/${booking.id}/pay`, { email: customer.email });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_PAID);
  });

  it('Pay twice, then Fail: one PaymentSucceeded, still paid', async () => {
    const booking = (await customer.client.send('post', '/api/bookings', cart(c, await planSlot(stack, 3), addressId))).body.data;
    const path = sandboxPath(booking.payment.url);
    const first = await request(stack.app).post(`${path}/pay`).set('Accept', 'application/json');
    const second = await request(stack.app).post(`${path}/pay`).set('Accept', 'application/json');
    const fail = await request(stack.app).post(`${path}/fail`).set('Accept', 'application/json');
    expect([first.body.status, second.body.status, fail.body.status]).toEqual(['paid', 'paid', 'paid']);
    expect(await eventTypes(booking.booking_id)).toEqual(['BookingPlaced', 'PaymentRequested', 'PaymentSucceeded']);
    expect((await show(booking.id)).body.payment_status).toBe('paid');
  });
});

describe('a guest pays through POST /api/xendit/process', () => {
  it('places the cart, answers {url, booking}; Fail leaves it failed and payable again with a new payment', async () => {
    const email = `guest.${Date.now()}@example.ph`;
    const guest = stack.client();
    const res = await guest.send('post', '/api/xendit/process', processCart(await planSlot(stack, 3), email));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.url).toMatch(SANDBOX_URL);
    const booking = res.body.booking;
    expect(booking).toMatchObject({ total: 750, gateway: 'xendit', payment_status: 'unpaid', customer: { email }, address: { street_address: '5 Rizal Ave' } });
    expect(res.body.account_created).toBe(true);

    const fail = await request(stack.app).post(`${sandboxPath(res.body.url)}/fail`).type('form').set('Accept', 'text/html');
    expect(fail.status).toBe(303);
    expect(fail.headers.location).toBe(`${PUBLIC_URL}/payment-failed?booking=${booking.id}`);
    expect((await show(booking.id, email)).body).toMatchObject({ payment_status: 'failed' });

    // The manage-booking page's Payment button: the booking's e-mail, the look-ups' one 404.
    const wrongs = [
      await guest.send('post', `/api/bookings/${booking.id}/pay`, { email: 'someone.else@example.ph' }),
      await guest.send('post', '/api/bookings/ZZZZZZZZZZ/pay', { email }),
      await guest.send('post', '/api/bookings/not-a-reference/pay', { email }),
    ];
    for (const wrong of wrongs) expect([wrong.status, wrong.body.message]).toEqual([404, BOOKING_NOT_FOUND]);
    expect((await guest.send('post', `/api/bookings/${booking.id}/pay`, {})).status).toBe(422);

    const retry = await guest.send('post', `/api/bookings/${booking.id.toLowerCase()}/pay`, { email: email.toUpperCase() });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.url).toMatch(SANDBOX_URL);
    expect(retry.body.url).not.toBe(res.body.url);
    expect(retry.body.booking).toMatchObject({ payment_status: 'unpaid', payment: { url: retry.body.url } });
    // Pressed again while that payment is pending: the same url, no new invoice.
    expect((await guest.send('post', `/api/bookings/${booking.id}/pay`, { email })).body.url).toBe(retry.body.url);

    const pay = await request(stack.app).post(`${sandboxPath(retry.body.url)}/pay`).set('Accept', 'application/json');
    expect(pay.body).toMatchObject({ status: 'paid', redirect: `${PUBLIC_URL}/booking-success/${booking.id}?receipt=${receiptOf(stack.config, booking.id)}` });
    expect((await show(booking.id, email)).body.payment_status).toBe('paid');
    expect(await eventTypes(booking.booking_id)).toEqual(['BookingPlaced', 'PaymentRequested', 'PaymentFailed', 'PaymentRequested', 'PaymentSucceeded']);
  });

  it('the cart is validated like POST /api/bookings', async () => {
    const res = await stack.client().send('post', '/api/tendopay/process', { ...processCart(await planSlot(stack, 1), 'x@example.ph'), list: [] });
    expect(res.status).toBe(422);
    expect(res.body.errors.services).toEqual(['Please add a service to your cart.']);
  });
});

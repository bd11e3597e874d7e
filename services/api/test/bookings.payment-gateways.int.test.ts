/**
 * Paying bookings at Xendit and TendoPay, here the local fakes speaking their APIs: the
 * invoice and order our checkout opens, callbacks recorded once whatever their order, a
 * wrong token or a wrong amount recording nothing, TendoPay's minimum, and an unreachable
 * gateway leaving the booking placed, unpaid and payable again.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { TENDOPAY_MINIMUM } from '@app/core/bookings/pricing';
import { createLogger } from '@app/core/logger';
import { createGateways } from '@app/core/payments/gateways';
import { recheckPendingPayments } from '@app/core/payments/recheckPending';
import { pendingPayments } from '@app/projections/readModels/pendingPayments/queries';
import type { TendopayFake } from '../../../tests/fakes/tendopayFake.js';
import type { FakeInvoice, XenditFake } from '../../../tests/fakes/xenditFake.js';
import { GATEWAY_NOT_AVAILABLE } from '../src/bookings/payment/gatewayChoice.js';
import { receiptOf } from '../src/bookings/payment/receipts.js';
import { GATEWAY_UNREACHABLE } from '../src/bookings/payment/startPayment.js';
import { addAddress, cart, planSlot, seedCatalogue, type Catalogue } from './bookings.support.js';
import { startGatewayStack, type GatewayStack } from './support/gateways.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

const XENDIT = { key: 'xnd_development_booking_test', token: 'booking-test-callback-token' };
const TENDOPAY = { id: '3003', secret: 'booking-test-tendopay-secret' };
const PUBLIC_URL = 'http://localhost:3000';

let stack: TestStack;
let xendit: XenditFake;
let tendopay: TendopayFake;
let customer: { client: TestClient; userId: string; email: string };
let admin: TestClient;
let addressId: string;
let c: Catalogue;
let gateways: GatewayStack;

beforeAll(async () => {
  gateways = await startGatewayStack({ xendit: XENDIT, tendopay: TENDOPAY }, PUBLIC_URL);
  ({ stack, xendit, tendopay } = gateways);
  admin = (await stack.signedIn('administrator')).client;
  c = await seedCatalogue(admin);
  customer = await stack.signedIn('customer');
  addressId = await addAddress(customer.client, c.cityId);
  await stack.settled();
});
afterAll(async () => {
  await gateways?.close();
});

const eventTypes = async (bookingId: string) => (await stack.store.readStream(bookingStreamId(bookingId))).map((e) => e.type);
const paymentStatus = async (reference: string) => (await stack.client().send('post', '/api/booking-show-details', { id: reference, email: customer.email })).body.payment_status;
const invoiceAt = (url: string): FakeInvoice => [...xendit.invoices.values()].find((i) => i.invoice_url === url)!;
const callback = (invoiceId: string, token = XENDIT.token) =>
  request(stack.app).post('/api/payments/xendit/callback').set('x-callback-token', token).send(xendit.callbackBody(invoiceId));

/** The wizard's cart for the signed-in customer: a saved address, one line. */
const processCart = (slotId: string, service: string, quantity = 1) => ({
  user: { id: customer.userId, email: customer.email },
  address: addressId,
  date_of_service: slotId,
  category: c.category.friendly_name,
  list: [{ id: service, price: 1, quantity, location: { id: c.locationId, name: 'Bedroom' } }],
  discountCoupon: null,
});

describe('Xendit', () => {
  it('a payment whose callback never came is re-read from the gateway and recorded once; unpaid ones stay pending', async () => {
    const paid = (await customer.client.send('post', '/api/xendit/process', processCart(await planSlot(stack, 3), c.cleaning))).body;
    const unpaid = (await customer.client.send('post', '/api/xendit/process', processCart(await planSlot(stack, 3), c.cleaning))).body;
    // Paid at Xendit, but its callback is lost: nothing calls our callback route.
    xendit.setStatus(invoiceAt(paid.url).id, 'PAID');
    expect(await paymentStatus(paid.booking.id)).toBe('unpaid');
    const deps = { pendingPayments: (requested: { after: Date; before: Date }, limit: number) => pendingPayments(stack.db.pool, requested, limit), store: stack.store, gateways: createGateways(stack.config, { pool: stack.db.pool }), log: createLogger('recheck-test') };
    // Not yet: a callback usually comes within seconds, so only older payments are asked about.
    expect(await recheckPendingPayments(deps)).toEqual([]);
    const settled = await recheckPendingPayments(deps, 0);
    expect(settled).toEqual([{ bookingId: paid.booking.booking_id, paymentId: invoiceAt(paid.url).external_id, status: 'paid' }]);
    await stack.settled();
    expect(await paymentStatus(paid.booking.id)).toBe('paid');
    expect(await paymentStatus(unpaid.booking.id)).toBe('unpaid');
    // The next tick finds nothing new: the paid one is no longer pending.
    expect(await recheckPendingPayments(deps, 0)).toEqual([]);
    expect((await eventTypes(paid.booking.booking_id)).filter((t) => t === 'PaymentSucceeded')).toHaveLength(1);
  });

  it('the process call opens an invoice for the server total with our redirects; the browser goes to its page', async () => {
    const res = await customer.client.send('post', '/api/xendit/process', processCart(await planSlot(stack, 3), c.cleaning, 2));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { url, booking } = res.body;
    expect(url).toMatch(new RegExp(`^${xendit.url}/web/invoices/`));
    const invoice = invoiceAt(url);
    const [requested] = (await stack.store.readStream(bookingStreamId(booking.booking_id))).filter((e) => e.type === 'PaymentRequested');
    expect(invoice).toMatchObject({
      external_id: (requested!.data as { paymentId: string }).paymentId,
      amount: 1500,
      payer_email: customer.email,
      success_redirect_url: `${PUBLIC_URL}/booking-success/${booking.id}?receipt=${receiptOf(stack.config, booking.id)}`,
      failure_redirect_url: `${PUBLIC_URL}/payment-failed?booking=${booking.id}`,
    });
    expect(booking.payment).toEqual({ status: 'unpaid', url });
  });

  it('a wrong callback token records nothing; PAID twice then EXPIRED: one payment, still paid', async () => {
    const { url, booking } = (await customer.client.send('post', '/api/xendit/process', processCart(await planSlot(stack, 3), c.cleaning))).body;
    const invoice = invoiceAt(url);
    xendit.setStatus(invoice.id, 'PAID');

    const forged = await callback(invoice.id, 'not-the-token');
    expect(forged.status).toBe(401);
    expect(await eventTypes(booking.booking_id)).toEqual(['BookingPlaced', 'PaymentRequested']);
    expect(await paymentStatus(booking.id)).toBe('unpaid');

    expect((await callback(invoice.id)).body).toEqual({ received: true, status: 'paid' });
    expect((await callback(invoice.id)).body).toEqual({ received: true, status: 'paid' });
    expect(await paymentStatus(booking.id)).toBe('paid');
    xendit.setStatus(invoice.id, 'EXPIRED');
    expect((await callback(invoice.id)).body).toEqual({ received: true, status: 'expired' });

    expect(await eventTypes(booking.booking_id)).toEqual(['BookingPlaced', 'PaymentRequested', 'PaymentSucceeded']);
    expect(await paymentStatus(booking.id)).toBe('paid');
    const mine = (await customer.client.get('/api/my-bookings')).body.data.find((b: { id: string }) => b.id === booking.id);
    expect(mine.payment_status).toBe('paid');
  });

  it('a wrong amount is answered 200 (retrying cannot fix it) and recorded nowhere', async () => {
    const { url, booking } = (await customer.client.send('post', '/api/xendit/process', processCart(await planSlot(stack, 3), c.cleaning))).body;
    const invoice = invoiceAt(url);
    invoice.amount = 1;
    xendit.setStatus(invoice.id, 'PAID');
    const res = await callback(invoice.id);
    expect(res.status).toBe(200);
    expect(await eventTypes(booking.booking_id)).toEqual(['BookingPlaced', 'PaymentRequested']);
    expect(await paymentStatus(booking.id)).toBe('unpaid');
  });

  it('the sandbox is not offered once real gateways are configured', async () => {
    const res = await customer.client.send('post', '/api/bookings', cart(c, await planSlot(stack, 1), addressId, { paymentGateway: 'sandbox' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ paymentGateway: [GATEWAY_NOT_AVAILABLE] });
  });
});

describe('TendoPay', () => {
  it('refuses a total of 999 and sends a total of 1,000 to its authorize page; paid when it says PAID', async () => {
    const low = await customer.client.send('post', '/api/tendopay/process', processCart(await planSlot(stack, 3), c.almostThousand));
    expect(low.status).toBe(422);
    expect(low.body.errors).toEqual({ paymentGateway: [TENDOPAY_MINIMUM] });

    const created = await admin.send('post', '/api/category-services', { category: c.category.id, name: 'Full service', price: 1000 });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    await stack.settled();
    const res = await customer.client.send('post', '/api/tendopay/process', processCart(await planSlot(stack, 3), (created.body.data ?? created.body).id));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.url).toMatch(new RegExp(`^${tendopay.url}/payments/authorise/`));
    expect(res.body.booking).toMatchObject({ total: 1000, gateway: 'tendopay', payment_status: 'unpaid' });

    const [requested] = (await stack.store.readStream(bookingStreamId(res.body.booking.booking_id))).filter((e) => e.type === 'PaymentRequested');
    const paymentId = (requested!.data as { paymentId: string }).paymentId;
    tendopay.setStatus(paymentId, 'PAID');
    const back = new URL(tendopay.redirectBack(paymentId));
    const browser = await request(stack.app).get(back.pathname + back.search);
    expect(browser.headers.location).toBe(`${PUBLIC_URL}/booking-success/${res.body.booking.id}?receipt=${receiptOf(stack.config, res.body.booking.id)}`);
    expect(await paymentStatus(res.body.booking.id)).toBe('paid');
    const notified = await request(stack.app).post('/api/payments/tendopay/callback').type('form').send(tendopay.notification(paymentId));
    expect(notified.body).toEqual({ received: true, status: 'paid' });
    expect(await eventTypes(res.body.booking.booking_id)).toEqual(['BookingPlaced', 'PaymentRequested', 'PaymentSucceeded']);
  });
});

describe('a gateway that cannot be reached', () => {
  let down: TestStack;
  beforeAll(async () => {
    // Port 9 (discard): nothing listens, the connection is refused.
    down = await startStack({ PUBLIC_URL, XENDIT_SECRET_KEY: XENDIT.key, XENDIT_CALLBACK_TOKEN: XENDIT.token, XENDIT_BASE_URL: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await down?.close();
  });

  it('answers 503 with the booking placed and unpaid; the Payment button can try again', async () => {
    const downAdmin = (await down.signedIn('administrator')).client;
    const dc = await seedCatalogue(downAdmin);
    const who = await down.signedIn('customer');
    const address = await addAddress(who.client, dc.cityId);
    const slot = await planSlot(down, 1);
    const res = await who.client.send('post', '/api/bookings', cart(dc, slot, address));
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(GATEWAY_UNREACHABLE);
    expect(res.body.data).toMatchObject({ payment_status: 'unpaid', payment: { url: null } });
    const reference = res.body.data.id;
    expect((await down.store.readStream(bookingStreamId(res.body.data.booking_id))).map((e) => e.type)).toEqual(['BookingPlaced']);

    const retry = await down.client().send('post', `/api/bookings/${reference}/pay`, { email: who.email });
    expect([retry.status, retry.body.message]).toEqual([503, GATEWAY_UNREACHABLE]);
  });
});

/**
 * Forged, replayed and out-of-order payment callbacks, against the local Xendit and
 * TendoPay fakes. A wrong Xendit x-callback-token or a wrong TendoPay signature gets 401
 * and appends nothing; PAID delivered again (one after another or all at once) and a
 * late EXPIRED or CANCELED after PAID leave exactly one PaymentSucceeded on the booking.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import type { TendopayFake } from '../fakes/tendopayFake.js';
import type { XenditFake } from '../fakes/xenditFake.js';
import { addAddress, planSlot, seedCatalogue, type Catalogue } from '../../services/api/test/bookings.support.js';
import { startGatewayStack, type GatewayStack } from '../../services/api/test/support/gateways.js';
import type { TestClient, TestStack } from '../../services/api/test/support/stack.js';

const XENDIT = { key: 'xnd_development_security_test', token: 'security-test-callback-token' };
const TENDOPAY = { id: '4004', secret: 'security-test-tendopay-secret' };

let stack: TestStack;
let gateways: GatewayStack;
let xendit: XenditFake;
let tendopay: TendopayFake;
let customer: { client: TestClient; userId: string; email: string };
let addressId: string;
let c: Catalogue;

beforeAll(async () => {
  gateways = await startGatewayStack({ xendit: XENDIT, tendopay: TENDOPAY }, 'http://localhost:3000');
  ({ stack, xendit, tendopay } = gateways);
  c = await seedCatalogue((await stack.signedIn('administrator')).client);
  customer = await stack.signedIn('customer');
  addressId = await addAddress(customer.client, c.cityId);
  await stack.settled();
}, 120_000);
afterAll(async () => {
  await gateways?.close();
});

const eventTypes = async (bookingId: string) => (await stack.store.readStream(bookingStreamId(bookingId))).map((e) => e.type);
const succeeded = async (bookingId: string) => (await eventTypes(bookingId)).filter((t) => t === 'PaymentSucceeded').length;

/** A booking placed and sent to the gateway's checkout (1,500 pesos: above TendoPay's minimum). */
async function checkout(gateway: 'xendit' | 'tendopay'): Promise<{ bookingId: string; paymentId: string; url: string }> {
  const res = await customer.client.send('post', `/api/${gateway}/process`, {
    user: { id: customer.userId, email: customer.email },
    address: addressId,
    date_of_service: await planSlot(stack, 3),
    category: c.category.friendly_name,
    list: [{ id: c.cleaning, price: 1, quantity: 2, location: { id: c.locationId, name: 'Bedroom' } }],
    discountCoupon: null,
  });
  if (res.status !== 201) throw new Error(`${gateway} checkout: ${res.status} ${JSON.stringify(res.body)}`);
  const bookingId: string = res.body.booking.booking_id;
  const requested = (await stack.store.readStream(bookingStreamId(bookingId))).find((e) => e.type === 'PaymentRequested')!;
  return { bookingId, paymentId: (requested.data as { paymentId: string }).paymentId, url: res.body.url };
}

const invoiceIdAt = (url: string) => [...xendit.invoices.values()].find((i) => i.invoice_url === url)!.id;
const xenditCallback = (invoiceId: string, token?: string) => {
  const req = request(stack.app).post('/api/payments/xendit/callback');
  return (token === undefined ? req : req.set('x-callback-token', token)).send(xendit.callbackBody(invoiceId));
};
const tendopayCallback = (body: Record<string, string>) => request(stack.app).post('/api/payments/tendopay/callback').type('form').send(body);

describe('forged callbacks: 401, nothing recorded', () => {
  it('Xendit: a wrong or missing x-callback-token', async () => {
    const { bookingId, url } = await checkout('xendit');
    const invoice = invoiceIdAt(url);
    xendit.setStatus(invoice, 'PAID');
    for (const token of ['not-the-token', `${XENDIT.token}x`, '', undefined]) {
      const res = await xenditCallback(invoice, token);
      expect(res.status, `token ${JSON.stringify(token)}`).toBe(401);
    }
    expect(await eventTypes(bookingId)).toEqual(['BookingPlaced', 'PaymentRequested']);
  }, 60_000);

  it('TendoPay: a wrong signature, a tampered field, no signature', async () => {
    const { bookingId, paymentId } = await checkout('tendopay');
    tendopay.setStatus(paymentId, 'PAID');
    const genuine = tendopay.notification(paymentId);
    const signature = genuine.x_signature!;
    const flipped = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    const { x_signature: _dropped, ...unsigned } = genuine;
    for (const forged of [{ ...genuine, x_signature: flipped }, { ...genuine, tp_amount: '1' }, unsigned]) {
      const res = await tendopayCallback(forged);
      expect(res.status, JSON.stringify(forged)).toBe(401);
    }
    expect(await eventTypes(bookingId)).toEqual(['BookingPlaced', 'PaymentRequested']);
  }, 60_000);
});

describe('replayed and out-of-order callbacks: one payment', () => {
  it('Xendit: PAID three times, then EXPIRED', async () => {
    const { bookingId, url } = await checkout('xendit');
    const invoice = invoiceIdAt(url);
    xendit.setStatus(invoice, 'PAID');
    for (let i = 0; i < 3; i++) expect((await xenditCallback(invoice, XENDIT.token)).body).toEqual({ received: true, status: 'paid' });
    xendit.setStatus(invoice, 'EXPIRED');
    expect((await xenditCallback(invoice, XENDIT.token)).status).toBe(200);
    expect(await succeeded(bookingId)).toBe(1);
    expect(await eventTypes(bookingId)).toEqual(['BookingPlaced', 'PaymentRequested', 'PaymentSucceeded']);
  }, 60_000);

  it('Xendit: the same PAID callback five times at once', async () => {
    const { bookingId, url } = await checkout('xendit');
    const invoice = invoiceIdAt(url);
    xendit.setStatus(invoice, 'PAID');
    const answers = await Promise.all(Array.from({ length: 5 }, () => xenditCallback(invoice, XENDIT.token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await succeeded(bookingId)).toBe(1);
  }, 60_000);

  it('TendoPay: PAID twice, then a late CANCELED', async () => {
    const { bookingId, paymentId } = await checkout('tendopay');
    tendopay.setStatus(paymentId, 'PAID');
    const paid = tendopay.notification(paymentId);
    expect((await tendopayCallback(paid)).body).toEqual({ received: true, status: 'paid' });
    expect((await tendopayCallback(paid)).body).toEqual({ received: true, status: 'paid' });
    tendopay.setStatus(paymentId, 'CANCELED');
    expect((await tendopayCallback(tendopay.notification(paymentId))).status).toBe(200);
    expect(await succeeded(bookingId)).toBe(1);
    expect(await eventTypes(bookingId)).toEqual(['BookingPlaced', 'PaymentRequested', 'PaymentSucceeded']);
  }, 60_000);
});

/**
 * Test mode, as `npm start` runs it (NODE_ENV=production, no gateway keys): the sandbox
 * takes the payment, its page and buttons work through the one callback path, and the
 * booking is paid. The same installation with PAYMENTS_SANDBOX=false refuses the booking
 * and its sandbox pages answer 404.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateways, type Gateways } from '@app/core/payments/gateways';
import { createLogger } from '@app/core/logger';
import { createApp } from '../src/app.js';
import { GATEWAY_NOT_AVAILABLE } from '../src/bookings/payment/gatewayChoice.js';
import { receiptOf } from '../src/bookings/payment/receipts.js';
import { planSlot, seedCatalogue, type Catalogue } from './bookings.support.js';
import { checkoutRequest } from './support/gateways.js';
import { startStack, TestClient, type TestStack } from './support/stack.js';

const PUBLIC_URL = 'http://localhost:3000';

let stack: TestStack;
let gateways: Gateways;
let c: Catalogue;
let admin: TestClient;

beforeAll(async () => {
  stack = await startStack({ PUBLIC_URL, NODE_ENV: 'production' });
  gateways = createGateways(stack.config, { pool: stack.db.pool });
  admin = (await stack.signedIn('administrator')).client;
  c = await seedCatalogue(admin);
});
afterAll(async () => {
  await stack?.close();
});

/** The public wizard's guest cart, as it posts it to `/api/{gateway}/process`. */
const guestCart = async () => ({
  user: {
    first_name: 'Maria',
    last_name: 'Santos',
    email: `maria.${randomUUID().slice(0, 8)}@example.ph`,
    contact_number: '09171234567',
    street_address: '5 Rizal Ave',
    city: { id: c.cityId, name: 'Makati' },
    barangay: 'San Antonio',
    type_of_home: 'condo',
  },
  date_of_service: await planSlot(stack, 3),
  category: c.category.friendly_name,
  list: [{ id: c.cleaning, name: 'Aircon cleaning', price: 1, quantity: 2, location: { id: c.locationId, name: 'Bedroom' } }],
  discountCoupon: null,
});

const checkout = (paymentId: string, amountCentavos?: number) => checkoutRequest(PUBLIC_URL, paymentId, amountCentavos);

describe('npm start with no gateway keys (NODE_ENV=production)', () => {
  it('says so to the site and the console', async () => {
    expect(stack.config.NODE_ENV).toBe('production');
    expect((await stack.client().get('/api/payment-mode')).body).toEqual({ test_payments: true, notice: 'Test payments: no money moves' });
  });

  it('takes a guest booking at either gateway; paid on the sandbox, it is a test payment in every list and page', async () => {
    const cart = await guestCart();
    const placed = await stack.client().send('post', '/api/xendit/process', cart);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const path = new URL(placed.body.url).pathname;
    expect(path).toMatch(/^\/payments\/sandbox\/[0-9a-f-]{36}$/);

    const page = await request(stack.app).get(path).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Test payments: no money moves');
    const pay = await request(stack.app).post(`${path}/pay`).type('form').set('Accept', 'text/html');
    expect(pay.status).toBe(303);
    expect(pay.headers.location).toBe(`${PUBLIC_URL}/booking-success/${placed.body.booking.id}?receipt=${receiptOf(stack.config, placed.body.booking.id)}`);
    const reference: string = placed.body.booking.id;
    const marked = { id: reference, payment_status: 'paid', is_test_payment: true };
    const list = await admin.get(`/admin-api/bookings?filter=${encodeURIComponent(JSON.stringify({ q: reference }))}`);
    expect(list.body).toEqual([expect.objectContaining(marked)]);
    expect((await admin.get(`/admin-api/bookings/${reference}`)).body).toMatchObject(marked);
    expect((await stack.client().send('post', '/api/booking-show-details', { id: reference, email: cart.user.email })).body).toMatchObject(marked);
    expect((await stack.client().get(`/api/fetch-booking-details/${reference}`)).body.data).toMatchObject(marked);

    const installments = await stack.client().send('post', '/api/tendopay/process', await guestCart());
    expect(installments.status, JSON.stringify(installments.body)).toBe(201);
    expect(new URL(installments.body.url).pathname).toMatch(/^\/payments\/sandbox\//);
  });

  it('with PAYMENTS_SANDBOX=false refuses the booking and hides the sandbox pages', async () => {
    const config = { ...stack.config, PAYMENTS_SANDBOX: false };
    const strict = createApp({ config, pool: stack.db.pool, store: stack.store, redis: stack.redis, log: createLogger('strict-test'), rateLimitPrefix: `strict-${randomUUID()}` });
    expect((await new TestClient(strict).get('/api/payment-mode')).body).toEqual({ test_payments: false, notice: null });
    const refused = await new TestClient(strict).send('post', '/api/xendit/process', await guestCart());
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ paymentGateway: [GATEWAY_NOT_AVAILABLE] });

    // A checkout opened while test payments were allowed is out of reach once they are not.
    const { url } = await gateways.sandbox.createCheckout(checkout(randomUUID()));
    const path = new URL(url).pathname;
    expect((await request(stack.app).get(path)).status).toBe(200);
    expect((await request(strict).get(path)).status).toBe(404);
    expect((await request(strict).post(`${path}/pay`).set('Accept', 'application/json')).status).toBe(404);
  });
});

describe('sandbox page', () => {
  it('renders Pay and Fail as plain form POSTs under a strict CSP', async () => {
    const paymentId = randomUUID();
    const { url } = await gateways.sandbox.createCheckout(checkout(paymentId, 2345_60));
    const path = new URL(url).pathname;
    const res = await request(stack.app).get(path).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none';\s*form-action 'self'/);
    expect(res.text).toContain('Php 2345.60');
    expect(res.text).toContain(`<form method="post" action="${path}/pay"><button type="submit">Pay</button></form>`);
    expect(res.text).toContain(`<form method="post" action="${path}/fail"><button type="submit">Fail</button></form>`);
    // Styled by one stylesheet the CSP allows by its hash; no script, no inline style attribute.
    expect(res.headers['content-security-policy']).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(res.text).toContain('<style>');
    expect(res.text).not.toMatch(/<script|style=/i);
  });

  it('answers 404 for an unknown or malformed payment id', async () => {
    expect((await request(stack.app).get(`/payments/sandbox/${randomUUID()}`)).status).toBe(404);
    expect((await request(stack.app).get('/payments/sandbox/not-a-uuid')).status).toBe(404);
    expect((await request(stack.app).post(`/payments/sandbox/${randomUUID()}/pay`)).status).toBe(404);
  });

  it('Pay from the browser redirects to the success URL; a second Pay reports the same outcome', async () => {
    const paymentId = randomUUID();
    const { url } = await gateways.sandbox.createCheckout(checkout(paymentId, 999_50));
    const path = new URL(url).pathname;
    const browser = await request(stack.app).post(`${path}/pay`).type('form').set('Accept', 'text/html,application/xhtml+xml');
    expect(browser.status).toBe(303);
    expect(browser.headers.location).toBe(`${PUBLIC_URL}/booking-success/b-1`);
    const again = await request(stack.app).post(`${path}/pay`).set('Accept', 'application/json');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ paymentId, gatewayReference: paymentId, status: 'paid', amountCentavos: 999_50, redirect: `${PUBLIC_URL}/booking-success/b-1` });
    const fail = await request(stack.app).post(`${path}/fail`).set('Accept', 'application/json');
    expect(fail.body.status).toBe('paid');
  });

  it('Fail reports failed and sends the browser to the failure URL', async () => {
    const paymentId = randomUUID();
    const { url } = await gateways.sandbox.createCheckout(checkout(paymentId));
    const res = await request(stack.app).post(`${new URL(url).pathname}/fail`).set('Accept', 'text/html');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/payment-failed`);
    const page = await request(stack.app).get(new URL(url).pathname);
    expect(page.text).toContain('This payment is already failed.');
  });
});

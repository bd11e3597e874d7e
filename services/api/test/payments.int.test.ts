/**
 * Payments over HTTP against the full api stack and local fake gateways: the sandbox
 * page and its buttons, Xendit's callback and TendoPay's notification and redirect back.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateways, type Gateways } from '@app/core/payments/gateways';
import type { TendopayFake } from '../../../tests/fakes/tendopayFake.js';
import type { XenditFake } from '../../../tests/fakes/xenditFake.js';
import { startGatewayStack, type GatewayStack } from './support/gateways.js';
import type { TestStack } from './support/stack.js';

const XENDIT = { key: 'xnd_development_api_test', token: 'api-test-callback-token' };
const TENDOPAY = { id: '2002', secret: 'api-test-tendopay-secret' };
const PUBLIC_URL = 'http://localhost:3000';

let stack: TestStack;
let xendit: XenditFake;
let tendopay: TendopayFake;
let gateways: Gateways;
let started: GatewayStack;

beforeAll(async () => {
  started = await startGatewayStack({ xendit: XENDIT, tendopay: TENDOPAY }, PUBLIC_URL);
  ({ stack, xendit, tendopay } = started);
  // The same configuration the api built its gateways from, so checkouts land where it looks.
  gateways = createGateways(stack.config, { pool: stack.db.pool });
});
afterAll(async () => {
  await started?.close();
});

const checkout = (paymentId: string, amountCentavos = 1500_00) => ({
  paymentId,
  bookingReference: 'HRK7M2Q9XZ',
  amountCentavos,
  description: 'Booking HRK7M2Q9XZ',
  payer: { email: 'maria@example.ph', firstName: 'Maria', lastName: 'Santos' },
  successUrl: `${PUBLIC_URL}/booking-success/b-1`,
  failureUrl: `${PUBLIC_URL}/payment-failed`,
});

describe('sandbox page', () => {
  it('renders Pay and Fail as plain form POSTs under a strict CSP', async () => {
    const paymentId = randomUUID();
    const { url } = await gateways.sandbox.createCheckout(checkout(paymentId, 2345_60));
    const path = new URL(url).pathname;
    const res = await request(stack.app).get(path).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'; form-action 'self'/);
    expect(res.text).toContain('Php 2345.60');
    expect(res.text).toContain(`<form method="post" action="${path}/pay"><button type="submit">Pay</button></form>`);
    expect(res.text).toContain(`<form method="post" action="${path}/fail"><button type="submit">Fail</button></form>`);
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

describe('Xendit callback route', () => {
  it('accepts the right token and reports what the re-read invoice says', async () => {
    const { gatewayReference } = await gateways.forChoice('xendit').createCheckout(checkout(randomUUID()));
    const post = (token: string) => request(stack.app).post('/api/payments/xendit/callback').set('x-callback-token', token).send(xendit.callbackBody(gatewayReference, 'PAID'));
    expect((await post(XENDIT.token)).body).toEqual({ received: true, status: 'pending' });
    xendit.setStatus(gatewayReference, 'PAID');
    const wrong = await post('not-the-token');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('The payment callback was refused.');
    expect((await post(XENDIT.token)).body).toEqual({ received: true, status: 'paid' });
  });

  it('answers 404 for an invoice Xendit does not know', async () => {
    const res = await request(stack.app).post('/api/payments/xendit/callback').set('x-callback-token', XENDIT.token).send({ id: 'nope', external_id: randomUUID(), status: 'PAID' });
    expect(res.status).toBe(404);
  });
});

describe('TendoPay routes', () => {
  it('verifies the form-encoded notification; a tampered one is refused', async () => {
    const paymentId = randomUUID();
    await gateways.forChoice('tendopay').createCheckout(checkout(paymentId));
    tendopay.setStatus(paymentId, 'PAID');
    const tampered = await request(stack.app)
      .post('/api/payments/tendopay/callback')
      .type('form')
      .send({ ...tendopay.notification(paymentId), tp_transaction_status: 'CANCELED' });
    expect(tampered.status).toBe(401);
    const res = await request(stack.app).post('/api/payments/tendopay/callback').type('form').send(tendopay.notification(paymentId));
    expect(res.body).toEqual({ received: true, status: 'paid' });
  });

  it('the redirect back goes on to the success URL when paid, to the failure URL otherwise or when forged', async () => {
    const paid = randomUUID();
    await gateways.forChoice('tendopay').createCheckout(checkout(paid));
    tendopay.setStatus(paid, 'PAID');
    const back = new URL(tendopay.redirectBack(paid));
    expect((await request(stack.app).get(back.pathname + back.search)).headers.location).toBe(`${PUBLIC_URL}/booking-success/b-1`);

    back.searchParams.set('tp_transaction_status', 'FAILED');
    expect((await request(stack.app).get(back.pathname + back.search)).headers.location).toBe(`${PUBLIC_URL}/payment-failed`);

    const canceled = randomUUID();
    await gateways.forChoice('tendopay').createCheckout(checkout(canceled));
    tendopay.setStatus(canceled, 'CANCELED');
    const away = new URL(tendopay.redirectBack(canceled));
    expect((await request(stack.app).get(away.pathname + away.search)).headers.location).toBe(`${PUBLIC_URL}/payment-failed`);
  });

  it('never redirects off our own origin', async () => {
    const paymentId = randomUUID();
    await gateways.forChoice('tendopay').createCheckout({ ...checkout(paymentId), successUrl: 'https://evil.example/phish' });
    tendopay.setStatus(paymentId, 'PAID');
    const back = new URL(tendopay.redirectBack(paymentId));
    const res = await request(stack.app).get(back.pathname + back.search);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/payment-failed`);
  });
});

/**
 * Payments over HTTP against the full api stack and local fake gateways: the sandbox page
 * out of reach, Xendit's callback and TendoPay's notification and redirect back.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateways, type Gateways } from '@app/core/payments/gateways';
import type { TendopayFake } from '../../../tests/fakes/tendopayFake.js';
import type { XenditFake } from '../../../tests/fakes/xenditFake.js';
import { checkoutRequest, startGatewayStack, type GatewayStack } from './support/gateways.js';
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

const checkout = (paymentId: string, amountCentavos?: number) => checkoutRequest(PUBLIC_URL, paymentId, amountCentavos);

describe('sandbox page', () => {
  it('answers 404 once real gateways are configured, even for a checkout it holds (payments.test-mode.int.test.ts covers it in test mode)', async () => {
    const { url } = await gateways.sandbox.createCheckout(checkout(randomUUID()));
    const path = new URL(url).pathname;
    expect((await request(stack.app).get(path)).status).toBe(404);
    expect((await request(stack.app).post(`${path}/pay`).set('Accept', 'application/json')).status).toBe(404);
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

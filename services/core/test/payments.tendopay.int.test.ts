/** The TendoPay adapter against a local fake TendoPay: orders, the signed redirect and notification. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTendopayFake, type TendopayFake } from '../../../tests/fakes/tendopayFake.js';
import { handleGatewayCallback } from '../src/payments/callbacks.js';
import type { PaymentGateway } from '../src/payments/port.js';
import { tendopayGateway } from '../src/payments/tendopay/tendopayGateway.js';
import { checkoutRequest, recorder } from './payments.support.js';

const CLIENT_ID = '1001';
const SECRET = 'tendopay-fake-client-secret';
const RETURN_URL = 'http://localhost:3000/api/payments/tendopay/return';
let fake: TendopayFake;
let tendopay: PaymentGateway;

beforeAll(async () => {
  fake = await startTendopayFake({ clientId: CLIENT_ID, secret: SECRET });
  tendopay = tendopayGateway({ baseUrl: fake.url, clientId: CLIENT_ID, secret: SECRET, returnUrl: RETURN_URL });
});
afterAll(async () => {
  await fake?.close();
});

async function order(amountCentavos = 1500_50) {
  const paymentId = randomUUID();
  const checkout = await tendopay.createCheckout(checkoutRequest(paymentId, amountCentavos));
  return { paymentId, checkout };
}

/** The redirect back as our return route hands it to the adapter. */
const redirectRequest = (url: string) => ({ headers: {}, body: {}, query: Object.fromEntries(new URL(url).searchParams) });
const notificationRequest = (body: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, query: {} });

describe('TendoPay: creating the order', () => {
  it('signs the order, sends pesos and our return URL, and answers the authorize URL', async () => {
    const { paymentId, checkout } = await order(1500_50);
    const created = fake.orderFor(paymentId);
    expect(checkout.url).toMatch(new RegExp(`^${fake.url}/payments/authorise/`));
    expect(checkout.gatewayReference).toBe(paymentId);
    expect(created).toMatchObject({ tp_merchant_order_id: paymentId, tp_amount: 1500.5, tp_currency: 'PHP' });
    const returnUrl = new URL(created.tp_redirect_url);
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe(RETURN_URL);
    expect(returnUrl.searchParams.get('success')).toBe(`http://localhost:3000/booking-success/${paymentId}`);
    // The fake refuses unsigned or wrongly signed orders, so reaching here means the signature held.
    const sent = fake.requests.find((r) => r.path === '/payments/api/v2/order' && r.body.tp_merchant_order_id === paymentId)!;
    expect(sent.body.x_signature).toBe(fake.sign(sent.body));
  });

  it('fails plainly with a wrong secret', async () => {
    const wrong = tendopayGateway({ baseUrl: fake.url, clientId: CLIENT_ID, secret: 'wrong', returnUrl: RETURN_URL });
    await expect(wrong.createCheckout(checkoutRequest(randomUUID()))).rejects.toThrow(/tendopay: answered 401/);
  });
});

describe('TendoPay: the redirect back and the notification', () => {
  it.each([
    ['PAID', 'paid'],
    ['FAILED', 'failed'],
    ['CANCELED', 'failed'],
  ] as const)('%s is reported %s, from the redirect and from the notification', async (status, expected) => {
    const { paymentId } = await order(2000_00);
    fake.setStatus(paymentId, status);
    const rec = recorder();
    await handleGatewayCallback(tendopay, redirectRequest(fake.redirectBack(paymentId)), rec);
    await handleGatewayCallback(tendopay, notificationRequest(fake.notification(paymentId)), rec);
    const reported = { paymentId, gatewayReference: fake.orderFor(paymentId).tp_transaction_id, status: expected, amountCentavos: 2000_00 };
    expect(rec.outcomes).toEqual([reported, reported]);
  });

  it('refuses a tampered field or signature on the redirect and the notification, reporting nothing', async () => {
    const { paymentId } = await order();
    fake.setStatus(paymentId, 'FAILED');
    const rec = recorder();
    const url = new URL(fake.redirectBack(paymentId));
    url.searchParams.set('tp_transaction_status', 'PAID');
    await expect(handleGatewayCallback(tendopay, redirectRequest(url.toString()), rec)).rejects.toMatchObject({ reason: 'bad_signature' });

    const notification = fake.notification(paymentId);
    const flipped = notification.x_signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    await expect(handleGatewayCallback(tendopay, notificationRequest({ ...notification, x_signature: flipped }), rec)).rejects.toMatchObject({ reason: 'bad_signature' });
    await expect(handleGatewayCallback(tendopay, notificationRequest({ ...notification, tp_amount: '1' }), rec)).rejects.toMatchObject({ reason: 'bad_signature' });
    const { x_signature: _dropped, ...unsigned } = notification;
    await expect(handleGatewayCallback(tendopay, notificationRequest(unsigned), rec)).rejects.toMatchObject({ reason: 'bad_signature' });
    expect(rec.outcomes).toEqual([]);
  });

  it('re-reads the transaction: a signed PAID for a transaction TendoPay still holds pending reports nothing', async () => {
    const { paymentId } = await order();
    const rec = recorder();
    const body = { ...fake.notification(paymentId), tp_transaction_status: 'PAID' };
    const outcome = await handleGatewayCallback(tendopay, notificationRequest({ ...body, x_signature: fake.sign(body) }), rec);
    expect(outcome.status).toBe('pending');
    expect(rec.outcomes).toEqual([]);
  });

  it('refuses a signed callback for a transaction TendoPay does not know', async () => {
    const rec = recorder();
    const body = { tp_transaction_id: '999999', tp_transaction_status: 'PAID', tp_merchant_order_id: randomUUID() };
    await expect(handleGatewayCallback(tendopay, notificationRequest({ ...body, x_signature: fake.sign(body) }), rec)).rejects.toMatchObject({ reason: 'unknown_payment' });
  });

  it('fetchStatus re-reads a transaction by its number', async () => {
    const { paymentId } = await order(1200_00);
    fake.setStatus(paymentId, 'PAID');
    const transactionId = fake.orderFor(paymentId).tp_transaction_id;
    expect(await tendopay.fetchStatus(transactionId)).toEqual({ paymentId, gatewayReference: transactionId, status: 'paid', amountCentavos: 1200_00 });
  });
});

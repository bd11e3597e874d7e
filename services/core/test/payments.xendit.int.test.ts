/** The Xendit adapter against a local fake Xendit: invoices, callbacks and the re-read. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startXenditFake, type XenditFake } from '../../../tests/fakes/xenditFake.js';
import { handleGatewayCallback } from '../src/payments/callbacks.js';
import { PaymentCallbackRejected, type PaymentGateway } from '../src/payments/port.js';
import { xenditGateway } from '../src/payments/xendit/xenditGateway.js';
import { checkoutRequest, recorder } from './payments.support.js';

const SECRET_KEY = 'xnd_development_fake_secret';
const TOKEN = 'callback-token-of-the-dashboard';
let fake: XenditFake;
let xendit: PaymentGateway;

beforeAll(async () => {
  fake = await startXenditFake({ secretKey: SECRET_KEY });
  xendit = xenditGateway({ baseUrl: fake.url, secretKey: SECRET_KEY, callbackToken: TOKEN });
});
afterAll(async () => {
  await fake?.close();
});

async function invoice(amountCentavos?: number) {
  const paymentId = randomUUID();
  const checkout = await xendit.createCheckout(checkoutRequest(paymentId, amountCentavos));
  return { paymentId, checkout };
}

describe('Xendit: creating the invoice', () => {
  it('posts /v2/invoices with Basic auth, our payment id, pesos and both redirects; answers invoice_url and id', async () => {
    const { paymentId, checkout } = await invoice(2500_50);
    const created = fake.invoices.get(checkout.gatewayReference)!;
    expect(checkout.url).toBe(created.invoice_url);
    expect(checkout.url).toMatch(new RegExp(`^${fake.url}/web/invoices/`));
    const sent = fake.requests.find((r) => r.method === 'POST' && r.body.external_id === paymentId)!;
    expect(sent.authorization).toBe(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`);
    expect(sent.body).toMatchObject({
      external_id: paymentId,
      amount: 2500.5,
      currency: 'PHP',
      payer_email: 'juan@example.ph',
      description: 'Booking HRK7M2Q9XZ: aircon cleaning',
      success_redirect_url: `http://localhost:3000/booking-success/${paymentId}`,
      failure_redirect_url: 'http://localhost:3000/payment-failed',
    });
  });

  it('fails plainly with a wrong secret key', async () => {
    const wrong = xenditGateway({ baseUrl: fake.url, secretKey: 'xnd_wrong', callbackToken: TOKEN });
    await expect(wrong.createCheckout(checkoutRequest(randomUUID()))).rejects.toThrow(/xendit: answered 401 \(INVALID_API_KEY\)/);
  });
});

describe('Xendit: callbacks', () => {
  it('refuses a wrong, missing or longer token and reports nothing', async () => {
    const { checkout } = await invoice();
    fake.setStatus(checkout.gatewayReference, 'PAID');
    const rec = recorder();
    for (const token of ['wrong-token', '', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const request = fake.callbackRequest(checkout.gatewayReference, token);
      await expect(handleGatewayCallback(xendit, request, rec)).rejects.toMatchObject({ reason: 'bad_token' });
    }
    const noHeader = { ...fake.callbackRequest(checkout.gatewayReference, TOKEN), headers: {} };
    await expect(handleGatewayCallback(xendit, noHeader, rec)).rejects.toBeInstanceOf(PaymentCallbackRejected);
    expect(rec.outcomes).toEqual([]);
    expect(rec.warnings).toHaveLength(5);
  });

  it('with the right token but the invoice still PENDING at Xendit, a body saying PAID reports nothing (the re-read wins)', async () => {
    const { checkout } = await invoice();
    const rec = recorder();
    const outcome = await handleGatewayCallback(xendit, fake.callbackRequest(checkout.gatewayReference, TOKEN, 'PAID'), rec);
    expect(outcome.status).toBe('pending');
    expect(rec.outcomes).toEqual([]);
  });

  it.each([
    ['PAID', 'paid'],
    ['SETTLED', 'paid'],
    ['EXPIRED', 'expired'],
  ] as const)('%s at Xendit is reported %s, with the re-read amount in centavos', async (status, expected) => {
    const { paymentId, checkout } = await invoice(1999_99);
    fake.setStatus(checkout.gatewayReference, status);
    const rec = recorder();
    await handleGatewayCallback(xendit, fake.callbackRequest(checkout.gatewayReference, TOKEN), rec);
    expect(rec.outcomes).toEqual([{ paymentId, gatewayReference: checkout.gatewayReference, status: expected, amountCentavos: 1999_99 }]);
  });

  it('takes the amount from the re-read invoice, not from the callback body', async () => {
    const { checkout } = await invoice(1000_00);
    fake.setStatus(checkout.gatewayReference, 'PAID');
    const rec = recorder();
    const request = fake.callbackRequest(checkout.gatewayReference, TOKEN);
    request.body.amount = 1;
    await handleGatewayCallback(xendit, request, rec);
    expect(rec.outcomes[0]?.amountCentavos).toBe(1000_00);
  });

  it('refuses an invoice Xendit does not know, and a body naming another payment', async () => {
    const { checkout } = await invoice();
    const rec = recorder();
    const unknown = { headers: { 'x-callback-token': TOKEN }, body: { id: 'no-such-invoice', external_id: randomUUID(), status: 'PAID' }, query: {} };
    await expect(handleGatewayCallback(xendit, unknown, rec)).rejects.toMatchObject({ reason: 'unknown_payment' });
    const swapped = fake.callbackRequest(checkout.gatewayReference, TOKEN);
    swapped.body.external_id = randomUUID();
    await expect(handleGatewayCallback(xendit, swapped, rec)).rejects.toMatchObject({ reason: 'malformed' });
    expect(rec.outcomes).toEqual([]);
  });

  it('reports a repeated PAID callback each time, the same outcome (the decider makes it a no-op)', async () => {
    const { checkout } = await invoice();
    fake.setStatus(checkout.gatewayReference, 'PAID');
    const rec = recorder();
    await handleGatewayCallback(xendit, fake.callbackRequest(checkout.gatewayReference, TOKEN), rec);
    await handleGatewayCallback(xendit, fake.callbackRequest(checkout.gatewayReference, TOKEN), rec);
    expect(rec.outcomes).toHaveLength(2);
    expect(rec.outcomes[1]).toEqual(rec.outcomes[0]);
  });

  it('fetchStatus re-reads an invoice', async () => {
    const { paymentId, checkout } = await invoice(500_00);
    expect(await xendit.fetchStatus(checkout.gatewayReference)).toEqual({ paymentId, gatewayReference: checkout.gatewayReference, status: 'pending', amountCentavos: 500_00 });
    fake.setStatus(checkout.gatewayReference, 'SETTLED');
    expect((await xendit.fetchStatus(checkout.gatewayReference)).status).toBe('paid');
  });
});

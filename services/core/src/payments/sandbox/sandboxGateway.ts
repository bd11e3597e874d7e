/**
 * The sandbox gateway: a stand-in for Xendit and TendoPay when no keys are configured.
 * Its checkout page is ours (`/payments/sandbox/{paymentId}`); Pay and Fail settle the
 * checkout in its table and then arrive as a callback naming the payment, which is
 * verified like a real one: by re-reading the checkout, never by trusting the request.
 */
import type { Pool } from '../../db/pool.js';
import { PaymentCallbackRejected, type CallbackRequest, type Checkout, type CheckoutRequest, type PaymentGateway, type PaymentOutcome } from '../port.js';
import { sandboxCheckouts, type SandboxCheckout, type SandboxCheckouts } from './sandboxCheckouts.js';

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  readonly checkouts: SandboxCheckouts;
  /** The callback the sandbox page sends after Pay or Fail. */
  callbackFor(paymentId: string): CallbackRequest;
}

export const sandboxPagePath = (paymentId: string) => `/payments/sandbox/${encodeURIComponent(paymentId)}`;

const outcomeOf = (checkout: SandboxCheckout): PaymentOutcome => ({
  paymentId: checkout.paymentId,
  gatewayReference: checkout.paymentId,
  status: checkout.status,
  amountCentavos: checkout.amountCentavos,
});

export function sandboxGateway(options: { pool: Pool; publicUrl: string }): SandboxGateway {
  const checkouts = sandboxCheckouts(options.pool);
  const base = options.publicUrl.replace(/\/+$/, '');

  async function read(paymentId: unknown): Promise<PaymentOutcome> {
    if (typeof paymentId !== 'string') throw new PaymentCallbackRejected('sandbox', 'malformed', 'no payment_id');
    const checkout = await checkouts.find(paymentId);
    if (!checkout) throw new PaymentCallbackRejected('sandbox', 'unknown_payment', `no sandbox checkout ${paymentId}`);
    return outcomeOf(checkout);
  }

  return {
    name: 'sandbox',
    checkouts,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      await checkouts.open({ paymentId: request.paymentId, amountCentavos: request.amountCentavos, successUrl: request.successUrl, failureUrl: request.failureUrl });
      return { url: `${base}${sandboxPagePath(request.paymentId)}`, gatewayReference: request.paymentId };
    },

    verifyCallback: (request) => read((request.body as { payment_id?: unknown } | null)?.payment_id),
    fetchStatus: read,
    callbackFor: (paymentId) => ({ headers: {}, body: { payment_id: paymentId }, query: {} }),
  };
}

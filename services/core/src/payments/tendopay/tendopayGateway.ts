/**
 * TendoPay as a PaymentGateway. The customer's browser comes back to our return URL with
 * signed `tp_*` parameters, and TendoPay posts a signed notification; both are checked
 * the same way: the signature first, then the transaction is re-read from TendoPay, whose
 * answer (status, amount) is what we report.
 */
import { toCentavos, toPesos } from '../../bookings/pricing.js';
import type { Fetch } from '../http.js';
import { PaymentCallbackRejected, type CallbackRequest, type Checkout, type CheckoutRequest, type PaymentGateway, type PaymentOutcome, type PaymentStatus } from '../port.js';
import { tendopayApi, type TendopayTransaction } from './tendopayApi.js';
import { hasValidSignature } from './tendopaySignature.js';

export interface TendopayOptions {
  baseUrl: string;
  clientId: string;
  secret: string;
  /** Our GET route TendoPay sends the browser back to (the api's tendopay return route). */
  returnUrl: string;
  fetch?: Fetch;
}

export function tendopayStatus(status: string): PaymentStatus {
  switch (status) {
    case 'PAID':
      return 'paid';
    case 'FAILED':
    case 'CANCELED':
      return 'failed';
    default:
      return 'pending';
  }
}

const outcomeOf = (transaction: TendopayTransaction): PaymentOutcome => ({
  paymentId: transaction.tp_merchant_order_id,
  gatewayReference: transaction.tp_transaction_id,
  status: tendopayStatus(transaction.tp_transaction_status),
  amountCentavos: toCentavos(transaction.tp_amount),
});

/**
 * The return URL for one checkout: where to send the browser afterwards rides along as
 * query parameters (TendoPay keeps them and appends its own). The return route only
 * follows them to our own origin, so they cannot make an open redirect.
 */
export function returnUrlFor(returnUrl: string, request: Pick<CheckoutRequest, 'successUrl' | 'failureUrl'>): string {
  const url = new URL(returnUrl);
  url.searchParams.set('success', request.successUrl);
  url.searchParams.set('failure', request.failureUrl);
  return url.toString();
}

export function tendopayGateway(options: TendopayOptions): PaymentGateway {
  const api = tendopayApi(options);
  const reject = (reason: 'bad_signature' | 'unknown_payment' | 'malformed', detail: string) => new PaymentCallbackRejected('tendopay', reason, detail);

  async function reread(transactionId: string): Promise<PaymentOutcome> {
    const transaction = await api.transaction(transactionId);
    if (!transaction) throw reject('unknown_payment', `TendoPay knows no transaction ${transactionId}`);
    return outcomeOf(transaction);
  }

  return {
    name: 'tendopay',

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const order = await api.createOrder({
        tp_merchant_order_id: request.paymentId,
        tp_amount: toPesos(request.amountCentavos),
        tp_currency: 'PHP',
        tp_description: request.description,
        tp_redirect_url: returnUrlFor(options.returnUrl, request),
      });
      // TendoPay numbers the transaction only once the customer goes through, so until a
      // callback names it the order is known by our own id.
      return { url: order.authorizeUrl, gatewayReference: request.paymentId };
    },

    async verifyCallback(request: CallbackRequest): Promise<PaymentOutcome> {
      // The redirect back brings its fields in the query, the notification in the body.
      const body = request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body) ? (request.body as Record<string, unknown>) : {};
      const fields = Object.keys(body).length ? body : request.query;
      if (!hasValidSignature(fields, options.secret)) throw reject('bad_signature', 'x_signature missing or wrong');
      const transactionId = fields.tp_transaction_id;
      const orderId = fields.tp_merchant_order_id;
      if ((typeof transactionId !== 'string' && typeof transactionId !== 'number') || String(transactionId) === '') {
        throw reject('malformed', 'no tp_transaction_id');
      }
      const outcome = await reread(String(transactionId));
      if (typeof orderId === 'string' && orderId !== outcome.paymentId) {
        throw reject('malformed', `tp_merchant_order_id ${orderId} is not transaction ${String(transactionId)}'s`);
      }
      return outcome;
    },

    fetchStatus: reread,
  };
}

/**
 * Xendit as a PaymentGateway. A callback is believed only with our x-callback-token, and
 * even then only what a fresh read of the invoice says counts: the callback body is a
 * hint of which invoice changed, never the authority on whether it was paid.
 */
import { toCentavos, toPesos } from '../../bookings/pricing.js';
import type { Fetch } from '../http.js';
import { PaymentCallbackRejected, type CallbackRequest, type Checkout, type CheckoutRequest, type PaymentGateway, type PaymentOutcome, type PaymentStatus } from '../port.js';
import { headerValue, sameSecret } from '../secrets.js';
import { xenditInvoices, type XenditInvoice } from './xenditInvoices.js';

export interface XenditOptions {
  baseUrl: string;
  secretKey: string;
  callbackToken: string;
  fetch?: Fetch;
}

/** Xendit's invoice statuses: SETTLED is PAID with the money moved to our balance. */
export function xenditStatus(status: string): PaymentStatus {
  switch (status) {
    case 'PAID':
    case 'SETTLED':
      return 'paid';
    case 'EXPIRED':
      return 'expired';
    default:
      return 'pending';
  }
}

const outcomeOf = (invoice: XenditInvoice): PaymentOutcome => ({
  paymentId: invoice.external_id,
  gatewayReference: invoice.id,
  status: xenditStatus(invoice.status),
  amountCentavos: toCentavos(invoice.amount),
});

export function xenditGateway(options: XenditOptions): PaymentGateway {
  const invoices = xenditInvoices(options);
  const reject = (reason: 'bad_token' | 'unknown_payment' | 'malformed', detail: string) => new PaymentCallbackRejected('xendit', reason, detail);

  return {
    name: 'xendit',

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const invoice = await invoices.create({
        external_id: request.paymentId,
        amount: toPesos(request.amountCentavos),
        payer_email: request.payer.email,
        description: request.description,
        success_redirect_url: request.successUrl,
        failure_redirect_url: request.failureUrl,
        currency: 'PHP',
        customer: { given_names: request.payer.firstName, surname: request.payer.lastName, email: request.payer.email },
      });
      return { url: invoice.invoice_url, gatewayReference: invoice.id };
    },

    async verifyCallback(request: CallbackRequest): Promise<PaymentOutcome> {
      if (!sameSecret(headerValue(request.headers, 'x-callback-token'), options.callbackToken)) {
        throw reject('bad_token', 'x-callback-token missing or wrong');
      }
      const body = request.body as { id?: unknown; external_id?: unknown } | null;
      if (typeof body?.id !== 'string' || body.id === '') throw reject('malformed', 'no invoice id');
      const invoice = await invoices.get(body.id);
      if (!invoice) throw reject('unknown_payment', `Xendit knows no invoice ${body.id}`);
      // A genuine callback names the invoice's own external id; a mismatch is not ours to believe.
      if (typeof body.external_id === 'string' && body.external_id !== invoice.external_id) {
        throw reject('malformed', `external_id ${body.external_id} is not invoice ${invoice.id}'s`);
      }
      return outcomeOf(invoice);
    },

    async fetchStatus(gatewayReference: string): Promise<PaymentOutcome> {
      const invoice = await invoices.get(gatewayReference);
      if (!invoice) throw reject('unknown_payment', `Xendit knows no invoice ${gatewayReference}`);
      return outcomeOf(invoice);
    },
  };
}

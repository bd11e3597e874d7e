/**
 * TendoPay's v2 API, the calls we make: a client-credentials token, creating a payment
 * order (which answers the authorize URL the customer is sent to) and reading a
 * transaction back. Every body carries its `tp_*` fields signed (tendopaySignature.ts).
 */
import { z } from 'zod';
import { requestJson, type Fetch } from '../http.js';
import { PaymentGatewayError } from '../port.js';
import { signed } from './tendopaySignature.js';

export interface TendopayApiOptions {
  baseUrl: string;
  /** TendoPay's client id (TENDOPAY_MERCHANT_ID) and secret (TENDOPAY_SECRET, also the signing key). */
  clientId: string;
  secret: string;
  fetch?: Fetch;
  now?: () => number;
}

export interface NewOrder {
  tp_merchant_order_id: string;
  /** Pesos. */
  tp_amount: number;
  tp_currency: 'PHP';
  tp_description: string;
  tp_redirect_url: string;
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive().optional() });
const orderSchema = z.object({ authorize_url: z.string().url() });
export const transactionSchema = z.object({
  tp_transaction_id: z.union([z.string(), z.number()]).transform(String),
  tp_merchant_order_id: z.string().min(1),
  tp_amount: z.union([z.string(), z.number()]).transform(Number).pipe(z.number().nonnegative()),
  tp_transaction_status: z.string(),
});
export type TendopayTransaction = z.infer<typeof transactionSchema>;

export function tendopayApi(options: TendopayApiOptions) {
  const fetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const base = options.baseUrl.replace(/\/+$/, '');
  let token: { value: string; until: number } | undefined;

  async function bearer(): Promise<Record<string, string>> {
    if (!token || token.until <= now()) {
      const answer = await requestJson(fetch, 'tendopay', `${base}/oauth/token`, {
        method: 'POST',
        headers: {},
        body: { grant_type: 'client_credentials', client_id: options.clientId, client_secret: options.secret },
      });
      const parsed = tokenSchema.safeParse(answer.body);
      if (answer.status === 404 || !parsed.success) throw new PaymentGatewayError('tendopay', 'no access token');
      // Renewed a minute early so a token never expires between our check and its use.
      token = { value: parsed.data.access_token, until: now() + ((parsed.data.expires_in ?? 3600) - 60) * 1000 };
    }
    return { authorization: `Bearer ${token.value}` };
  }

  return {
    async createOrder(order: NewOrder): Promise<{ authorizeUrl: string }> {
      const answer = await requestJson(fetch, 'tendopay', `${base}/payments/api/v2/order`, {
        method: 'POST',
        headers: await bearer(),
        body: signed({ ...order }, options.secret),
      });
      const parsed = orderSchema.safeParse(answer.body);
      if (answer.status === 404 || !parsed.success) throw new PaymentGatewayError('tendopay', 'create order: no authorize_url');
      return { authorizeUrl: parsed.data.authorize_url };
    },

    /** The transaction as TendoPay holds it now, or null when TendoPay does not know it. */
    async transaction(transactionId: string): Promise<TendopayTransaction | null> {
      const answer = await requestJson(fetch, 'tendopay', `${base}/payments/api/v2/showTransaction`, {
        method: 'POST',
        headers: await bearer(),
        body: signed({ tp_transaction_id: transactionId }, options.secret),
      });
      if (answer.status === 404) return null;
      const parsed = transactionSchema.safeParse(answer.body);
      if (!parsed.success) throw new PaymentGatewayError('tendopay', 'show transaction: unexpected shape');
      return parsed.data;
    },
  };
}

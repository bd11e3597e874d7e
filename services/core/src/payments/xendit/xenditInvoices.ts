/**
 * Xendit's Invoice API, the two calls we make: create an invoice and read one back.
 * Authentication is HTTP Basic with the secret key as user name and an empty password.
 */
import { z } from 'zod';
import { requestJson, type Fetch } from '../http.js';
import { PaymentGatewayError } from '../port.js';

/** The fields of an invoice we read; Xendit sends many more. */
export const invoiceSchema = z.object({
  id: z.string().min(1),
  external_id: z.string().min(1),
  status: z.string(),
  amount: z.number().nonnegative(),
  invoice_url: z.string().url().optional(),
});
export type XenditInvoice = z.infer<typeof invoiceSchema>;

export interface NewInvoice {
  external_id: string;
  /** Pesos: Xendit's PHP amounts are in the currency's unit. */
  amount: number;
  payer_email: string;
  description: string;
  success_redirect_url: string;
  failure_redirect_url: string;
  currency: 'PHP';
  customer?: { given_names: string; surname: string; email: string };
}

export interface XenditInvoicesOptions {
  baseUrl: string;
  secretKey: string;
  fetch?: Fetch;
}

export function xenditInvoices(options: XenditInvoicesOptions) {
  const fetch = options.fetch ?? globalThis.fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}` };

  const parse = (body: unknown, what: string): XenditInvoice => {
    const parsed = invoiceSchema.safeParse(body);
    if (!parsed.success) throw new PaymentGatewayError('xendit', `${what}: unexpected invoice shape`);
    return parsed.data;
  };

  return {
    async create(invoice: NewInvoice): Promise<XenditInvoice & { invoice_url: string }> {
      const answer = await requestJson(fetch, 'xendit', `${base}/v2/invoices`, { method: 'POST', headers, body: invoice });
      if (answer.status === 404) throw new PaymentGatewayError('xendit', 'invoice endpoint not found', 404);
      const created = parse(answer.body, 'create');
      if (!created.invoice_url) throw new PaymentGatewayError('xendit', 'create: no invoice_url');
      return { ...created, invoice_url: created.invoice_url };
    },
    /** The invoice as Xendit holds it now, or null when Xendit does not know the id. */
    async get(id: string): Promise<XenditInvoice | null> {
      const answer = await requestJson(fetch, 'xendit', `${base}/v2/invoices/${encodeURIComponent(id)}`, { method: 'GET', headers });
      return answer.status === 404 ? null : parse(answer.body, 'get');
    },
  };
}

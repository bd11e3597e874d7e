/**
 * A local Xendit for tests, speaking the Invoice API's documented shapes:
 * `POST /v2/invoices` and `GET /v2/invoices/{id}` with Basic auth (secret key, empty
 * password), and invoice callbacks posted with the `x-callback-token` header. Tests move
 * an invoice along (`setStatus`) and send its callback (`sendCallback`, `callbackRequest`).
 */
import { randomBytes } from 'node:crypto';
import { listen, readBody, sendJson } from './listen.js';

export type XenditStatus = 'PENDING' | 'PAID' | 'SETTLED' | 'EXPIRED';

export interface FakeInvoice {
  id: string;
  external_id: string;
  user_id: string;
  status: XenditStatus;
  merchant_name: string;
  amount: number;
  payer_email: string;
  description: string;
  invoice_url: string;
  expiry_date: string;
  currency: string;
  success_redirect_url?: string;
  failure_redirect_url?: string;
  created: string;
  updated: string;
  paid_amount?: number;
  paid_at?: string;
  payment_method?: string;
  payment_channel?: string;
}

export interface XenditFake {
  url: string;
  invoices: Map<string, FakeInvoice>;
  /** Every request the fake received (method, path, parsed body). */
  requests: { method: string; path: string; body: Record<string, unknown>; authorization: string | undefined }[];
  setStatus(id: string, status: XenditStatus): FakeInvoice;
  /** The callback body Xendit posts for an invoice, as it is now (or with another status). */
  callbackBody(id: string, status?: XenditStatus): Record<string, unknown>;
  /** The callback as a CallbackRequest-shaped object, for calling an adapter directly. */
  callbackRequest(id: string, token: string, status?: XenditStatus): { headers: Record<string, string>; body: Record<string, unknown>; query: Record<string, never> };
  /** Posts the callback to `target` with `token`, as Xendit does; answers the response status and body. */
  sendCallback(target: string, id: string, token: string, status?: XenditStatus): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export async function startXenditFake(options: { secretKey: string }): Promise<XenditFake> {
  const invoices = new Map<string, FakeInvoice>();
  const requests: XenditFake['requests'] = [];
  const expectedAuth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  let base = '';

  const server = await listen(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const body = req.method === 'POST' ? await readBody(req) : {};
    requests.push({ method: req.method ?? '', path, body, authorization: req.headers.authorization });
    if (req.headers.authorization !== expectedAuth) {
      return sendJson(res, 401, { error_code: 'INVALID_API_KEY', message: 'API key is not authorized for this API service' });
    }
    if (req.method === 'POST' && path === '/v2/invoices') {
      const missing = ['external_id', 'amount'].filter((k) => body[k] === undefined);
      if (missing.length || typeof body.amount !== 'number') {
        return sendJson(res, 400, { error_code: 'API_VALIDATION_ERROR', message: `${missing.join(', ') || 'amount'} is invalid` });
      }
      const id = randomBytes(12).toString('hex');
      const now = new Date().toISOString();
      const invoice: FakeInvoice = {
        id,
        external_id: String(body.external_id),
        user_id: 'fake-user',
        status: 'PENDING',
        merchant_name: 'Home Repair (fake)',
        amount: body.amount,
        payer_email: String(body.payer_email ?? ''),
        description: String(body.description ?? ''),
        invoice_url: `${base}/web/invoices/${id}`,
        expiry_date: new Date(Date.now() + 86_400_000).toISOString(),
        currency: String(body.currency ?? 'IDR'),
        ...(typeof body.success_redirect_url === 'string' ? { success_redirect_url: body.success_redirect_url } : {}),
        ...(typeof body.failure_redirect_url === 'string' ? { failure_redirect_url: body.failure_redirect_url } : {}),
        created: now,
        updated: now,
      };
      invoices.set(id, invoice);
      return sendJson(res, 200, invoice);
    }
    const match = /^\/v2\/invoices\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const invoice = invoices.get(decodeURIComponent(match[1]!));
      if (!invoice) return sendJson(res, 404, { error_code: 'INVOICE_NOT_FOUND_ERROR', message: 'Invoice not found' });
      return sendJson(res, 200, invoice);
    }
    sendJson(res, 404, { error_code: 'NOT_FOUND', message: 'Not found' });
  });
  base = server.url;

  const invoice = (id: string) => {
    const found = invoices.get(id);
    if (!found) throw new Error(`fake Xendit: no invoice ${id}`);
    return found;
  };

  const fake: XenditFake = {
    url: server.url,
    invoices,
    requests,
    setStatus(id, status) {
      const found = invoice(id);
      found.status = status;
      found.updated = new Date().toISOString();
      if (status === 'PAID' || status === 'SETTLED') {
        found.paid_amount = found.amount;
        found.paid_at = found.updated;
        found.payment_method = 'EWALLET';
        found.payment_channel = 'GCASH';
      }
      return found;
    },
    callbackBody(id, status) {
      const found = invoice(id);
      // The invoice callback: the invoice's fields, with paid_amount and paid_at once paid.
      return {
        id: found.id,
        external_id: found.external_id,
        user_id: found.user_id,
        is_high: false,
        status: status ?? found.status,
        merchant_name: found.merchant_name,
        amount: found.amount,
        paid_amount: found.paid_amount ?? found.amount,
        paid_at: found.paid_at ?? new Date().toISOString(),
        payer_email: found.payer_email,
        description: found.description,
        payment_method: found.payment_method ?? 'EWALLET',
        payment_channel: found.payment_channel ?? 'GCASH',
        currency: found.currency,
        created: found.created,
        updated: found.updated,
      };
    },
    callbackRequest(id, token, status) {
      return { headers: { 'x-callback-token': token, 'content-type': 'application/json' }, body: fake.callbackBody(id, status), query: {} };
    },
    async sendCallback(target, id, token, status) {
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-callback-token': token },
        body: JSON.stringify(fake.callbackBody(id, status)),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    close: () => server.close(),
  };
  return fake;
}

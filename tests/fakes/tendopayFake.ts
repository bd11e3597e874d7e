/**
 * A local TendoPay for tests, speaking its v2 API's shapes (as its PHP SDK sends them):
 * `POST /oauth/token` (client credentials), `POST /payments/api/v2/order` (signed `tp_*`
 * fields, answers `authorize_url`), `POST /payments/api/v2/showTransaction`, the customer's
 * authorize page, and the signed redirect back and notification. The signature is computed
 * here on its own, not with the adapter's code, so the two check each other.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { listen, readBody, sendJson } from './listen.js';

export type TendopayStatus = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELED';

export interface FakeOrder {
  tp_transaction_id: string;
  tp_merchant_id: string;
  tp_merchant_order_id: string;
  tp_amount: number;
  tp_currency: string;
  tp_description: string;
  tp_redirect_url: string;
  tp_transaction_status: TendopayStatus;
  tp_created_at: string;
  authorizeToken: string;
}

export interface TendopayFake {
  url: string;
  orders: Map<string, FakeOrder>;
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  sign(fields: Record<string, unknown>): string;
  /** The order created for our payment id. */
  orderFor(paymentId: string): FakeOrder;
  setStatus(paymentId: string, status: TendopayStatus): FakeOrder;
  /** Where TendoPay sends the browser back: tp_redirect_url plus the signed result fields. */
  redirectBack(paymentId: string): string;
  /** The signed notification body TendoPay posts to the merchant. */
  notification(paymentId: string): Record<string, string>;
  sendNotification(target: string, paymentId: string, tamper?: (body: Record<string, string>) => void): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export async function startTendopayFake(options: { clientId: string; secret: string }): Promise<TendopayFake> {
  const orders = new Map<string, FakeOrder>();
  const requests: TendopayFake['requests'] = [];
  const tokens = new Set<string>();
  let nextTransaction = 20_400;
  let base = '';

  const sign = (fields: Record<string, unknown>) => {
    const message = Object.keys(fields)
      .filter((k) => k.startsWith('tp_'))
      .sort()
      .reduce((text, k) => text + k + (fields[k] === null || fields[k] === undefined ? '' : String(fields[k]).trim()), '');
    return createHmac('sha256', options.secret).update(message).digest('hex');
  };
  const byTransaction = (id: unknown) => [...orders.values()].find((o) => o.tp_transaction_id === String(id));
  const publicFields = (o: FakeOrder) => ({
    tp_merchant_id: o.tp_merchant_id,
    tp_merchant_order_id: o.tp_merchant_order_id,
    tp_amount: o.tp_amount,
    tp_transaction_id: o.tp_transaction_id,
    tp_transaction_status: o.tp_transaction_status,
    tp_created_at: o.tp_created_at,
  });

  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = req.method === 'POST' ? await readBody(req) : {};
    requests.push({ method: req.method ?? '', path: url.pathname, body });

    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      if (body.grant_type !== 'client_credentials' || body.client_id !== options.clientId || body.client_secret !== options.secret) {
        return sendJson(res, 401, { error: 'invalid_client', message: 'Client authentication failed' });
      }
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return sendJson(res, 200, { token_type: 'Bearer', expires_in: 3600, access_token: token });
    }
    if (req.method === 'GET' && url.pathname.startsWith('/payments/authorise/')) {
      const order = [...orders.values()].find((o) => o.authorizeToken === url.pathname.split('/').pop());
      res.writeHead(order ? 200 : 404, { 'content-type': 'text/html' });
      return res.end(order ? `<h1>TendoPay (fake)</h1><p>Pay Php ${order.tp_amount}</p>` : 'not found');
    }
    if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) {
      return sendJson(res, 401, { message: 'Unauthenticated.' });
    }
    if (body.x_signature !== sign(body)) return sendJson(res, 422, { message: 'Invalid signature' });

    if (req.method === 'POST' && url.pathname === '/payments/api/v2/order') {
      const order: FakeOrder = {
        tp_transaction_id: String(nextTransaction++),
        tp_merchant_id: options.clientId,
        tp_merchant_order_id: String(body.tp_merchant_order_id),
        tp_amount: Number(body.tp_amount),
        tp_currency: String(body.tp_currency),
        tp_description: String(body.tp_description ?? ''),
        tp_redirect_url: String(body.tp_redirect_url),
        tp_transaction_status: 'PENDING',
        tp_created_at: new Date().toISOString(),
        authorizeToken: randomBytes(12).toString('hex'),
      };
      orders.set(order.tp_merchant_order_id, order);
      return sendJson(res, 200, { authorize_url: `${base}/payments/authorise/${order.authorizeToken}` });
    }
    if (req.method === 'POST' && url.pathname === '/payments/api/v2/showTransaction') {
      const order = byTransaction(body.tp_transaction_id);
      if (!order) return sendJson(res, 404, { message: 'Transaction not found' });
      return sendJson(res, 200, publicFields(order));
    }
    sendJson(res, 404, { message: 'Not found' });
  });
  base = server.url;

  const fake: TendopayFake = {
    url: server.url,
    orders,
    requests,
    sign,
    orderFor(paymentId) {
      const order = orders.get(paymentId);
      if (!order) throw new Error(`fake TendoPay: no order for ${paymentId}`);
      return order;
    },
    setStatus(paymentId, status) {
      const order = fake.orderFor(paymentId);
      order.tp_transaction_status = status;
      return order;
    },
    redirectBack(paymentId) {
      const order = fake.orderFor(paymentId);
      const fields = {
        tp_transaction_status: order.tp_transaction_status,
        tp_transaction_id: order.tp_transaction_id,
        tp_merchant_order_id: order.tp_merchant_order_id,
        tp_message: order.tp_transaction_status === 'PAID' ? 'Payment completed' : 'Payment not completed',
      };
      const target = new URL(order.tp_redirect_url);
      for (const [k, v] of Object.entries(fields)) target.searchParams.set(k, v);
      target.searchParams.set('x_signature', sign(fields));
      return target.toString();
    },
    notification(paymentId) {
      const order = fake.orderFor(paymentId);
      const fields = { ...publicFields(order), tp_amount: String(order.tp_amount), notified_at: new Date().toISOString() };
      return { ...fields, x_signature: sign(fields) };
    },
    async sendNotification(target, paymentId, tamper) {
      const body = fake.notification(paymentId);
      tamper?.(body);
      const res = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    close: () => server.close(),
  };
  return fake;
}

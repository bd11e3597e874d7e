/**
 * A local Semaphore for tests, speaking its messages API's documented shapes:
 * `POST /api/v4/messages` with form fields apikey, number, message, sendername; 200 with
 * an array of one message object per number; a wrong key or a number it does not take
 * refused as Laravel validation errors (`{"apikey": ["The selected apikey is invalid."]}`);
 * 429 with Retry-After when told to (`failNext`), 500 likewise.
 */
import { listen, readBody, sendJson } from './listen.js';

export interface FakeSemaphoreMessage {
  message_id: number;
  user_id: number;
  user: string;
  account_id: number;
  account: string;
  recipient: string;
  message: string;
  sender_name: string;
  network: string;
  status: 'Pending' | 'Queued' | 'Sent' | 'Failed' | 'Refunded';
  type: 'Single';
  source: 'Api';
  created_at: string;
  updated_at: string;
}

export interface SemaphoreFake {
  url: string;
  /** Every message accepted, in order. */
  messages: FakeSemaphoreMessage[];
  /** Every request received (its form fields). */
  requests: Record<string, unknown>[];
  /** The next `count` requests answer `status` (429 rate limit or 500). */
  failNext(count: number, status: 429 | 500): void;
  close(): Promise<void>;
}

const semaphoreTime = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

export async function startSemaphoreFake(options: { apiKey: string }): Promise<SemaphoreFake> {
  const messages: FakeSemaphoreMessage[] = [];
  const requests: Record<string, unknown>[] = [];
  let failing: { count: number; status: 429 | 500 } = { count: 0, status: 500 };
  let nextId = 1_000_000;

  const server = await listen(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'POST' || path !== '/api/v4/messages') return sendJson(res, 404, { message: 'Not Found' });
    const body = await readBody(req);
    requests.push(body);
    if (failing.count > 0) {
      failing.count -= 1;
      if (failing.status === 429) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '40', 'x-ratelimit-limit': '120', 'x-ratelimit-remaining': '0' });
        return res.end(JSON.stringify({ message: 'Too Many Attempts.' }));
      }
      return sendJson(res, 500, { message: 'Server Error' });
    }
    const errors: Record<string, string[]> = {};
    if (!body.apikey) errors.apikey = ['The apikey field is required.'];
    else if (body.apikey !== options.apiKey) errors.apikey = ['The selected apikey is invalid.'];
    if (!body.number) errors.number = ['The number field is required.'];
    else if (!/^(09\d{9}|639\d{9})$/.test(String(body.number))) errors.number = ['The number format is invalid.'];
    if (!body.message) errors.message = ['The message field is required.'];
    if (Object.keys(errors).length) return sendJson(res, 422, errors);
    const now = semaphoreTime();
    const message: FakeSemaphoreMessage = {
      message_id: nextId++,
      user_id: 99556,
      user: 'ops@example.ph',
      account_id: 90290,
      account: 'Home Repair (fake)',
      recipient: String(body.number),
      message: String(body.message),
      sender_name: String(body.sendername || 'SEMAPHORE'),
      network: 'Globe',
      status: 'Queued',
      type: 'Single',
      source: 'Api',
      created_at: now,
      updated_at: now,
    };
    messages.push(message);
    sendJson(res, 200, [message]);
  });

  return {
    url: server.url,
    messages,
    requests,
    failNext(count, status) {
      failing = { count, status };
    },
    close: () => server.close(),
  };
}

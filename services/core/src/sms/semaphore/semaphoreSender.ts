/**
 * Semaphore (semaphore.co), the common Philippine SMS gateway, as an SmsSender:
 * `POST {base}/api/v4/messages` with form fields `apikey`, `number`, `message` and
 * `sendername`. It answers 200 with an array of one message object per number
 * (`message_id`, `recipient`, `status` Pending/Queued/Sent/Failed/Refunded, ...). A
 * refused request answers an object of field to messages (`{"number": ["The number format
 * is invalid."]}`), also under a 4xx; over its 120 calls a minute it answers 429 with
 * Retry-After. Semaphore wants local numbers (09…): we send E.164 written the local way.
 */
import { z } from 'zod';
import { SmsSendError, type OutgoingSms, type SmsSender } from '../port.js';

export interface SemaphoreOptions {
  baseUrl: string;
  apiKey: string;
  senderName?: string;
  fetch?: typeof globalThis.fetch;
}

const TIMEOUT_MS = 10_000;

/** The fields of a message object we read; Semaphore sends more (network, account, ...). */
export const semaphoreMessage = z.object({
  message_id: z.union([z.number(), z.string()]),
  recipient: z.string(),
  status: z.string(),
});

/** +639171234567 → 09171234567, the writing Semaphore's docs use. */
export const localWriting = (e164: string) => (e164.startsWith('+63') ? `0${e164.slice(3)}` : e164);

/** Laravel-style validation errors ({field: [messages]}) or a bare list of messages, as one line. */
function refusal(body: unknown): string {
  if (Array.isArray(body)) return body.filter((m) => typeof m === 'string').join(' ');
  if (body && typeof body === 'object') {
    return Object.entries(body as Record<string, unknown>)
      .map(([field, messages]) => `${field}: ${Array.isArray(messages) ? messages.join(' ') : String(messages)}`)
      .join('; ');
  }
  return String(body ?? '');
}

export function semaphoreSender(options: SemaphoreOptions): SmsSender {
  const fetch = options.fetch ?? globalThis.fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/v4/messages`;
  return {
    via: 'semaphore',
    async send(sms: OutgoingSms) {
      const form = new URLSearchParams({ apikey: options.apiKey, number: localWriting(sms.to), message: sms.body });
      if (options.senderName) form.set('sendername', options.senderName);
      let res: Response;
      try {
        res = await fetch(url, { method: 'POST', headers: { accept: 'application/json' }, body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        throw new SmsSendError(`semaphore: unreachable (${(error as Error).message})`, true);
      }
      const text = await res.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        throw new SmsSendError(`semaphore: answered ${res.status} with a body that is not JSON`, res.status >= 500, res.status);
      }
      if (res.status === 429) throw new SmsSendError(`semaphore: rate limited (retry after ${res.headers.get('retry-after') ?? '?'} s)`, true, 429);
      if (res.status >= 500) throw new SmsSendError(`semaphore: answered ${res.status}`, true, res.status);
      const messages = z.array(semaphoreMessage).min(1).safeParse(body);
      // A refusal: wrong key, a number it does not take, no credits. Trying again will not help.
      if (!res.ok || !messages.success) throw new SmsSendError(`semaphore: refused (${res.status}): ${refusal(body).slice(0, 300)}`, false, res.status);
      const message = messages.data[0]!;
      if (message.status === 'Failed' || message.status === 'Refunded') {
        throw new SmsSendError(`semaphore: message ${message.message_id} ${message.status.toLowerCase()}`, true, res.status);
      }
      return { providerMessageId: String(message.message_id) };
    },
  };
}

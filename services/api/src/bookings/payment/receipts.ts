/**
 * The receipt of a booking: an HMAC of its reference under a key derived from the session
 * secret, put in the success url the gateway sends the payer back to. It lets the success
 * page ask for the booking's payment state without a session (a guest has none) while a
 * reference alone, guessed or seen elsewhere (the manong page's link carries it), is not
 * enough: the page answers such a visitor "not found".
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '@app/core/config';
import { sessionSecret } from '../../http/session.js';

const keys = new WeakMap<Config, Buffer>();

function keyOf(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    // A key of its own, so a receipt can never be mistaken for a session or a report link signature.
    key = createHmac('sha256', sessionSecret(config)).update('booking-receipts/v1').digest();
    keys.set(config, key);
  }
  return key;
}

export const receiptOf = (config: Config, reference: string): string => createHmac('sha256', keyOf(config)).update(reference).digest('base64url');

/** Where a gateway sends the payer back after a booking's checkout. */
export type ReturnUrls = (reference: string) => { successUrl: string; failureUrl: string };

/** The success url carries the receipt: it shows the booking's state to the payer alone. */
export const returnUrlsOf =
  (config: Config): ReturnUrls =>
  (reference) => {
    const base = config.PUBLIC_URL.replace(/\/+$/, '');
    const ref = encodeURIComponent(reference);
    return { successUrl: `${base}/booking-success/${ref}?receipt=${receiptOf(config, reference)}`, failureUrl: `${base}/payment-failed?booking=${ref}` };
  };

export function isReceiptOf(config: Config, reference: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(receiptOf(config, reference));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

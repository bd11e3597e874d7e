/**
 * HMAC-SHA256 signatures for links and receipts the api hands out, each purpose under a key
 * of its own derived from the session secret, so a signature made for one purpose (a report
 * link, a booking receipt) never passes for another or for a session.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface Signer {
  sign(text: string): string;
  /** Whether `given` is the signature of `text`, compared in constant time. */
  verify(text: string, given: unknown): boolean;
}

export function signerFor(secret: string, purpose: string, encoding: 'hex' | 'base64url' = 'base64url'): Signer {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const sign = (text: string) => createHmac('sha256', key).update(text).digest(encoding);
  return { sign, verify: (text, given) => typeof given === 'string' && sameText(sign(text), given) };
}

/** Constant-time equality of two secrets' texts (tokens, signatures). */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * TendoPay's request signature (its SDK's `hashForV2`): the fields whose names start with
 * `tp_`, sorted by name, each written as name followed by its trimmed value, all joined
 * with nothing between, then HMAC-SHA256 with the client secret, in lower-case hex. The
 * signature travels as `x_signature`, which is itself not signed.
 */
import { createHmac } from 'node:crypto';
import { sameSecret } from '../secrets.js';

export const SIGNATURE_FIELD = 'x_signature';

/** The message that gets signed, exposed for the known-vector test. */
export function signedMessage(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter((key) => key.startsWith('tp_'))
    .sort()
    .map((key) => key + valueText(fields[key]))
    .join('');
}

export function tendopaySignature(fields: Record<string, unknown>, secret: string): string {
  return createHmac('sha256', secret).update(signedMessage(fields), 'utf8').digest('hex');
}

/** The fields with their signature added, ready to send. */
export function signed<T extends Record<string, unknown>>(fields: T, secret: string): T & { x_signature: string } {
  return { ...fields, x_signature: tendopaySignature(fields, secret) };
}

/** Whether `x_signature` of these fields is TendoPay's, compared in constant time. */
export function hasValidSignature(fields: Record<string, unknown>, secret: string): boolean {
  const sent = fields[SIGNATURE_FIELD];
  return typeof sent === 'string' && sameSecret(sent.toLowerCase(), tendopaySignature(fields, secret));
}

// PHP's trim() of a value: null is '', numbers print as PHP prints them (1500.5, 1500).
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

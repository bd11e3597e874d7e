/** Comparing secrets a caller sent with ours without leaking, through timing, how much matched. */
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Constant-time equality of two strings of any lengths. Both sides are hashed first so
 * timingSafeEqual always compares 32 bytes: a wrong length neither throws nor answers faster.
 */
export function sameSecret(sent: string | undefined | null, expected: string): boolean {
  if (typeof sent !== 'string' || expected === '') return false;
  const a = createHash('sha256').update(sent).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** A header's single value (Node gives arrays for repeated headers). */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

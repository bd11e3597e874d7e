/**
 * The booking's public reference: what a customer types in the Manage Booking dialog and
 * what the public manong page's link carries. A booking id and an e-mail open the
 * manage-booking page, so the reference must not be guessable or enumerable: 10
 * characters drawn uniformly from 32 (50 bits) by the operating system's CSPRNG, never
 * a counter. The alphabet drops 0, O, 1 and I, which people misread when they copy a
 * reference from an e-mail or read it over the phone.
 *
 * The reference is made outside the decider (the decider stays pure) and carried in the
 * PlaceBooking command; the stream itself is keyed by the booking's uuid.
 */
import { randomBytes } from 'node:crypto';

export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 10;

const PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A new reference. 256 is a multiple of 32, so `byte % 32` has no bias. */
export function makeReference(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random(REFERENCE_LENGTH);
  let reference = '';
  for (const byte of bytes) reference += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return reference;
}

/**
 * What a person typed, as a reference: trimmed, upper-cased, spaces and dashes dropped
 * (people group characters when they copy). Null when it cannot be one, so a lookup can
 * answer the same "not found" without touching the database.
 */
export function normalizeReference(typed: string): string | null {
  const reference = typed.replace(/[\s-]/g, '').toUpperCase();
  return PATTERN.test(reference) ? reference : null;
}

export const isReference = (text: string) => PATTERN.test(text);

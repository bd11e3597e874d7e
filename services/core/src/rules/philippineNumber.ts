/**
 * The Philippine contact number rule, one module for the api's schemas (phPhone) and both
 * web apps' forms, so a browser refuses exactly what the server would and the two cannot
 * drift. Nothing here may import a server module: the web apps bundle it
 * (scripts/webApps.ts rebuilds them when this folder changes).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Longer than any real writing of a number; refused before parsing. */
const MAX_LENGTH = 32;

export const invalidPhilippineNumber = (label = 'contact number') => `The ${label} must be a valid Philippine number.`;

/** The number in E.164 (+63…) when `typed` is a valid Philippine number in any common writing (0917…, +63 917…); otherwise null. */
export function philippineNumber(typed: string): string | null {
  if (typed.length > MAX_LENGTH) return null;
  const phone = parsePhoneNumberFromString(typed, 'PH');
  return phone && phone.country === 'PH' && phone.isValid() ? phone.number : null;
}

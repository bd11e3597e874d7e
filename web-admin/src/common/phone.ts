/**
 * Contact numbers are Philippine only (spec §5): checked with the api's own rule
 * (@app/core/rules/philippineNumber), so the form refuses exactly what the server would.
 */
import { invalidPhilippineNumber, philippineNumber } from '@app/core/rules/philippineNumber';

export const PH_PHONE_PLACEHOLDER = '+63 917 123 4567';

export function phPhone(value: unknown): string | undefined {
  if (value === null || value === undefined || String(value).trim() === '') return undefined;
  return philippineNumber(String(value).trim()) ? undefined : invalidPhilippineNumber();
}

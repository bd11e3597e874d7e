/**
 * Contact numbers are Philippine only (spec §5). The api normalises and checks them with
 * libphonenumber; this quick check catches the obvious mistakes before the round trip:
 * a mobile (09XX XXX XXXX, +63 9XX XXX XXXX) or a landline with its area code.
 */
export const PH_PHONE_PLACEHOLDER = '+63 917 123 4567';

const PH_NUMBER = /^(?:\+?63|0)\d{9,10}$/;

export function phPhone(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const compact = String(value).replace(/[\s().-]/g, '');
  return PH_NUMBER.test(compact) ? undefined : 'app.validation.ph_phone';
}

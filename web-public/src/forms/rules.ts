/**
 * Client-side checks of spec §5, so a user hears about a missing field before a round
 * trip. The server checks everything again and its answer is what counts.
 */
export type Errors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required = (value: string, label: string): string | undefined => (value.trim() ? undefined : `The ${label} field is required.`);

export const email = (value: string): string | undefined =>
  required(value, 'email') ?? (EMAIL.test(value.trim()) ? undefined : 'The email must be a valid email address.');

export const PASSWORD_MISMATCH = 'Password confirmation does not match';

export const confirmation = (password: string, confirmationValue: string): string | undefined =>
  required(confirmationValue, 'password confirmation') ?? (password === confirmationValue ? undefined : PASSWORD_MISMATCH);

/** Keeps only the failed checks. */
export function collect(checks: Record<string, string | undefined>): Errors {
  return Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The hint under every Philippine contact number field (the server accepts 09… or +63…). */
export const PH_PHONE_HINT = 'Philippine number, e.g. +63 917 123 4567';

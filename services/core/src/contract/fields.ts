/**
 * Field rules shared by the endpoint schemas, with messages in the wording the front
 * ends show under the field ("The name field is required.").
 *
 * A preprocess's argument type is the field's `z.input`: what the web apps send (text).
 * It is a declaration only; at run time every rule still reads whatever arrives.
 */
import { z } from 'zod';
import { invalidPhilippineNumber, philippineNumber } from '../rules/philippineNumber.js';

const emptyToUndefined = (v: string | null) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const requiredText = (label: string, max = 255) =>
  z.preprocess(
    (v: string) => (typeof v === 'string' ? v.trim() : v) || undefined,
    z.string({ error: `The ${label} field is required.` }).max(max, `The ${label} may not be greater than ${max} characters.`),
  );

export const optionalText = (label: string, max = 255) =>
  z.preprocess(
    (v: string | null) => (v === null ? undefined : typeof v === 'string' ? v.trim() || undefined : v),
    z.string({ error: `The ${label} must be a string.` }).max(max, `The ${label} may not be greater than ${max} characters.`).optional(),
  ).transform((v) => v ?? null);

export const email = (label = 'email') =>
  z.preprocess(
    (v: string) => (typeof v === 'string' ? v.trim().toLowerCase() : v) || undefined,
    z.string({ error: `The ${label} field is required.` }).max(254, `The ${label} may not be greater than 254 characters.`).email(`The ${label} must be a valid email address.`),
  );

/** Passwords: at least 8 characters; up to 128 accepted (argon2id takes any length). */
export const password = (label = 'password') =>
  z
    .string({ error: `The ${label} field is required.` })
    .min(1, `The ${label} field is required.`)
    .min(8, `The ${label} must be at least 8 characters.`)
    .max(128, `The ${label} may not be greater than 128 characters.`);

/**
 * Adds the spec's confirmation rule to an object schema with password and
 * password_confirmation. It runs even when other fields failed (zod's `when`), so the
 * form shows every message at once.
 */
export function confirmed<T extends z.ZodType<{ password?: string | null; password_confirmation?: unknown }>>(schema: T) {
  return schema.refine((value) => !value.password || value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Password confirmation does not match',
    when: (payload) => {
      const value = payload.value as { password?: unknown; password_confirmation?: unknown } | undefined;
      return typeof value?.password === 'string' && value.password.length > 0;
    },
  });
}

/** A Philippine phone number in any common writing, normalised to E.164 (+63…): the rule the web apps check too. */
export const phPhone = (label = 'contact number') =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ error: `The ${label} must be a string.` })
      .transform((v, ctx) => {
        const phone = philippineNumber(v);
        if (phone === null) {
          ctx.addIssue({ code: 'custom', message: invalidPhilippineNumber(label) });
          return z.NEVER;
        }
        return phone;
      })
      .optional(),
  ).transform((v) => v ?? null);

export const uuid = (label: string) => z.string({ error: `The ${label} field is required.` }).uuid(`The selected ${label} is invalid.`);

/** '1', 'true', 1, true, 'on' → true; '0', 'false', 0, false → false (forms send text). */
export const booleanish = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])], { error: `The ${label} field must be true or false.` }),
  ).transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on' || v === 'yes');

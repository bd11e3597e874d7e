/**
 * The coupon form (admin): label, code, is_disposable, usage, amount, all_user,
 * customers, expires_at, is_percentage. Every rule is checked here, before any write, so
 * bad input answers 422 with a field map and leaves the store untouched.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { CouponTerms } from '@app/core/coupons/couponEvents';
import type { Pool } from '@app/core/db/pool';
import { isDate, manilaInstant, MANILA_OFFSET } from '@app/core/schedules/manilaTime';
import { idsWithRole } from '@app/projections/readModels/users/queries';
import { booleanish, requiredText } from '@app/core/contract/fields';
import { HttpError } from '../http/problems.js';

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/**
 * An expiry: a date alone means the end of that day in Manila; a date and time without
 * an offset is Manila time; an ISO instant with an offset is taken as it is.
 */
export function parseExpiry(text: string): Date | undefined {
  const t = text.trim();
  if (isDate(t)) return new Date(manilaInstant(t, '24:00').getTime() - 1);
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(t) && isDate(t.slice(0, 10))) return new Date(`${t.replace(' ', 'T')}${MANILA_OFFSET}`);
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(t) && !Number.isNaN(Date.parse(t))) return new Date(t);
  return undefined;
}

const number = (label: string) => z.preprocess(blankToUndefined, z.coerce.number({ error: `The ${label} field is required.` }).refine(Number.isFinite, `The ${label} must be a number.`));

export const couponBody = z
  .object({
    label: requiredText('label', 100),
    code: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : (v ?? undefined)),
      z.string({ error: 'The code must be a string.' }).regex(/^[A-Z0-9_-]{3,32}$/, 'The code must be 3 to 32 letters, digits, dashes or underscores.').optional(),
    ),
    is_disposable: z.preprocess(blankToUndefined, booleanish('is disposable').optional()).transform((v) => v ?? false),
    usage: z.preprocess(blankToUndefined, z.coerce.number({ error: 'The usage must be a number.' }).int('The usage must be a whole number.').min(1, 'The usage must be at least 1.').max(1_000_000).optional()),
    amount: number('amount').refine((v) => v > 0, 'The amount must be greater than 0.').refine((v) => Math.round(v * 100) === v * 100, 'The amount may have at most 2 decimals.'),
    all_user: z.preprocess(blankToUndefined, booleanish('all user').optional()).transform((v) => v ?? false),
    customers: z.preprocess(blankToUndefined, z.array(z.string().uuid('The selected customers are invalid.'), { error: 'The customers must be a list.' }).max(1000).optional()).transform((v) => [...new Set(v ?? [])]),
    expires_at: z.preprocess(
      blankToUndefined,
      z.string({ error: 'The expires at field is required.' }).transform((text, ctx) => {
        const at = parseExpiry(text);
        if (at) return at;
        ctx.addIssue({ code: 'custom', message: 'The expires at is not a valid date.' });
        return z.NEVER;
      }),
    ),
    is_percentage: z.preprocess(blankToUndefined, booleanish('is percentage').optional()).transform((v) => v ?? false),
  })
  // Cross-field rules; `when` lets them speak even while another field failed.
  .refine((f) => f.is_disposable || f.usage !== undefined, { path: ['usage'], message: 'The usage field is required unless the coupon is disposable.', when: whenParsed('is_disposable', 'usage') })
  .refine((f) => !f.is_percentage || f.amount <= 100, { path: ['amount'], message: 'The amount must be between 1 and 100.', when: whenParsed('is_percentage', 'amount') })
  .refine((f) => !f.is_percentage || f.amount >= 1, { path: ['amount'], message: 'The amount must be between 1 and 100.', when: whenParsed('is_percentage', 'amount') })
  .refine((f) => f.all_user || f.customers.length > 0, { path: ['customers'], message: 'The customers field is required when not for all users.', when: whenParsed('all_user', 'customers') });

/**
 * Run a cross-field rule only when its own fields parsed (others may have failed), and
 * never when the body is not an object at all (an issue at the root: no body, an array).
 */
function whenParsed(...fields: string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) => !payload.issues.some((i) => !i.path?.length || fields.includes(String(i.path[0])));
}

/** The form as terms, after the checks that need the clock and the database. */
export async function couponTerms(pool: Pool, body: unknown, now: Date, currentCode?: string): Promise<CouponTerms> {
  const form = couponBody.parse(body);
  const errors: Record<string, string[]> = {};
  if (form.expires_at.getTime() <= now.getTime()) errors.expires_at = ['The expires at must be a date after now.'];
  if (!form.all_user) {
    const customers = await idsWithRole(pool, form.customers, 'customer');
    if (customers.size !== form.customers.length) errors.customers = ['The selected customers are invalid.'];
  }
  if (Object.keys(errors).length) throw new HttpError('validation_failed', 'The given data was invalid.', errors);
  return {
    label: form.label,
    // The spec's form has no code field: without one a new coupon gets a random code.
    code: form.code ?? currentCode ?? randomBytes(5).toString('hex').toUpperCase(),
    amount: form.amount,
    isPercentage: form.is_percentage,
    isDisposable: form.is_disposable,
    usageLimit: form.is_disposable ? 1 : form.usage!,
    allCustomers: form.all_user,
    customerIds: form.all_user ? [] : form.customers,
    expiresAt: form.expires_at.toISOString(),
  };
}

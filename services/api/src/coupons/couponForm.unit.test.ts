import { describe, expect, it } from 'vitest';
import { couponBody, parseExpiry } from './couponForm.js';

describe('reading an expiry', () => {
  it('a date alone lasts to the end of that day in Manila', () => {
    expect(parseExpiry('2026-12-31')?.toISOString()).toBe('2026-12-31T15:59:59.999Z');
  });
  it('a date and time without an offset is Manila time; with one, as given', () => {
    expect(parseExpiry('2026-12-31T10:00')?.toISOString()).toBe('2026-12-31T02:00:00.000Z');
    expect(parseExpiry('2026-12-31 10:00:30')?.toISOString()).toBe('2026-12-31T02:00:30.000Z');
    expect(parseExpiry('2026-12-31T10:00:00Z')?.toISOString()).toBe('2026-12-31T10:00:00.000Z');
  });
  it('refuses anything else', () => {
    for (const text of ['2026-02-30', 'tomorrow', '31/12/2026', '']) expect(parseExpiry(text)).toBeUndefined();
  });
});

describe('the coupon form', () => {
  const valid = { label: 'Promo', amount: '50', usage: '2', all_user: 'true', expires_at: '2999-01-01', is_percentage: '0' };
  it('reads form text: numbers, booleans, upper-cased code', () => {
    expect(couponBody.parse({ ...valid, code: ' promo-1 ' })).toMatchObject({ code: 'PROMO-1', amount: 50, usage: 2, all_user: true, is_percentage: false, is_disposable: false, customers: [] });
  });
  // Found by the fuzz test (tests/security/fuzz.test.ts): the cross-field rules ran on a missing body and threw (500).
  it('answers a body that is not an object with issues, not an exception', () => {
    for (const body of [undefined, null, [], [valid], 'x', 1]) {
      const result = couponBody.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([]);
    }
  });
  it('needs usage unless disposable', () => {
    expect(couponBody.safeParse({ ...valid, usage: '' }).success).toBe(false);
    expect(couponBody.safeParse({ ...valid, usage: '', is_disposable: true }).success).toBe(true);
  });
  it('keeps a percentage within 1..100', () => {
    expect(couponBody.safeParse({ ...valid, is_percentage: true, amount: 100 }).success).toBe(true);
    expect(couponBody.safeParse({ ...valid, is_percentage: true, amount: 100.5 }).success).toBe(false);
    expect(couponBody.safeParse({ ...valid, is_percentage: false, amount: 1000 }).success).toBe(true);
  });
  it('needs customers unless for all users', () => {
    const r = couponBody.safeParse({ ...valid, all_user: false });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['customers']);
  });
});

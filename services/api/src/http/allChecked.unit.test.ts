/** allChecked: independent checks at once, their validation failures in one 422, other errors first. */
import { describe, expect, it } from 'vitest';
import { DomainError } from '@app/core/commands/decider';
import { allChecked } from './allChecked.js';
import { HttpError } from './problems.js';

const invalid = (field: string, message: string) => new HttpError('validation_failed', message, { [field]: [message] });
const later = <T>(ms: number, fn: () => T) => new Promise<T>((resolve, reject) => setTimeout(() => {
  try {
    resolve(fn());
  } catch (error) {
    reject(error);
  }
}, ms));

describe('allChecked', () => {
  it('answers every value, in the order given', async () => {
    await expect(allChecked([later(5, () => 'slot'), Promise.resolve(2)] as const)).resolves.toEqual(['slot', 2]);
  });

  it('runs the checks at once', async () => {
    const started: string[] = [];
    const check = (name: string) => later(20, () => name).finally(() => started.push(name));
    const t0 = Date.now();
    await allChecked([check('a'), check('b'), check('c')] as const);
    expect(Date.now() - t0).toBeLessThan(55);
  });

  it('puts every validation failure in one 422, the first given first', async () => {
    const error = await allChecked([
      later(10, () => {
        throw invalid('date', 'The selected date is invalid.');
      }),
      Promise.resolve('category'),
      later(1, () => {
        throw new DomainError('invalid', 'The discount coupon does not exist.', 'discountCoupon');
      }),
    ] as const).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      code: 'validation_failed',
      message: 'The selected date is invalid.',
      errors: { date: ['The selected date is invalid.'], discountCoupon: ['The discount coupon does not exist.'] },
    });
  });

  it('a lone failure is thrown as it was', async () => {
    const conflict = new HttpError('conflict', 'Already booked.');
    await expect(allChecked([Promise.resolve(1), Promise.reject(conflict)] as const)).rejects.toBe(conflict);
  });

  it('an error that is not a validation failure wins, whichever came first', async () => {
    const down = new Error('connection terminated');
    const error = await allChecked([Promise.reject(invalid('date', 'The selected date is invalid.')), later(5, () => {
      throw down;
    })] as const).catch((e: unknown) => e);
    expect(error).toBe(down);
  });
});

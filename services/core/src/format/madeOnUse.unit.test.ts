import { describe, expect, it } from 'vitest';
import { madeOnUse } from './madeOnUse.js';

describe('madeOnUse', () => {
  it('makes nothing until asked, then makes once and gives the same value every time', () => {
    let made = 0;
    const formatter = madeOnUse(() => {
      made += 1;
      return new Intl.NumberFormat('en-US');
    });
    expect(made).toBe(0);
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(made).toBe(1);
  });
});

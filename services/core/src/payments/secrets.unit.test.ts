import { describe, expect, it } from 'vitest';
import { headerValue, sameSecret } from './secrets.js';

describe('sameSecret', () => {
  it('is true only for the same string, whatever the lengths', () => {
    expect(sameSecret('token-123', 'token-123')).toBe(true);
    expect(sameSecret('token-124', 'token-123')).toBe(false);
    expect(sameSecret('token-1234', 'token-123')).toBe(false);
    expect(sameSecret('', 'token-123')).toBe(false);
    expect(sameSecret(undefined, 'token-123')).toBe(false);
  });

  it('never matches an empty expected secret (an unset token must not let "" through)', () => {
    expect(sameSecret('', '')).toBe(false);
  });

  it('reads the first of repeated headers', () => {
    expect(headerValue({ 'x-callback-token': ['a', 'b'] }, 'X-Callback-Token')).toBe('a');
  });
});

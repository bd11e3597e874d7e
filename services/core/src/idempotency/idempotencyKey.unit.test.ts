import { describe, expect, it } from 'vitest';
import { claimOf, idempotencyKeyUsed, keyUsed } from './idempotencyKey.js';

describe('IdempotencyKeyUsed', () => {
  const claim = claimOf('a1b2c3d4-key', 'user:someone', { path: '/api/bookings', body: { cart: 1 } })!;

  it('the event keyUsed makes passes its zod schema', () => {
    const event = keyUsed(claim, '7f1c7d0e-2b4a-4f7e-9a51-0d6f3c2b1a90', '2026-06-01T00:00:00.000Z');
    expect(idempotencyKeyUsed.parse(event.data)).toEqual(event.data);
  });

  it('the schema refuses a hash, a booking id or an instant of the wrong shape', () => {
    const good = { requestHash: claim.requestHash, bookingId: '7f1c7d0e-2b4a-4f7e-9a51-0d6f3c2b1a90', usedAt: '2026-06-01T00:00:00.000Z' };
    expect(idempotencyKeyUsed.safeParse({ ...good, requestHash: 'abc' }).success).toBe(false);
    expect(idempotencyKeyUsed.safeParse({ ...good, bookingId: 'B-1' }).success).toBe(false);
    expect(idempotencyKeyUsed.safeParse({ ...good, usedAt: 'yesterday' }).success).toBe(false);
  });
});

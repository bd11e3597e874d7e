import { describe, expect, it } from 'vitest';
import type { EventStore } from '@app/core/eventstore';
import { rememberRequested, requestedBy } from './requestedPayments.js';

const aStore = () => ({}) as EventStore;

describe('the payments this process requested', () => {
  it('answers the booking of a payment it remembers, per event store', () => {
    const [one, other] = [aStore(), aStore()];
    rememberRequested(one, 'pay-1', 'booking-1');
    expect(requestedBy(one, 'pay-1')).toBe('booking-1');
    expect(requestedBy(one, 'pay-2')).toBeUndefined();
    expect(requestedBy(other, 'pay-1')).toBeUndefined();
  });

  it('keeps the last 5,000 and forgets the oldest first', () => {
    const store = aStore();
    for (let i = 0; i <= 5000; i++) rememberRequested(store, `pay-${i}`, `booking-${i}`);
    expect(requestedBy(store, 'pay-0')).toBeUndefined();
    expect(requestedBy(store, 'pay-1')).toBe('booking-1');
    expect(requestedBy(store, 'pay-5000')).toBe('booking-5000');
  });
});

import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@app/core/eventstore';
import { timelineOf } from './timeline.js';

const bookingId = '0b6f3a52-8f0e-4c1e-9d2a-1b2c3d4e5f60';
const manongId = '1b6f3a52-8f0e-4c1e-9d2a-1b2c3d4e5f61';
let revision = 0n;
const recorded = (type: string, data: object, occurredAt: string): RecordedEvent => ({
  id: String(revision),
  type,
  data: { bookingId, ...data },
  metadata: { actor: null, role: null, correlationId: 'c', causationId: null, occurredAt },
  streamId: `booking-${bookingId}`,
  revision: revision++,
  position: { commit: 0n, prepare: revision },
  recordedAt: new Date(occurredAt),
});

describe('timelineOf', () => {
  it("keeps the customer's steps with their times and leaves payment attempts out", () => {
    const slot = { id: '2026-12-01T08:00', date: '2026-12-01', startAt: '08:00', endAt: '10:00' };
    const entries = timelineOf([
      recorded('BookingPlaced', { slot }, '2026-11-20T01:00:00.000Z'),
      recorded('PaymentRequested', { paymentId: 'p' }, '2026-11-20T01:00:01.000Z'),
      recorded('PaymentFailed', { paymentId: 'p' }, '2026-11-20T01:05:00.000Z'),
      recorded('PaymentSucceeded', { paymentId: 'p' }, '2026-11-20T01:10:00.000Z'),
      recorded('RebookRequested', { slot: { ...slot, id: '2026-12-02T08:00', date: '2026-12-02' } }, '2026-11-21T00:00:00.000Z'),
      recorded('RebookFulfilled', { fromSlot: slot, toSlot: { ...slot, date: '2026-12-02' }, requested: true }, '2026-11-21T01:00:00.000Z'),
      recorded('ManongTimedIn', { manongId, at: '2026-12-02T00:05:00.000Z' }, '2026-12-02T00:05:00.000Z'),
      recorded('BookingCancelledByAdmin', {}, '2026-12-02T03:00:00.000Z'),
    ]);
    expect(entries.map((e) => [e.id, e.step, e.created_at])).toEqual([
      [0, 'booked', '2026-11-20T01:00:00.000Z'],
      [3, 'paid', '2026-11-20T01:10:00.000Z'],
      [4, 'rebook_requested', '2026-11-21T00:00:00.000Z'],
      [5, 'rebooked', '2026-11-21T01:00:00.000Z'],
      [6, 'timed_in', '2026-12-02T00:05:00.000Z'],
      [7, 'cancelled', '2026-12-02T03:00:00.000Z'],
    ]);
    expect(entries[0]!.log).toBe('Booked the services for 2026-12-01 08:00');
    expect(entries[4]).toMatchObject({ manong_id: manongId, time_in: '2026-12-02T00:05:00.000Z' });
  });
});

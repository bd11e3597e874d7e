import { describe, expect, it } from 'vitest';
import { bookingDecider } from './bookingDecider.js';
import { bookingEventSchemas, bookingEventTypes, type BookingEvent } from './bookingEvents.js';
import { bookingId, inStatus, otherSlot, paymentExpired, paymentId, place, rebookRequested, slot } from './bookingFixtures.js';

/** Every kind of event, as the decider makes them. */
const samples: BookingEvent[] = [
  ...Object.values(inStatus).flat(),
  paymentExpired,
  { type: 'PaymentFailed', data: { bookingId, paymentId } },
  rebookRequested,
  { type: 'RebookRejected', data: { bookingId, slot: otherSlot } },
  { type: 'RebookFulfilled', data: { bookingId, fromSlot: slot, toSlot: otherSlot, requested: true } },
  { type: 'CancellationAccepted', data: { bookingId } },
  { type: 'CancellationDeclined', data: { bookingId } },
  { type: 'BookingCancelledByCustomer', data: { bookingId } },
  { type: 'WorkPermitsUploaded', data: { bookingId, files: [{ fileLink: '/uploads/p.pdf', fileName: 'p.pdf' }] } },
  { type: 'WorkPermitsConfirmed', data: { bookingId } },
  { type: 'DocumentsUploaded', data: { bookingId, uploadedBy: bookingId, files: [{ fileLink: '/uploads/d.pdf', fileName: 'd.pdf' }] } },
  { type: 'ManongTimedOut', data: { bookingId, manongId: bookingId, at: '2026-12-01T03:00:00.000Z' } },
  { type: 'ReminderSent', data: { bookingId, kind: 'customer-2h-sms', channel: 'sms', recipientRole: 'customer', recipientId: bookingId, to: '+639171234567', sentAt: '2026-12-01T00:00:00.000Z' } },
];

describe('the booking events', () => {
  it('every event the decider makes passes its zod schema', () => {
    const made = bookingDecider.decide(place, bookingDecider.initialState());
    for (const event of [...made, ...samples]) expect(() => bookingEventSchemas[event.type].parse(event.data), event.type).not.toThrow();
  });

  it('the samples cover every event type', () => {
    expect(new Set(samples.map((e) => e.type))).toEqual(new Set(bookingEventTypes));
  });

  it('a schema refuses money that is not whole centavos', () => {
    expect(bookingEventSchemas.PaymentSucceeded.safeParse({ bookingId, paymentId: bookingId, amountCentavos: 13.5, gatewayReference: null }).success).toBe(false);
  });
});

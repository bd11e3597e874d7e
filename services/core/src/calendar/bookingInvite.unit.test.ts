/** A booking's calendar entry, written with `ics` and read back with ical.js. */
import { describe, expect, it } from 'vitest';
import type { BookingEvent } from '../bookings/bookingEvents.js';
import { bookingId, inStatus, paid, slot, thirdSlot } from '../bookings/bookingFixtures.js';
import { WorkStatus } from '../bookings/workStatus.js';
import { parseInvite } from '../testing/parseInvite.js';
import { bookingInvite, bookingSequence } from './bookingInvite.js';
import { googleCalendarUrl, renderInvite } from './invite.js';

const PUBLIC_URL = 'https://homerepair.example.ph/';
const stamped = (events: BookingEvent[]) => events.map((e, i) => ({ ...e, metadata: { actor: null, role: null, correlationId: 'c', causationId: null, occurredAt: `2026-11-20T06:3${i}:00.000Z` } }));
const customer = (events: BookingEvent[], delivery: 'mail' | 'download' = 'mail') => bookingInvite(stamped(events), { publicUrl: PUBLIC_URL, audience: { kind: 'customer' }, delivery });
const moved: BookingEvent = { type: 'RebookFulfilled', data: { bookingId, fromSlot: slot, toSlot: thirdSlot, requested: false } };

describe('a booking as a calendar entry', () => {
  it('paid: a REQUEST with the booking\'s UID, SEQUENCE 0, the slot\'s instants in Manila, the service address and the booking\'s link', () => {
    const ics = parseInvite(renderInvite(customer(paid)));
    expect(ics.method).toBe('REQUEST');
    expect(ics.uid).toBe(`booking-${bookingId}@homerepair.example.ph`);
    expect(ics.sequence).toBe(0);
    expect(ics.status).toBe('CONFIRMED');
    // 08:00 to 10:00 on Dec 01 in Manila (UTC+08:00).
    expect(ics.start.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(ics.end.toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(ics.location).toBe('5B, 12 Mabini St, Poblacion, Makati (Condo)');
    expect(ics.summary).toBe('Aircon - Home Repair Services (K7M2Q9XZ4P)');
    expect(ics.description).toContain('Services: Aircon cleaning(2) - Bedroom');
    expect(ics.description).toContain('Booking ID: K7M2Q9XZ4P');
    expect(ics.description).toContain('Your booking: https://homerepair.example.ph/booking-management/email=ana%40example.ph&bookingId=K7M2Q9XZ4P');
    expect(ics.organizer).toBe('mailto:no-reply@homerepair.example.ph');
    expect(ics.attendee).toBe('mailto:ana@example.ph');
  });

  it('a re-booking is an update of the same entry: same UID, higher SEQUENCE, the new slot', () => {
    const first = parseInvite(renderInvite(customer(paid)));
    const update = parseInvite(renderInvite(customer([...paid, moved])));
    expect(update.uid).toBe(first.uid);
    expect(update.sequence).toBe(first.sequence + 1);
    expect(update.start.toISOString()).toBe('2026-12-04T00:00:00.000Z');
    const again = parseInvite(renderInvite(customer([...paid, moved, { ...moved, data: { ...moved.data, fromSlot: thirdSlot, toSlot: slot } }])));
    expect(again.sequence).toBe(2);
  });

  it('cancelled (by the office, on request, or by the customer): a CANCEL of the same UID with a higher SEQUENCE', () => {
    for (const end of ['BookingCancelledByAdmin', 'CancellationAccepted', 'BookingCancelledByCustomer'] as const) {
      const ics = parseInvite(renderInvite(customer([...paid, moved, { type: end, data: { bookingId } }])));
      expect(ics.method).toBe('CANCEL');
      expect(ics.status).toBe('CANCELLED');
      expect(ics.sequence).toBe(2);
      expect(ics.uid).toBe(`booking-${bookingId}@homerepair.example.ph`);
    }
    expect(bookingSequence(inStatus[WorkStatus.Cancelled])).toBe(1);
  });

  it('a download is PUBLISHed (added, not an invitation), with the same UID and SEQUENCE', () => {
    const ics = parseInvite(renderInvite(customer([...paid, moved], 'download')));
    expect(ics.method).toBe('PUBLISH');
    expect(ics.sequence).toBe(1);
  });

  it("a manong's entry names the customer and links to the manong's assignments; names typed with quotes stay one parameter", () => {
    const invite = bookingInvite(stamped(paid), { publicUrl: PUBLIC_URL, audience: { kind: 'manong', name: 'Jose "Pepe" Cruz', email: 'jose@example.ph' }, delivery: 'mail' });
    const ics = parseInvite(renderInvite(invite));
    expect(ics.attendee).toBe('mailto:jose@example.ph');
    expect(ics.summary).toBe('Job: Aircon at Makati (K7M2Q9XZ4P)');
    expect(ics.description).toContain('Customer: Ana Reyes, +639171234567');
    expect(ics.description).toContain('Your assignments: https://homerepair.example.ph/manong');
  });

  it('renders the same text again (DTSTAMP is the last event\'s time, not the clock)', () => {
    expect(renderInvite(customer(paid))).toBe(renderInvite(customer(paid)));
  });

  it('the Google Calendar link carries the title, the UTC times in basic format, the details and the place', () => {
    const url = new URL(googleCalendarUrl(customer(paid)));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261201T000000Z/20261201T020000Z');
    expect(url.searchParams.get('text')).toBe('Aircon - Home Repair Services (K7M2Q9XZ4P)');
    expect(url.searchParams.get('location')).toBe('5B, 12 Mabini St, Poblacion, Makati (Condo)');
    expect(url.searchParams.get('details')).toContain('Booking ID: K7M2Q9XZ4P');
  });
});

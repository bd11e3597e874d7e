/** A reminder says when the job is from the moment it goes out, not from its kind. */
import { describe, expect, it } from 'vitest';
import { paid } from '@app/core/bookings/bookingFixtures';
import { evolve, initialState, type PlacedBooking } from '@app/core/bookings/bookingState';
import { reminderMail, reminderSms } from './reminderMessages.js';

// The fixture's service is on 2026-12-01 at 08:00 Manila (00:00Z).
const booking = paid.reduce(evolve, initialState()) as PlacedBooking;
const url = 'https://example.ph';

describe('reminder wording', () => {
  it('a 24-hour reminder on time says tomorrow', () => {
    expect(reminderSms('customer-24h-sms', booking, url, new Date('2026-11-30T00:00:00Z'))).toContain(' tomorrow ');
  });

  it('a 24-hour reminder sent late on the service day says today, never tomorrow', () => {
    const late = new Date('2026-11-30T20:48:00Z'); // 04:48 on Dec 1 in Manila
    expect(reminderSms('customer-24h-sms', booking, url, late)).toContain(' today ');
    expect(reminderMail('customer-24h-email', booking, url, late).subject).toContain(' today ');
  });

  it('a 2-hour reminder on time says in about 2 hours; one sent with 40 minutes left says today', () => {
    expect(reminderSms('customer-2h-sms', booking, url, new Date('2026-11-30T22:00:00Z'))).toContain('in about 2 hours');
    expect(reminderSms('customer-2h-sms', booking, url, new Date('2026-11-30T23:20:00Z'))).toContain(' today ');
  });

  it('a manong texted the evening before hears tomorrow', () => {
    expect(reminderSms('manong-evening-sms', booking, url, new Date('2026-11-30T10:00:00Z'))).toContain('job tomorrow');
  });
});

/** Text messages within two GSM-7 segments, whatever the address or name in them. */
import { describe, expect, it } from 'vitest';
import { fitSms, gsmLength, segmentsOf, toGsm7, TWO_SEGMENTS } from './segments.js';

describe('GSM-7 segments', () => {
  it('counts extension characters twice and splits at 160, then 153 a segment', () => {
    expect(gsmLength('a€b')).toBe(4);
    expect(segmentsOf('x'.repeat(160))).toBe(1);
    expect(segmentsOf('x'.repeat(161))).toBe(2);
    expect(segmentsOf('x'.repeat(306))).toBe(2);
    expect(segmentsOf('x'.repeat(307))).toBe(3);
  });

  it('writes look-alikes in GSM-7 so one curly quote cannot turn the message into UCS-2 (70 a segment)', () => {
    expect(toGsm7('Manong’s visit — ₱1,250…')).toBe("Manong's visit - PHP1,250...");
    // ñ is in the alphabet (Parañaque stays as written); an emoji is not.
    expect(toGsm7('Parañaque 🙂')).toBe('Parañaque ?');
  });

  it('leaves a short message as it is, with the link after it', () => {
    expect(fitSms('Reminder: aircon cleaning tomorrow 08:00 AM.', { keep: 'http://localhost:3000/b/1' })).toBe('Reminder: aircon cleaning tomorrow 08:00 AM. http://localhost:3000/b/1');
  });

  it('cuts a long message at a word to fit two segments, and keeps the link whole', () => {
    const link = 'https://example.ph/bookings/HR-2026-000123';
    const address = 'Unit 12B, '.repeat(60);
    const sms = fitSms(`Reminder: your booking at ${address} tomorrow.`, { keep: link });
    expect(gsmLength(sms)).toBeLessThanOrEqual(TWO_SEGMENTS);
    expect(segmentsOf(sms)).toBe(2);
    expect(sms.endsWith(`... ${link}`)).toBe(true);
    expect(sms).toMatch(/^Reminder: your booking at Unit 12B, /);
  });

  it('cuts inside one word longer than the room, counting € twice', () => {
    const sms = fitSms('€'.repeat(400));
    expect(gsmLength(sms)).toBeLessThanOrEqual(TWO_SEGMENTS);
    expect(gsmLength(sms)).toBeGreaterThan(TWO_SEGMENTS - 4);
  });
});

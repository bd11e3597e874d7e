/** The booking history's "As of" moment, as the administrator typed it (web-admin/src/audit/asOfText.ts). */
import { describe, expect, it } from 'vitest';
import { asOfText } from '../../web-admin/src/audit/asOfText.js';

describe('the history says which moment it shows, to the second', () => {
  it('with the seconds typed', () => {
    expect(asOfText('2026-11-27T13:01:39')).toBe('Nov 27, 2026 01:01:39 PM');
  });
  it("on a whole minute, which the browser's date-time field sends without ':00'", () => {
    expect(asOfText('2026-11-28T13:59')).toBe('Nov 28, 2026 01:59:00 PM');
    expect(asOfText('2026-11-28T00:05')).toBe('Nov 28, 2026 12:05:00 AM');
  });
});

import { describe, expect, it } from 'vitest';
import { dateRangeBody, documentBody } from './schemas.js';

const errors = (body: unknown) => {
  const result = dateRangeBody.safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the date range of a report', () => {
  it('takes start and end, or date as one day or [start, end]', () => {
    expect(dateRangeBody.parse({ start: '2026-11-01', end: '2026-11-23' })).toEqual({ start: '2026-11-01', end: '2026-11-23' });
    expect(dateRangeBody.parse({ date: ['2026-11-01', '2026-11-23'] })).toEqual({ start: '2026-11-01', end: '2026-11-23' });
    expect(dateRangeBody.parse({ date: '2026-11-23' })).toEqual({ start: '2026-11-23', end: '2026-11-23' });
  });

  it('requires both ends, real dates, in order', () => {
    expect(errors({})).toEqual({ start: 'The start date is required.', end: 'The end date is required.' });
    expect(errors({ start: '2026-02-30', end: '2026-03-01' })).toEqual({ start: 'The start date must be a date written YYYY-MM-DD.' });
    expect(errors({ start: '2026-11-23', end: '2026-11-22' })).toEqual({ end: 'The end date must be on or after the start date.' });
  });
});

describe('the subject of a document', () => {
  it("is a booking unless the type says 'assessment'", () => {
    expect(documentBody.parse({ id: 'ABCDEFGHJK' })).toEqual({ type: 'booking', id: 'ABCDEFGHJK' });
    expect(documentBody.parse({ type: 'assessment', id: 'x' }).type).toBe('assessment');
    expect(documentBody.safeParse({ type: 'invoice', id: 'x' }).success).toBe(false);
  });
});

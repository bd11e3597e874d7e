import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/problems.js';
import { START_PASSED } from '@app/core/schedules/slotDecider';
import { expandPlan, parseDate, parseTime } from './plannerForm.js';

// 2026-06-01 10:00 in Manila.
const now = new Date('2026-06-01T02:00:00.000Z');

describe('reading times and dates', () => {
  it('reads 24-hour and 12-hour times', () => {
    expect(parseTime('08:00')).toBe('08:00');
    expect(parseTime('8:15')).toBe('08:15');
    expect(parseTime('16:30:00')).toBe('16:30');
    expect(parseTime('4:30 PM')).toBe('16:30');
    expect(parseTime('12:30 pm')).toBe('12:30');
    expect(parseTime('12:00 AM')).toBe('00:00');
    expect(parseTime('13:00 PM')).toBeUndefined();
    expect(parseTime('25:00')).toBeUndefined();
    expect(parseTime('noon')).toBeUndefined();
  });
  it('reads a date, and an ISO instant as its Manila date', () => {
    expect(parseDate('2026-12-01')).toBe('2026-12-01');
    expect(parseDate('2026-11-30T16:00:00.000Z')).toBe('2026-12-01');
    expect(parseDate('2026-02-30')).toBeUndefined();
    expect(parseDate('12/01/2026')).toBeUndefined();
  });
});

describe('expanding a plan', () => {
  it('gives one slot per day and start time, with defaults duration 2, capacity 1, PH', () => {
    const slots = expandPlan({ scheduled_at: ['2026-06-02', '2026-06-03'], start_at: ['1:00 PM', '08:00', '08:00'] }, now);
    expect(slots.map((s) => `${s.date} ${s.startAt}`)).toEqual(['2026-06-02 08:00', '2026-06-02 13:00', '2026-06-03 08:00', '2026-06-03 13:00']);
    expect(slots[0]).toEqual({ date: '2026-06-02', startAt: '08:00', durationHours: 2, capacity: 1, country: 'PH' });
  });
  it("plans today's times still ahead (Manila) and skips those that have begun", () => {
    expect(expandPlan({ scheduled_at: '2026-06-01', start_at: ['08:00', '10:00', '10:15', '4:30 PM'] }, now).map((s) => s.startAt)).toEqual(['10:15', '16:30']);
    expect(expandPlan({ scheduled_at: ['2026-06-01', '2026-06-02'], start_at: '08:00' }, now).map((s) => s.date)).toEqual(['2026-06-02']);
  });
  it("refuses a plan of today's begun times only, on its start time", () => {
    expect(() => expandPlan({ scheduled_at: '2026-06-01', start_at: ['08:00', '10:00'] }, now)).toThrow(START_PASSED);
  });
  it('refuses a backwards, past or too long range as "Invalid date selection"', () => {
    for (const scheduled_at of [['2026-06-05', '2026-06-04'], '2026-05-31', ['2026-06-02', '2027-06-03']]) {
      const plan = { scheduled_at, start_at: '09:00' };
      expect(() => expandPlan(plan, now), JSON.stringify(scheduled_at)).toThrow(HttpError);
      try {
        expandPlan(plan, now);
      } catch (e) {
        expect((e as HttpError).message).toBe('Invalid date selection');
      }
    }
    // 366 days at most, both ends included.
    expect(expandPlan({ scheduled_at: ['2026-06-02', '2027-06-02'], start_at: '08:00' }, now)).toHaveLength(366);
  });
  it('accepts only the 27 start times between 8:00 AM and 4:30 PM', () => {
    expect(() => expandPlan({ scheduled_at: '2026-06-02', start_at: '08:45' }, now)).toThrow();
    expect(() => expandPlan({ scheduled_at: '2026-06-02', start_at: '4:45 PM' }, now)).toThrow();
    expect(() => expandPlan({ scheduled_at: '2026-06-02', start_at: '7:30 AM' }, now)).toThrow();
    expect(expandPlan({ scheduled_at: '2026-06-02', start_at: '4:30 PM' }, now)).toHaveLength(1);
  });
});

/**
 * The console's booking rules as plain functions (web-admin has no test runner of its
 * own): the assign-manongs limits of spec §5, the booking form's total, and the home
 * page's calendar and chart arithmetic in Manila time.
 */
import { describe, expect, it } from 'vitest';
import { assignmentProblems, optionDisabled, secondaryEnabled, teamChanged } from '../../web-admin/src/bookings/manongRules.js';
import { formTotal, totalAcceptable } from '../../web-admin/src/bookings/bookingTotals.js';
import type { BookingRecord } from '../../web-admin/src/bookings/types.js';
import { barChartScale } from '../../web-admin/src/home/barChartScale.js';
import { bookingsPerDay, calendarEvents, manilaDay } from '../../web-admin/src/home/calendarData.js';

describe('assign manongs (spec §5)', () => {
  it('opens the secondary picker only beside two primaries', () => {
    expect(secondaryEnabled([])).toBe(false);
    expect(secondaryEnabled(['a'])).toBe(false);
    expect(secondaryEnabled(['a', 'b'])).toBe(true);
  });

  it('offers no one twice and no third in a group', () => {
    expect(optionDisabled('a', [], ['a'])).toBe(true);
    expect(optionDisabled('c', ['a', 'b'], [])).toBe(true);
    expect(optionDisabled('a', ['a', 'b'], [])).toBe(false);
    expect(optionDisabled('c', ['a'], ['b'])).toBe(false);
  });

  it('names the field of each broken rule, and nothing for a valid team', () => {
    expect(assignmentProblems(['a', 'b'], ['c', 'd'])).toEqual({});
    expect(assignmentProblems(['a'], [])).toEqual({});
    expect(Object.keys(assignmentProblems([], []))).toEqual(['primaryManongs']);
    expect(Object.keys(assignmentProblems(['a', 'b', 'c'], []))).toEqual(['primaryManongs']);
    expect(Object.keys(assignmentProblems(['a'], ['c']))).toEqual(['secondaryManongs']);
    expect(assignmentProblems(['a', 'b'], ['b'])).toEqual({ secondaryManongs: 'A primary manong cannot also be secondary.' });
    expect(Object.keys(assignmentProblems(['a', 'b'], ['c', 'd', 'e']))).toEqual(['secondaryManongs']);
  });

  it('asks before re-assigning only when the team differs', () => {
    const team = { primary: ['a', 'b'], secondary: ['c'] };
    expect(teamChanged(team, { primary: ['b', 'a'], secondary: ['c'] })).toBe(false);
    expect(teamChanged(team, { primary: ['a', 'b'], secondary: [] })).toBe(true);
    expect(teamChanged(team, { primary: ['a', 'd'], secondary: ['c'] })).toBe(true);
  });
});

describe('booking form total (spec §5, §9)', () => {
  it('sums quantity times price and refuses a total below 1', () => {
    expect(formTotal([{ quantity: 2, price: 750 }, { quantity: '1', price: '0.5' }])).toBe(1500.5);
    expect(totalAcceptable([{ quantity: 1, price: 0 }])).toBe(false);
    expect(totalAcceptable([{ quantity: 1, price: 0.99 }])).toBe(false);
    expect(totalAcceptable([{ quantity: 1, price: 1 }])).toBe(true);
    expect(totalAcceptable([])).toBe(false);
  });
});

const booking = (whenAt: string, extra: Partial<BookingRecord> = {}): BookingRecord =>
  ({
    id: `B${whenAt}`,
    when_at: whenAt,
    category: { id: 'c', name: 'Aircon' },
    customer: { name: 'Ana Reyes' },
    work_status: 0,
    work_status_string: 'Pending',
    payment_status: 'paid',
    total: 100,
    ...extra,
  }) as BookingRecord;

describe('home calendar and charts (Manila time)', () => {
  it('puts a booking on its Manila day whatever the instant says in UTC', () => {
    // 17:00 UTC on the 5th is 01:00 on the 6th in Manila.
    expect(manilaDay('2026-03-05T17:00:00.000Z')).toBe('2026-03-06');
    expect(manilaDay('2026-03-05T15:59:00.000Z')).toBe('2026-03-05');
  });

  it('draws an entry at its Manila wall-clock time, ending by midnight', () => {
    const [late] = calendarEvents([booking('2026-03-05T15:00:00.000Z')]);
    expect([late!.start.getHours(), late!.start.getDate()]).toEqual([23, 5]);
    expect([late!.end.getHours(), late!.end.getMinutes(), late!.end.getDate()]).toEqual([23, 59, 5]);
    expect(late!.title).toBe('Aircon - Ana Reyes');
    const [morning] = calendarEvents([booking('2026-03-05T00:00:00.000Z')]);
    expect(morning!.end.getTime() - morning!.start.getTime()).toBe(2 * 3_600_000);
  });

  it('draws the bookings given, and one entry with its count for a day none of whose bookings are given', () => {
    const events = calendarEvents(
      [booking('2026-03-05T01:00:00.000Z')],
      [
        { date: '2026-03-05', bookings: 1 },
        { date: '2026-03-06', bookings: 1912 },
      ],
    );
    expect(events.map((e) => [e.title, e.booking?.id ?? null, e.allDay ?? false])).toEqual([
      ['Aircon - Ana Reyes', 'B2026-03-05T01:00:00.000Z', false],
      ['1,912 bookings', null, true],
    ]);
    expect([events[1]!.start.getDate(), events[1]!.start.getHours(), events[1]!.end.getDate()]).toEqual([6, 0, 6]);
  });

  it("counts bookings per day of the range shown from the calendar's day counts, empty days as zero", () => {
    const days = [
      { date: '2026-03-02', bookings: 2 },
      { date: '2026-03-09', bookings: 931 },
    ];
    expect(bookingsPerDay(days, ['2026-03-01', '2026-03-02', '2026-03-09'])).toEqual([
      { day: '03-01', bookings: 0 },
      { day: '03-02', bookings: 2 },
      { day: '03-09', bookings: 931 },
    ]);
  });

  it("scales the chart's count axis to round whole-number ticks covering the busiest day", () => {
    expect(barChartScale([])).toEqual({ max: 1, ticks: [0, 1] });
    expect(barChartScale([0, 0])).toEqual({ max: 1, ticks: [0, 1] });
    expect(barChartScale([1, 3])).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(barChartScale([7])).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(barChartScale([931, 2])).toEqual({ max: 1000, ticks: [0, 500, 1000] });
  });
});

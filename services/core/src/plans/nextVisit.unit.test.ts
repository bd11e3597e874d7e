import { describe, expect, it } from 'vitest';
import { addMonths, chooseSlot, holdUntilOf, nearestWeekday, type SlotOption } from './nextVisit.js';

const option = (date: string, startAt: string, free = 1): SlotOption => ({ id: `${date}T${startAt}`, date, startAt, endAt: '12:00', free });

describe('dates', () => {
  it('adds months, keeping to the end of a shorter month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-11-15', 1)).toBe('2026-12-15');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
  });
  it('moves to the nearest day of the weekday', () => {
    // 2027-06-03 is a Thursday; Wednesday is the day before, Sunday three days after.
    expect(nearestWeekday('2027-06-03', 3)).toBe('2027-06-02');
    expect(nearestWeekday('2027-06-03', 0)).toBe('2027-06-06');
    expect(nearestWeekday('2027-06-03', 4)).toBe('2027-06-03');
  });
  it('holds an unpaid visit until hold days before it, and at least a day', () => {
    expect(holdUntilOf('2027-06-02', 7, '2027-05-19')).toBe('2027-05-26');
    expect(holdUntilOf('2027-06-02', 7, '2027-05-30')).toBe('2027-05-31');
  });
});

describe('the slot of a visit', () => {
  const target = { date: '2027-06-02', startAt: '09:00' };
  it('is the same weekday and time when it has a seat', () => {
    expect(chooseSlot(target, [option('2027-06-01', '09:00'), option('2027-06-02', '09:00')], '2027-05-19')?.id).toBe('2027-06-02T09:00');
  });
  it('else the free one nearest in time within a week, the earlier of two as near', () => {
    const options = [option('2027-06-02', '09:00', 0), option('2027-06-02', '13:00'), option('2027-06-02', '05:00'), option('2027-06-05', '09:00')];
    expect(chooseSlot(target, options, '2027-05-19')?.id).toBe('2027-06-02T05:00');
    expect(chooseSlot(target, [option('2027-06-02', '09:00', 0), option('2027-06-08', '09:00')], '2027-05-19')?.id).toBe('2027-06-08T09:00');
  });
  it('is none when nothing is free within a week, and never today', () => {
    expect(chooseSlot(target, [option('2027-06-02', '09:00', 0), option('2027-06-10', '09:00')], '2027-05-19')).toBeUndefined();
    expect(chooseSlot({ date: '2027-05-20', startAt: '09:00' }, [option('2027-05-19', '10:00')], '2027-05-19')).toBeUndefined();
  });
});

/**
 * Slot dates are Manila dates ('YYYY-MM-DD') and times ('HH:mm'). The calendar draws them
 * as local dates of the same numbers, and "past" is judged by the date in Manila, so a
 * visitor abroad sees the company's calendar, not a shifted one, and reads the time the
 * manong arrives.
 */
import { endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';
import type { AvailableSlot } from '@app/core/contract/bookings';
import { clockTime, dateOnly } from '@app/core/format/dates';

const manilaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Manila, 'YYYY-MM-DD'. */
export const manilaToday = (now = new Date()) => manilaDay.format(now);

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar cell's date as 'YYYY-MM-DD'. */
export const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The slot's day and time as a local Date with the same numbers, for the calendar. */
export function calendarDate(day: string, hhmm = '00:00'): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, h, min);
}

/** The instant the slot starts, for 'MMM DD, YYYY hh:mm A' (@app/core/format/dates writes Manila time). */
export const slotStart = (slot: AvailableSlot) => new Date(`${slot.scheduled_at}T${slot.start_at}:00+08:00`);

/** 'Nov 28, 2026' for a day key. */
export const dayLabel = (key: string) => dateOnly(key);

/** A slot's start and end, '09:00 AM - 11:00 AM'. */
export const slotLabel = (slot: AvailableSlot) => `${clockTime(slot.start_at)} - ${clockTime(slot.end_at)}`;

export function slotsByDay(slots: AvailableSlot[]): Map<string, AvailableSlot[]> {
  const days = new Map<string, AvailableSlot[]>();
  for (const slot of slots) (days.get(slot.scheduled_at) ?? days.set(slot.scheduled_at, []).get(slot.scheduled_at)!).push(slot);
  return days;
}

/** A month view's weeks, first to last day shown (spec: the first range is the current month). */
export function monthRange(date: Date): { start: Date; end: Date } {
  return { start: startOfWeek(startOfMonth(date)), end: endOfWeek(endOfMonth(date)) };
}

/**
 * The chosen day if the calendar shows it, else none: a day chosen in another month (or
 * another day of the day view) is not among the slots fetched for this range, and listing
 * it would say 'No Schedule' about a day the person no longer sees.
 */
export function shownDay(day: string | null, range: { start: Date; end: Date }): string | null {
  return day !== null && day >= dayKey(range.start) && day <= dayKey(range.end) ? day : null;
}

/** A day button's accessible name: the date, then what it offers; the visible day number is in it. */
export function dayName(date: Date, openSlots: number): string {
  const offer = openSlots === 0 ? 'no open slots' : `${openSlots} open slot${openSlots === 1 ? '' : 's'}`;
  return `${format(date, 'MMMM d, yyyy')}: ${offer}`;
}

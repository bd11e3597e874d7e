/**
 * Slots as the calendar shows them. A slot's date and times are Manila wall-clock values
 * ('YYYY-MM-DD', 'HH:mm'); the calendar places them at the same wall-clock time in the
 * browser, so a visitor abroad still reads the time the manong arrives.
 */
import { endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';
import { calendarDate } from '../bookings/rebook/slotDates.js';
import { slotTime } from '../format.js';
import type { Slot } from './bookingApi.js';

export interface SlotEvent {
  title: string;
  start: Date;
  end: Date;
  slot: Slot;
}

export const dayLabel = (key: string) => format(new Date(`${key}T00:00:00`), 'MMM dd, yyyy');

export const slotLabel = (slot: Slot) => `${slotTime(slot.start_at)} - ${slotTime(slot.end_at)}`;

export function toEvent(slot: Slot): SlotEvent {
  return {
    title: slotLabel(slot),
    start: calendarDate(slot.scheduled_at, slot.start_at),
    end: calendarDate(slot.scheduled_at, slot.end_at),
    slot,
  };
}

/** The month view's visible weeks (spec: the first range is the current month). */
export function monthRange(date: Date): { start: Date; end: Date } {
  return { start: startOfWeek(startOfMonth(date)), end: endOfWeek(endOfMonth(date)) };
}

/** react-big-calendar names a range as a list of days (day, week) or as start and end (month, agenda). */
export function rangeOf(range: Date[] | { start: Date; end: Date }): { start: Date; end: Date } {
  if (Array.isArray(range)) return { start: range[0]!, end: range[range.length - 1]! };
  return range;
}

/**
 * Slots as the calendar shows them. A slot's date and times are Manila wall-clock values
 * ('YYYY-MM-DD', 'HH:mm'); the calendar places them at the same wall-clock time in the
 * browser, so a visitor abroad still reads the time the manong arrives.
 */
import { endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';
import { slotTime } from '../format.js';
import type { Slot } from './bookingApi.js';

/** Spec §2, §9: the booking's duration as the schedule step displays it. */
export const BOOKING_DURATION = '2 hr';

export interface SlotEvent {
  title: string;
  start: Date;
  end: Date;
  slot: Slot;
}

export const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

export const dayLabel = (key: string) => format(new Date(`${key}T00:00:00`), 'MMM dd, yyyy');

export const slotLabel = (slot: Slot) => `${slotTime(slot.start_at)} - ${slotTime(slot.end_at)}`;

export function toEvent(slot: Slot): SlotEvent {
  return {
    title: slotLabel(slot),
    start: new Date(`${slot.scheduled_at}T${slot.start_at}:00`),
    end: new Date(`${slot.scheduled_at}T${slot.end_at}:00`),
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

export function byDay(slots: Slot[]): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.scheduled_at, [...(days.get(slot.scheduled_at) ?? []), slot]);
  return days;
}

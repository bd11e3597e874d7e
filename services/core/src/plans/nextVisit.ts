/**
 * When a plan's next visit is, and which slot it takes: pure, dates in Manila.
 *
 * The next visit is due `intervalMonths` after the last visit's actual date (its booking's
 * slot as it stands, so a rebooking moves the baseline), moved to the nearest day of the
 * same weekday (a customer who chose Wednesdays keeps Wednesdays), at the same start time.
 * The office may have chosen the slot instead. A date already past (a plan resumed late)
 * moves forward by whole weeks.
 */
import { addDays, daysBetween, toMinutes } from '../schedules/manilaTime.js';
import type { Plan } from './planState.js';

export interface VisitTarget {
  visitNumber: number;
  date: string;
  startAt: string;
}

/** `date` plus whole months; a day the month lacks is its last (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** 0 (Sunday) .. 6. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The day of `weekday` nearest to `date` (at most 3 days away). */
export function nearestWeekday(date: string, weekday: number): string {
  const shift = (((weekday - weekdayOf(date)) % 7) + 7) % 7;
  return addDays(date, shift <= 3 ? shift : shift - 7);
}

/** The next visit's date and time, whatever the plan's status; undefined for a plan with no visit yet. */
export function nextVisitTarget(plan: Plan, today: string): VisitTarget | undefined {
  const last = plan.visits.at(-1);
  if (!last) return undefined;
  const visitNumber = last.visitNumber + 1;
  if (plan.chosenSlot) return { visitNumber, ...plan.chosenSlot };
  let date = nearestWeekday(addMonths(last.date, plan.intervalMonths), weekdayOf(last.date));
  if (date <= today) date = addDays(date, Math.ceil((daysBetween(date, today) + 1) / 7) * 7);
  return { visitNumber, date, startAt: last.startAt };
}

/**
 * The visit the daily run books today, if any: an active plan whose last visit's day has
 * come (one visit at a time) and whose next date is within the lead time.
 */
export function visitDueForBooking(plan: Plan, today: string, leadDays: number): VisitTarget | undefined {
  if (plan.status !== 'active') return undefined;
  const last = plan.visits.at(-1);
  if (!last || last.date > today) return undefined;
  const target = nextVisitTarget(plan, today);
  return target && addDays(target.date, -leadDays) <= today ? target : undefined;
}

/** The date (00:00 Manila) until which an unpaid visit holds its seat. */
export const holdUntilOf = (visitDate: string, holdDays: number, today: string) => {
  const until = addDays(visitDate, -holdDays);
  // Booked late (a short lead time): a day to pay at least.
  return until > today ? until : addDays(today, 1) < visitDate ? addDays(today, 1) : visitDate;
};

export interface SlotOption {
  id: string;
  date: string;
  startAt: string;
  endAt: string;
  /** Seats left as the schedules read model shows them; the placement checks capacity exactly. */
  free: number;
}

/** How far a substitute slot may be from the target: a week either way. */
export const SLOT_WINDOW_DAYS = 7;

/**
 * The slot for a visit: the target's own when it has a free seat, else the free one nearest
 * to it in time within a week (the earlier of two as near), never today or before.
 */
export function chooseSlot(target: { date: string; startAt: string }, options: readonly SlotOption[], today: string): SlotOption | undefined {
  const at = (date: string, time: string) => daysBetween(today, date) * 1440 + toMinutes(time);
  const wanted = at(target.date, target.startAt);
  const usable = options.filter((o) => o.free > 0 && o.date > today && Math.abs(daysBetween(target.date, o.date)) <= SLOT_WINDOW_DAYS);
  return usable
    .map((o) => ({ o, distance: Math.abs(at(o.date, o.startAt) - wanted), at: at(o.date, o.startAt) }))
    .sort((a, b) => a.distance - b.distance || a.at - b.at)[0]?.o;
}

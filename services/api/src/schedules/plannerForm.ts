/**
 * The schedule planner's payload: a date or a date range, one start time or several,
 * a duration, a country and a capacity. It expands to one slot per day and start time.
 */
import { z } from 'zod';
import { endOf, hasBegun, START_PASSED } from '@app/core/schedules/slotDecider';
import { addDays, daysBetween, fromMinutes, isDate, manilaDate } from '@app/core/schedules/manilaTime';
import { HttpError } from '../http/problems.js';

/** 8:00 AM to 4:30 PM at :00, :15 and :30 of each hour: 27 start times. */
export const allowedStartTimes: readonly string[] = Array.from({ length: 9 }, (_, i) => [0, 15, 30].map((m) => fromMinutes((8 + i) * 60 + m))).flat();

export const MAX_PLAN_DAYS = 366;
export const INVALID_DATES = 'Invalid date selection';

/** 'HH:mm', 'H:mm', 'HH:mm:ss' or 'h:mm AM' to 'HH:mm'; undefined when unreadable. */
export function parseTime(text: string): string | undefined {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/.exec(text.trim());
  if (!m) return undefined;
  let hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (m[3]) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (m[3].toUpperCase() === 'PM' ? 12 : 0);
  }
  return hours < 24 && minutes < 60 ? fromMinutes(hours * 60 + minutes) : undefined;
}

/** A calendar date; a full ISO instant (what date pickers send) counts as its Manila date. */
export function parseDate(text: string): string | undefined {
  const trimmed = text.trim();
  if (isDate(trimmed)) return trimmed;
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(trimmed) && !Number.isNaN(Date.parse(trimmed))) return manilaDate(trimmed);
  return undefined;
}

export const dateField = (label: string) =>
  z.string({ error: `The ${label} field is required.` }).transform((text, ctx) => {
    const date = parseDate(text);
    if (date) return date;
    ctx.addIssue({ code: 'custom', message: `The ${label} is not a valid date.` });
    return z.NEVER;
  });

/** One value or a list of them, as a list; per-item messages land on the field itself. */
const oneOrMany = <T>(label: string, max: number, item: (text: string) => T | undefined, invalid: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? [v] : v),
    z
      .array(z.string(), { error: `The ${label} field is required.` })
      .min(1, `The ${label} field is required.`)
      .max(max, `The ${label} may have at most ${max} values.`)
      .transform((texts, ctx) => {
        const values = texts.map(item);
        if (values.every((v) => v !== undefined)) return values as T[];
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }),
  );

const startTime = (text: string) => {
  const time = parseTime(text);
  return time && allowedStartTimes.includes(time) ? time : undefined;
};

const blankToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);
const wholeNumber = (label: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `The ${label} must be a number.` })
      .int(`The ${label} must be a whole number.`)
      .min(min, `The ${label} must be between ${min} and ${max}.`)
      .max(max, `The ${label} must be between ${min} and ${max}.`)
      .default(fallback),
  );

export const plannerBody = z.object({
  scheduled_at: oneOrMany('scheduled at', 2, parseDate, 'The scheduled at is not a valid date.'),
  start_at: oneOrMany('start at', allowedStartTimes.length, startTime, 'The selected start at is invalid.'),
  duration: wholeNumber('duration', 1, 8, 2),
  country: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : (v ?? undefined)), z.literal('PH', { error: 'The selected country is invalid.' }).default('PH')),
  capacity: wholeNumber('capacity', 1, 50, 1),
});

export interface PlannedSlot {
  date: string;
  startAt: string;
  durationHours: number;
  capacity: number;
  country: 'PH';
}

/**
 * The slots a valid payload asks for; 422 on a bad range or a slot past midnight. Today
 * (Manila) is plannable: its times still ahead are planned, those already begun skipped,
 * and a plan of today's begun times only is refused on its start time.
 */
export function expandPlan(body: unknown, now: Date): PlannedSlot[] {
  const form = plannerBody.parse(body);
  const [start, end = start] = form.scheduled_at as [string, string?];
  const today = manilaDate(now);
  if (end < start || start < today || daysBetween(start, end) >= MAX_PLAN_DAYS) {
    throw new HttpError('validation_failed', INVALID_DATES, { scheduled_at: [INVALID_DATES] });
  }
  const times = [...new Set(form.start_at)].sort();
  for (const time of times) endOf(time, form.duration); // refuses, before any write, a slot past midnight
  const slots: PlannedSlot[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    for (const startAt of times) {
      if (hasBegun(date, startAt, now)) continue;
      slots.push({ date, startAt, durationHours: form.duration, capacity: form.capacity, country: form.country });
    }
  }
  // Only today can come out empty: every time asked has begun.
  if (slots.length === 0) throw new HttpError('validation_failed', START_PASSED, { start_at: [START_PASSED] });
  return slots;
}

/**
 * The one writer of each date format the spec names (§9): 'MMM DD, YYYY hh:mm A',
 * 'MMM DD, YYYY' and 'hh:mm A', for e-mails, documents and both web apps. Instants are
 * written in Manila time whatever the reader's zone: the work happens there. A calendar
 * date ('2026-03-05', a slot's day) is a day, never shifted by a zone.
 */
import { madeOnUse } from './madeOnUse.js';
type DateInput = string | number | Date | null | undefined;

const ZONE = 'Asia/Manila';
const dateTimeParts = madeOnUse(() => new Intl.DateTimeFormat('en-US', { timeZone: ZONE, month: 'short', day: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true }));
const dateParts = madeOnUse(() => new Intl.DateTimeFormat('en-US', { timeZone: ZONE, month: 'short', day: '2-digit', year: 'numeric' }));
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const parts = (format: Intl.DateTimeFormat, date: Date) => Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));

function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** '' for no value; an unreadable one is shown as given. */
const unreadable = (value: DateInput) => (value === null || value === undefined ? '' : String(value));

/** 'MMM DD, YYYY hh:mm A' in Manila, e.g. 'Mar 07, 2025 02:30 PM'. */
export function dateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return unreadable(value);
  const p = parts(dateTimeParts(), date);
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${String(p.dayPeriod).toUpperCase()}`;
}

/** 'MMM DD, YYYY': an instant's day in Manila, or a calendar date as written. */
export function dateOnly(value: DateInput): string {
  const day = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 4)) : toDate(value);
  if (!date) return unreadable(value);
  const p = parts(dateParts(), date);
  return `${p.month} ${p.day}, ${p.year}`;
}

/** A wall-clock 'HH:mm' (or 'HH:mm:ss', 24 h as the api sends it) as 'hh:mm A', e.g. '08:30 AM'. */
export function clockTime(hhmm: string | null | undefined): string {
  const match = hhmm ? /^(\d{1,2}):(\d{2})/.exec(hhmm) : null;
  if (!match) return hhmm ?? '';
  const hours = Number(match[1]);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${hours < 12 || hours === 24 ? 'AM' : 'PM'}`;
}

/**
 * Philippine time without a time-zone library: Asia/Manila is UTC+08:00 all year (no
 * daylight saving), so plain offset arithmetic is exact. Dates are 'YYYY-MM-DD' text and
 * times 'HH:mm' text, as the spec's screens and calls carry them.
 */
export const MANILA_OFFSET = '+08:00';
const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date in Manila of an instant. */
export function manilaDate(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date written 'YYYY-MM-DD' (no 2026-02-30). */
export function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** The date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / DAY_MS);
}

/** The instant of a Manila wall-clock date and time ('24:00' is the next midnight). */
export function manilaInstant(date: string, time: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(new Date(`${date}T00:00:00${MANILA_OFFSET}`).getTime() + (h * 60 + m) * 60_000);
}

/** 'HH:mm' to minutes after midnight, and back. */
export const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
export const fromMinutes = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

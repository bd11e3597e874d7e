/**
 * The console's one way to show money, dates and times (spec §9: currency PHP in en-US
 * format, dates 'MMM DD, YYYY hh:mm A').
 *
 * Times are shown in Philippine time whatever the browser's zone: bookings, slots and
 * coupons are about work done in the Philippines, and an administrator travelling abroad
 * must see the same schedule as the office.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Manila';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PHP' });

export function formatCurrency(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? currency.format(value) : String(amount);
}

const dateTimeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

const dateParts = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, month: 'short', day: '2-digit', year: 'numeric' });

function parts(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
}

function toDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 'MMM DD, YYYY hh:mm A', e.g. 'Mar 05, 2026 02:30 PM'. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const p = parts(dateTimeParts, date);
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/**
 * 'MMM DD, YYYY'. A plain calendar date ('2026-03-05', a slot's day) is a day, not an
 * instant: it is shown as written, never shifted by a time zone.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-');
    const p = parts(dateParts, new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12)));
    return `${p.month} ${p.day}, ${p.year}`;
  }
  const date = toDate(value);
  if (!date) return '';
  const p = parts(dateParts, date);
  return `${p.month} ${p.day}, ${p.year}`;
}

/** A wall-clock time 'HH:mm' (or 'HH:mm:ss') as 'hh:mm A', e.g. '08:30 AM'. */
export function formatTime(value: string | null | undefined): string {
  const match = value ? /^(\d{1,2}):(\d{2})/.exec(value) : null;
  if (!match) return value ?? '';
  const hours = Number(match[1]);
  const period = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${match[2]} ${period}`;
}

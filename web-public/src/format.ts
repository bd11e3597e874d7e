/**
 * The site's one set of display formats (spec §9): PHP amounts in en-US writing, dates as
 * 'MMM DD, YYYY hh:mm A' and slot times as 'hh:mm A', texts cut at 20 characters.
 * Dates are shown in Manila time whatever the visitor's device says, since a booking's
 * time is a time at the customer's home.
 */
const pesoFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PHP' });

export function pesos(amount: number): string {
  return pesoFormat.format(amount);
}

const dateParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** 'MMM DD, YYYY hh:mm A', e.g. 'Mar 07, 2025 02:30 PM'; an unreadable date is shown as given. */
export function dateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const part = Object.fromEntries(dateParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.month} ${part.day}, ${part.year} ${part.hour}:${part.minute} ${String(part.dayPeriod).toUpperCase()}`;
}

/** A slot's 'HH:mm' (24 h, as the api sends it) as 'hh:mm A'. */
export function slotTime(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

export const DEFAULT_TRUNCATION = 20;

export function truncate(text: string, length = DEFAULT_TRUNCATION): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** A file's size as people read it: '512 B', '12.3 KB', '1.4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The 'MMM DD, YYYY' part of `dateTime`, for a day without a time. */
export function dateOnly(value: string | Date): string {
  return dateTime(value).slice(0, 'MMM DD, YYYY'.length);
}

import type { CalendarLinks } from '@app/core/contract/bookings';
import type { StaffDocument } from '@app/core/contract/fieldStaff';
import { manilaDay } from './manilaDay.js';
import type { WorkRow } from './WorkButtons.js';

/** One job of a field worker's list as their card shows it: a manong's booking or an assessor's visit. */
export interface Job<T> {
  record: T;
  /** The id their commands take. */
  id: string;
  type: 'booking' | 'assessment';
  service: string;
  customer: string;
  contact: string | null;
  address: string;
  /** The job's calendar day in Manila ('YYYY-MM-DD'), null when not scheduled yet. */
  day: string | null;
  /** Its start, sortable ('YYYY-MM-DD HH:mm', Manila). */
  start: string;
  /** Date and time as the worker reads them. */
  when: string;
  status: string;
  /** From the server: the date Time In opens, before the job's day. */
  timeInOpens: string | null;
  work: Omit<WorkRow, 'onTheDay'>;
  documents: StaffDocument[];
  /** The View dialog's rows. */
  details: [string, string][];
  /** Add to calendar, from the server (null once done or cancelled). */
  calendar: CalendarLinks | null;
}

/** A column of the wide screen's table before Actions and Documents: its label (an i18n key) and text. */
export interface StaffColumn<T> {
  label: string;
  render: (record: T) => string;
}

/** The address as a maps search, for directions on the worker's phone. */
export const mapsUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * Today's jobs first (by time), then the coming ones (soonest first), then past ones
 * (latest first), then any not scheduled yet.
 */
export function todayFirst<T>(jobs: Job<T>[], now = new Date()): Job<T>[] {
  const today = manilaDay(now);
  const group = (job: Job<T>) => (job.day === null ? 3 : job.day === today ? 0 : job.day > today ? 1 : 2);
  return [...jobs].sort((a, b) => group(a) - group(b) || (group(a) === 2 ? b.start.localeCompare(a.start) : a.start.localeCompare(b.start)));
}

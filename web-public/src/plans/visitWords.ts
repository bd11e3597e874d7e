import { clockTime, dateOnly } from '@app/core/format/dates';
import type { PlanVisit } from '@app/core/contract/plans';

/** A Manila calendar date ('YYYY-MM-DD') as 'MMM DD, YYYY'. */
export const day = (date: string) => dateOnly(date);

/** 'MMM DD, YYYY hh:mm A' of a visit's slot, as the site writes dates; without a date (not placed yet) 'Not booked'. */
export const visitWhen = (v: { date: string | null; start_at: string | null }) => (v.date ? `${day(v.date)}${v.start_at ? ` ${clockTime(v.start_at)}` : ''}` : 'Not booked');

const STATUS: Record<string, string> = {
  booked: 'Booked, unpaid',
  paid: 'Paid',
  done: 'Done',
  released: 'Released (unpaid)',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
  unplaced: 'No free slot yet',
};

const REASON: Record<string, string> = {
  customer: 'by you',
  office: 'by our office',
  nothing_left: 'its services are no longer offered',
  slot_full: 'no free slot near the usual day and time',
  unpaid: 'not paid in time',
};

/** A visit's status in words, with why when the server says. */
export function visitStatus(v: Pick<PlanVisit, 'status' | 'reason'>): string {
  const status = STATUS[v.status] ?? v.status;
  const reason = v.reason ? REASON[v.reason] : undefined;
  return reason ? `${status}: ${reason}` : status;
}

export const PLAN_STATUS = { active: 'Active', paused: 'Paused', cancelled: 'Cancelled' } as const;

/**
 * `GET /api/dashboard-calendar?start&end`: the admin home's month calendar, a day's
 * schedule and "Bookings for Today", over the bookings whose slot starts in [start, end).
 * `start` and `end` are dates (Manila days, `end` inclusive as a date) or instants (as
 * react-big-calendar's range gives them), at most 62 days apart (a month view and its
 * spill-over weeks). The answer:
 * - `days`: how many bookings each Manila day holds (days with none left out);
 * - with `per_day=N` (the month view): `data`, the bookings of the days holding at most N,
 *   to draw as entries; a busier day shows its count and opens its schedule;
 * - otherwise (a day's schedule, today's table): `data`, a page of the bookings by time
 *   (`page`, `per_page`, 50 by default, at most 100), with `total`, `per_page`,
 *   `current_page` and `last_page` as the spec's paged lists carry them.
 * Bookings carry the spec's fields (when_at, category, customer, address, details,
 * work_status_string). A month holds ~28,000 bookings at a million: it is counted, not sent.
 */
import { z } from 'zod';
import { calendarAnswer } from '@app/core/contract/calendar';
import { isDate, manilaInstant, addDays } from '@app/core/schedules/manilaTime';
import { calendarDays, calendarPage, quietDaysBookings } from '@app/projections/readModels/bookingCalendar/calendar';
import type { ApiContext } from '../../context.js';
import { HttpError } from '../../http/problems.js';
import type { Routes } from '../../http/routing.js';

const MAX_DAYS = 62;

const bound = (message: string) => z.string({ error: message }).min(1, message).max(40);
const calendarQuery = z.object({
  start: bound('The start field is required.'),
  end: bound('The end field is required.'),
  per_day: z.coerce.number().int().min(1).max(10).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

/** A date is a Manila day (its midnight; `end` the next one); anything else an instant. */
function instant(text: string, field: 'start' | 'end'): Date {
  const when = isDate(text) ? manilaInstant(field === 'end' ? addDays(text, 1) : text, '00:00') : new Date(text);
  if (Number.isNaN(when.getTime())) throw new HttpError('validation_failed', `The ${field} is not a valid date.`, { [field]: [`The ${field} is not a valid date.`] });
  return when;
}

export function calendarRoute(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /api/dashboard-calendar', { summary: 'Bookings between two dates, for the admin calendar', query: calendarQuery, response: calendarAnswer });
  routes.add('GET /api/dashboard-calendar', async (req, res) => {
    const query = calendarQuery.parse(req.query);
    const [start, end] = [instant(query.start, 'start'), instant(query.end, 'end')];
    if (end <= start || end.getTime() - start.getTime() > MAX_DAYS * 86_400_000) {
      throw new HttpError('validation_failed', `The end must be after the start, at most ${MAX_DAYS} days later.`, { end: [`The end must be after the start, at most ${MAX_DAYS} days later.`] });
    }
    if (query.per_day !== undefined) {
      const days = await calendarDays(ctx.pool, start, end);
      res.json({ days, data: await quietDaysBookings(ctx.pool, days, query.per_day, start, end) });
      return;
    }
    const [days, data] = await Promise.all([calendarDays(ctx.pool, start, end), calendarPage(ctx.pool, start, end, (query.page - 1) * query.per_page, query.per_page)]);
    const total = days.reduce((sum, d) => sum + d.bookings, 0);
    res.json({ days, data, total, per_page: query.per_page, current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.per_page)) });
  });
}

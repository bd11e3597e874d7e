/**
 * `GET /api/dashboard-calendar?start&end`: the admin home's month calendar and "Bookings
 * for Today": every booking whose slot starts in [start, end), with when_at, category,
 * customer, address, details and work_status_string. `start` and `end` are dates (Manila
 * days, `end` inclusive as a date) or instants (as react-big-calendar's range gives them).
 * At most 62 days and 2,000 bookings an answer: a month view and its spill-over weeks.
 */
import { z } from 'zod';
import { isDate, manilaInstant, addDays } from '@app/core/schedules/manilaTime';
import { calendarBookings } from '@app/projections/readModels/bookings/bookings';
import type { ApiContext } from '../../context.js';
import { HttpError } from '../../http/problems.js';
import type { Routes } from '../../http/routing.js';

const MAX_DAYS = 62;
const MAX_BOOKINGS = 2000;

const bound = (message: string) => z.string({ error: message }).min(1, message).max(40);
const calendarQuery = z.object({ start: bound('The start field is required.'), end: bound('The end field is required.') });

/** A date is a Manila day (its midnight; `end` the next one); anything else an instant. */
function instant(text: string, field: 'start' | 'end'): Date {
  const when = isDate(text) ? manilaInstant(field === 'end' ? addDays(text, 1) : text, '00:00') : new Date(text);
  if (Number.isNaN(when.getTime())) throw new HttpError('validation_failed', `The ${field} is not a valid date.`, { [field]: [`The ${field} is not a valid date.`] });
  return when;
}

export function calendarRoute(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /api/dashboard-calendar', { summary: 'Bookings between two dates, for the admin calendar', query: calendarQuery });
  routes.add('GET /api/dashboard-calendar', async (req, res) => {
    const query = calendarQuery.parse(req.query);
    const [start, end] = [instant(query.start, 'start'), instant(query.end, 'end')];
    if (end <= start || end.getTime() - start.getTime() > MAX_DAYS * 86_400_000) {
      throw new HttpError('validation_failed', `The end must be after the start, at most ${MAX_DAYS} days later.`, { end: [`The end must be after the start, at most ${MAX_DAYS} days later.`] });
    }
    res.json({ data: await calendarBookings(ctx.pool, start, end, MAX_BOOKINGS) });
  });
}

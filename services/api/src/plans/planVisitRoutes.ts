/**
 * The links e-mailed with a planned visit (docs/plans.md): the manage-booking page shows
 * the visit, moves it to another slot or skips it. Public like the booking look-ups: the
 * booking's e-mail in the body (or the owner signed in), one 404 for a wrong reference or
 * e-mail, rate-limited with them. Paying is the booking's own `POST /api/bookings/:reference/pay`.
 */
import type { Request } from 'express';
import { z } from 'zod';
import { bookingDecider } from '@app/core/bookings/bookingDecider';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { normalizeReference } from '@app/core/bookings/reference';
import { BOOKING_NOT_FOUND } from '@app/core/bookings/rules';
import { loadState } from '@app/core/commands/handleCommand';
import { plannedVisitAnswer, plannedVisitChanged } from '@app/core/contract/plans';
import { moveVisit, runPlanCommand } from '@app/core/plans/planCommands';
import { manilaDate } from '@app/core/schedules/manilaTime';
import { visitByReference } from '@app/projections/readModels/plans/queries';
import type { ApiContext } from '../context.js';
import { commandContext } from '../http/actor.js';
import { email } from '@app/core/contract/fields';
import { HttpError } from '../http/problems.js';
import { perAddress } from '../http/rateLimits.js';
import type { Routes } from '../http/routing.js';
import { READ_MODELS } from './planActions.js';
import { visitRecord } from './planRecords.js';
import { onSlot, slotNamed } from './visitSlot.js';

export const PAID_VISIT_MOVE = 'Only an unpaid visit moves here: ask to re-book a paid one.';
const optionalEmail = z.preprocess((v) => (v === '' || v === null ? undefined : v), email().optional());
const visitBody = z.object({ email: optionalEmail });
const moveBody = z.object({ email: optionalEmail, slot: z.string({ error: 'The selected date is invalid.' }) });

export function planVisitRoutes(routes: Routes, ctx: ApiContext): void {
  const limited = perAddress(ctx.limits.lookupsPerAddress);
  /** The visit of the path's reference, for its customer signed in or whoever has its e-mail. */
  const visitOf = async (req: Request, mail: string | undefined) => {
    const reference = normalizeReference(String(req.params.reference));
    const visit = reference ? await visitByReference(ctx.pool, reference) : undefined;
    const owner = visit && req.actor?.userId === visit.customer_id;
    if (!visit || (!owner && (!mail || visit.customer_email.toLowerCase() !== mail))) throw new HttpError('not_found', BOOKING_NOT_FOUND);
    return visit;
  };
  const shown = async (req: Request, mail: string | undefined) => {
    const visit = await visitOf(req, mail);
    const today = manilaDate(commandContext(req).now);
    const open = visit.date >= today;
    return {
      plan_id: visit.plan_id,
      ...visitRecord(visit),
      can_pay: open && visit.status === 'booked',
      can_move: open && visit.status === 'booked',
      can_skip: open && visit.status === 'booked',
    };
  };

  routes.document('POST /api/plan-visits/:reference', { summary: 'A planned visit, for the links of its e-mail (its e-mail in the body)', body: visitBody, response: plannedVisitAnswer });
  routes.add('POST /api/plan-visits/:reference', limited, async (req, res) => {
    res.json({ data: await shown(req, visitBody.parse(req.body).email) });
  });

  routes.document('POST /api/plan-visits/:reference/move', { summary: 'Move an unpaid planned visit to another slot', body: moveBody, response: plannedVisitChanged });
  routes.add('POST /api/plan-visits/:reference/move', limited, async (req, res) => {
    const body = moveBody.parse(req.body);
    const visit = await visitOf(req, body.email);
    // A paid visit is moved the way any paid booking is: a rebooking request.
    if (visit.status !== 'booked') throw new HttpError('conflict', PAID_VISIT_MOVE);
    const slot = await slotNamed(ctx, body.slot);
    const booking = await loadState(ctx.store, bookingStreamId(visit.booking_id!), bookingDecider);
    if (booking.status !== 'placed') throw new HttpError('not_found', BOOKING_NOT_FOUND);
    const context = commandContext(req);
    const outcome = await onSlot(() => moveVisit(ctx.store, visit.plan_id, booking, slot, manilaDate(context.now), context));
    await ctx.settle(outcome.append, READ_MODELS);
    res.json({ message: 'The visit has been moved.', data: await shown(req, body.email) });
  });

  routes.document('POST /api/plan-visits/:reference/skip', { summary: 'Skip a planned visit (released if unpaid)', body: visitBody, response: plannedVisitChanged });
  routes.add('POST /api/plan-visits/:reference/skip', limited, async (req, res) => {
    const body = visitBody.parse(req.body);
    const visit = await visitOf(req, body.email);
    const context = commandContext(req);
    const by = req.actor?.roles.includes('administrator') ? 'office' : 'customer';
    const command = { type: 'SkipVisit' as const, planId: visit.plan_id, bookingId: visit.booking_id!, by, today: manilaDate(context.now) } as const;
    const outcome = await runPlanCommand(ctx.store, visit.plan_id, command, context);
    await ctx.settle(outcome.append, READ_MODELS);
    res.json({ message: 'The visit has been skipped.', data: await shown(req, body.email) });
  });
}

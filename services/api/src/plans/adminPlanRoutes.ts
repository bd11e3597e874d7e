/**
 * The console's Plans resource (react-admin, ra-data-simple-rest's conventions): the list
 * with its filters, one plan with every visit, pause, resume, cancel and change slot, and
 * the home page's plans due this week.
 */
import type { Request } from 'express';
import { bookingDecider } from '@app/core/bookings/bookingDecider';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { loadState } from '@app/core/commands/handleCommand';
import { adminPlanDetails, adminPlans, plansDue } from '@app/core/contract/plans';
import { loadPlan, moveVisit, runPlanCommand } from '@app/core/plans/planCommands';
import { upcomingVisit } from '@app/core/plans/planState';
import { addDays, isDate, manilaDate } from '@app/core/schedules/manilaTime';
import { listPlans, plansDueBetween, type PlanFilter } from '@app/projections/readModels/plans/queries';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { commandContext } from '../http/actor.js';
import { adminListQuery, adminListRequest, sendAdminList } from '../http/lists.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';
import { PLAN_NOT_FOUND, planRow, runAction, settleAndShow, type PlanAction } from './planActions.js';
import { planRecords } from './planRecords.js';
import { onSlot, slotNamed } from './visitSlot.js';

const STATUSES = ['active', 'paused', 'cancelled'];
const slotBody = z.object({ slot: z.string({ error: 'The selected date is invalid.' }) });

/** The list's filters; a malformed one is a 422 on its name. */
export function planFilter(filter: Record<string, unknown>): PlanFilter {
  const errors: Record<string, string[]> = {};
  const out: PlanFilter = {};
  if (filter.category_id !== undefined && filter.category_id !== '') {
    if (typeof filter.category_id === 'string' && z.string().uuid().safeParse(filter.category_id).success) out.category_id = filter.category_id;
    else errors.category_id = ['The selected category is invalid.'];
  }
  if (filter.status !== undefined && filter.status !== '') {
    const list = (Array.isArray(filter.status) ? filter.status : [filter.status]).map(String);
    if (list.every((s) => STATUSES.includes(s))) out.status = list;
    else errors.status = ['The status must be active, paused or cancelled.'];
  }
  for (const key of ['next_visit_from', 'next_visit_to'] as const) {
    const value = filter[key];
    if (value === undefined || value === '' || value === null) continue;
    if (typeof value === 'string' && isDate(value.slice(0, 10))) out[key] = value.slice(0, 10);
    else errors[key] = ['The date must be a date (YYYY-MM-DD).'];
  }
  const first = Object.values(errors)[0];
  if (first) throw new HttpError('validation_failed', first[0]!, errors);
  return out;
}

export function adminPlanRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /admin-api/plans', { summary: 'Maintenance plans (react-admin): filters category_id, status, next_visit_from, next_visit_to, q', query: adminListQuery, response: adminPlans });
  routes.add('GET /admin-api/plans', async (req, res) => {
    const request = adminListRequest(req);
    const page = await listPlans(ctx.pool, request, planFilter(request.filter));
    const rows = await planRecords(ctx, page.rows, { admin: true });
    sendAdminList(res, 'plans', request, { ...page, rows });
  });
  routes.document('GET /admin-api/plans/:id', { summary: 'One plan with every visit', response: adminPlanDetails });
  routes.add('GET /admin-api/plans/:id', async (req, res) => {
    const [record] = await planRecords(ctx, [await planRow(ctx, String(req.params.id))], { admin: true, withVisits: true });
    res.json(record);
  });

  for (const name of ['pause', 'resume', 'cancel'] as const satisfies readonly PlanAction[]) {
    const key = `POST /admin-api/plans/:id/${name}` as const;
    routes.document(key, { summary: `${name[0]!.toUpperCase()}${name.slice(1)} a plan (office)`, response: adminPlanDetails });
    routes.add(key, async (req, res) => {
      res.json(await runAction(ctx, req, await planRow(ctx, String(req.params.id)), name, 'office', true));
    });
  }

  routes.document('POST /admin-api/plans/:id/change-slot', { summary: "Move the plan's booked visit to a slot, or choose the slot of its next visit", body: slotBody, response: adminPlanDetails });
  routes.add('POST /admin-api/plans/:id/change-slot', async (req, res) => {
    const row = await planRow(ctx, String(req.params.id));
    const slot = await slotNamed(ctx, slotBody.parse(req.body).slot);
    res.json(await changeSlot(ctx, req, row.id, slot));
  });

  routes.document('GET /admin-api/plans-due', { summary: 'Plans whose next visit is due or booked within the next 7 days (home page)', response: plansDue });
  routes.add('GET /admin-api/plans-due', async (req, res) => {
    const today = manilaDate(commandContext(req).now);
    const rows = await plansDueBetween(ctx.pool, today, addDays(today, 6));
    const data = await planRecords(ctx, rows, { admin: true });
    res.json({ data, total: data.length });
  });
}

async function changeSlot(ctx: ApiContext, req: Request, planId: string, slot: Awaited<ReturnType<typeof slotNamed>>) {
  const context = commandContext(req);
  const today = manilaDate(context.now);
  const plan = await loadPlan(ctx.store, planId);
  if (plan.status === 'absent') throw new HttpError('not_found', PLAN_NOT_FOUND);
  const upcoming = upcomingVisit(plan, today);
  if (upcoming?.bookingId) {
    const booking = await loadState(ctx.store, bookingStreamId(upcoming.bookingId), bookingDecider);
    if (booking.status !== 'placed') throw new HttpError('not_found', PLAN_NOT_FOUND);
    const outcome = await onSlot(() => moveVisit(ctx.store, planId, booking, slot, today, context));
    return settleAndShow(ctx, outcome.append, planId, true);
  }
  const outcome = await runPlanCommand(ctx.store, planId, { type: 'ChooseSlot', planId, date: slot.date, startAt: slot.startAt }, context);
  return settleAndShow(ctx, outcome.append, planId, true);
}

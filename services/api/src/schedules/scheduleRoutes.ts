/**
 * The schedule planner: `/api/schedules` (admin), `/api/available-schedules` (the
 * booking calendar, public) and `/admin-api/schedules` for react-admin.
 */
import { availableSlots as openSlots } from '@app/core/contract/bookings';
import { scheduleRecord } from '@app/core/contract/schedules';
import type { Request } from 'express';
import { z } from 'zod';
import { handleCommand } from '@app/core/commands/handleCommand';
import { addDays, daysBetween, manilaDate } from '@app/core/schedules/manilaTime';
import { slotDecider } from '@app/core/schedules/slotDecider';
import { isSlotId, slotStreamId } from '@app/core/schedules/slotEvents';
import { availableSlots, findSlot, listSlots } from '@app/projections/readModels/schedules/slots';
import type { ApiContext } from '../context.js';
import { commandContext } from '../http/actor.js';
import { mountAdminResource } from '../http/adminResource.js';
import { pagedListQuery, pagedRequest, pagedResponse } from '../http/lists.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';
import { dateField, plannerBody } from './plannerForm.js';
import { planSlots } from './planSlots.js';

const PAGE_SIZE = 10;
const MAX_CALENDAR_DAYS = 62;

const availableQuery = z.object({ start: dateField('start').optional(), end: dateField('end').optional() });

export function scheduleRoutes(routes: Routes, ctx: ApiContext): void {
  const { pool } = ctx;
  const get = async (id: string) => {
    const slot = isSlotId(id) ? await findSlot(pool, id) : undefined;
    if (!slot) throw new HttpError('not_found', 'Schedule not found.');
    return slot;
  };
  const remove = async (req: Request, id: string) => {
    if (!isSlotId(id)) throw new HttpError('not_found', 'Schedule not found.');
    // The decider refuses a slot holding bookings (409) and an unknown one (404).
    const result = await handleCommand(ctx.store, slotStreamId(id), slotDecider, { type: 'RemoveSlot', id }, commandContext(req));
    await ctx.settle(result.append, ['schedules']);
  };

  routes.document('GET /api/schedules', { summary: 'Slots, a page at a time', query: pagedListQuery });
  routes.add('GET /api/schedules', async (req, res) => {
    const request = pagedRequest(req, PAGE_SIZE);
    res.json(pagedResponse(request, await listSlots(pool, request)));
  });
  routes.document('POST /api/schedules', { summary: 'Plan slots', body: plannerBody });
  routes.add('POST /api/schedules', async (req, res) => {
    const { created, ids } = await planSlots(ctx, req);
    res.status(201).json({ message: 'Schedule plan has been created.', created, planned: ids.length });
  });
  routes.add('DELETE /api/schedules/:id', async (req, res) => {
    await remove(req, String(req.params.id));
    res.json({ message: 'Schedule removed successfully!' });
  });

  // The booking calendar asks for its visible range; without one, the next month.
  routes.document('GET /api/available-schedules', { summary: 'Future slots with seats left', query: availableQuery, response: openSlots });
  routes.add('GET /api/available-schedules', async (req, res) => {
    const q = availableQuery.parse(req.query);
    const now = new Date();
    const start = q.start ?? manilaDate(now);
    const end = q.end ?? addDays(start, 30);
    if (end < start || daysBetween(start, end) > MAX_CALENDAR_DAYS) {
      throw new HttpError('validation_failed', `The range must run forwards and span at most ${MAX_CALENDAR_DAYS} days.`, { end: ['The end must be after the start, within 62 days.'] });
    }
    res.json(await availableSlots(pool, start, end, now));
  });

  mountAdminResource(routes, 'schedules', {
    list: (r) => listSlots(pool, r),
    get: (id) => get(id).catch(() => undefined),
    // react-admin wants one record back: the plan's first slot, with how many were new.
    create: async (req) => {
      const { ids, created } = await planSlots(ctx, req);
      return { ...(await get(ids[0]!)), created };
    },
    update: async () => {
      const message = 'Schedules cannot be edited; remove and plan again.';
      throw new HttpError('validation_failed', message, { _: [message] });
    },
    remove,
    body: plannerBody,
    updateBody: null,
    record: scheduleRecord,
  });
}

/**
 * Discount coupons: `/api/coupons` (admin), the public look-ups, and
 * `/admin-api/coupons` for react-admin. A coupon's code is claimed in its own stream
 * before the coupon records it (couponCodes.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { handleCommand, loadState } from '@app/core/commands/handleCommand';
import { couponDecider, type CouponCommand } from '@app/core/coupons/couponDecider';
import { couponStreamId } from '@app/core/coupons/couponEvents';
import { couponRecord } from '@app/core/contract/coupons';
import { findCoupon, listCoupons } from '@app/projections/readModels/coupons/coupons';
import type { ApiContext } from '../context.js';
import { commandContext } from '../http/actor.js';
import { mountAdminResource } from '../http/adminResource.js';
import { pagedListQuery, pagedRequest, pagedResponse } from '../http/lists.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';
import { claimCode, releaseQuietly } from './couponCodes.js';
import { couponBody, couponTerms } from './couponForm.js';
import { couponLookupRoutes } from './couponLookups.js';

const PAGE_SIZE = 10;
const isUuid = (id: string) => z.string().uuid().safeParse(id).success;

export function couponRoutes(routes: Routes, ctx: ApiContext): void {
  const { pool, store, log } = ctx;
  const get = async (id: string) => {
    const coupon = isUuid(id) ? await findCoupon(pool, id) : undefined;
    if (!coupon) throw new HttpError('not_found', 'Discount coupon not found.');
    return coupon;
  };
  const current = async (id: string) => {
    const state = isUuid(id) ? await loadState(store, couponStreamId(id), couponDecider) : undefined;
    if (state?.status !== 'active') throw new HttpError('not_found', 'Discount coupon not found.');
    return state;
  };
  const run = async (command: CouponCommand, context: ReturnType<typeof commandContext>) => {
    const result = await handleCommand(store, couponStreamId(command.id), couponDecider, command, context);
    await ctx.settle(result.append, ['coupons']);
  };

  const create = async (req: Request) => {
    const id = randomUUID();
    const context = commandContext(req);
    const terms = await couponTerms(pool, req.body, new Date(context.now));
    const command = { type: 'CreateCoupon', id, terms } as const;
    couponDecider.decide(command, couponDecider.initialState()); // every refusal before the first write
    await claimCode(store, terms.code, id, context);
    try {
      await run(command, context);
    } catch (error) {
      await releaseQuietly(store, log, terms.code, id, context);
      throw error;
    }
    return get(id);
  };

  const update = async (req: Request, id: string) => {
    const state = await current(id);
    const context = commandContext(req);
    const terms = await couponTerms(pool, req.body, new Date(context.now), state.terms.code);
    const command = { type: 'UpdateCoupon', id, terms } as const;
    couponDecider.decide(command, state);
    const oldCode = state.terms.code;
    const codeChanged = terms.code.toUpperCase() !== oldCode;
    if (codeChanged) await claimCode(store, terms.code, id, context);
    try {
      await run(command, context);
    } catch (error) {
      if (codeChanged) await releaseQuietly(store, log, terms.code, id, context);
      throw error;
    }
    if (codeChanged) await releaseQuietly(store, log, oldCode, id, context);
    return get(id);
  };

  const remove = async (req: Request, id: string) => {
    const state = await current(id);
    const context = commandContext(req);
    await run({ type: 'RemoveCoupon', id }, context);
    await releaseQuietly(store, log, state.terms.code, id, context);
  };

  routes.document('GET /api/coupons', { summary: 'Discount coupons, a page at a time', query: pagedListQuery });
  routes.add('GET /api/coupons', async (req, res) => {
    const request = pagedRequest(req, PAGE_SIZE);
    res.json(pagedResponse(request, await listCoupons(pool, request)));
  });
  routes.document('POST /api/coupons', { summary: 'Create a discount coupon', body: couponBody });
  routes.add('POST /api/coupons', async (req, res) => {
    res.status(201).json({ message: 'Discount coupon has been created.', data: await create(req) });
  });
  routes.document('PATCH /api/coupons/:id', { summary: 'Update a discount coupon', body: couponBody });
  routes.add('PATCH /api/coupons/:id', async (req, res) => {
    res.json({ message: 'Discount coupon has been updated.', data: await update(req, String(req.params.id)) });
  });
  routes.add('DELETE /api/coupons/:id', async (req, res) => {
    await remove(req, String(req.params.id));
    res.json({ message: 'Discount coupon has been deleted.' });
  });

  couponLookupRoutes(routes, ctx);
  mountAdminResource(routes, 'coupons', { list: (r) => listCoupons(pool, r), get: (id) => get(id).catch(() => undefined), create, update, remove, body: couponBody, record: couponRecord });
}

/**
 * The plan commands the customer's and the office's routes share: run (a skipped or
 * released unpaid visit's booking is cancelled in the same append, core planCommands.ts),
 * wait for the read models, answer the plan's record.
 */
import type { Request } from 'express';
import { z } from 'zod';
import type { PlanActor } from '@app/core/plans/planEvents';
import { runPlanCommand } from '@app/core/plans/planCommands';
import type { PlanCommand } from '@app/core/plans/planDecider';
import { readPlanSettings, termsOf } from '@app/core/plans/planSettings';
import { manilaDate } from '@app/core/schedules/manilaTime';
import type { AppendResult } from '@app/core/eventstore/port';
import { findPlan, type PlanRow } from '@app/projections/readModels/plans/queries';
import type { ApiContext } from '../context.js';
import { commandContext } from '../http/actor.js';
import { HttpError } from '../http/problems.js';
import { planRecords } from './planRecords.js';

export const PLAN_NOT_FOUND = 'Plan not found.';
export const intervalBody = z.object({ interval_months: z.coerce.number({ error: 'The interval must be 1, 3, 6 or 12 months.' }) });

const isUuid = (id: string) => z.string().uuid().safeParse(id).success;

export async function planRow(ctx: ApiContext, id: string, ownerId?: string): Promise<PlanRow> {
  const row = isUuid(id) ? await findPlan(ctx.pool, id) : undefined;
  // Another customer's plan is as unknown as a wrong id.
  if (!row || (ownerId !== undefined && row.customer_id !== ownerId)) throw new HttpError('not_found', PLAN_NOT_FOUND);
  return row;
}

export const READ_MODELS = ['plans', 'bookings', 'schedules'];

export async function settleAndShow(ctx: ApiContext, append: AppendResult | undefined, planId: string, admin: boolean) {
  await ctx.settle(append, READ_MODELS);
  const [record] = await planRecords(ctx, [await planRow(ctx, planId)], { admin, withVisits: admin });
  return record!;
}

export type PlanAction = 'skip-next' | 'pause' | 'resume' | 'cancel' | 'interval';

/** The command an action asks for, by whom. */
export async function actionCommand(ctx: ApiContext, req: Request, row: PlanRow, action: PlanAction, by: PlanActor): Promise<PlanCommand> {
  const planId = row.id;
  const today = manilaDate(commandContext(req).now);
  switch (action) {
    case 'skip-next':
      return { type: 'SkipNext', planId, by, today };
    case 'pause':
      return { type: 'PausePlan', planId, by };
    case 'resume':
      return { type: 'ResumePlan', planId, by };
    case 'cancel':
      return { type: 'CancelPlan', planId, by, today };
    case 'interval': {
      const body = intervalBody.parse(req.body);
      const allowed = termsOf(await readPlanSettings(ctx.store), row.category_id).intervals;
      return { type: 'ChangeInterval', planId, intervalMonths: body.interval_months, allowed, by };
    }
  }
}

export const ACTION_MESSAGES: Record<PlanAction, string> = {
  'skip-next': 'The next visit has been skipped.',
  pause: 'The plan has been paused.',
  resume: 'The plan has been resumed.',
  cancel: 'The plan has been cancelled.',
  interval: 'The interval has been changed.',
};

export async function runAction(ctx: ApiContext, req: Request, row: PlanRow, action: PlanAction, by: PlanActor, admin: boolean) {
  const command = await actionCommand(ctx, req, row, action, by);
  const outcome = await runPlanCommand(ctx.store, row.id, command, commandContext(req));
  return settleAndShow(ctx, outcome.append, row.id, admin);
}

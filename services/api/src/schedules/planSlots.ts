/**
 * Plans the expanded slots, each in its own stream, a few at a time. A slot planned
 * before is left as it is (the decider answers nothing), so re-running a plan is safe.
 */
import type { Request } from 'express';
import { handleCommand } from '@app/core/commands/handleCommand';
import { comparePositions, type AppendResult } from '@app/core/eventstore/port';
import { slotDecider } from '@app/core/schedules/slotDecider';
import { slotIdOf, slotStreamId } from '@app/core/schedules/slotEvents';
import type { ApiContext } from '../context.js';
import { commandContext } from '../http/actor.js';
import { expandPlan } from './plannerForm.js';

const PARALLEL = 8;

export interface PlanResult {
  /** Every slot of the plan, new or not, in time order. */
  ids: string[];
  created: number;
}

export async function planSlots(ctx: Pick<ApiContext, 'store' | 'settle'>, req: Request): Promise<PlanResult> {
  const context = commandContext(req);
  const slots = expandPlan(req.body, new Date(context.now));
  let created = 0;
  let last: AppendResult | undefined;
  let next = 0;
  const worker = async () => {
    while (next < slots.length) {
      const slot = slots[next++]!;
      const result = await handleCommand(ctx.store, slotStreamId(slotIdOf(slot.date, slot.startAt)), slotDecider, { type: 'PlanSlot', ...slot, now: context.now }, context);
      if (!result.append) continue;
      created++;
      if (!last || comparePositions(result.append.position, last.position) > 0) last = result.append;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, slots.length) }, worker));
  await ctx.settle(last, ['schedules']);
  return { ids: slots.map((s) => slotIdOf(s.date, s.startAt)), created };
}

/**
 * A checkout's `plan: { intervalMonths }` (docs/plans.md): the cart must be of a
 * fixed-price category that offers that interval. The plan starts in the booking's own
 * append (core placement: PlanStarted beside BookingPlaced), with this booking as visit 1.
 */
import { randomUUID } from 'node:crypto';
import type { PlacementPlanPart } from '@app/core/plans/planCheckout';
import { checkInterval } from '@app/core/plans/planDecider';
import { addMonths, nearestWeekday, weekdayOf } from '@app/core/plans/nextVisit';
import { readPlanSettings, termsOf } from '@app/core/plans/planSettings';
import type { CatalogueLine } from '@app/core/bookings/pricing';
import { categoryIsFixedPrice } from '@app/projections/readModels/plans/queries';
import type { ApiContext } from '../context.js';
import { HttpError } from '../http/problems.js';

export const FIXED_PRICE_ONLY = 'Only fixed-price services can be made a plan.';

export async function planAtCheckout(
  ctx: ApiContext,
  asked: { intervalMonths: number } | null | undefined,
  category: { id: string },
  form: { services: { service: string; location?: string | undefined }[] },
  lines: CatalogueLine[],
): Promise<PlacementPlanPart | undefined> {
  if (!asked) return undefined;
  const [fixed, settings] = await Promise.all([categoryIsFixedPrice(ctx.pool, category.id), readPlanSettings(ctx.store)]);
  if (!fixed) throw new HttpError('validation_failed', FIXED_PRICE_ONLY, { plan: [FIXED_PRICE_ONLY] });
  const allowed = termsOf(settings, category.id).intervals;
  const intervalMonths = checkInterval(asked.intervalMonths, allowed, 'plan.intervalMonths');
  const planId = randomUUID();
  const services = lines.map((l, i) => ({ serviceId: l.serviceId, name: l.name, quantity: l.quantity, locationId: form.services[i]?.location ?? null }));
  return {
    plan: { planId, visitNumber: 1, discountPercent: 0 },
    planStep: { kind: 'start', planId, intervalMonths, allowed, services },
  };
}

/** The answer's `plan`: its id, interval and the date the next visit is due. */
export function startedPlan(part: PlacementPlanPart | undefined, slotDate: string) {
  if (!part || part.planStep.kind !== 'start') return {};
  const interval = part.planStep.intervalMonths;
  return { plan: { id: part.plan.planId, interval_months: interval, next_visit_on: nearestWeekday(addMonths(slotDate, interval), weekdayOf(slotDate)) } };
}

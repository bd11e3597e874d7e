/**
 * The administrators' settings of plans, one small stream (`plan-settings`) so the audit
 * log shows who changed what: the lead time (how many days before a visit it is booked),
 * the hold (how many days before the visit an unpaid one gives its seat back), and per
 * category the intervals offered and the plan discount.
 */
import { z } from 'zod';
import { DomainError, type Decider } from '../commands/decider.js';
import type { EventStore } from '../eventstore/port.js';
import { PLAN_INTERVALS } from './planEvents.js';

export const PLAN_SETTINGS_STREAM = 'plan-settings';
export const DEFAULT_LEAD_DAYS = 14;
export const DEFAULT_HOLD_DAYS = 7;
export const MAX_PLAN_DISCOUNT = 50;

export const LEAD_INVALID = 'The lead time must be a whole number of days from 1 to 60.';
export const HOLD_INVALID = 'The hold must be a whole number of days from 0 to 59.';
export const HOLD_AFTER_LEAD = 'The hold must end before the lead time: fewer days than the lead time.';
export const INTERVALS_INVALID = 'Choose intervals among 1, 3, 6 and 12 months.';
export const DISCOUNT_INVALID = `The plan discount must be a percentage from 0 to ${MAX_PLAN_DISCOUNT}.`;

export const planSettingsChanged = z.object({ leadDays: z.number().int(), holdDays: z.number().int() });
export const categoryPlanTermsSet = z.object({ categoryId: z.string().uuid(), intervals: z.array(z.number().int()), discountPercent: z.number() });
export const planSettingsEventTypes = ['PlanSettingsChanged', 'CategoryPlanTermsSet'] as const;

export type PlanSettingsEvent =
  | { type: 'PlanSettingsChanged'; data: z.infer<typeof planSettingsChanged> }
  | { type: 'CategoryPlanTermsSet'; data: z.infer<typeof categoryPlanTermsSet> };
export type PlanSettingsCommand =
  | { type: 'ChangePlanSettings'; leadDays: number; holdDays: number }
  | { type: 'SetCategoryPlanTerms'; categoryId: string; intervals: number[]; discountPercent: number };

export interface CategoryPlanTerms {
  intervals: number[];
  discountPercent: number;
}
export interface PlanSettings {
  leadDays: number;
  holdDays: number;
  categories: ReadonlyMap<string, CategoryPlanTerms>;
}

export const NO_PLAN_TERMS: CategoryPlanTerms = { intervals: [], discountPercent: 0 };
export const termsOf = (settings: PlanSettings, categoryId: string) => settings.categories.get(categoryId) ?? NO_PLAN_TERMS;

function evolve(state: PlanSettings, event: PlanSettingsEvent): PlanSettings {
  if (event.type === 'PlanSettingsChanged') return { ...state, leadDays: event.data.leadDays, holdDays: event.data.holdDays };
  const categories = new Map(state.categories);
  categories.set(event.data.categoryId, { intervals: event.data.intervals, discountPercent: event.data.discountPercent });
  return { ...state, categories };
}

function decide(command: PlanSettingsCommand, state: PlanSettings): PlanSettingsEvent[] {
  switch (command.type) {
    case 'ChangePlanSettings': {
      const { leadDays, holdDays } = command;
      const errors: [string, string][] = [];
      if (!Number.isInteger(leadDays) || leadDays < 1 || leadDays > 60) errors.push([LEAD_INVALID, 'lead_days']);
      if (!Number.isInteger(holdDays) || holdDays < 0 || holdDays > 59) errors.push([HOLD_INVALID, 'hold_days']);
      else if (errors.length === 0 && holdDays >= leadDays) errors.push([HOLD_AFTER_LEAD, 'hold_days']);
      if (errors[0]) throw new DomainError('invalid', errors[0][0], errors[0][1]);
      if (leadDays === state.leadDays && holdDays === state.holdDays) return [];
      return [{ type: 'PlanSettingsChanged', data: { leadDays, holdDays } }];
    }
    case 'SetCategoryPlanTerms': {
      const intervals = [...new Set(command.intervals)].sort((a, b) => a - b);
      if (intervals.some((n) => !(PLAN_INTERVALS as readonly number[]).includes(n))) throw new DomainError('invalid', INTERVALS_INVALID, 'intervals');
      const percent = command.discountPercent;
      if (!Number.isFinite(percent) || percent < 0 || percent > MAX_PLAN_DISCOUNT || Math.round(percent * 100) !== percent * 100) throw new DomainError('invalid', DISCOUNT_INVALID, 'discount_percent');
      const now = termsOf(state, command.categoryId);
      if (now.discountPercent === percent && now.intervals.join() === intervals.join()) return [];
      return [{ type: 'CategoryPlanTermsSet', data: { categoryId: command.categoryId, intervals, discountPercent: percent } }];
    }
  }
}

export const planSettingsDecider: Decider<PlanSettingsCommand, PlanSettingsEvent, PlanSettings> = {
  decide,
  evolve,
  initialState: () => ({ leadDays: DEFAULT_LEAD_DAYS, holdDays: DEFAULT_HOLD_DAYS, categories: new Map() }),
};

export async function readPlanSettings(store: EventStore): Promise<PlanSettings> {
  const events = await store.readStream(PLAN_SETTINGS_STREAM);
  return events.reduce((s, e) => evolve(s, { type: e.type, data: e.data } as PlanSettingsEvent), planSettingsDecider.initialState());
}

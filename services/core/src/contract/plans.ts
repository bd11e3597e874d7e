/**
 * Maintenance plans: the customer's Plans tab and the planned visit of the manage-booking
 * page (public site), the console's list, show page and settings. What may be done now
 * (`can_*`) comes from the server's rules: neither app decides buttons from statuses.
 */
import { z } from 'zod';

export const planStatus = z.enum(['active', 'paused', 'cancelled']);
export type PlanStatus = z.infer<typeof planStatus>;

/** A visit as the plan records list it: visit 1 is the checkout's booking, later ones the plan booked. */
export const planVisit = z.object({
  visit_number: z.number(),
  /** booked | paid | done | released | skipped | cancelled | unplaced */
  status: z.string(),
  booking_id: z.string().nullable(),
  /** The booking's public reference; null for a visit never booked (skipped ahead, unplaced). */
  reference: z.string().nullable(),
  /** 'YYYY-MM-DD' (Manila) and 'HH:MM'. */
  date: z.string(),
  start_at: z.string(),
  /** Until when an unpaid visit holds its seat ('YYYY-MM-DD'). */
  hold_until: z.string().nullable(),
  total: z.number().nullable(),
  /** Why a visit was skipped, unplaced or released: customer, office, nothing_left, slot_full, unpaid. */
  reason: z.string().nullable(),
});
export type PlanVisit = z.infer<typeof planVisit>;

/** A plan as its customer sees it (GET /api/my-plans). */
export const plan = z.object({
  id: z.string(),
  status: planStatus,
  interval_months: z.number(),
  category: z.object({ id: z.string(), name: z.string() }),
  services: z.array(z.object({ service_id: z.string(), name: z.string(), quantity: z.number() })),
  discount_percent: z.number(),
  weekday: z.number(),
  start_at: z.string(),
  /** The date the next visit not yet booked is due; null when paused or cancelled. */
  next_visit_on: z.string().nullable(),
  /** The latest visit booked and not yet done. */
  next_visit: planVisit.nullable(),
  unplaced: z.object({ visit_number: z.number(), date: z.string().nullable() }).nullable(),
  visits_count: z.number(),
  created_at: z.string(),
  can_skip_next: z.boolean(),
  can_pause: z.boolean(),
  can_resume: z.boolean(),
  can_change_interval: z.boolean(),
  can_cancel: z.boolean(),
});
export type Plan = z.infer<typeof plan>;
/** The plan with every visit, oldest first (GET /api/my-plans/:id). */
export const planDetails = plan.extend({ visits: z.array(planVisit) });
export type PlanDetails = z.infer<typeof planDetails>;

export const myPlans = z.object({ data: z.array(plan) });
export type MyPlans = z.infer<typeof myPlans>;
export const myPlan = z.object({ data: planDetails });
export type MyPlan = z.infer<typeof myPlan>;
/** The customer's skip-next, pause, resume, cancel and interval: the plan as it is now. */
export const myPlanChanged = z.object({ message: z.string(), data: plan });
export type MyPlanChanged = z.infer<typeof myPlanChanged>;

/** A planned visit as the manage-booking page shows it to the holder of its e-mailed link. */
export const plannedVisit = planVisit.extend({
  plan_id: z.string(),
  /** Found by its reference, a visit that was booked: it has one, and a price. */
  reference: z.string(),
  total: z.number(),
  can_pay: z.boolean(),
  can_move: z.boolean(),
  can_skip: z.boolean(),
});
export type PlannedVisit = z.infer<typeof plannedVisit>;
/** POST /api/plan-visits/:reference. */
export const plannedVisitAnswer = z.object({ data: plannedVisit });
export type PlannedVisitAnswer = z.infer<typeof plannedVisitAnswer>;
/** Its move and skip. */
export const plannedVisitChanged = plannedVisitAnswer.extend({ message: z.string() });

/** GET /api/plan-options?category=: one category's terms for the wizard (without a category, every one offering plans). */
export const planOptions = z.object({ category_id: z.string(), intervals: z.array(z.number()), discount_percent: z.number() });
export type PlanOptions = z.infer<typeof planOptions>;
export const planOptionsAnswer = z.object({ data: z.union([planOptions, z.array(planOptions)]) });

/** The console's plan record: with its customer, and every visit on the show page and after an action. */
export const adminPlan = plan.extend({
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), contact_number: z.string().nullable() }),
  visits: z.array(planVisit).optional(),
});
export type AdminPlan = z.infer<typeof adminPlan>;
/** GET /admin-api/plans. */
export const adminPlans = z.array(adminPlan);
/** GET /admin-api/plans/:id, its actions and change-slot. */
export const adminPlanDetails = adminPlan.extend({ visits: z.array(planVisit) });
/** GET /admin-api/plans-due: the home page's plans due within a week. */
export const plansDue = z.object({ data: z.array(adminPlan), total: z.number() });
export type PlansDue = z.infer<typeof plansDue>;

/** GET and PUT /admin-api/plan-settings: every plan's lead time and unpaid hold, in days. */
export const planSettings = z.object({ id: z.string(), lead_days: z.number(), hold_days: z.number() });
export type PlanSettings = z.infer<typeof planSettings>;

/** /admin-api/category-plans: a category's intervals offered and plan discount. */
export const categoryPlanTerms = z.object({ id: z.string(), category_name: z.string(), intervals: z.array(z.number()), discount_percent: z.number() });
export type CategoryPlanTerms = z.infer<typeof categoryPlanTerms>;
export const categoryPlanTermsList = z.array(categoryPlanTerms);

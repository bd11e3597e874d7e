/**
 * The maintenance-plan calls of My Bookings' Plans tab and of the manage-booking page's
 * planned visit (the plan e-mail's links), with the shapes the api answers (the back end's
 * docs/plans.md). What may be done with a plan now (`can_skip_next`, `can_pause`, ...) comes
 * with the record from the server's rules: the pages do not decide buttons from statuses.
 */
import { api } from '../api/http.js';
import type { Plan, PlanDetails } from './planTypes.js';

interface Answer {
  message: string;
  data: Plan;
}

const mine = (id: string) => `/api/my-plans/${encodeURIComponent(id)}`;

export const myPlans = () => api<{ data: Plan[] }>('GET', '/api/my-plans').then((res) => res.data);
export const myPlan = (id: string) => api<{ data: PlanDetails }>('GET', mine(id)).then((res) => res.data);
export const skipNext = (id: string) => api<Answer>('POST', `${mine(id)}/skip-next`);
export const pausePlan = (id: string) => api<Answer>('POST', `${mine(id)}/pause`);
export const resumePlan = (id: string) => api<Answer>('POST', `${mine(id)}/resume`);
export const cancelPlan = (id: string) => api<Answer>('POST', `${mine(id)}/cancel`);
export const changeInterval = (id: string, months: number) => api<Answer>('PUT', `${mine(id)}/interval`, { interval_months: months });

/** A planned visit as the manage-booking page shows it to the holder of its e-mailed link. */
export interface PlannedVisit {
  plan_id: string;
  visit_number: number;
  status: string;
  reference: string;
  date: string;
  start_at: string;
  hold_until: string | null;
  total: number;
  can_pay: boolean;
  can_move: boolean;
  can_skip: boolean;
}

/** Every call carries the link's e-mail, which with the reference entitles a visitor to act, as on the rest of the manage-booking page. */
const visit = (reference: string) => `/api/plan-visits/${encodeURIComponent(reference)}`;

export const plannedVisit = (reference: string, email: string) => api<{ data: PlannedVisit }>('POST', visit(reference), { email }).then((res) => res.data);
export const movePlannedVisit = (reference: string, email: string, slot: string) => api<{ message: string }>('POST', `${visit(reference)}/move`, { email, slot });
export const skipPlannedVisit = (reference: string, email: string) => api<{ message: string }>('POST', `${visit(reference)}/skip`, { email });

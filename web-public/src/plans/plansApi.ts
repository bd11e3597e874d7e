/**
 * The maintenance-plan calls of My Bookings' Plans tab and of the manage-booking page's
 * planned visit (the plan e-mail's links), with the shapes the api answers (the back end's
 * docs/plans.md). What may be done with a plan now (`can_skip_next`, `can_pause`, ...) comes
 * with the record from the server's rules: the pages do not decide buttons from statuses.
 */
import type { Message } from '@app/core/contract/bookings';
import type { MyPlan, MyPlanChanged, MyPlans, PlannedVisitAnswer } from '@app/core/contract/plans';
import { api } from '../api/http.js';

const mine = (id: string) => `/api/my-plans/${encodeURIComponent(id)}`;

export const myPlans = () => api<MyPlans>('GET', '/api/my-plans').then((res) => res.data);
export const myPlan = (id: string) => api<MyPlan>('GET', mine(id)).then((res) => res.data);
export const skipNext = (id: string) => api<MyPlanChanged>('POST', `${mine(id)}/skip-next`);
export const pausePlan = (id: string) => api<MyPlanChanged>('POST', `${mine(id)}/pause`);
export const resumePlan = (id: string) => api<MyPlanChanged>('POST', `${mine(id)}/resume`);
export const cancelPlan = (id: string) => api<MyPlanChanged>('POST', `${mine(id)}/cancel`);
export const changeInterval = (id: string, months: number) => api<MyPlanChanged>('PUT', `${mine(id)}/interval`, { interval_months: months });

/** Every call carries the link's e-mail, which with the reference entitles a visitor to act, as on the rest of the manage-booking page. */
const visit = (reference: string) => `/api/plan-visits/${encodeURIComponent(reference)}`;

export const plannedVisit = (reference: string, email: string) => api<PlannedVisitAnswer>('POST', visit(reference), { email }).then((res) => res.data);
export const movePlannedVisit = (reference: string, email: string, slot: string) => api<Message>('POST', `${visit(reference)}/move`, { email, slot });
export const skipPlannedVisit = (reference: string, email: string) => api<Message>('POST', `${visit(reference)}/skip`, { email });

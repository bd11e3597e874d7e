/** The console's plan record: the api's contract (GET /admin-api/plans, /admin-api/plans/:id). */
export type { AdminPlan as PlanRecord, PlanStatus, PlanVisit } from '@app/core/contract/plans';

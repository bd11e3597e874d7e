import type { Plan } from '@app/core/contract/plans';

export type PlanAction = 'pay' | 'skip' | 'pause' | 'resume' | 'interval' | 'cancel';

/** The buttons a plan offers now, as its record's flags say (the server's rules). */
export function planActions(plan: Plan): PlanAction[] {
  const actions: PlanAction[] = [];
  // The record's next visit carries no can_pay: a booked visit is the unpaid one (docs/plans.md's words).
  if (plan.next_visit?.status === 'booked' && plan.next_visit.reference) actions.push('pay');
  if (plan.can_skip_next) actions.push('skip');
  if (plan.can_pause) actions.push('pause');
  if (plan.can_resume) actions.push('resume');
  if (plan.can_change_interval) actions.push('interval');
  if (plan.can_cancel) actions.push('cancel');
  return actions;
}

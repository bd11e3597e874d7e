import { useEffect, useState } from 'react';
import { myPlan } from './plansApi.js';
import type { Plan, PlanVisit } from '@app/core/contract/plans';

/**
 * A plan's visits (GET /api/my-plans/:id), asked again whenever the plan's record changes
 * (an action answered, the list reloaded). Null until they arrive; a failure shows the
 * visits the list knows of, the next one, rather than nothing.
 */
export function usePlanVisits(plan: Plan): PlanVisit[] | null {
  const [visits, setVisits] = useState<PlanVisit[] | null>(null);
  const key = JSON.stringify(plan);
  useEffect(() => {
    let live = true;
    myPlan(plan.id)
      .then((details) => live && setVisits(details.visits))
      .catch(() => live && setVisits(plan.next_visit ? [plan.next_visit] : []));
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return visits;
}

import { useEffect, useState } from 'react';
import { api } from '../api/http.js';
import type { PlanOptions } from '@app/core/contract/plans';

/** GET /api/plan-options?category= (its id, friendly name or name). */
export const planOptions = (category: string) => api<{ data: PlanOptions }>('GET', `/api/plan-options?category=${encodeURIComponent(category)}`).then((res) => res.data);

/**
 * The category's plan terms, asked once `wanted` (with the later steps: the plan choice is
 * on the service step). Null until known, and when the call fails: the wizard then books
 * one visit, as it did before plans existed, rather than holding up the booking.
 */
export function usePlanOptions(categoryId: string, wanted: boolean): PlanOptions | null {
  const [terms, setTerms] = useState<PlanOptions | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    planOptions(categoryId)
      .then((data) => live && setTerms({ ...data, intervals: [...data.intervals].sort((a, b) => a - b) }))
      .catch(() => live && setTerms(null));
    return () => {
      live = false;
    };
  }, [categoryId, wanted]);
  return terms;
}

import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's `total` sections to draw: the first at once, then one more in a
 * task of its own after each commit. Each section's render and commit is then a task the
 * browser can put input and paint between, instead of one long task for the whole page
 * (Lighthouse's total blocking time counts each task's time past 50 ms).
 */
export function useStages(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    const next = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(next);
  }, [shown, total]);
  return shown;
}

import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, then true from a transition started once that render is on
 * screen: what a component draws only when this is true comes in a render and commit of
 * its own, so neither the first render's long task nor the next one holds the whole page
 * (Lighthouse's total blocking time counts each task's time past 50 ms).
 */
export function useAfterMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}

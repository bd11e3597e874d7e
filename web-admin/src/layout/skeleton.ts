import { useLayoutEffect } from 'react';

/**
 * Removes the frame that index.html paints before the scripts run (#console-skeleton),
 * in the same commit as the first screen that replaces it (the layout or the login page),
 * so no frame shows neither.
 */
export function useRemoveSkeleton(): void {
  useLayoutEffect(() => {
    document.getElementById('console-skeleton')?.remove();
  }, []);
}

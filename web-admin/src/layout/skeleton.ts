import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The frame that index.html paints before the scripts run (#console-skeleton) goes in the
 * same commit as the first screen that replaces it, so no frame shows neither. When the
 * HTML also drew the screen's first rows into it (src/firstPaint/, `data-rows` holds their
 * path), that screen is the one that draws its own rows; the layout and its spinner leave
 * the frame up until then.
 */
const skeleton = () => document.getElementById('console-skeleton');

/** Past this after the layout has drawn, the frame goes anyway: a screen that failed to draw must not stay hidden. */
const HAND_OVER_MS = 5_000;

/** The layout's and the login page's: removes the frame, unless it holds this path's first rows. */
export function useRemoveSkeleton(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const frame = skeleton();
    if (!frame) return undefined;
    if (frame.getAttribute('data-rows') !== window.location.pathname) {
      frame.remove();
      return undefined;
    }
    const timer = setTimeout(() => frame.remove(), HAND_OVER_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}

/** A screen's, in the commit that draws its rows: removes the frame with the first rows it replaces. */
export function useHandOverFirstRows(drawn = true): void {
  useLayoutEffect(() => {
    if (drawn) skeleton()?.remove();
  }, [drawn]);
}

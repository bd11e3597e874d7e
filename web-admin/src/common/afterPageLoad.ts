/** Where the browser cannot say when it is idle. */
const IDLE_FALLBACK_MS = 200;

/**
 * Runs `work` once the page has loaded (its scripts, the screen's chunks) and the main
 * thread is idle, i.e. after the screen's first paint of its data: for what the first
 * screen does not need (the bell's live connection). Answers a function that cancels it.
 */
export function afterPageLoad(work: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const run = () => {
    if (cancelled) return;
    // Safari (a field worker's iPhone) has no requestIdleCallback: a moment after load instead.
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(work, { timeout });
      cancelIdle = () => window.cancelIdleCallback(idle);
    } else {
      const timer = window.setTimeout(work, IDLE_FALLBACK_MS);
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    cancelIdle?.();
  };
}

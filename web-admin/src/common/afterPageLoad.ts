/**
 * Runs `work` once the page has loaded (its scripts, the screen's chunks) and the main
 * thread is idle, i.e. after the screen's first paint of its data: for what the first
 * screen does not need (the bell's live connection). Answers a function that cancels it.
 */
export function afterPageLoad(work: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (!cancelled) idle = requestIdleCallback(work, { timeout });
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

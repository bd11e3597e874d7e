/**
 * The first paint's part of index.html's early GETs (entryPreload.ts): a screen's first
 * rows drawn into the skeleton from the answer to the GET the screen itself will send,
 * before the console's scripts have arrived. The console takes the same answer
 * (earlyCalls.ts) and its screen removes the skeleton, rows and all, in the commit that
 * draws its own (layout/skeleton.ts). Nothing is drawn when the answer is not a 200 (signed
 * out, a failure), when the address has a query (the screen shows other rows), or when
 * the console has already drawn.
 */

import { FIRST_ROWS_EVENT } from './firstRowsEvent.js';

/** The JSON of the early GET of `url`, read from a copy so that the console still takes the answer itself. */
async function earlyJson(url: string): Promise<unknown> {
  const call = location.search ? undefined : window.__adminEarly?.[url];
  if (!call) return undefined;
  // Copied in the first reaction to the answer, before the console's own can read it.
  return call.then((response) => (response.status === 200 && !response.bodyUsed ? response.clone().json() : undefined)).catch(() => undefined);
}

const parsed = () => (document.readyState === 'loading' ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true })) : Promise.resolve());

/**
 * Draws `draw`'s rows for the answer to `url` in place of the skeleton's empty card, with
 * their stylesheet; `draw` returns nothing when it has nothing to show. True once drawn.
 */
export async function drawFirstRows<T>(url: string, css: string, draw: (answer: T) => Node | undefined): Promise<boolean> {
  const answer = await earlyJson(url);
  if (answer === undefined) return false;
  await parsed();
  const skeleton = document.getElementById('console-skeleton');
  const page = skeleton?.querySelector('.page');
  if (!skeleton || !page) return false;
  const rows = draw(answer as T);
  if (!rows) return false;
  const style = document.createElement('style');
  style.textContent = css;
  page.replaceChildren(style, rows);
  page.classList.add('first-rows');
  // Tells the console's layout to leave the skeleton to the screen (layout/skeleton.ts).
  skeleton.setAttribute('data-rows', location.pathname);
  return true;
}

/** Tells index.html's script to load the console's scripts (firstRowsEvent.ts): after the rows' first frame, or at once without rows. */
export function startConsole(drawing: Promise<boolean>): void {
  const start = () => window.dispatchEvent(new Event(FIRST_ROWS_EVENT));
  void drawing
    .catch(() => false)
    .then((drawn) => (drawn ? requestAnimationFrame(() => setTimeout(start)) : start()));
}

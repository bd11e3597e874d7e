/**
 * What a 375 px phone needs of a screen, measured in the browser: nothing wider than the
 * window, tap targets a thumb can hit, labels neither cut nor on top of each other, and
 * no critical or serious axe violation.
 */
import axe from 'axe-core';
import type { Locator, Page } from 'playwright-core';

/** WCAG 2.5.5's target size. */
export const TAP_TARGET = 44;

export interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Its text does not fit: cut or scrolled. */
  clipped: boolean;
  disabled: boolean;
  day: string | undefined;
}

interface Measured {
  getBoundingClientRect(): { x: number; y: number; width: number; height: number };
  getAttribute(name: string): string | null;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
  textContent: string | null;
}

/** The page's width as laid out; above the window's means it scrolls sideways. */
export const pageWidth = (page: Page) => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);

/** Where each element of `targets` is drawn, and whether its text fits. */
export function boxes(targets: Locator): Promise<Box[]> {
  return targets.evaluateAll((elements) =>
    (elements as unknown as Measured[]).map((el) => {
      const r = el.getBoundingClientRect();
      return {
        name: el.getAttribute('aria-label') ?? (el.textContent ?? '').trim(),
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
        clipped: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
        disabled: el.getAttribute('aria-disabled') === 'true' || el.getAttribute('disabled') !== null,
        day: el.getAttribute('data-day') ?? undefined,
      };
    }),
  );
}

/** The pairs of boxes that cover part of each other (a pixel of rounding allowed). */
export function overlaps(found: Box[]): string[] {
  const hits: string[] = [];
  for (let i = 0; i < found.length; i++) {
    for (let j = i + 1; j < found.length; j++) {
      const a = found[i]!;
      const b = found[j]!;
      const apart = a.x + a.width <= b.x + 1 || b.x + b.width <= a.x + 1 || a.y + a.height <= b.y + 1 || b.y + b.height <= a.y + 1;
      if (!apart) hits.push(`${a.name} / ${b.name}`);
    }
  }
  return hits;
}

/** The boxes smaller than a thumb's target either way. */
export const tooSmall = (found: Box[]) => found.filter((b) => b.width < TAP_TARGET - 0.5 || b.height < TAP_TARGET - 0.5).map((b) => `${b.name}: ${Math.round(b.width)}x${Math.round(b.height)}`);

/** axe-core's critical and serious violations inside `selector`, as 'rule: target' lines. */
export async function seriousAxeViolations(page: Page, selector: string): Promise<string[]> {
  // Evaluated by the browser's debugging protocol, which the page's CSP does not govern:
  // an added <script> element is an inline script, which the api's policy refuses.
  await page.evaluate(axe.source);
  const results = await page.evaluate(async (include) => {
    const found = await (globalThis as unknown as { axe: typeof axe }).axe.run({ include: [include] }, { resultTypes: ['violations'] });
    return found.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  }, selector);
  return results;
}

const manilaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Manila, 'YYYY-MM-DD', as the calendar judges past days. */
export const manilaToday = () => manilaDay.format(new Date());

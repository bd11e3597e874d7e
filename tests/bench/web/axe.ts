/**
 * axe-core (the engine inside Lighthouse's accessibility audits) on a page as it stands,
 * counting violations by impact: the targets ask for no critical or serious one.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface AxeCounts {
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
  /** Rule ids of the critical and serious violations, with the number of nodes of each and the first one. */
  worst: string[];
}

interface AxeResult {
  violations: { id: string; impact: 'critical' | 'serious' | 'moderate' | 'minor' | null; nodes: { target: unknown[] }[] }[];
}

export async function axeCounts(page: Page): Promise<AxeCounts> {
  // Evaluated by the browser's debugging protocol, which the page's CSP does not govern:
  // an added <script> element is an inline script, which the api's policy refuses.
  await page.evaluate(axe.source);
  // Runs in the page, where axe-core put itself on window.
  const result = await page.evaluate(() => (globalThis as unknown as { axe: { run(options: object): Promise<AxeResult> } }).axe.run({ resultTypes: ['violations'] }));
  const counts: AxeCounts = { critical: 0, serious: 0, moderate: 0, minor: 0, worst: [] };
  for (const violation of result.violations) {
    const impact = violation.impact ?? 'minor';
    counts[impact] += 1;
    if (impact === 'critical' || impact === 'serious') counts.worst.push(`${violation.id} (${violation.nodes.length}: ${String(violation.nodes[0]?.target.join(' ') ?? '')})`);
  }
  return counts;
}

/**
 * Figures of a Lighthouse report that hardly depend on how busy the machine's CPU is
 * (bytes, requests, layout shift, render-blocking files, the LCP element, chain depth),
 * so that a change can be judged on a loaded machine where the scores themselves swing.
 */
import type { Result } from 'lighthouse';

export interface Diagnostics {
  /** Bytes transferred, KB. */
  transferKB: number;
  requests: number;
  scripts: number;
  renderBlocking: number;
  /** JavaScript loaded but not run during the load, KB (Lighthouse's estimate). */
  unusedJsKB: number;
  /** Main-thread tasks of 50 ms or more, as observed (not simulated). */
  longTasks: number;
  /** Main-thread work and script evaluation, ms as observed. */
  mainThreadMs: number;
  bootupMs: number;
  /** Requests in the longest critical chain. */
  chainLength: number;
  lcpElement: string;
  /** The five longest tasks (script URL or 'other', observed ms), for the JSON only. */
  longestTasks: { url: string; ms: number }[];
  /** The five scripts with the most main-thread time (observed ms), for the JSON only. */
  costliestScripts: { url: string; ms: number }[];
  /** Elements that moved, with their share of CLS, for the JSON only. */
  layoutShifts: { element: string; score: number }[];
}

type Details = { items?: Record<string, unknown>[]; overallSavingsBytes?: number; longestChain?: { length?: number } } | undefined;

const details = (lhr: Result, id: string): Details => lhr.audits[id]?.details as Details;

const kb = (bytes: number | undefined) => Math.round((bytes ?? 0) / 102.4) / 10;

/** The LCP element's text (or markup when it has none); the audit nests its node one table down. */
function lcpElement(lhr: Result): string {
  const nodes: { nodeLabel?: string; snippet?: string }[] = [];
  JSON.stringify(details(lhr, 'largest-contentful-paint-element') ?? {}, (key, value: unknown) => {
    if (key === 'node') nodes.push(value as { nodeLabel?: string; snippet?: string });
    return value;
  });
  const node = nodes[0];
  return (node?.nodeLabel || node?.snippet || '').replace(/\s+/g, ' ').slice(0, 60);
}

export function diagnostics(lhr: Result): Diagnostics {
  const requests = details(lhr, 'network-requests')?.items ?? [];
  return {
    transferKB: kb(lhr.audits['total-byte-weight']?.numericValue),
    requests: requests.length,
    scripts: requests.filter((r) => r.resourceType === 'Script').length,
    renderBlocking: details(lhr, 'render-blocking-resources')?.items?.length ?? 0,
    unusedJsKB: kb(details(lhr, 'unused-javascript')?.overallSavingsBytes),
    longTasks: details(lhr, 'long-tasks')?.items?.length ?? 0,
    mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0),
    bootupMs: Math.round(lhr.audits['bootup-time']?.numericValue ?? 0),
    chainLength: details(lhr, 'critical-request-chains')?.longestChain?.length ?? 0,
    lcpElement: lcpElement(lhr),
    longestTasks: (details(lhr, 'long-tasks')?.items ?? [])
      .map((t) => ({ url: String(t.url ?? 'other'), ms: Math.round(Number(t.duration ?? 0)) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5),
    costliestScripts: (details(lhr, 'bootup-time')?.items ?? [])
      .map((t) => ({ url: String(t.url ?? ''), ms: Math.round(Number(t.total ?? 0)) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5),
    layoutShifts: (details(lhr, 'layout-shifts')?.items ?? []).map((item) => ({
      element: String((item.node as { snippet?: string } | undefined)?.snippet ?? '').slice(0, 120),
      score: Math.round(Number(item.score ?? 0) * 1000) / 1000,
    })),
  };
}

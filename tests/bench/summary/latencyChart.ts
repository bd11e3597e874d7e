/**
 * The booking latency chart of the benchmark report: a grouped bar chart, one group per
 * percentile (p50, p90, p99, max), one bar per call, and the p99 target as a dashed line.
 * Plain SVG written here, so the report needs no charting package.
 */
import type { LatencySeries, Percentiles } from './figures.js';

const PERCENTILES = ['p50', 'p90', 'p99', 'max'] as const satisfies readonly (keyof Percentiles)[];
const COLOURS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#9467bd'];
const WIDTH = 760;
const HEIGHT = 430;
const MARGIN = { top: 80, right: 20, bottom: 50, left: 70 };

export function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** A round step (1, 2 or 5 times a power of ten) giving about `ticks` intervals up to `max`. */
export function niceStep(max: number, ticks = 5): number {
  if (!(max > 0)) return 1;
  const raw = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  return (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 5 ? 5 : 10) * magnitude;
}

const round = (n: number) => Math.round(n * 10) / 10;
const label = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

export function latencyChartSvg(series: readonly LatencySeries[], options: { title: string; targetMs?: number }): string {
  const values = series.flatMap((s) => PERCENTILES.map((p) => s.latencyMs[p])).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const top = Math.max(...values, options.targetMs ?? 0, 1);
  const step = niceStep(top);
  const axisMax = Math.ceil(top / step) * step;
  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const y = (ms: number) => round(MARGIN.top + plotH - (ms / axisMax) * plotH);
  const groupW = plotW / PERCENTILES.length;
  const barW = round((groupW * 0.8) / Math.max(series.length, 1));

  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">`,
    `<title>${escapeXml(options.title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="${WIDTH / 2}" y="22" text-anchor="middle" font-size="15" font-weight="bold">${escapeXml(options.title)}</text>`,
  ];
  // Legend, one entry per call.
  series.forEach((s, i) => {
    const x = MARGIN.left + i * 200;
    out.push(`<rect x="${x}" y="36" width="12" height="12" fill="${COLOURS[i % COLOURS.length]}"/>`);
    out.push(`<text x="${x + 18}" y="46">${escapeXml(s.label)}</text>`);
  });
  // Value axis with grid lines.
  for (let tick = 0; tick <= axisMax + step / 2; tick += step) {
    out.push(`<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y(tick)}" y2="${y(tick)}" stroke="#e0e0e0"/>`);
    out.push(`<text x="${MARGIN.left - 6}" y="${y(tick) + 4}" text-anchor="end">${round(tick)}</text>`);
  }
  out.push(`<text transform="translate(18 ${MARGIN.top + plotH / 2}) rotate(-90)" text-anchor="middle">milliseconds</text>`);
  // Bars, grouped by percentile.
  PERCENTILES.forEach((p, g) => {
    const groupX = MARGIN.left + g * groupW + groupW * 0.1;
    series.forEach((s, i) => {
      const ms = s.latencyMs[p];
      if (typeof ms !== 'number' || !Number.isFinite(ms)) return;
      const x = round(groupX + i * barW);
      out.push(`<rect x="${x}" y="${y(ms)}" width="${round(barW - 2)}" height="${round(MARGIN.top + plotH - y(ms))}" fill="${COLOURS[i % COLOURS.length]}"><title>${escapeXml(`${s.label} ${p}: ${label(ms)} ms`)}</title></rect>`);
      out.push(`<text x="${round(x + (barW - 2) / 2)}" y="${y(ms) - 4}" text-anchor="middle" font-size="10">${label(ms)}</text>`);
    });
    out.push(`<text x="${round(MARGIN.left + g * groupW + groupW / 2)}" y="${HEIGHT - MARGIN.bottom + 18}" text-anchor="middle" font-weight="bold">${p}</text>`);
  });
  if (options.targetMs !== undefined) {
    const ty = y(options.targetMs);
    out.push(`<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${ty}" y2="${ty}" stroke="#d62728" stroke-width="1.5" stroke-dasharray="6 4"/>`);
    // Named in the legend: bars would hide a label on the line.
    out.push(`<line x1="${MARGIN.left}" x2="${MARGIN.left + 12}" y1="58" y2="58" stroke="#d62728" stroke-width="1.5" stroke-dasharray="4 2"/>`);
    out.push(`<text x="${MARGIN.left + 18}" y="62" fill="#d62728">target: POST /api/bookings p99 &lt; ${round(options.targetMs)} ms</text>`);
  }
  out.push(`<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y(0)}" y2="${y(0)}" stroke="#333333"/>`);
  out.push(`<line x1="${MARGIN.left}" x2="${MARGIN.left}" y1="${MARGIN.top}" y2="${y(0)}" stroke="#333333"/>`);
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

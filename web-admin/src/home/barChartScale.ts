/**
 * The value axis of a bar chart of counts: whole-number ticks from 0 with a round step
 * (1, 2, 5, 10, 20, 50, ...), at most about five of them, and the axis's top at the last.
 */
export function barChartScale(values: readonly number[]): { max: number; ticks: number[] } {
  const highest = Math.max(0, ...values);
  if (highest === 0) return { max: 1, ticks: [0, 1] };
  const rough = highest / 4;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const max = Math.ceil(highest / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return { max, ticks };
}

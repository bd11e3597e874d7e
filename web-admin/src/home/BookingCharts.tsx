import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { barChartScale } from './barChartScale.js';
import type { CalendarDay } from '@app/core/contract/calendar';
import { bookingsPerDay } from './calendarData.js';

// The drawing's own units: the SVG scales to its column's width, text with it.
const WIDTH = 400;
const HEIGHT = 240;
const LEFT = 32;
const BOTTOM = 22;
const TOP = 8;
const BAR_COLOUR = '#1565c0';
const GRID_COLOUR = '#ddd';
const TEXT_COLOUR = '#555';

/**
 * Beside the calendar: the shown month's bookings per day, from the calendar's day counts.
 * (Revenue and work statuses per month would read every booking of the month, ~28,000 at
 * a million: they are the reports' work, not the home page's.)
 * Drawn as plain SVG: a chart library (recharts and its d3 parts, about 100 KB gzip) cost the
 * home page a long task of its own on a phone for one bar chart. Each bar's title is its
 * day and count (shown on hover and read by screen readers).
 */
export function BookingCharts({ days, shown }: { days: CalendarDay[]; shown: string[] }) {
  const translate = useTranslate();
  const data = bookingsPerDay(days, shown);
  const scale = barChartScale(data.map((d) => d.bookings));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const step = data.length > 0 ? plotWidth / data.length : plotWidth;
  const y = (value: number) => TOP + plotHeight - (value / scale.max) * plotHeight;
  // A day label every few bars, so they do not overlap at a month's width.
  const labelEvery = Math.max(1, Math.ceil(data.length / 8));
  const total = data.reduce((sum, d) => sum + d.bookings, 0);
  return (
    <Stack spacing={2}>
      <section aria-label={translate('app.home.bookings_per_day')}>
        <Typography variant="subtitle2" component="h2">
          {translate('app.home.bookings_per_day')}
        </Typography>
        <svg
          className="bookings-per-day"
          role="img"
          aria-label={translate('app.home.chart_name', { total, days: data.length })}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          style={{ display: 'block', maxHeight: HEIGHT }}
        >
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke={GRID_COLOUR} strokeDasharray="3 3" />
              <text x={LEFT - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={10} fill={TEXT_COLOUR}>
                {tick}
              </text>
            </g>
          ))}
          {data.map((d, i) => {
            const x = LEFT + i * step;
            return (
              <g key={d.day}>
                <rect x={x + step * 0.15} width={step * 0.7} y={y(d.bookings)} height={TOP + plotHeight - y(d.bookings)} fill={BAR_COLOUR}>
                  <title>{`${d.day}: ${d.bookings} booking${d.bookings === 1 ? '' : 's'}`}</title>
                </rect>
                {i % labelEvery === 0 && (
                  <text x={x + step / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={10} fill={TEXT_COLOUR}>
                    {d.day}
                  </text>
                )}
              </g>
            );
          })}
          <line x1={LEFT} x2={WIDTH} y1={TOP + plotHeight} y2={TOP + plotHeight} stroke={TEXT_COLOUR} />
        </svg>
      </section>
    </Stack>
  );
}

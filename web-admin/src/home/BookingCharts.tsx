import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { bookingsPerDay, type CalendarDay } from './calendarData.js';

// Without animation: the figures are there at once, for a glance and for a screenshot.
/**
 * Beside the calendar: the shown month's bookings per day, from the calendar's day counts.
 * (Revenue and work statuses per month would read every booking of the month, ~28,000 at
 * a million: they are the reports' work, not the home page's.)
 */
export function BookingCharts({ days, shown }: { days: CalendarDay[]; shown: string[] }) {
  return (
    <Stack spacing={2}>
      <section aria-label="Bookings per day">
        <Typography variant="subtitle2" component="h2">
          Bookings per day
        </Typography>
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={bookingsPerDay(days, shown)}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" fontSize={10} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip />
            <Bar dataKey="bookings" fill="#1976d2" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </section>
    </Stack>
  );
}

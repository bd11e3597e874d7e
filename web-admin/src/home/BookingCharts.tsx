import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BookingRecord } from '../bookings/types.js';
import { formatCurrency } from '../format.js';
import { bookingsByStatus, bookingsPerDay, revenuePerWeek } from './calendarData.js';

const STATUS_COLOURS = ['#1976d2', '#2e7d32', '#d32f2f', '#ed6c02', '#9c27b0', '#0288d1', '#795548'];

function Chart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <ResponsiveContainer width="100%" height={180}>
        {children as never}
      </ResponsiveContainer>
    </section>
  );
}

// Without animation: the figures are there at once, for a glance and for a screenshot.
/** Beside the calendar: the shown month's bookings per day, paid revenue per week, and bookings by status. */
export function BookingCharts({ bookings, days }: { bookings: BookingRecord[]; days: string[] }) {
  const statuses = bookingsByStatus(bookings);
  return (
    <Stack spacing={2}>
      <Chart title="Bookings per day">
        <BarChart data={bookingsPerDay(bookings, days)}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" fontSize={10} />
          <YAxis allowDecimals={false} width={30} />
          <Tooltip />
          <Bar dataKey="bookings" fill="#1976d2" isAnimationActive={false} />
        </BarChart>
      </Chart>
      <Chart title="Revenue per week">
        <BarChart data={revenuePerWeek(bookings)}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="week" fontSize={10} />
          <YAxis width={60} />
          <Tooltip formatter={(value) => formatCurrency(Number(value))} />
          <Bar dataKey="revenue" fill="#2e7d32" isAnimationActive={false} />
        </BarChart>
      </Chart>
      <Chart title="Bookings by status">
        <PieChart>
          <Pie data={statuses} dataKey="bookings" nameKey="status" outerRadius={60} label isAnimationActive={false}>
            {statuses.map((s, i) => (
              <Cell key={s.status} fill={STATUS_COLOURS[i % STATUS_COLOURS.length]} />
            ))}
          </Pie>
          <Legend />
          <Tooltip />
        </PieChart>
      </Chart>
    </Stack>
  );
}

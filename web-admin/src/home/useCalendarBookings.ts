import { useQuery } from '@tanstack/react-query';
import { getJson } from '../bookings/commands.js';
import type { BookingRecord } from '../bookings/types.js';

/**
 * GET /api/dashboard-calendar for Manila days `start`..`end` (inclusive): the bookings of
 * the month the calendar shows, or of today.
 */
export function useCalendarBookings(start: string, end: string) {
  return useQuery({
    queryKey: ['dashboard-calendar', start, end],
    queryFn: async () => (await getJson<{ data: BookingRecord[] }>(`/api/dashboard-calendar?start=${start}&end=${end}`)).data,
  });
}

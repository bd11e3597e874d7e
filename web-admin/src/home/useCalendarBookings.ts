import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '../bookings/commands.js';
import type { CalendarDayPage, CalendarMonth } from '@app/core/contract/calendar';

/** A month view draws the bookings of a day holding at most this many; a busier day shows its count. */
export const ENTRIES_PER_DAY = 3;

/**
 * GET /api/dashboard-calendar for the Manila days `start`..`end` (inclusive) of the month
 * shown: how many bookings each day holds, and the bookings of the quiet days.
 */
export function useCalendarMonth(start: string, end: string) {
  return useQuery({
    queryKey: ['dashboard-calendar', start, end, 'month'],
    queryFn: () => getJson<CalendarMonth>(`/api/dashboard-calendar?start=${start}&end=${end}&per_day=${ENTRIES_PER_DAY}`),
  });
}

/** One page of a Manila day's bookings by time (the day's schedule, today's table); none while `day` is null. */
export function useCalendarDay(day: string | null, page: number, perPage: number) {
  return useQuery({
    queryKey: ['dashboard-calendar', day, day, page, perPage],
    queryFn: () => getJson<CalendarDayPage>(`/api/dashboard-calendar?start=${day}&end=${day}&page=${page}&per_page=${perPage}`),
    enabled: day !== null,
    placeholderData: keepPreviousData,
  });
}

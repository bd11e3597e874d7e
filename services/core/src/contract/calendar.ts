/** GET /api/dashboard-calendar: the console home's month calendar and a day's schedule. */
import { z } from 'zod';
import { adminBooking } from './adminBookings.js';

/** How many bookings a Manila day ('YYYY-MM-DD') holds. */
export const calendarDay = z.object({ date: z.string(), bookings: z.number() });
export type CalendarDay = z.infer<typeof calendarDay>;

/** With per_day: the days' counts and the bookings of the days holding at most that many. */
export const calendarMonth = z.object({ days: z.array(calendarDay), data: z.array(adminBooking) });
export type CalendarMonth = z.infer<typeof calendarMonth>;

/** Without it: a page of the bookings by time. */
export const calendarDayPage = calendarMonth.extend({ total: z.number(), per_page: z.number(), current_page: z.number(), last_page: z.number() });
export type CalendarDayPage = z.infer<typeof calendarDayPage>;

export const calendarAnswer = z.union([calendarDayPage, calendarMonth]);

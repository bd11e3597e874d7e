import { formatTime } from '../format.js';

/**
 * Spec §9: the allowed start times, 8:00 AM to 4:30 PM in 15 or 30 minute steps with a
 * gap at each hour-plus-45: 27 values ('08:00', '08:15', '08:30', '09:00', … '16:30').
 */
export const START_TIMES: readonly string[] = Array.from({ length: 9 }, (_, i) => 8 + i).flatMap((hour) =>
  ['00', '15', '30'].map((minutes) => `${String(hour).padStart(2, '0')}:${minutes}`),
);

export const START_TIME_CHOICES = START_TIMES.map((time) => ({ id: time, name: formatTime(time) }));

/** Spec §9: duration default 2 hours, country PH, one booking a slot unless said otherwise. */
export const SCHEDULE_DEFAULTS = { duration: 2, country: 'PH', capacity: 1 } as const;

/** Named by i18n key: react-admin's inputs translate a choice's name. */
export const COUNTRY_CHOICES = [{ id: 'PH', name: 'app.planner.countries.PH' }];

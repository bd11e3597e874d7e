/**
 * Spec §2, §9: the booking's duration as the schedule step displays it. A file of its
 * own so the FAQ can say it without pulling date-fns and the calendar into the wizard's chunk.
 */
export const BOOKING_DURATION = '2 hr';

/**
 * The schedule calendar's sizes, in a file of its own so the wizard's placeholder can keep
 * the calendar's place without pulling the calendar into the wizard's chunk.
 */
import useMediaQuery from '@mui/material/useMediaQuery';
import { FIRST_PAINT } from '../booking/firstPaint.js';

/** Spec §9: the schedule calendar's breakpoint. Below it, the month grid of day buttons. */
const NARROW = '(max-width:767.95px)';

export const useNarrowCalendar = () => useMediaQuery(NARROW, FIRST_PAINT);

/** The smallest tap target (WCAG 2.5.5, and what a thumb needs). */
export const DAY_SIZE = 44;

/** The month grid always draws six weeks, so it keeps its height and nothing below moves. */
export const WEEKS = 6;

/** The month grid's title bar and weekday row, and the views' switch above it on wide screens. */
export const GRID_BAR = 48 + 8;
export const GRID_WEEKDAYS = 32;
export const VIEW_BAR = 40 + 8;

/** The month grid's height: title bar, weekday row, six weeks. */
export const MONTH_GRID_HEIGHT = GRID_BAR + GRID_WEEKDAYS + WEEKS * DAY_SIZE;

/** The wizard's calendar height on wide screens, whatever the view. */
export const WIZARD_CALENDAR_HEIGHT = 560;

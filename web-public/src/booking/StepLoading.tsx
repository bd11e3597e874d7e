import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { MONTH_GRID_HEIGHT, useNarrowCalendar, WIZARD_CALENDAR_HEIGHT } from '../schedule/calendarSize.js';

/**
 * Stands in for the schedule step while the calendar's chunk arrives, as tall as the step
 * (its line of help and the calendar), so nothing below moves when the calendar replaces it.
 */
export function ScheduleStepLoading() {
  const narrow = useNarrowCalendar();
  return (
    <Box role="status" aria-label="Loading the calendar">
      <Skeleton variant="text" width="70%" sx={{ mb: 2 }} />
      <Skeleton variant="rectangular" height={narrow ? MONTH_GRID_HEIGHT : WIZARD_CALENDAR_HEIGHT} />
    </Box>
  );
}

/** Stands in for a later step in the rare case its chunk has not arrived when it is opened. */
export function StepLoading() {
  return (
    <Box role="status" aria-label="Loading the step">
      <Skeleton variant="rectangular" height={240} />
    </Box>
  );
}

type LaterSteps = typeof import('./laterSteps.js');

/**
 * Steps 2 to 4, fetched once `wanted` (the wizard asks once the work-permit notice, which
 * covers every step, is closed, as for the calendar): there long before a slot is picked
 * and Continue can be pressed, but no part of the page's first seconds of work. Held as a
 * module rather than React.lazy, so a step, once here, draws at once (no Suspense reveal delay).
 */
export function useLaterSteps(wanted: boolean): LaterSteps | null {
  const [steps, setSteps] = useState<LaterSteps | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import('./laterSteps.js').then((module) => live && setSteps(module));
    return () => {
      live = false;
    };
  }, [wanted]);
  return steps;
}

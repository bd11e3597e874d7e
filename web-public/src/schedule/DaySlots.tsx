import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AvailableSlot } from '@app/core/contract/bookings';
import { dayLabel, slotLabel } from './slotDates.js';

export interface DaySlotsProps {
  day: string | null;
  slots: AvailableSlot[];
  chosenId: string | null;
  onPick: (slot: AvailableSlot) => void;
  /** Shown after each slot's times, e.g. '(2 hr)'. */
  duration: string;
  /** The shown range's slots are still being fetched: an empty day is not yet known to be empty. */
  loading?: boolean;
}

/** The chosen day's slots under the calendar, one full-width button each with its start and end. */
export function DaySlots({ day, slots, chosenId, onPick, duration, loading = false }: DaySlotsProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {day ? `Time slots on ${dayLabel(day)}` : 'Time slots'}
      </Typography>
      {!day && <Typography color="text.secondary">Choose a day to see its time slots.</Typography>}
      {day && slots.length === 0 && (loading ? <Typography color="text.secondary">Loading time slots…</Typography> : <Alert severity="info">No Schedule</Alert>)}
      {slots.length > 0 && (
        <Stack spacing={1} role="group" aria-labelledby={titleId}>
          {slots.map((slot) => {
            const chosen = slot.id === chosenId;
            return (
              <Button key={slot.id} fullWidth size="large" variant={chosen ? 'contained' : 'outlined'} aria-pressed={chosen} onClick={() => onPick(slot)} sx={{ minHeight: 48 }}>
                {slotLabel(slot)} ({duration})
              </Button>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

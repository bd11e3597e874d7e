import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { startOfMonth } from 'date-fns';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formErrors } from '../../api/http.js';
import { BOOKING_DURATION } from '../../booking/duration.js';
import { clockTime, dateOnly, dateTime } from '@app/core/format/dates';
import { useNotify } from '../../notify/Notifier.js';
import { useNarrowCalendar } from '../../schedule/calendarSize.js';
import { DaySlots } from '../../schedule/DaySlots.js';
import { SlotCalendar } from '../../schedule/SlotCalendar.js';
import { monthRange, shownDay, slotsByDay, slotStart } from '../../schedule/slotDates.js';
import { useOpenSlots } from '../../schedule/useOpenSlots.js';
import type { AvailableSlot } from '@app/core/contract/bookings';
import { SchedulesDialog } from './SchedulesDialog.js';

/** Spec §2: the rebooking calendar is 500 px high. */
export const CALENDAR_HEIGHT = 500;

export interface RebookDialogProps {
  open: boolean;
  /** The slot the booking holds now: never offered (spec §2). */
  currentSlotId: string;
  onClose: () => void;
  /** Sends the request for the chosen slot; throws the api's error (422 on `dateOfService`). */
  onSubmit: (slotId: string) => Promise<void>;
  /** The submit button's words: a planned visit moves at once rather than asking (plans/PlannedVisitPanel). */
  submitLabel?: string;
}

/** Spec §2's Select Schedule dialog: a month calendar, the chosen day's slots, Submit Rebooking Request. */
export function RebookDialog({ open, currentSlotId, onClose, onSubmit, submitLabel = 'Submit Rebooking Request' }: RebookDialogProps) {
  // A phone: the dialog fills the screen, the day's slots are listed under the month.
  const narrow = useNarrowCalendar();
  const notify = useNotify();
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const range = monthRange(month);
  const loaded = useOpenSlots(range.start, range.end, open);
  const slots = useMemo(() => loaded.slots.filter((s) => s.id !== currentSlotId), [loaded.slots, currentSlotId]);
  const [error, setError] = useState<string | null>(null);
  const [chosenDay, setDay] = useState<string | null>(null);
  // A day chosen in another month is not listed under this one.
  const day = shownDay(chosenDay, range);
  const [listOpen, setListOpen] = useState(false);
  const [chosen, setChosen] = useState<AvailableSlot | null>(null);
  const [busy, setBusy] = useState(false);

  // Rebook clears the chosen date each time the dialog opens (spec §4).
  useEffect(() => {
    if (!open) return;
    setChosen(null);
    setDay(null);
    setError(null);
  }, [open]);

  const byDay = useMemo(() => slotsByDay(slots), [slots]);
  const daySlots = day ? (byDay.get(day) ?? []) : [];

  const pickDay = useCallback(
    (key: string) => {
      // Until the month's slots have arrived, an empty day is not known to be empty.
      if (loaded.loading) return;
      if (!byDay.has(key)) return notify('No Schedule', 'info');
      setDay(key);
      if (!narrow) setListOpen(true);
    },
    [byDay, loaded.loading, notify, narrow],
  );

  function pick(slot: AvailableSlot) {
    setChosen(slot);
    setListOpen(false);
  }

  // After the Schedules dialog: focus on the chosen time's button, or back on the day.
  function refocus() {
    const target = chosen ? document.getElementById(`rebook-slot-${chosen.id}`) : day ? document.querySelector<HTMLElement>(`[data-day="${day}"]`) : null;
    target?.focus();
  }

  async function submit() {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(chosen.id);
    } catch (failure) {
      const found = formErrors(failure);
      setError(found.dateOfService ?? Object.values(found).join(' '));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="rebook-title" fullWidth maxWidth="md" fullScreen={narrow}>
      <DialogTitle id="rebook-title">Select Schedule</DialogTitle>
      <DialogContent>
        {loaded.loading && <LinearProgress aria-label="Loading schedules" sx={{ mb: 1 }} />}
        {(error ?? loaded.error) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error ?? loaded.error}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <SlotCalendar
              date={month}
              onDateChange={(d) => setMonth(startOfMonth(d))}
              slots={slots}
              chosenDay={day}
              chosenSlotId={chosen?.id ?? null}
              onPickDay={pickDay}
              onPickSlot={(slot) => pickDay(slot.scheduled_at)}
              height={CALENDAR_HEIGHT}
            />
          </div>
          {narrow ? (
            <DaySlots day={day} slots={daySlots} chosenId={chosen?.id ?? null} onPick={pick} duration={BOOKING_DURATION} loading={loaded.loading} />
          ) : (
            <Stack spacing={1} sx={{ width: { md: 200 } }} role="group" aria-label="Time slots of the chosen day">
              <Typography variant="subtitle2" component="h3">
                {day ? `Slots on ${dateOnly(`${day}T12:00:00+08:00`)}` : 'Pick a highlighted day'}
              </Typography>
              {daySlots.map((slot) => (
                <Button key={slot.id} id={`rebook-slot-${slot.id}`} variant={chosen?.id === slot.id ? 'contained' : 'outlined'} onClick={() => pick(slot)} aria-pressed={chosen?.id === slot.id}>
                  {clockTime(slot.start_at)}
                </Button>
              ))}
            </Stack>
          )}
        </Stack>
        <Typography sx={{ mt: 2 }} aria-live="polite">
          {chosen ? `Chosen date: ${dateTime(slotStart(chosen))} - ${clockTime(chosen.end_at)}` : 'No date chosen yet.'}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={!chosen || busy} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </DialogActions>
      <SchedulesDialog open={listOpen} day={day} slots={daySlots} onClose={() => setListOpen(false)} onPick={pick} onExited={refocus} />
    </Dialog>
  );
}

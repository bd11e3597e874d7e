import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { endOfMonth, endOfWeek, startOfMonth, startOfWeek } from 'date-fns';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formErrors } from '../../api/http.js';
import { dateOnly, dateTime, slotTime } from '../../format.js';
import { useNotify } from '../../notify/Notifier.js';
import { availableSchedules, type AvailableSlot } from '../bookingApi.js';
import { MonthCalendar } from './MonthCalendar.js';
import { SchedulesDialog } from './SchedulesDialog.js';
import { dayKey, slotsByDay, slotStart } from './slotDates.js';

export interface RebookDialogProps {
  open: boolean;
  /** The slot the booking holds now: never offered (spec §2). */
  currentSlotId: string;
  onClose: () => void;
  /** Sends the request for the chosen slot; throws the api's error (422 on `dateOfService`). */
  onSubmit: (slotId: string) => Promise<void>;
}

/** Spec §2's Select Schedule dialog: a month calendar, the chosen day's slots, Submit Rebooking Request. */
export function RebookDialog({ open, currentSlotId, onClose, onSubmit }: RebookDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [slots, setSlots] = useState<AvailableSlot[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
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

  useEffect(() => {
    if (!open) return;
    let live = true;
    const start = dayKey(startOfWeek(startOfMonth(month)));
    const end = dayKey(endOfWeek(endOfMonth(month)));
    setLoading(true);
    availableSchedules(start, end)
      .then((found) => live && setSlots(found.filter((s) => s.id !== currentSlotId)))
      .catch((failure: unknown) => live && setError(formErrors(failure)._ ?? 'The schedules could not be loaded. Please try again.'))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, month, currentSlotId]);

  const byDay = useMemo(() => slotsByDay(slots), [slots]);
  const daySlots = day ? (byDay.get(day) ?? []) : [];

  const pickDay = useCallback(
    (key: string) => {
      if (!byDay.has(key)) return notify('No Schedule', 'info');
      setDay(key);
      setListOpen(true);
    },
    [byDay, notify],
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
    <Dialog open={open} onClose={onClose} aria-labelledby="rebook-title" fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id="rebook-title">Select Schedule</DialogTitle>
      <DialogContent>
        {loading && <LinearProgress aria-label="Loading schedules" sx={{ mb: 1 }} />}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <MonthCalendar month={month} onMonthChange={(d) => setMonth(startOfMonth(d))} slots={slots} onPickDay={pickDay} />
          </div>
          <Stack spacing={1} sx={{ width: { md: 200 } }} role="group" aria-label="Time slots of the chosen day">
            <Typography variant="subtitle2" component="h3">
              {day ? `Slots on ${dateOnly(`${day}T12:00:00+08:00`)}` : 'Pick a highlighted day'}
            </Typography>
            {daySlots.map((slot) => (
              <Button key={slot.id} id={`rebook-slot-${slot.id}`} variant={chosen?.id === slot.id ? 'contained' : 'outlined'} onClick={() => pick(slot)} aria-pressed={chosen?.id === slot.id}>
                {slotTime(slot.start_at)}
              </Button>
            ))}
          </Stack>
        </Stack>
        <Typography sx={{ mt: 2 }} aria-live="polite">
          {chosen ? `Chosen date: ${dateTime(slotStart(chosen))} - ${slotTime(chosen.end_at)}` : 'No date chosen yet.'}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={!chosen || busy} onClick={() => void submit()}>
          Submit Rebooking Request
        </Button>
      </DialogActions>
      <SchedulesDialog open={listOpen} day={day} slots={daySlots} onClose={() => setListOpen(false)} onPick={pick} onExited={refocus} />
    </Dialog>
  );
}

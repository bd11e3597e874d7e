import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ApiError, failureMessage } from '../../api/http.js';
import { dateTime } from '@app/core/format/dates';
import type { Tracking } from '@app/core/contract/bookings';
import { readableLog, trackBooking } from '../bookingApi.js';

/** The spec's progress list, each step ticked from the booking's real timeline. */
const STEPS: { key: keyof Tracking['progress']; label: string }[] = [
  { key: 'booked', label: 'Booked services' },
  { key: 'paid', label: 'Payment received' },
  { key: 'manongs_assigned', label: 'Assigned manongs' },
  { key: 'started', label: 'Work started' },
  { key: 'job_done', label: 'Job done' },
];

/**
 * The booking tracker (spec §2): a booking number field and the progress list, here
 * working: both come from GET /api/fetch-booking-details/{id}, the booking's status
 * timeline as its events recorded it.
 */
export function BookingTracker({ initialId }: { initialId: string }) {
  const [number, setNumber] = useState(initialId);
  const [tracking, setTracking] = useState<Tracking | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const track = useCallback(async (id: string) => {
    if (!id.trim()) return setError('The booking number field is required.');
    setLoading(true);
    setError(null);
    try {
      setTracking(await trackBooking(id.trim()));
    } catch (failure) {
      setTracking(null);
      setError(failure instanceof ApiError && failure.status === 404 ? 'Booking not found...' : failureMessage(failure));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (initialId) void track(initialId);
  }, [initialId, track]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void track(number);
  }

  return (
    <Stack spacing={2}>
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate aria-label="Track a booking" sx={{ pt: 1 }}>
        <TextField id="tracker-booking-number" label="Booking Number" size="small" value={number} onChange={(e) => setNumber(e.target.value)} fullWidth />
        <Button type="submit" variant="contained" disabled={loading}>
          Track
        </Button>
      </Stack>
      {loading && <LinearProgress aria-label="Loading the booking's status" />}
      {error && <Alert severity="error">{error}</Alert>}
      {tracking && (
        <>
          <Typography>
            {tracking.category}, {dateTime(tracking.when_at)}: <strong>{tracking.work_status_string}</strong>
            {tracking.progress.cancelled && ' (cancelled)'}
          </Typography>
          <List dense aria-label="Progress">
            {STEPS.map((step) => {
              const done = tracking.progress[step.key];
              return (
                <ListItem key={step.key} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>{done ? <CheckCircleIcon color="success" titleAccess="Done" /> : <RadioButtonUncheckedIcon color="disabled" titleAccess="Not yet" />}</ListItemIcon>
                  <ListItemText primary={step.label} />
                </ListItem>
              );
            })}
          </List>
          <Typography variant="subtitle2" component="h3">
            Timeline
          </Typography>
          <List dense aria-label="Timeline">
            {tracking.timeline.map((entry) => (
              <ListItem key={entry.id} disableGutters>
                <ListItemText primary={readableLog(entry.log)} secondary={dateTime(entry.created_at)} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

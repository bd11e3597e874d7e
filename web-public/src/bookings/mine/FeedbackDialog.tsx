import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { required } from '../../forms/rules.js';
import { useDialogSubmit } from '../useDialogSubmit.js';

export interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
  /** Completes the booking; throws the api's error (422 on `feedback`). */
  onSubmit: (feedback: string) => Promise<void>;
}

/** My Bookings: a booking On Going (3) is completed by its customer, with feedback (spec §4). */
export function FeedbackDialog({ open, onClose, onSubmit }: FeedbackDialogProps) {
  const [feedback, setFeedback] = useState('');
  const { errors, setErrors, busy, run } = useDialogSubmit();

  useEffect(() => {
    if (!open) return;
    setFeedback('');
    setErrors({});
  }, [open, setErrors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = required(feedback, 'feedback');
    if (missing) return setErrors({ feedback: missing });
    await run(() => onSubmit(feedback.trim()));
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="feedback-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Complete with feedback">
        <DialogTitle id="feedback-title">Complete booking</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Tell us how the job went. Sending your feedback marks the booking as completed.</DialogContentText>
          {errors._ && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errors._}
            </Alert>
          )}
          <TextField
            id="booking-feedback"
            label="Feedback"
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            error={Boolean(errors.feedback)}
            helperText={errors.feedback}
            required
            multiline
            minRows={3}
            autoFocus
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Complete
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

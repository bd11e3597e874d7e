import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formErrors } from '../api/http.js';
import { checkBooking } from '../bookings/bookingApi.js';
import { collect, email as emailRule, required, type Errors } from '../forms/rules.js';
import { EmailField } from '../auth/EmailField.js';

export interface ManageBookingDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The manage-booking page's address, in the one-segment form of the old links (spec §2). */
export function manageBookingPath(email: string, bookingId: string): string {
  return `/booking-management/email=${encodeURIComponent(email)}&bookingId=${encodeURIComponent(bookingId)}`;
}

/**
 * Booking id and e-mail, both required (spec §5), checked with `api/check-booking`: a
 * booking that is not found is said here, 'Booking not found...' (spec §8), before any
 * page opens.
 */
export function ManageBookingDialog({ open, onClose }: ManageBookingDialogProps) {
  const navigate = useNavigate();
  const [bookingId, setBookingId] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = collect({ bookingId: required(bookingId, 'booking id'), email: emailRule(email) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await checkBooking(bookingId.trim(), email.trim());
    } catch (error) {
      // The api's 404 carries the spec's text; a 429 or a dropped connection is said plainly.
      setErrors(formErrors(error));
      return;
    } finally {
      setBusy(false);
    }
    onClose();
    void navigate(manageBookingPath(email.trim(), bookingId.trim()));
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="manage-booking-title" fullWidth maxWidth="xs">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Find my booking">
        <DialogTitle id="manage-booking-title">Manage Booking</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Enter the booking ID from your confirmation e-mail and the e-mail address you booked with.</DialogContentText>
          {errors._ && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errors._}
            </Alert>
          )}
          <Stack spacing={2}>
            <TextField
              id="manage-booking-id"
              // A keyboard user types straight away, and Enter in a field submits.
              autoFocus
              label="Booking ID"
              value={bookingId}
              onChange={(e) => setBookingId(e.target.value)}
              error={Boolean(errors.bookingId)}
              helperText={errors.bookingId}
              required
              fullWidth
            />
            <EmailField id="manage-booking-email" value={email} onChange={setEmail} error={errors.email} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Find booking
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

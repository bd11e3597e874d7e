import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formErrors } from '../api/http.js';
import { useAuth } from '../auth/AuthContext.js';
import { activateAccount, finishBooking } from '../booking/bookingApi.js';
import type { Booking } from '../bookings/bookingApi.js';
import { dateTime, pesos } from '../format.js';
import { lastBooking } from '../booking/lastBooking.js';
import { useNotify } from '../notify/Notifier.js';

/** /booking-success/:id, where the gateway sends the customer after paying (spec §2, §4). */
export default function BookingSuccess() {
  const { id = '' } = useParams();
  const { state: auth } = useAuth();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const [activated, setActivated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A guest is whoever is not signed in here, or who placed this booking signed out in this tab.
  const guest = auth.status === 'signedOut' || (auth.status !== 'signedIn' && lastBooking(id)?.guest === true);
  const placed = usePlacedBooking(id, auth.status === 'signedIn');

  async function keepAccount() {
    setSending(true);
    setError(null);
    try {
      const { message } = await activateAccount(id);
      setActivated(message);
      notify(message);
    } catch (e) {
      setError(formErrors(e)._ ?? 'We could not send the link. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          Booking confirmed! - Payment Successful!
        </Typography>
        <Typography sx={{ mb: 1 }}>Thank you. An e-mail with the details of your booking will follow shortly.</Typography>
        <Typography color="text.secondary" sx={{ mb: placed ? 1 : 3 }}>
          Booking ID: <strong>{id}</strong>
        </Typography>
        {placed && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {placed.category.name} on {dateTime(placed.when_at)} · Total {pesos(placed.total)} · {placed.payment_status === 'paid' ? 'Paid' : 'Payment being confirmed'}
          </Typography>
        )}
        {guest && (
          <Stack spacing={2} component="section" aria-labelledby="keep-account" sx={{ mb: 3 }}>
            <Typography id="keep-account" variant="h6" component="h2">
              Do you want to keep your account?
            </Typography>
            <Typography variant="body2" color="text.secondary">
              We made an account with your e-mail for this booking. Keep it to see your bookings and book faster next time: we will e-mail you a link to set your password.
            </Typography>
            {activated ? (
              <Alert severity="success">{activated}</Alert>
            ) : (
              <div>
                <Button variant="contained" color="secondary" onClick={() => void keepAccount()} disabled={sending}>
                  {sending ? 'Sending…' : 'KEEP MY ACCOUNT'}
                </Button>
              </div>
            )}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          {auth.status === 'signedIn' && (
            <Button variant="outlined" component={RouterLink} to="/my-bookings">
              My bookings
            </Button>
          )}
          <Button variant="outlined" component={RouterLink} to="/services">
            Back to services
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/**
 * The signed-in customer's booking of this page, from the wizard's last call; null while it
 * loads, for a guest, or when it is not among theirs (an old link, another account), and
 * then the page shows the reference alone.
 */
function usePlacedBooking(reference: string, signedIn: boolean): Booking | null {
  const [placed, setPlaced] = useState<Booking | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    finishBooking()
      .then((bookings) => current && setPlaced(bookings.find((b) => b.id === reference) ?? null))
      // The page's message stands without the details; My bookings lists them.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [reference, signedIn]);
  return placed;
}

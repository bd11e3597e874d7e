import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { ApiError, failureMessage } from '../api/http.js';
import { useAuth } from '../auth/AuthContext.js';
import type { PlacedBooking } from '@app/core/contract/checkout';
import { activateAccount, placedBooking } from '../booking/checkoutApi.js';
import { dateTime } from '@app/core/format/dates';
import { pesos } from '@app/core/format/money';
import { AddToCalendar } from '../bookings/AddToCalendar.js';
import { paymentLabel } from '../bookings/PaymentChip.js';
import { useNotify } from '../notify/Notifier.js';
import NotFound from './NotFound.js';

/** A payment the gateway has not reported yet is asked about again this often, this many times. */
const RECHECK_MS = 3000;
const RECHECKS = 20;

type Answer = { status: 'loading' } | { status: 'found'; booking: PlacedBooking } | { status: 'notFound' } | { status: 'failed'; message: string };

/**
 * /booking-success/:id?receipt=…, where the gateway sends the customer after paying (spec
 * §2, §4). It says what the server says of that booking: paid, still being confirmed, or
 * not found (a made-up id, someone else's, or a link without its receipt).
 */
export default function BookingSuccess() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const answer = usePlacedBooking(id, params.get('receipt'));

  if (answer.status === 'notFound') return <NotFound />;
  if (answer.status === 'found' && (answer.booking.payment_status === 'failed' || answer.booking.payment_status === 'expired')) {
    return <Navigate to={`/payment-failed?booking=${encodeURIComponent(id)}`} replace />;
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        {answer.status === 'loading' && (
          <Stack role="status" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress aria-hidden />
            <Typography component="h1" variant="h5">
              Checking your booking…
            </Typography>
          </Stack>
        )}
        {answer.status === 'failed' && (
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              We could not check your booking
            </Typography>
            <Alert severity="error" action={<Button color="inherit" onClick={answer.retry}>Try again</Button>}>
              {answer.message}
            </Alert>
          </Stack>
        )}
        {answer.status === 'found' && <Placed booking={answer.booking} recheck={answer.recheck} rechecking={answer.rechecking} />}
      </Paper>
    </Container>
  );
}

function Placed({ booking, recheck, rechecking }: { booking: PlacedBooking; recheck: () => void; rechecking: boolean }) {
  const { state: auth } = useAuth();
  return (
    <>
      {booking.paid ? (
        <>
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
          <Typography variant="h4" component="h1" gutterBottom>
            Booking confirmed! - Payment Successful!
          </Typography>
          <Typography sx={{ mb: 1 }}>Thank you. An e-mail with the details of your booking will follow shortly.</Typography>
        </>
      ) : (
        <>
          <HourglassEmptyIcon color="action" sx={{ fontSize: 64 }} aria-hidden />
          <Typography variant="h4" component="h1" gutterBottom>
            Your payment is being confirmed
          </Typography>
          <Typography sx={{ mb: 1 }} role="status">
            {rechecking ? 'We are waiting for our payment partner to confirm it. This page updates by itself.' : 'Our payment partner has not confirmed it yet. You will get an e-mail once it does.'}
          </Typography>
          {!rechecking && (
            <Button variant="outlined" onClick={recheck} sx={{ mb: 2 }}>
              Check again
            </Button>
          )}
        </>
      )}
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Booking ID: <strong>{booking.id}</strong>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {booking.category} on {dateTime(booking.when_at)} · Total {pesos(booking.total)} · {booking.paid ? paymentLabel(booking) : 'Payment being confirmed'}
      </Typography>
      {booking.calendar && (
        <Stack component="section" aria-label="Add to calendar" sx={{ alignItems: 'center', justifyContent: 'center', mb: 3 }}>
          <AddToCalendar links={booking.calendar} reference={booking.id} />
        </Stack>
      )}
      {booking.can_keep_account && auth.status !== 'signedIn' && <KeepAccount reference={booking.id} />}
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
    </>
  );
}

/** KEEP MY ACCOUNT: the account a guest's booking made gets its set-password link by e-mail. */
function KeepAccount({ reference }: { reference: string }) {
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const [activated, setActivated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function keepAccount() {
    setSending(true);
    setError(null);
    try {
      const { message } = await activateAccount(reference);
      setActivated(message);
      notify(message);
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setSending(false);
    }
  }

  return (
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
  );
}

type Loaded = Exclude<Answer, { status: 'found' } | { status: 'failed' }> | { status: 'found'; booking: PlacedBooking; recheck: () => void; rechecking: boolean } | { status: 'failed'; message: string; retry: () => void };

/**
 * The booking as the server answers it; while its payment is not confirmed yet (the
 * gateway's callback can come after the payer's redirect), asked again every few seconds
 * for about a minute, then on the Check again button.
 */
function usePlacedBooking(reference: string, receipt: string | null): Loaded {
  const [answer, setAnswer] = useState<Answer>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [checks, setChecks] = useState(0);
  const again = useCallback(() => {
    setChecks(0);
    setRound((r) => r + 1);
  }, []);

  useEffect(() => {
    let current = true;
    placedBooking(reference, receipt)
      .then((booking) => current && setAnswer({ status: 'found', booking }))
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setAnswer({ status: 'notFound' });
        else setAnswer({ status: 'failed', message: failureMessage(error) });
      });
    return () => {
      current = false;
    };
  }, [reference, receipt, round]);

  const waiting = answer.status === 'found' && !answer.booking.paid && answer.booking.payment_status === 'unpaid' && checks < RECHECKS;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => {
      setChecks((n) => n + 1);
      setRound((r) => r + 1);
    }, RECHECK_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, round]);

  if (answer.status === 'found') return { ...answer, recheck: again, rechecking: waiting };
  if (answer.status === 'failed') return { ...answer, retry: again };
  return answer;
}

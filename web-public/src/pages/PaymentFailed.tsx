import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { lastBooking } from '../booking/lastBooking.js';

/**
 * /payment-failed (spec §2). The gateway adds `?booking=<id>`: the way back to the payment
 * method is that booking's manage-booking page (its Payment button) when this tab placed
 * it; otherwise the services list.
 */
export default function PaymentFailed() {
  const [params] = useSearchParams();
  const booking = params.get('booking');
  const known = lastBooking(booking);
  // The booking's own page has the Payment button; it needs the e-mail this tab booked with.
  const back = known ? `/booking-management/email=${encodeURIComponent(known.email)}&bookingId=${encodeURIComponent(known.reference)}` : '/services';

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          Oh no! Your payment failed..
        </Typography>
        <Typography sx={{ mb: 1 }}>Please check that your account has enough balance, or contact your bank, then try again.</Typography>
        {booking && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Your booking <strong>{booking}</strong> is saved and not paid yet. Open Manage Booking with this ID and your e-mail to pay it.
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
          <Button variant="contained" component={RouterLink} to={back}>
            Back to payment method
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

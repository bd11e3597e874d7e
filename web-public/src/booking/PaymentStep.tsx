import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pesos } from '@app/core/format/money';
import type { CartQuote } from '@app/core/contract/checkout';
import type { GatewayPath } from './checkoutApi.js';
import { useTestPaymentsNotice } from './paymentMode.js';
import { everyMonths } from './planWords.js';

export const NO_SCHEDULE_ALERT = 'Please select a booking schedule to proceed to payment.';

export interface PaymentStepProps {
  hasSchedule: boolean;
  /** The cart's total as the page sums it, shown until the server's quote arrives. */
  total: number;
  /** The server's quote (useCartQuote): undefined while asking, null when it could not say. */
  quote: CartQuote | null | undefined;
  busy: GatewayPath | null;
  redirecting: boolean;
  /** Why the last attempt failed, in the server's words. */
  error?: string | null;
  onPay: (gateway: GatewayPath) => void;
  /** Try again after a failure: the same gateway (a booking already placed is paid, not placed again). */
  onRetry: () => void;
  /** "Send me text reminders for this booking" (the account's choice about texts, sent with the booking). */
  texts: boolean;
  onTexts: (allowed: boolean) => void;
  /** The plan chosen at the service step (months), or null for one visit. */
  planInterval?: number | null;
}

/**
 * Step 4, Payment Details: the two gateways (spec §2). Whether the installment one takes
 * the cart is the server's answer (its quote), never the page's own arithmetic: the page
 * once allowed 999.50 while the server refused it. Without an answer the button stays
 * enabled and the placement says why, if it must.
 */
export function PaymentStep({ hasSchedule, total, quote, busy, redirecting, error, onPay, onRetry, texts, onTexts, planInterval = null }: PaymentStepProps) {
  const testNotice = useTestPaymentsNotice();
  if (!hasSchedule) return <Alert severity="warning">{NO_SCHEDULE_ALERT}</Alert>;
  const installment = quote === null || quote?.installment_allowed === true;
  const note = quote?.installment_note ?? null;
  return (
    <Stack spacing={2}>
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry} disabled={busy !== null} sx={{ whiteSpace: 'nowrap' }}>
              Try again
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {testNotice && (
        <Alert severity="info" role="status" data-testid="test-payments-notice">
          <strong>{testNotice}.</strong> This site is not taking real payments: either button opens a test payment page where you choose Pay or Fail.
        </Alert>
      )}
      <Typography>
        Total to pay: <strong>{pesos(quote?.total ?? total)}</strong>. Choose how to pay; you will finish on our payment partner&apos;s page.
      </Typography>
      {planInterval !== null && (
        <Typography data-testid="plan-summary">
          Maintenance plan: <strong>{everyMonths(planInterval).toLowerCase()}</strong>. You pay for this first visit now; we e-mail you before each next one, with a link to pay.
        </Typography>
      )}
      <FormControlLabel
        control={<Checkbox checked={texts} onChange={(e) => onTexts(e.target.checked)} disabled={busy !== null} />}
        label="Send me text reminders for this booking"
        sx={{ minHeight: 44, mr: 0 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" size="large" onClick={() => onPay('xendit')} disabled={busy !== null}>
          {busy === 'xendit' ? 'Placing your booking…' : 'Pay online (Xendit)'}
        </Button>
        <Button variant="outlined" size="large" onClick={() => onPay('tendopay')} disabled={busy !== null || !installment} aria-describedby={note ? 'installment-note' : undefined}>
          {busy === 'tendopay' ? 'Placing your booking…' : 'Pay in installments (TendoPay)'}
        </Button>
      </Stack>
      {note && (
        <Typography id="installment-note" variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      <Dialog open={redirecting} aria-labelledby="redirecting-title" aria-describedby="redirecting-text">
        <DialogTitle id="redirecting-title">Redirecting...</DialogTitle>
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-label="Redirecting" />
            <Typography id="redirecting-text">Please wait while we redirect you to our payment partners..</Typography>
          </Stack>
        </DialogContent>
      </Dialog>
    </Stack>
  );
}

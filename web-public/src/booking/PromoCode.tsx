import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ApiError, failureMessage } from '../api/http.js';
import { useNotify } from '../notify/Notifier.js';
import type { CouponTerms } from '@app/core/contract/checkout';
import { applyCoupon } from './checkoutApi.js';

/** Spec §8: the public page's text under the promo field. */
export const INVALID_COUPON = 'Invalid discount coupon...';

export interface PromoCodeProps {
  coupon: CouponTerms | null;
  onChange: (coupon: CouponTerms | null) => void;
  /** A server error on the coupon from the booking call. */
  error?: string;
}

/** The promo code field with Apply, and Remove once a coupon is applied. */
export function PromoCode({ coupon, onChange, error }: PromoCodeProps) {
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setProblem('Enter a promo code first.');
    setChecking(true);
    try {
      onChange(await applyCoupon(code.trim()));
      setProblem(undefined);
      notify('Coupon is valid.');
    } catch (e) {
      // A 422 is the invalid coupon; anything else (network, rate limit) is said as it is.
      setProblem(e instanceof ApiError && e.status === 422 ? INVALID_COUPON : failureMessage(e));
      onChange(null);
    } finally {
      setChecking(false);
    }
  }

  if (coupon) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
        <Typography>
          Promo code <strong>{coupon.code}</strong> applied{coupon.is_percentage ? ` (${coupon.amount}% off)` : ''}
        </Typography>
        <Button
          color="error"
          onClick={() => {
            onChange(null);
            setCode('');
          }}
          aria-label={`Remove promo code ${coupon.code}`}
        >
          Remove
        </Button>
      </Stack>
    );
  }
  const shown = problem ?? error;
  return (
    <Stack component="form" onSubmit={apply} noValidate aria-label="Promo code" direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 2 }}>
      <TextField id="promo-code" label="Promo code" size="small" value={code} onChange={(e) => setCode(e.target.value)} error={Boolean(shown)} helperText={shown} fullWidth />
      <Button type="submit" variant="outlined" disabled={checking}>
        Apply
      </Button>
    </Stack>
  );
}

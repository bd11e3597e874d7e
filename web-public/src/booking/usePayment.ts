import { useRef, useState } from 'react';
import { ApiError, failureMessage, formErrors } from '../api/http.js';
import { forgetAttempt } from '../api/idempotency.js';
import { paymentUrl } from '../bookings/bookingApi.js';
import { emptyCart } from '../cart/cart.js';
import { useCart } from '../cart/CartContext.js';
import type { ProcessRequest } from '@app/core/contract/checkout';
import { CHECKOUT, processPayment, type GatewayPath } from './checkoutApi.js';
import { rememberBooking } from './lastBooking.js';

/** Spec §9: the gateway opens 2000 ms after the Redirecting popup. */
export const REDIRECT_DELAY_MS = 2000;

type Who = { guest: boolean; email: string };

export interface PaymentState {
  busy: GatewayPath | null;
  redirecting: boolean;
  /** Why the last attempt failed, in the server's words (shown on the payment step with Try again). */
  failure: string | null;
  pay: (gateway: GatewayPath, request: ProcessRequest, who: Who) => Promise<Record<string, string> | null>;
  /** The gateway of the last attempt, for Try again. */
  tried: GatewayPath | null;
}

/**
 * Places the cart's booking at the chosen gateway; on success shows Redirecting and goes
 * to the gateway's page. Answers the field errors of a refusal (null on success).
 */
export function usePayment(): PaymentState {
  const { replace } = useCart();
  const [busy, setBusy] = useState<GatewayPath | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);
  const [tried, setTried] = useState<GatewayPath | null>(null);
  // A booking the server placed although its gateway could not be reached (503): paid again, never placed again.
  const placed = useRef<{ reference: string; email: string } | null>(null);

  function redirect(url: string) {
    setRedirecting(true);
    window.setTimeout(() => {
      // The booking is placed: the cart is spent, and the next checkout is a new attempt
      // (not before: a reload until now finds the cart and repeats this attempt's key).
      replace(emptyCart);
      forgetAttempt(CHECKOUT);
      window.location.assign(url);
    }, REDIRECT_DELAY_MS);
  }

  async function attempt(gateway: GatewayPath, call: () => Promise<string>): Promise<Record<string, string> | null> {
    // One booking per click: a double click must not place two.
    if (sent.current) return null;
    sent.current = true;
    setBusy(gateway);
    setFailure(null);
    try {
      redirect(await call());
      return null;
    } catch (error) {
      setBusy(null);
      sent.current = false;
      setFailure(failureMessage(error));
      return formErrors(error);
    }
  }

  const pay = (gateway: GatewayPath, request: ProcessRequest, who: Who) => {
    setTried(gateway);
    const booking = placed.current;
    if (booking) return attempt(gateway, async () => (await paymentUrl(booking.reference, booking.email)).url);
    return attempt(gateway, async () => {
      try {
        const answer = await processPayment(gateway, request);
        rememberBooking({ reference: answer.booking.id, ...who });
        return answer.url;
      } catch (error) {
        // The gateway down after placement (503 with the booking): it stands, unpaid, and
        // the next attempt pays that booking rather than placing a second one.
        const saved = error instanceof ApiError && error.status === 503 ? (error.data as { id?: unknown } | undefined)?.id : undefined;
        if (typeof saved === 'string') {
          placed.current = { reference: saved, email: who.email };
          rememberBooking({ reference: saved, ...who });
        }
        throw error;
      }
    });
  };

  return { busy, redirecting, failure, tried, pay };
}

import { useRef, useState } from 'react';
import { ApiError, formErrors } from '../api/http.js';
import { emptyCart } from '../cart/cart.js';
import { useCart } from '../cart/CartContext.js';
import { processPayment, type GatewayPath, type ProcessRequest } from './bookingApi.js';
import { rememberBooking } from './lastBooking.js';

/** Spec §9: the gateway opens 2000 ms after the Redirecting popup. */
export const REDIRECT_DELAY_MS = 2000;

export interface PaymentState {
  busy: GatewayPath | null;
  redirecting: boolean;
  pay: (gateway: GatewayPath, request: ProcessRequest, who: { guest: boolean; email: string }) => Promise<Record<string, string> | null>;
}

/**
 * Places the cart's booking at the chosen gateway; on success shows Redirecting and goes
 * to the gateway's page. Answers the field errors of a refusal (null on success).
 */
export function usePayment(): PaymentState {
  const { replace } = useCart();
  const [busy, setBusy] = useState<GatewayPath | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const sent = useRef(false);

  async function pay(gateway: GatewayPath, request: ProcessRequest, who: { guest: boolean; email: string }) {
    // One booking per click: a double click must not place two.
    if (sent.current) return null;
    sent.current = true;
    setBusy(gateway);
    try {
      const answer = await processPayment(gateway, request);
      rememberBooking({ reference: answer.booking.id, ...who });
      setRedirecting(true);
      window.setTimeout(() => {
        // The booking is placed: the cart is spent.
        replace(emptyCart);
        window.location.assign(answer.url);
      }, REDIRECT_DELAY_MS);
      return null;
    } catch (error) {
      setBusy(null);
      // The gateway down after placement (503): the booking stands, unpaid. Another click
      // here would place a second booking, so the way on is the booking's Payment button.
      if (error instanceof ApiError && error.status === 503) return { _: `${error.message} You can pay it later from Manage Booking, with the booking ID and your e-mail.` };
      sent.current = false;
      return formErrors(error);
    }
  }

  return { busy, redirecting, pay };
}

/**
 * What happens to a verified payment outcome: it is recorded on the booking that requested
 * the payment, as the booking's RecordPaymentOutcome (decisions/payments.ts), which makes
 * repeats and late news no-ops (PAID twice, EXPIRED after PAID: one PaymentSucceeded).
 *
 * How refusals answer the gateway, and why:
 * - no booking requested this payment (after the bounded wait of bookingOfPayment.ts): logged
 *   as an error and answered 200; the gateway holds an invoice of ours that no booking
 *   points to, and retrying cannot change that. Money on it is refunded by hand.
 * - a wrong amount, or a second invoice paid for a paid booking (a double charge): logged as
 *   an error and answered 200, for the same reason: the gateway's retries cannot fix the
 *   amount; an operator refunds.
 * - a lagging read model, the event store or the database down: the error goes up and the
 *   gateway gets a 503, so it retries later when recording can succeed.
 * An unknown invoice or a wrong token never gets here: the adapters refuse those (404, 422).
 */
import type { Logger } from '@app/core/logger';
import type { OnOutcome } from '@app/core/payments/callbacks';
import { recordOutcome } from '@app/core/payments/recordOutcome';
import { bookingOfPayment } from '../bookings/payment/bookingOfPayment.js';
import type { ApiContext } from '../context.js';

/** Only logs: for a gateway set-up with no bookings behind it. */
export function logOutcome(log: Logger): OnOutcome {
  return async (outcome, gateway) => {
    log.info({ gateway, ...outcome }, `payment ${outcome.status} (logged only: not recorded on a booking)`);
  };
}

export function recordOutcomeOnBooking(ctx: ApiContext): OnOutcome {
  return async (outcome, gateway) => {
    const bookingId = await bookingOfPayment(ctx, outcome.paymentId);
    if (!bookingId) {
      const { paymentId, status, amountCentavos, gatewayReference } = outcome;
      ctx.log.error({ gateway, paymentId, status, amountCentavos, gatewayReference }, `payment ${status} for no booking: not recorded (refund by hand if money moved)`);
      return;
    }
    const append = await recordOutcome(ctx, bookingId, outcome, gateway);
    await ctx.settle(append, ['bookings']);
  };
}

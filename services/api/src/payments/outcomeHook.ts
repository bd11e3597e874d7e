/**
 * What happens to a verified payment outcome. FOR NOW IT IS ONLY LOGGED: bookings are not
 * wired to payments yet, so nothing is stored and no booking changes. The booking slice
 * replaces this with a RecordPaymentOutcome command on the booking that requested the
 * payment (decisions/payments.ts), which makes repeats no-ops and refuses a wrong amount.
 */
import type { Logger } from '@app/core/logger';
import type { OnOutcome } from '@app/core/payments/callbacks';

export function logOutcome(log: Logger): OnOutcome {
  return async (outcome, gateway) => {
    log.info({ gateway, ...outcome }, `payment ${outcome.status} (logged only: not yet recorded on a booking)`);
  };
}

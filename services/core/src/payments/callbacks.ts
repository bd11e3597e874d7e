/**
 * The one path every gateway's news takes, the sandbox's included: verify the callback
 * with its gateway, then hand a settled outcome to `onOutcome` (which will record it on
 * the booking). Refusals are logged and rethrown for the route to answer.
 *
 * Repeats are expected (gateways retry; a second Pay on the sandbox page): each verified
 * callback is reported, and the booking decider makes a repeat a no-op.
 */
import type { Logger } from '../logger.js';
import { PaymentCallbackRejected, type CallbackRequest, type PaymentGateway, type PaymentOutcome, type SettledOutcome } from './port.js';

export type OnOutcome = (outcome: SettledOutcome, gateway: PaymentGateway['name']) => Promise<void>;

export interface CallbackDeps {
  onOutcome: OnOutcome;
  log: Pick<Logger, 'info' | 'warn'>;
}

export const isSettled = (outcome: PaymentOutcome): outcome is SettledOutcome => outcome.status !== 'pending';

export async function handleGatewayCallback(gateway: PaymentGateway, request: CallbackRequest, deps: CallbackDeps): Promise<PaymentOutcome> {
  let outcome: PaymentOutcome;
  try {
    outcome = await gateway.verifyCallback(request);
  } catch (error) {
    if (error instanceof PaymentCallbackRejected) {
      // Only the reason: never the headers or the body, which may carry the tokens.
      deps.log.warn({ gateway: gateway.name, reason: error.reason }, error.message);
    }
    throw error;
  }
  if (isSettled(outcome)) {
    await deps.onOutcome(outcome, gateway.name);
  } else {
    // Still pending at the gateway: a callback ahead of the money (or a forged "PAID" body
    // with a real token) reports nothing.
    deps.log.info({ gateway: gateway.name, paymentId: outcome.paymentId }, 'payment callback: still pending at the gateway');
  }
  return outcome;
}

/**
 * How a refused or undeliverable callback answers (a wrong token or signature 401). The reason is logged, never told: a
 * forger learns only that the callback was refused. An unreachable gateway answers 503 so
 * the gateway retries the callback later.
 */
import { PaymentCallbackRejected, PaymentGatewayError } from '@app/core/payments/port';
import { HttpError } from '../http/problems.js';

export function callbackError(error: unknown): unknown {
  if (error instanceof PaymentCallbackRejected) {
    if (error.reason === 'unknown_payment') return new HttpError('not_found', 'Payment not found.');
    // A wrong token or signature is a caller that failed to prove who it is: 401 (issue 8).
    if (error.reason === 'bad_token' || error.reason === 'bad_signature') return new HttpError('unauthenticated', 'The payment callback was refused.');
    return new HttpError('validation_failed', 'The payment callback was refused.');
  }
  if (error instanceof PaymentGatewayError) return new HttpError('unavailable', 'The payment gateway could not be reached. Please try again.');
  return error;
}

/** Runs `fn`, turning payment errors into HTTP ones. */
export async function answeringPaymentErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw callbackError(error);
  }
}

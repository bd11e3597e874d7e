/** What the payment tests share: a recorder standing in for the booking decider's hook. */
import type { CallbackDeps } from '../src/payments/callbacks.js';
import type { SettledOutcome } from '../src/payments/port.js';

export interface Recorder extends CallbackDeps {
  outcomes: SettledOutcome[];
  warnings: unknown[];
}

export function recorder(): Recorder {
  const outcomes: SettledOutcome[] = [];
  const warnings: unknown[] = [];
  const log = { info: () => {}, warn: (obj: unknown) => void warnings.push(obj) } as unknown as CallbackDeps['log'];
  return { outcomes, warnings, log, onOutcome: async (outcome) => void outcomes.push(outcome) };
}

export const checkoutRequest = (paymentId: string, amountCentavos = 2500_50) => ({
  paymentId,
  bookingReference: 'HRK7M2Q9XZ',
  amountCentavos,
  description: 'Booking HRK7M2Q9XZ: aircon cleaning',
  payer: { email: 'juan@example.ph', firstName: 'Juan', lastName: 'Dela Cruz' },
  successUrl: `http://localhost:3000/booking-success/${paymentId}`,
  failureUrl: 'http://localhost:3000/payment-failed',
});

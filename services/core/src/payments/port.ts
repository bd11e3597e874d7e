/**
 * The payment gateway port: what bookings ask of Xendit, TendoPay and the local sandbox.
 * Adapters speak their gateway's wire format; everything past this port sees pesos turned
 * into centavos and the gateway's statuses turned into four words.
 */
import type { Gateway } from '../bookings/pricing.js';

export type GatewayName = Gateway;

export interface CheckoutRequest {
  /** Our id of this payment attempt; the gateway's external / merchant order id. */
  paymentId: string;
  bookingReference: string;
  amountCentavos: number;
  description: string;
  payer: { email: string; firstName: string; lastName: string };
  /** Where the customer's browser lands after paying, and after failing or giving up. */
  successUrl: string;
  failureUrl: string;
}

export interface Checkout {
  /** The page the customer is sent to. */
  url: string;
  /** The gateway's own id for this checkout (Xendit invoice id, TendoPay order, sandbox id). */
  gatewayReference: string;
}

/** A callback as HTTP delivered it; adapters pick what their gateway signs. */
export interface CallbackRequest {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  query: Record<string, unknown>;
  /** The body's bytes when the route kept them; no adapter here signs bytes (see README). */
  rawBody?: Buffer;
}

export type PaymentStatus = 'paid' | 'failed' | 'expired' | 'pending';

export interface PaymentOutcome {
  paymentId: string;
  gatewayReference: string;
  status: PaymentStatus;
  /** What the gateway says this payment is for (or was paid), in centavos. */
  amountCentavos: number;
}

/** An outcome the booking decider records: `pending` is news of nothing and is not reported. */
export type SettledOutcome = PaymentOutcome & { status: Exclude<PaymentStatus, 'pending'> };

export interface PaymentGateway {
  readonly name: GatewayName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Authenticates a callback and says what the gateway now holds; throws PaymentCallbackRejected. */
  verifyCallback(request: CallbackRequest): Promise<PaymentOutcome>;
  /** Re-reads a payment from the gateway (reconciliation, a lost callback). */
  fetchStatus(gatewayReference: string): Promise<PaymentOutcome>;
}

export type RejectionReason = 'bad_token' | 'bad_signature' | 'unknown_payment' | 'malformed';

/** A callback that is not believed: wrong token or signature, unknown invoice, unreadable. */
export class PaymentCallbackRejected extends Error {
  constructor(
    readonly gateway: GatewayName,
    readonly reason: RejectionReason,
    detail: string,
  ) {
    super(`${gateway} callback rejected (${reason}): ${detail}`);
    this.name = 'PaymentCallbackRejected';
  }
}

/** The gateway could not be reached or answered something unexpected (not the caller's fault). */
export class PaymentGatewayError extends Error {
  constructor(
    readonly gateway: GatewayName,
    message: string,
    readonly status?: number,
  ) {
    super(`${gateway}: ${message}`);
    this.name = 'PaymentGatewayError';
  }
}

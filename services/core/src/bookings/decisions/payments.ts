/**
 * Paying a booking. Each gateway invoice is a payment with our own id; the gateway's
 * callback is recorded against it. Callbacks repeat and arrive out of order (EXPIRED after
 * PAID, PAID twice), so a settled payment ignores later news, except that money arriving
 * after an expiry or failure is still money: PAID then wins.
 */
import { DomainError } from '../../commands/decider.js';
import { decimalPesos } from '../../format/money.js';
import { checkGateway, type Gateway } from '../pricing.js';
import type { BookingEvent } from '../bookingEvents.js';
import type { BookingState } from '../bookingState.js';
import { ALREADY_PAID, enforce, payRefusal, placed } from '../rules.js';

export interface RequestPayment {
  type: 'RequestPayment';
  bookingId: string;
  paymentId: string;
  gateway: Gateway;
  /** The invoice page the gateway returned for this payment id and the booking's total. */
  url: string;
  /** The gateway's id of the checkout, to re-read it when its callback never comes. */
  gatewayReference?: string;
}

export interface RecordPaymentOutcome {
  type: 'RecordPaymentOutcome';
  bookingId: string;
  paymentId: string;
  outcome: 'paid' | 'failed' | 'expired';
  /** What the gateway says was paid, in centavos; checked against the invoice. */
  amountCentavos: number;
  gatewayReference: string | null;
}

export const UNKNOWN_PAYMENT = 'Payment not found.';

export function requestPayment(command: RequestPayment, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  const { bookingId, paymentId, gateway, url, gatewayReference } = command;
  if (booking.payments.has(paymentId)) return [];
  enforce(payRefusal(booking));
  checkGateway(gateway, booking.placed.totalCentavos);
  const data = { bookingId, paymentId, gateway, url, amountCentavos: booking.placed.totalCentavos };
  return [{ type: 'PaymentRequested', data: gatewayReference ? { ...data, gatewayReference } : data }];
}

export function recordPaymentOutcome(command: RecordPaymentOutcome, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  const { bookingId, paymentId, outcome } = command;
  const payment = booking.payments.get(paymentId);
  if (!payment) throw new DomainError('not_found', UNKNOWN_PAYMENT);
  if (outcome !== 'paid') {
    if (payment.status !== 'pending') return [];
    return [{ type: outcome === 'failed' ? 'PaymentFailed' : 'PaymentExpired', data: { bookingId, paymentId } }];
  }
  if (payment.status === 'paid') return [];
  if (command.amountCentavos !== payment.amountCentavos) {
    throw new DomainError('invalid', `The amount paid does not match the invoice of Php ${decimalPesos(payment.amountCentavos)}.`, 'amount');
  }
  // A second invoice paid for a paid booking is a double charge: refused here, logged and
  // refunded by hand, never recorded as a second payment of the booking.
  if (booking.paidBy !== null) throw new DomainError('conflict', ALREADY_PAID);
  return [{ type: 'PaymentSucceeded', data: { bookingId, paymentId, amountCentavos: payment.amountCentavos, gatewayReference: command.gatewayReference } }];
}

import { describe, it } from 'vitest';
import { deciderSpec } from '../../commands/deciderSpec.js';
import { bookingDecider } from '../bookingDecider.js';
import type { BookingEvent } from '../bookingEvents.js';
import { bookingId, inStatus, paid, paymentExpired, paymentId, paymentRequested, paymentSucceeded, placed, secondPaymentId, unpaid } from '../bookingFixtures.js';
import { TENDOPAY_MINIMUM } from '../pricing.js';
import { ALREADY_PAID } from '../rules.js';
import { UNKNOWN_PAYMENT } from './payments.js';

const { given } = deciderSpec(bookingDecider);
const url = `https://checkout.xendit.co/web/${paymentId}`;
const request = (id = paymentId, gateway: 'xendit' | 'tendopay' = 'xendit') => ({ type: 'RequestPayment' as const, bookingId, paymentId: id, gateway, url });
const outcome = (o: 'paid' | 'failed' | 'expired', amountCentavos = 1350_00, id = paymentId) => ({
  type: 'RecordPaymentOutcome' as const,
  bookingId,
  paymentId: id,
  outcome: o,
  amountCentavos,
  gatewayReference: 'inv_1',
});
const second: BookingEvent = { type: 'PaymentRequested', data: { ...paymentRequested.data, paymentId: secondPaymentId } };

describe('requesting a payment', () => {
  it('asks for the booking total, as the server priced it', () => {
    given([placed]).when(request()).then([paymentRequested]);
  });

  it('Payment only while unpaid: refused once paid, allowed again after an expiry', () => {
    given(paid).when(request(secondPaymentId)).thenThrows('conflict', ALREADY_PAID);
    given([...unpaid, paymentExpired]).when(request(secondPaymentId)).then([second]);
  });

  it('the same payment requested again changes nothing', () => {
    given(unpaid).when(request()).then([]);
  });

  it('refused for a cancelled booking and for an unknown one', () => {
    given([placed, { type: 'BookingCancelledByCustomer', data: { bookingId } }]).when(request()).thenThrows('conflict', 'cancelled');
    given([]).when(request()).thenThrows('not_found', 'Booking not found...');
  });

  it('refuses TendoPay below Php 1,000', () => {
    const small: BookingEvent = { type: 'BookingPlaced', data: { ...placed.data, totalCentavos: 999_00 } };
    given([small]).when(request(paymentId, 'tendopay')).thenThrows('invalid', TENDOPAY_MINIMUM);
    given([placed]).when(request(paymentId, 'tendopay')).then([{ type: 'PaymentRequested', data: { ...paymentRequested.data, gateway: 'tendopay' } }]);
  });
});

describe('recording a gateway callback', () => {
  it('PAID with the invoice amount marks the payment paid', () => {
    given(unpaid).when(outcome('paid')).then([paymentSucceeded]);
  });

  it('PAID twice leaves one payment', () => {
    given(paid).when(outcome('paid')).then([]);
  });

  it('EXPIRED then PAID: the money counts, once', () => {
    given([...unpaid, paymentExpired]).when(outcome('paid')).then([paymentSucceeded]);
    given([...unpaid, paymentExpired, paymentSucceeded]).when(outcome('paid')).then([]);
  });

  it('EXPIRED or FAILED after PAID, or repeated, changes nothing', () => {
    given(paid).when(outcome('expired')).then([]);
    given(paid).when(outcome('failed')).then([]);
    given([...unpaid, paymentExpired]).when(outcome('expired')).then([]);
    given(unpaid).when(outcome('expired')).then([paymentExpired]);
    given(unpaid).when(outcome('failed')).then([{ type: 'PaymentFailed', data: { bookingId, paymentId } }]);
  });

  it('refuses a wrong amount', () => {
    given(unpaid).when(outcome('paid', 1349_99)).thenThrows('invalid', 'does not match');
    given(unpaid).when(outcome('paid', 13_50)).thenThrows('invalid', 'Php 1350.00');
  });

  it('refuses an unknown invoice', () => {
    given(unpaid).when(outcome('paid', 1350_00, secondPaymentId)).thenThrows('not_found', UNKNOWN_PAYMENT);
  });

  it('a second invoice paid for a paid booking is refused, never a second payment', () => {
    given([...unpaid, paymentExpired, second, paymentSucceeded]).when(outcome('paid', 1350_00, secondPaymentId)).thenThrows('conflict', ALREADY_PAID);
  });

  it('money arriving for a cancelled booking is still recorded (to refund)', () => {
    given([...unpaid, { type: 'BookingCancelledByAdmin', data: { bookingId } }]).when(outcome('paid')).then([paymentSucceeded]);
    given(inStatus[2]).when(outcome('paid')).then([]);
  });
});

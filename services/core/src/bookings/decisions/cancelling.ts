/**
 * Calling a booking off, three ways:
 * - a paid customer asks, with a reason and a refund account (6 Requested Cancellation),
 *   and an administrator accepts (2) or declines (back to the status before);
 * - a customer cancels a pending booking outright (`POST api/bookings/{id}/cancel`, at 0);
 * - an administrator cancels (`DELETE api/bookings/{id}`).
 * Every way to 2 releases the slot seat on the slot stream (the HTTP flow does it).
 */
import { DomainError } from '../../commands/decider.js';
import type { BookingEvent } from '../bookingEvents.js';
import type { BookingState } from '../bookingState.js';
import { acceptCancellationRefusal, adminCancelRefusal, alreadyCancelled, cancellationRequestRefusal, customerCancelRefusal, declineCancellationRefusal, enforce, placed } from '../rules.js';
import { WorkStatus } from '../workStatus.js';

export interface RequestCancellation {
  type: 'RequestCancellation';
  bookingId: string;
  reason: string;
  bankAccount: string;
}
export interface AcceptCancellation {
  type: 'AcceptCancellation';
  bookingId: string;
}
export interface DeclineCancellation {
  type: 'DeclineCancellation';
  bookingId: string;
}
export interface CancelPendingBooking {
  type: 'CancelPendingBooking';
  bookingId: string;
}
export interface CancelBookingByAdmin {
  type: 'CancelBookingByAdmin';
  bookingId: string;
}

/** The spec's field names in the Cancellation Request dialog. */
export const REASON_REQUIRED = 'The Cancellation Reason field is required.';
export const BANK_ACCOUNT_REQUIRED = 'The Bank Account Details field is required.';

export function requestCancellation(command: RequestCancellation, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  const reason = command.reason.trim();
  const bankAccount = command.bankAccount.trim();
  if (!reason) throw new DomainError('invalid', REASON_REQUIRED, 'reason');
  if (!bankAccount) throw new DomainError('invalid', BANK_ACCOUNT_REQUIRED, 'bankAccount');
  enforce(cancellationRequestRefusal(booking));
  const same = booking.cancellation?.reason === reason && booking.cancellation.bankAccount === bankAccount;
  if (booking.workStatus === WorkStatus.RequestedCancellation && same) return [];
  return [{ type: 'CancellationRequested', data: { bookingId: command.bookingId, reason, bankAccount } }];
}

export function acceptCancellation(command: AcceptCancellation, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  // Accepting an accepted request again (a double click, a retry) changes nothing.
  if (booking.workStatus === WorkStatus.Cancelled && booking.cancellation) return [];
  enforce(acceptCancellationRefusal(booking));
  return [{ type: 'CancellationAccepted', data: { bookingId: command.bookingId } }];
}

export function declineCancellation(command: DeclineCancellation, state: BookingState): BookingEvent[] {
  enforce(declineCancellationRefusal(placed(state)));
  return [{ type: 'CancellationDeclined', data: { bookingId: command.bookingId } }];
}

export function cancelPendingBooking(command: CancelPendingBooking, state: BookingState): BookingEvent[] {
  enforce(customerCancelRefusal(placed(state)));
  return [{ type: 'BookingCancelledByCustomer', data: { bookingId: command.bookingId } }];
}

export function cancelBookingByAdmin(command: CancelBookingByAdmin, state: BookingState): BookingEvent[] {
  const booking = placed(state);
  // DELETE is idempotent: a cancelled booking stays cancelled, once.
  if (alreadyCancelled(booking)) return [];
  enforce(adminCancelRefusal(booking));
  return [{ type: 'BookingCancelledByAdmin', data: { bookingId: command.bookingId } }];
}

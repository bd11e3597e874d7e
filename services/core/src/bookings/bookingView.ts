/**
 * What the pages show of a booking's state and which buttons they enable, from the same
 * rules `decide` enforces (rules.ts). Field names of the spec's calls where they exist.
 */
import { isTestPayment, type ManongAssignment, type PlacedBooking } from './bookingState.js';
import * as rules from './rules.js';
import { workStatusString, type PaymentStatus, type WorkStatus } from './workStatus.js';

export interface BookingView {
  work_status: WorkStatus;
  work_status_string: string;
  payment_status: PaymentStatus;
  /** Paid in test mode (the sandbox took it): shown as "Test payment" wherever the payment status is. */
  is_test_payment: boolean;
  /** The url the Payment button opens: the latest invoice, null before one exists. */
  payment_url: string | null;
  /** Manage-booking page. */
  canPay: boolean;
  canRebook: boolean;
  canCancel: boolean;
  canUploadPermit: boolean;
  /** My Bookings: cancel at 0, complete with feedback at 3. */
  canCustomerCancel: boolean;
  canComplete: boolean;
  /** My Bookings shows its permit button only when manongs are assigned and no permits exist yet. */
  showPermitButton: boolean;
  /** The admin screens' buttons. */
  admin: {
    canRebook: boolean;
    canCancel: boolean;
    canAssignManongs: boolean;
    canAcceptCancellation: boolean;
    canDeclineCancellation: boolean;
    canRejectRebook: boolean;
    canConfirmPermits: boolean;
  };
}

const allowed = (rule: (state: PlacedBooking) => string | null, state: PlacedBooking) => rule(state) === null;

export function bookingView(state: PlacedBooking): BookingView {
  const payment = state.currentPaymentId ? state.payments.get(state.currentPaymentId) : undefined;
  return {
    work_status: state.workStatus,
    work_status_string: workStatusString(state.workStatus),
    payment_status: state.paymentStatus,
    is_test_payment: isTestPayment(state),
    payment_url: payment?.url ?? null,
    canPay: allowed(rules.payRefusal, state),
    canRebook: allowed(rules.rebookRequestRefusal, state),
    canCancel: allowed(rules.cancellationRequestRefusal, state),
    canUploadPermit: allowed(rules.permitUploadRefusal, state),
    canCustomerCancel: allowed(rules.customerCancelRefusal, state),
    canComplete: allowed(rules.completionRefusal, state),
    showPermitButton: state.manongs.length > 0 && state.workPermits.length === 0 && allowed(rules.permitUploadRefusal, state),
    admin: {
      canRebook: allowed(rules.adminRebookRefusal, state),
      canCancel: allowed(rules.adminCancelRefusal, state),
      canAssignManongs: allowed(rules.assignManongsRefusal, state),
      canAcceptCancellation: allowed(rules.acceptCancellationRefusal, state),
      canDeclineCancellation: allowed(rules.declineCancellationRefusal, state),
      canRejectRebook: allowed(rules.rejectRebookRefusal, state),
      canConfirmPermits: allowed(rules.confirmPermitsRefusal, state),
    },
  };
}

/** The public manong page's Confirmed column. */
export const manongAnswerLabel = (m: ManongAssignment) => (!m.answered ? 'No Answer' : m.confirmed ? 'Yes' : 'Declined');

/** The field staff's My Bookings buttons for one manong; `now` decides "the service date is today". */
export function manongActions(state: PlacedBooking, manongId: string, now: string) {
  const assignment = rules.assignmentOf(state, manongId);
  if (!assignment) return { canAnswer: false, canTimeIn: false, canTimeOut: false };
  return {
    canAnswer: rules.answerRefusal(state, assignment) === null,
    canTimeIn: rules.timeInRefusal(state, assignment, now) === null,
    canTimeOut: rules.timeOutRefusal(state, assignment) === null,
  };
}

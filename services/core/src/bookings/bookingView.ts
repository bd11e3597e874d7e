/**
 * What the pages show of a booking's state and which buttons they enable: the same flags
 * a booking record carries (bookingActions.ts), from the rules `decide` enforces.
 * Field names of the spec's calls where they exist.
 */
import { bookingActions, type BookingActions } from './bookingActions.js';
import { isTestPayment, type ManongAssignment, type PlacedBooking } from './bookingState.js';
import * as rules from './rules.js';
import { workStatusString, type PaymentStatus, type WorkStatus } from './workStatus.js';

export interface BookingView extends BookingActions {
  work_status: WorkStatus;
  work_status_string: string;
  payment_status: PaymentStatus;
  /** Paid in test mode (the sandbox took it): shown as "Test payment" wherever the payment status is. */
  is_test_payment: boolean;
  /** The url the Payment button opens: the latest invoice, null before one exists. */
  payment_url: string | null;
}

export function bookingView(state: PlacedBooking): BookingView {
  const payment = state.currentPaymentId ? state.payments.get(state.currentPaymentId) : undefined;
  return {
    work_status: state.workStatus,
    work_status_string: workStatusString(state.workStatus),
    payment_status: state.paymentStatus,
    is_test_payment: isTestPayment(state),
    payment_url: payment?.url ?? null,
    ...bookingActions({ ...state, hasManongs: state.manongs.length > 0, totalCentavos: state.placed.totalCentavos }),
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

/**
 * The booking's rules, each a function answering why an action is refused now (or null
 * when it is allowed). `decide` throws the reason; `bookingActions` turns the same answers
 * into the records' `can_*` flags, so the pages and the server cannot disagree.
 */
import { DomainError } from '../commands/decider.js';
import { manilaDate } from '../schedules/manilaTime.js';
import type { ManongAssignment, PlacedBooking } from './bookingState.js';
import { isClosedToCustomerChanges, WorkStatus, workStatusString, type PaymentStatus } from './workStatus.js';

/**
 * What the booking-wide rules read. The aggregate's state has it, and so does a row of
 * the bookings read model, so the lists' flags are computed at read time by these same
 * functions (bookingActions.ts) without loading every booking's stream.
 */
export interface BookingFacts {
  workStatus: WorkStatus;
  paymentStatus: PaymentStatus;
  workPermits: readonly unknown[];
}

type Rule = (state: BookingFacts) => string | null;

/** Spec §8: the lookup dialog's text, also the answer to an unknown id. */
export const BOOKING_NOT_FOUND = 'Booking not found...';
export const NOT_PAID = 'The booking is not paid yet.';
export const ALREADY_PAID = 'The booking is already paid.';
export const NOT_ASSIGNED = 'You are not assigned to this booking.';

const statusText = (state: BookingFacts) => `The booking is ${workStatusString(state.workStatus).toLowerCase()}.`;
const closed: Rule = (state) => (isClosedToCustomerChanges(state.workStatus) ? statusText(state) : null);
const finishedOrCancelled: Rule = (state) =>
  state.workStatus === WorkStatus.Finished || state.workStatus === WorkStatus.Cancelled ? statusText(state) : null;
/** Finished or cancelled: nothing is left to do on it (the field staff's Previous Bookings list it). */
export const isOver = (state: BookingFacts) => finishedOrCancelled(state) !== null;
const paid: Rule = (state) => (state.paymentStatus === 'paid' ? null : NOT_PAID);
const first = (...rules: Rule[]): Rule => (state) => rules.reduce<string | null>((reason, rule) => reason ?? rule(state), null);

/** Manage-booking page: Payment disabled once paid (and pointless once called off). */
export const payRefusal: Rule = (state) =>
  state.paymentStatus === 'paid' ? ALREADY_PAID : state.workStatus === WorkStatus.Cancelled ? statusText(state) : null;
/** Manage-booking page: Rebook and Cancel only when paid and work status is not 1, 2 or 3. */
export const rebookRequestRefusal: Rule = first(paid, closed);
export const cancellationRequestRefusal: Rule = first(paid, closed);
/** Manage-booking page: Upload Work Permit refused at 1, 2 or 3. */
export const permitUploadRefusal: Rule = closed;
/** My Bookings: a pending booking (0) may be cancelled by its customer. */
export const customerCancelRefusal: Rule = (state) => (state.workStatus === WorkStatus.Pending ? null : 'Only a pending booking can be cancelled.');
/** My Bookings: 3 reads "awaiting customer completion"; the customer completes it with feedback. */
export const completionRefusal: Rule = (state) => (state.workStatus === WorkStatus.OnGoing ? null : 'Only a booking on going can be completed.');

/** Admin Cancellation requests. Decline is not offered at 2. */
export const acceptCancellationRefusal: Rule = (state) =>
  state.workStatus === WorkStatus.RequestedCancellation ? null : 'There is no cancellation request to accept.';
export const declineCancellationRefusal: Rule = (state) =>
  state.workStatus === WorkStatus.Cancelled ? statusText(state) : state.workStatus === WorkStatus.RequestedCancellation ? null : 'There is no cancellation request to decline.';
/** Admin Bookings: Re-book hidden at 3; a finished or cancelled booking holds no seat to move. */
export const adminRebookRefusal: Rule = closed;
export const rejectRebookRefusal: Rule = (state) => (state.workStatus === WorkStatus.RebookPending ? null : 'There is no rebooking request to reject.');
/** Admin Bookings: Cancel; a finished booking stays finished. */
export const adminCancelRefusal: Rule = (state) => (state.workStatus === WorkStatus.Finished ? statusText(state) : null);
/** Cancelling a cancelled booking again changes nothing (the console's DELETE is idempotent), so it is not offered. */
export const alreadyCancelled = (state: BookingFacts) => state.workStatus === WorkStatus.Cancelled;
/**
 * Admin Bookings: Manongs only when paid. Not once the work has started (reassigning
 * would wipe the time-ins) or the booking is finished or cancelled.
 */
export const assignManongsRefusal: Rule = first((state) => (state.paymentStatus === 'paid' ? null : 'Manongs can be assigned only to a paid booking.'), closed);
/** Admin: the work permits' Confirmed button is disabled when there are none. */
export const confirmPermitsRefusal: Rule = (state) => (state.workPermits.length > 0 ? null : 'There are no work permits to confirm.');

/** The manong's assignment, or why they may not act on this booking (a `forbidden`). */
export function assignmentOf(state: PlacedBooking, manongId: string): ManongAssignment | null {
  return state.manongs.find((m) => m.manongId === manongId) ?? null;
}

/** Field staff: answer buttons show only while unanswered. */
export function answerRefusal(state: PlacedBooking, assignment: ManongAssignment): string | null {
  if (assignment.answered) return 'You have already answered this booking.';
  return finishedOrCancelled(state);
}

/** Time In only after confirming, on the service date in Manila, not twice, not while a request waits. */
export function timeInRefusal(state: PlacedBooking, assignment: ManongAssignment, now: string): string | null {
  if (!assignment.answered || !assignment.confirmed) return 'Confirm the booking before timing in.';
  if (assignment.timedInAt) return 'You have already timed in.';
  const waiting = state.workStatus === WorkStatus.RebookPending || state.workStatus === WorkStatus.RequestedCancellation;
  if (waiting) return `${statusText(state)} Wait for the administrator's answer.`;
  const over = finishedOrCancelled(state);
  if (over) return over;
  if (manilaDate(now) !== state.slot.date) return 'You can time in only on the service date.';
  return null;
}

/**
 * Before the service date, the date Time In opens (Manila), so the worker's card can say
 * so; null once it is open, or when it never will (declined, finished, cancelled).
 */
export function timeInOpensOn(state: PlacedBooking, assignment: ManongAssignment, now: string): string | null {
  if ((assignment.answered && !assignment.confirmed) || finishedOrCancelled(state)) return null;
  return manilaDate(now) < state.slot.date ? state.slot.date : null;
}

/** Time out only after time-in, once. */
export function timeOutRefusal(_state: PlacedBooking, assignment: ManongAssignment): string | null {
  if (!assignment.timedInAt) return 'Time in before timing out.';
  if (assignment.timedOutAt) return 'You have already timed out.';
  return null;
}

/** The booking, or the same "not found" for an unknown id. */
export function placed<State extends { status: string }>(state: State): Extract<State, { status: 'placed' }> {
  if (state.status !== 'placed') throw new DomainError('not_found', BOOKING_NOT_FOUND);
  return state as Extract<State, { status: 'placed' }>;
}

/** A rule's refusal as a 409 (one definition for every aggregate, commands/decider.ts). */
export { enforce } from '../commands/decider.js';

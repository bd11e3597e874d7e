/**
 * What may be done with a booking now, as the flags its records carry (the server is
 * the one source of a rule). Each flag is one of the deciders' own rules
 * (rules.ts, pricing.ts) asked "refused?", so a button the pages enable is a command the
 * decider accepts, and the web apps never compare `work_status` themselves.
 *
 * Computed at read time, from the aggregate's state (bookingView) or from a row of the
 * bookings read model (projections/.../bookings.ts), not stored: a stored flag would need
 * a projection version and a rebuild for every change of a rule, and flags that one day
 * depend on the clock would go stale in the table.
 */
import { installmentRefusal } from './pricing.js';
import * as rules from './rules.js';

/** The facts the flags read: the rules' own, whether manongs are assigned, and the total. */
export interface BookingActionFacts extends rules.BookingFacts {
  hasManongs: boolean;
  totalCentavos: number;
}

/** Snake case, as the rest of the spec's Booking record. */
export interface BookingActions {
  /** Manage-booking page (spec §4): Payment while unpaid (and not once called off). */
  can_pay: boolean;
  /** Manage-booking page: Rebook and Cancel only when paid and the work status is not 1, 2 or 3. */
  can_request_rebook: boolean;
  can_request_cancellation: boolean;
  /** Manage-booking page: Upload Work Permit, not at 1, 2 or 3. */
  can_upload_permit: boolean;
  /** My Bookings: a pending booking (0) may be cancelled by its customer. */
  can_cancel_pending: boolean;
  /** My Bookings: a booking on going (3) is completed by its customer with feedback. */
  can_complete: boolean;
  /** My Bookings shows its permit button only when manongs are assigned and no permits exist yet. */
  asks_for_permits: boolean;
  /** The console's Re-book (move to another slot): not at 1, 2 or 3. */
  can_rebook: boolean;
  /** The console's Cancel: not once finished, and not again once cancelled. */
  can_cancel: boolean;
  /** The console's Manongs: only when paid, not at 1, 2 or 3. */
  can_assign_manongs: boolean;
  /** Cancellation requests: Accept at 6; Decline at 6 (not offered once cancelled). */
  can_accept_cancellation: boolean;
  can_decline_cancellation: boolean;
  /** Re-bookings: Decline a request at 5. */
  can_reject_rebook: boolean;
  /** Work permits' Confirmed: only when there are permits. */
  can_confirm_permits: boolean;
  /** TendoPay accepts the booking's total (Php 1,000.00 and up). */
  installment_allowed: boolean;
  /** Finished or cancelled: the field staff's Previous Bookings, whatever its date. */
  is_over: boolean;
}

const allowed = (refusal: string | null) => refusal === null;

export function bookingActions(facts: BookingActionFacts): BookingActions {
  const canUploadPermit = allowed(rules.permitUploadRefusal(facts));
  return {
    can_pay: allowed(rules.payRefusal(facts)),
    can_request_rebook: allowed(rules.rebookRequestRefusal(facts)),
    can_request_cancellation: allowed(rules.cancellationRequestRefusal(facts)),
    can_upload_permit: canUploadPermit,
    can_cancel_pending: allowed(rules.customerCancelRefusal(facts)),
    can_complete: allowed(rules.completionRefusal(facts)),
    asks_for_permits: facts.hasManongs && facts.workPermits.length === 0 && canUploadPermit,
    can_rebook: allowed(rules.adminRebookRefusal(facts)),
    can_cancel: !rules.alreadyCancelled(facts) && allowed(rules.adminCancelRefusal(facts)),
    can_assign_manongs: allowed(rules.assignManongsRefusal(facts)),
    can_accept_cancellation: allowed(rules.acceptCancellationRefusal(facts)),
    can_decline_cancellation: allowed(rules.declineCancellationRefusal(facts)),
    can_reject_rebook: allowed(rules.rejectRebookRefusal(facts)),
    can_confirm_permits: allowed(rules.confirmPermitsRefusal(facts)),
    installment_allowed: allowed(installmentRefusal(facts.totalCentavos)),
    is_over: rules.isOver(facts),
  };
}

/** What a checkout that starts a plan adds to its placement: the booking's plan reference and the plan's part of the decision. */
import type { PlanOfBooking } from '../bookings/bookingEvents.js';
import type { PlanStep } from '../bookings/placement/placementDecision.js';

export interface PlacementPlanPart {
  plan: PlanOfBooking;
  planStep: PlanStep;
}

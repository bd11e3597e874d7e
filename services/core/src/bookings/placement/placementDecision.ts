/**
 * The one decision of a placement (placeBooking.ts), pure: over the states of every stream
 * the booking touches, the events each of them gets. Each aggregate decides its own part
 * with its own decider, once:
 *
 * | stream | decides |
 * | --- | --- |
 * | `idempotency-<scope>-<key>` (with a key) | the same request before: answer its booking, decide nothing; another request: refused; else `IdempotencyKeyUsed` |
 * | `user-<id>` (a guest, or a customer choosing about texts) | `UserRegistered` for a new guest account (an existing one must be active); `TextMessagesChosen` for the checkout's choice |
 * | `slot-<id>` | `SeatReserved` (refused when full or begun) |
 * | `coupon-<id>` (with a coupon) | `CouponRedeemed`; its terms are the discount |
 * | `reference-<REF>` | `BookingReferenceClaimed` (refused when another booking holds it: referenceClaim.ts) |
 * | `booking-<id>` | `BookingPlaced`, and `PaymentRequested` when the first checkout is for this total |
 * | `plan-<id>` (a plan's checkout or its next visit) | `PlanStarted` with this booking as visit 1, or `PlanVisitBooked` |
 *
 * Refusals are domain errors on the form's fields (the api's one error table maps them):
 * the coupon's on `discountCoupon`, the slot's on `date`, the guest's e-mail on `email`.
 */
import { userDecider, type UserState } from '../../accounts/userDecider.js';
import type { Profile, RoleName, UserEvent } from '../../accounts/userEvents.js';
import { DomainError, type DomainEvent } from '../../commands/decider.js';
import { couponDecider, INVALID_COUPON, type CouponState } from '../../coupons/couponDecider.js';
import { keyUsed, replayOf, type IdempotencyClaim, type IdempotencyState } from '../../idempotency/idempotencyKey.js';
import { slotDecider, type SlotState } from '../../schedules/slotDecider.js';
import { bookingDecider } from '../bookingDecider.js';
import type { AppliedCoupon, BookingEvent, BookingPlaced } from '../bookingEvents.js';
import type { BookingState } from '../bookingState.js';
import type { RequestPayment } from '../decisions/payments.js';
import type { PlaceBooking } from '../decisions/placing.js';
import { EMAIL_UNUSABLE } from './guestCustomer.js';
import { claimReference, type ReferenceState } from './referenceClaim.js';
import { planDecider, type PlanCommand } from '../../plans/planDecider.js';
import type { PlanService } from '../../plans/planEvents.js';
import type { PlanState } from '../../plans/planState.js';

export const DATE_INVALID = 'The selected date is invalid.';

/** What to place: the PlaceBooking command, with the coupon named by id only (its terms are the stream's). */
export type Placement = Omit<PlaceBooking, 'type' | 'coupon'> & {
  couponId: string | null;
  /** A guest's account: registered with the booking when it does not exist yet. */
  guest?: { profile: Profile; roles: RoleName[]; isNew: boolean } | null;
  /**
   * The checkout's "Send me text reminders" choice (a customer's or a guest's; absent from
   * the admin form). A signed-in customer's sets their choice either way; a guest's only
   * counts as a no: typing someone's e-mail must not turn texts back on for an account
   * whose owner said no, while a no from whoever books under that number is always honoured.
   */
  textMessages?: boolean | null;
  idempotency?: IdempotencyClaim | null;
  /** The plan this booking starts (the checkout's), or the plan whose next visit it is. */
  planStep?: PlanStep | null;
};

export type PlanStep =
  | { kind: 'start'; planId: string; intervalMonths: number; allowed: readonly number[]; services: PlanService[] }
  | { kind: 'visit'; planId: string; visitNumber: number; holdUntil: string; leftOut: string[] };

export type PlacementOutcome =
  /** `revision`: the new booking stream's last revision. */
  | { kind: 'placed'; booking: BookingPlaced; state: BookingState; revision: bigint; payment: RequestPayment | undefined; accountCreated: boolean }
  /** The same request placed this booking before (its idempotency key). */
  | { kind: 'replayed'; bookingId: string };

/** The states, in the order of `placementStreams` (placeBooking.ts). */
export interface PlacementStates {
  idempotency?: IdempotencyState;
  user?: UserState;
  slot: SlotState;
  coupon?: CouponState;
  reference: ReferenceState;
  booking: BookingState;
  plan?: PlanState;
}

export interface PlacementEvents {
  idempotency: DomainEvent[];
  user: DomainEvent[];
  slot: DomainEvent[];
  coupon: DomainEvent[];
  reference: DomainEvent[];
  booking: DomainEvent[];
  plan: DomainEvent[];
}

/** The booking's first checkout, opened before the decision for the total quoted then. */
export interface OpenedCheckout {
  request: RequestPayment;
  amountCentavos: number;
}

export function decidePlacement(
  placement: Placement,
  checkout: OpenedCheckout | undefined,
  states: PlacementStates,
  now: string,
): { parts: PlacementEvents; result: PlacementOutcome } {
  const none: PlacementEvents = { idempotency: [], user: [], slot: [], coupon: [], reference: [], booking: [], plan: [] };
  if (placement.idempotency && states.idempotency) {
    const replayed = replayOf(states.idempotency, placement.idempotency, now);
    if (replayed) return { parts: none, result: { kind: 'replayed', bookingId: replayed } };
  }
  // A plan's visit placed before (a retried run, a second worker): the plan says so, nothing more.
  if (placement.planStep?.kind === 'visit' && states.plan?.status !== 'absent' && states.plan?.visits.some((v) => v.bookingId === placement.bookingId)) {
    return { parts: none, result: { kind: 'replayed', bookingId: placement.bookingId } };
  }
  const { bookingId, customer } = placement;
  const reference = claimReference(states.reference, placement.reference, bookingId);
  const user = states.user ? userEvents(placement, states.user) : [];
  const slot = slotRefusalOnDate(() => slotDecider.decide({ type: 'ReserveSeat', id: placement.slot.id, bookingId, now }, states.slot));
  let coupon: AppliedCoupon | null = null;
  let couponEvents: DomainEvent[] = [];
  if (placement.couponId && states.coupon) {
    // A guest redeems as nobody: typing a customer's e-mail must not unlock that customer's coupon.
    const redeemer = placement.placedBy === 'guest' ? null : customer.customerId;
    const command = { type: 'RedeemCoupon' as const, id: placement.couponId, bookingId, customerId: redeemer, now };
    couponEvents = couponRefusalOnField(() => couponDecider.decide(command, states.coupon!));
    coupon = appliedCoupon(placement.couponId, states.coupon);
  }
  const { couponId: _, guest: __, idempotency: ___, textMessages: ____, planStep: _____, ...rest } = placement;
  const placing: PlaceBooking = { type: 'PlaceBooking', ...rest, coupon };
  let booking: BookingEvent[] = bookingDecider.decide(placing, states.booking);
  let state = booking.reduce(bookingDecider.evolve, states.booking);
  if (state.status !== 'placed') throw new Error(`Booking ${bookingId} was not placed`);
  // The checkout was opened for the total quoted before this decision; a coupon changed
  // in between leaves the booking to be paid through a checkout of its own.
  const payment = checkout && state.placed.totalCentavos === checkout.amountCentavos ? checkout.request : undefined;
  if (payment) {
    const requested = bookingDecider.decide(payment, state);
    booking = [...booking, ...requested];
    state = requested.reduce(bookingDecider.evolve, state);
  }
  const placedNow = state.status === 'placed' ? state.placed : undefined;
  const parts: PlacementEvents = {
    idempotency: placement.idempotency ? [keyUsed(placement.idempotency, bookingId, now)] : [],
    user,
    slot,
    coupon: couponEvents,
    reference,
    booking,
    plan: placement.planStep && states.plan ? planDecider.decide(planCommand(placement.planStep, placedNow!, now), states.plan) : [],
  };
  const accountCreated = user.some((e) => e.type === 'UserRegistered');
  return { parts, result: { kind: 'placed', booking: placedNow!, state, revision: BigInt(booking.length - 1), payment, accountCreated } };
}

/** The plan's part: the plan started with this booking as its first visit, or this booking its next visit. */
function planCommand(step: PlanStep, booking: BookingPlaced, now: string): PlanCommand {
  const { bookingId, reference, slot } = booking;
  if (step.kind === 'visit') {
    const { visitNumber, holdUntil, leftOut } = step;
    return { type: 'BookVisit', planId: step.planId, visitNumber, bookingId, reference, slot, totalCentavos: booking.totalCentavos, holdUntil, leftOut };
  }
  const { customer, address, category, gateway } = booking;
  return { type: 'StartPlan', planId: step.planId, intervalMonths: step.intervalMonths as 6, allowed: step.allowed, services: step.services, customer, address, category, gateway, bookingId, reference, slot, totalCentavos: booking.totalCentavos, now };
}

/** The user stream's part: a guest's account registered when new, then the checkout's choice about texts. */
function userEvents(placement: Placement, state: UserState): DomainEvent[] {
  const registered: UserEvent[] = placement.guest ? guestAccount(placement, state) : [];
  const after = registered.reduce(userDecider.evolve, state);
  const allowed = placement.guest ? (placement.textMessages === false ? false : undefined) : (placement.textMessages ?? undefined);
  if (allowed === undefined || after.status !== 'active') return registered;
  return [...registered, ...userDecider.decide({ type: 'ChooseTextMessages', userId: placement.customer.customerId, allowed }, after)];
}

function guestAccount(placement: Placement, state: UserState): UserEvent[] {
  if (state.status === 'active') return [];
  // A removed account keeps its credentials row; it cannot take new bookings.
  if (state.status === 'removed') throw new DomainError('invalid', EMAIL_UNUSABLE, 'email');
  const { profile, roles } = placement.guest!;
  return userDecider.decide({ type: 'RegisterUser', userId: placement.customer.customerId, profile, roles, picture: null }, state);
}

/** The coupon's terms as the booking records them. */
function appliedCoupon(couponId: string, state: CouponState): AppliedCoupon {
  if (state.status === 'absent') throw new DomainError('invalid', INVALID_COUPON, 'discountCoupon');
  const { code, isPercentage, amount } = state.terms;
  return { couponId, code, isPercentage, amount };
}

/** The slot's refusals on the date field; a slot removed after the form was filled in is as unknown as a wrong id. */
function slotRefusalOnDate<T>(decide: () => T): T {
  try {
    return decide();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'not_found') throw new DomainError('invalid', DATE_INVALID, 'date');
    throw error.field ? error : new DomainError(error.code, error.message, 'date');
  }
}

/** Whatever the coupon's reason (unknown, expired, used up, not this customer's), the person booking reads one message on its field. */
function couponRefusalOnField<T>(decide: () => T): T {
  try {
    return decide();
  } catch (error) {
    if (error instanceof DomainError) throw new DomainError('invalid', INVALID_COUPON, 'discountCoupon');
    throw error;
  }
}

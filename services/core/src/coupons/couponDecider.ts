/**
 * The discount coupon: created with its terms, changed, removed, and redeemed by bookings
 * up to its usage limit. A redemption is keyed by booking, so a retried booking never
 * spends a second use, and a failed booking gives its use back (restore).
 */
import { Map as PersistentMap } from 'immutable';
import { DomainError, type Decider } from '../commands/decider.js';
import { normalizeCode, type CouponEvent, type CouponTerms } from './couponEvents.js';

/**
 * Redemptions by booking (the customer, null for a guest). A persistent map: a coupon can
 * be used many thousand times, and evolve must not copy them all for each new use (that
 * made folding the stream quadratic); a new use shares the rest with the state before.
 */
export type Redemptions = PersistentMap<string, string | null>;

export type CouponState =
  | { status: 'absent' }
  | { status: 'active'; terms: CouponTerms; redemptions: Redemptions }
  | { status: 'removed'; terms: CouponTerms; redemptions: Redemptions };

export type CouponCommand =
  | { type: 'CreateCoupon'; id: string; terms: CouponTerms }
  | { type: 'UpdateCoupon'; id: string; terms: CouponTerms }
  | { type: 'RemoveCoupon'; id: string }
  /** `customerId` null: a guest. `now` (ISO) decides expiry. */
  | { type: 'RedeemCoupon'; id: string; bookingId: string; customerId: string | null; now: string }
  | { type: 'RestoreCouponUse'; id: string; bookingId: string };

export const INVALID_COUPON = 'Invalid discount coupon...';

function active(state: CouponState) {
  if (state.status !== 'active') throw new DomainError('not_found', 'Discount coupon not found.');
  return state;
}

/** Terms as stored: code upper-cased, a disposable coupon has exactly one use. */
function checkedTerms(terms: CouponTerms): CouponTerms {
  const code = normalizeCode(terms.code);
  if (!code) throw new DomainError('invalid', 'The code field is required.', 'code');
  if (terms.isPercentage ? terms.amount < 1 || terms.amount > 100 : !(terms.amount > 0)) {
    throw new DomainError('invalid', terms.isPercentage ? 'The amount must be between 1 and 100.' : 'The amount must be greater than 0.', 'amount');
  }
  const usageLimit = terms.isDisposable ? 1 : terms.usageLimit;
  if (!Number.isInteger(usageLimit) || usageLimit < 1) throw new DomainError('invalid', 'The usage must be at least 1.', 'usage');
  if (!terms.allCustomers && terms.customerIds.length === 0) throw new DomainError('invalid', 'The customers field is required.', 'customers');
  return { ...terms, code, usageLimit, customerIds: terms.allCustomers ? [] : terms.customerIds };
}

/**
 * Why this customer cannot use the coupon now, or null when they can. Shared by the
 * redemption and by the public look-ups, so "valid" means one thing everywhere.
 */
export function refusal(state: CouponState, customerId: string | null, now: string): string | null {
  if (state.status !== 'active') return 'The discount coupon does not exist.';
  const { terms, redemptions } = state;
  if (new Date(terms.expiresAt).getTime() <= new Date(now).getTime()) return 'The discount coupon has expired.';
  if (redemptions.size >= terms.usageLimit) return 'The discount coupon has been used up.';
  if (!terms.allCustomers && (customerId === null || !terms.customerIds.includes(customerId))) return 'The discount coupon is not available to this customer.';
  return null;
}

function redeem(command: Extract<CouponCommand, { type: 'RedeemCoupon' }>, state: CouponState): CouponEvent[] {
  if (state.status === 'absent') throw new DomainError('not_found', 'Discount coupon not found.');
  // The same booking asking again (a retry) has its use already.
  if (state.redemptions.has(command.bookingId)) return [];
  const reason = refusal(state, command.customerId, command.now);
  if (reason) throw new DomainError('invalid', reason, 'discountCoupon');
  return [{ type: 'CouponRedeemed', data: { id: command.id, bookingId: command.bookingId, customerId: command.customerId } }];
}

export function decide(command: CouponCommand, state: CouponState): CouponEvent[] {
  const { id } = command;
  switch (command.type) {
    case 'CreateCoupon':
      if (state.status !== 'absent') throw new DomainError('conflict', 'Discount coupon already exists.');
      return [{ type: 'CouponCreated', data: { id, ...checkedTerms(command.terms) } }];
    case 'UpdateCoupon': {
      const { terms: current, redemptions } = active(state);
      const terms = checkedTerms(command.terms);
      if (terms.usageLimit < redemptions.size) {
        throw new DomainError('invalid', `The usage cannot be lower than the ${redemptions.size} use(s) already made.`, 'usage');
      }
      return JSON.stringify(current) === JSON.stringify(terms) ? [] : [{ type: 'CouponUpdated', data: { id, ...terms } }];
    }
    case 'RemoveCoupon':
      active(state);
      return [{ type: 'CouponRemoved', data: { id } }];
    case 'RedeemCoupon':
      return redeem(command, state);
    case 'RestoreCouponUse':
      // Compensation may run twice or for a booking that never redeemed: then a no-op.
      if (state.status === 'absent' || !state.redemptions.has(command.bookingId)) return [];
      return [{ type: 'CouponRedemptionReleased', data: { id, bookingId: command.bookingId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolve(state: CouponState, event: CouponEvent): CouponState {
  switch (event.type) {
    case 'CouponCreated':
    case 'CouponUpdated': {
      const { id: _, ...terms } = event.data;
      return { status: 'active', terms, redemptions: state.status === 'absent' ? PersistentMap() : state.redemptions };
    }
    case 'CouponRemoved':
      return state.status === 'active' ? { ...state, status: 'removed' } : state;
    case 'CouponRedeemed':
      return state.status === 'absent' ? state : { ...state, redemptions: state.redemptions.set(event.data.bookingId, event.data.customerId) };
    case 'CouponRedemptionReleased': {
      if (state.status === 'absent') return state;
      return { ...state, redemptions: state.redemptions.delete(event.data.bookingId) };
    }
  }
}

export const couponDecider: Decider<CouponCommand, CouponEvent, CouponState> = {
  decide,
  evolve,
  initialState: () => ({ status: 'absent' }),
};

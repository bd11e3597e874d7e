/**
 * The booking's use of a discount coupon (`coupon-<id>`), the consistency boundary of the
 * coupon's usage limit. The coupon's terms are read from its own stream as the use is
 * redeemed, so the discount is the one valid at that instant, never the client's.
 */
import { DomainError, type CommandContext } from '../../commands/decider.js';
import { handleCommand } from '../../commands/handleCommand.js';
import { couponDecider } from '../../coupons/couponDecider.js';
import { couponStreamId } from '../../coupons/couponEvents.js';
import type { AppendResult, EventStore } from '../../eventstore/port.js';
import type { AppliedCoupon } from '../bookingEvents.js';
import { HOT_STREAM_ATTEMPTS } from './seat.js';

export interface RedeemedUse {
  coupon: AppliedCoupon;
  append: AppendResult | undefined;
}

/** Spends one use for the booking (a retry of the same booking spends none); throws the coupon's refusal. */
export async function redeemCouponUse(
  store: EventStore,
  couponId: string,
  bookingId: string,
  customerId: string | null,
  context: CommandContext,
): Promise<RedeemedUse> {
  const command = { type: 'RedeemCoupon' as const, id: couponId, bookingId, customerId, now: context.now };
  const result = await handleCommand(store, couponStreamId(couponId), couponDecider, command, context, { attempts: HOT_STREAM_ATTEMPTS, hot: true }).catch((error: unknown) => {
    // To the person booking, a coupon that does not exist is one more invalid code, on the same field.
    if (error instanceof DomainError && error.code === 'not_found') throw new DomainError('invalid', 'The discount coupon does not exist.', 'discountCoupon');
    throw error;
  });
  // A successful redemption leaves the coupon active: its terms are what was redeemed.
  if (result.state.status === 'absent') throw new Error(`Coupon ${couponId} vanished after a redemption`);
  const { code, isPercentage, amount } = result.state.terms;
  return { coupon: { couponId, code, isPercentage, amount }, append: result.append };
}

export async function restoreCouponUse(store: EventStore, couponId: string, bookingId: string, context: CommandContext): Promise<AppendResult | undefined> {
  const command = { type: 'RestoreCouponUse' as const, id: couponId, bookingId };
  const result = await handleCommand(store, couponStreamId(couponId), couponDecider, command, context, { attempts: HOT_STREAM_ATTEMPTS, hot: true });
  return result.append;
}

/**
 * Code uniqueness across coupons. A read-model check would let two concurrent creations
 * both pass, so each code has a claim stream of its own (`couponcode-<CODE>`): a coupon
 * claims its code there, with optimistic concurrency, before it records itself, and
 * releases it on a change of code or on removal. Two coupons can never hold one code.
 */
import { z } from 'zod';
import { DomainError, type Decider } from '../commands/decider.js';
import { normalizeCode } from './couponEvents.js';

/** `claimedAt` lets a caller tell a claim left behind by a crash from one in progress. */
export const couponCodeClaimed = z.object({ code: z.string().min(1), couponId: z.string().uuid(), claimedAt: z.string() });
export const couponCodeReleased = z.object({ code: z.string().min(1), couponId: z.string().uuid() });

export type CouponCodeEvent =
  | { type: 'CouponCodeClaimed'; data: z.infer<typeof couponCodeClaimed> }
  | { type: 'CouponCodeReleased'; data: z.infer<typeof couponCodeReleased> };

export type CouponCodeCommand =
  | { type: 'ClaimCouponCode'; code: string; couponId: string; now: string }
  | { type: 'ReleaseCouponCode'; code: string; couponId: string };

export type CouponCodeState = { status: 'free' } | { status: 'claimed'; couponId: string; claimedAt: string };

export const CODE_TAKEN = 'The code has already been taken.';

export const couponCodeStreamId = (code: string) => `couponcode-${normalizeCode(code)}`;

export function decide(command: CouponCodeCommand, state: CouponCodeState): CouponCodeEvent[] {
  const code = normalizeCode(command.code);
  switch (command.type) {
    case 'ClaimCouponCode':
      if (state.status === 'claimed') {
        if (state.couponId === command.couponId) return [];
        throw new DomainError('invalid', CODE_TAKEN, 'code');
      }
      return [{ type: 'CouponCodeClaimed', data: { code, couponId: command.couponId, claimedAt: command.now } }];
    case 'ReleaseCouponCode':
      // Only the holder releases; anyone else's release is a no-op, never a theft.
      if (state.status !== 'claimed' || state.couponId !== command.couponId) return [];
      return [{ type: 'CouponCodeReleased', data: { code, couponId: command.couponId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolve(_state: CouponCodeState, event: CouponCodeEvent): CouponCodeState {
  if (event.type === 'CouponCodeReleased') return { status: 'free' };
  return { status: 'claimed', couponId: event.data.couponId, claimedAt: event.data.claimedAt };
}

export const couponCodeDecider: Decider<CouponCodeCommand, CouponCodeEvent, CouponCodeState> = {
  decide,
  evolve,
  initialState: () => ({ status: 'free' }),
};

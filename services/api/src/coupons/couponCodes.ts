/**
 * Claiming and releasing a coupon code in its claim stream (core/coupons/couponCode.ts).
 * A writer that crashed between its steps can leave a claim behind; such a claim is
 * reclaimed once it is certainly abandoned, so a code is never lost for good.
 */
import { DomainError, type CommandContext } from '@app/core/commands/decider';
import { handleCommand, loadState } from '@app/core/commands/handleCommand';
import { couponDecider } from '@app/core/coupons/couponDecider';
import { couponStreamId } from '@app/core/coupons/couponEvents';
import { CODE_TAKEN, couponCodeDecider, couponCodeStreamId, type CouponCodeState } from '@app/core/coupons/couponCode';
import type { EventStore } from '@app/core/eventstore/port';
import type { Logger } from '@app/core/logger';

/** Longer than any create or update takes: a younger claim may still be in progress. */
const ABANDONED_AFTER_MS = 60_000;

const claim = (store: EventStore, code: string, couponId: string, context: CommandContext) =>
  handleCommand(store, couponCodeStreamId(code), couponCodeDecider, { type: 'ClaimCouponCode', code, couponId, now: context.now }, context);

export const releaseCode = (store: EventStore, code: string, couponId: string, context: CommandContext) =>
  handleCommand(store, couponCodeStreamId(code), couponCodeDecider, { type: 'ReleaseCouponCode', code, couponId }, context);

/** Releases, logging instead of failing: used on paths that already answer. */
export async function releaseQuietly(store: EventStore, log: Logger, code: string, couponId: string, context: CommandContext): Promise<void> {
  await releaseCode(store, code, couponId, context).catch((err: unknown) => log.warn({ err, code, couponId }, 'coupon code claim not released'));
}

/** Claims `code` for `couponId`; 422 {code: ['The code has already been taken.']} when held. */
export async function claimCode(store: EventStore, code: string, couponId: string, context: CommandContext): Promise<void> {
  try {
    await claim(store, code, couponId, context);
    return;
  } catch (error) {
    if (!(error instanceof DomainError && error.message === CODE_TAKEN)) throw error;
    const held = await loadState(store, couponCodeStreamId(code), couponCodeDecider);
    if (!(await abandoned(store, held, code, context.now))) throw error;
    if (held.status === 'claimed') await releaseCode(store, code, held.couponId, context);
    await claim(store, code, couponId, context);
  }
}

async function abandoned(store: EventStore, held: CouponCodeState, code: string, now: string): Promise<boolean> {
  if (held.status !== 'claimed') return true;
  const holder = await loadState(store, couponStreamId(held.couponId), couponDecider);
  if (holder.status === 'removed') return true;
  if (holder.status === 'active' && holder.terms.code === code) return false;
  // Never created, or an update that did not go through: abandoned once old enough.
  return new Date(now).getTime() - new Date(held.claimedAt).getTime() > ABANDONED_AFTER_MS;
}

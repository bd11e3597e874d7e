/**
 * Demo schedule and promotion: slots for the next 30 days (four a day, three seats each)
 * and one coupon. Slot ids come from date and time and the coupon's from its code, so a
 * later start only adds the days that have come into the 30-day window.
 */
import { v5 as uuidv5 } from 'uuid';
import { DomainError, type CommandContext } from '../commands/decider.js';
import { handleCommand } from '../commands/handleCommand.js';
import { couponCodeDecider, couponCodeStreamId } from '../coupons/couponCode.js';
import { couponDecider } from '../coupons/couponDecider.js';
import { couponStreamId } from '../coupons/couponEvents.js';
import type { EventStore } from '../eventstore/port.js';
import { addDays, manilaDate } from '../schedules/manilaTime.js';
import { slotDecider } from '../schedules/slotDecider.js';
import { slotIdOf, slotStreamId } from '../schedules/slotEvents.js';

const DAYS = 30;
export const DEMO_START_TIMES = ['08:00', '10:30', '13:00', '15:30'] as const;
const NAMESPACE = '0b7f3d52-9a65-4c1e-8f2a-6d4b1c3e5f70';
export const DEMO_COUPON_CODE = 'WELCOME10';
export const demoCouponId = uuidv5(`coupon:${DEMO_COUPON_CODE}`, NAMESPACE);

/** The days after `today` (by default the date of `context`, which says who planned them and when). */
export async function loadDemoSlots(store: EventStore, context: CommandContext, today = manilaDate(context.now)): Promise<number> {
  let created = 0;
  for (let day = 1; day <= DAYS; day++) {
    const date = addDays(today, day);
    for (const startAt of DEMO_START_TIMES) created += await planDemoSlot(store, date, startAt, context);
  }
  return created;
}

/** One demo slot (two hours, three seats); 0 when it was planned before. */
export async function planDemoSlot(store: EventStore, date: string, startAt: string, context: CommandContext): Promise<number> {
  const result = await handleCommand(store, slotStreamId(slotIdOf(date, startAt)), slotDecider, { type: 'PlanSlot', date, startAt, durationHours: 2, capacity: 3, country: 'PH', now: context.now }, context);
  return result.append ? 1 : 0;
}

/** 10 % off for every customer, 100 uses, valid for a year from the first start. */
export async function loadDemoCoupon(store: EventStore, context: CommandContext): Promise<number> {
  const id = demoCouponId;
  await handleCommand(store, couponCodeStreamId(DEMO_COUPON_CODE), couponCodeDecider, { type: 'ClaimCouponCode', code: DEMO_COUPON_CODE, couponId: id, now: context.now }, context);
  const expiresAt = new Date(Date.parse(context.now) + 365 * 86_400_000).toISOString();
  const terms = { label: 'Welcome promo', code: DEMO_COUPON_CODE, amount: 10, isPercentage: true, isDisposable: false, usageLimit: 100, allCustomers: true, customerIds: [], expiresAt };
  try {
    await handleCommand(store, couponStreamId(id), couponDecider, { type: 'CreateCoupon', id, terms }, context);
    return 1;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'conflict') return 0;
    throw error;
  }
}

/**
 * The plan screens' rules as plain functions (the web apps have no test runner of their
 * own): which buttons a plan's record offers, the e-mailed links' action on the
 * manage-booking address, the cart keeping the plan choice, and how dates and statuses read.
 */
import { describe, expect, it } from 'vitest';
import { parseLookup } from '../../web-public/src/bookings/manage/lookup.js';
import { everyMonths } from '../../web-public/src/booking/planWords.js';
import { parseCart } from '../../web-public/src/cart/cart.js';
import { planActions } from '../../web-public/src/plans/planActions.js';
import type { Plan } from '@app/core/contract/plans';
import { visitStatus, visitWhen } from '../../web-public/src/plans/visitWords.js';

const plan = (over: Partial<Plan> = {}): Plan => ({
  id: 'p',
  status: 'active',
  interval_months: 6,
  category: { id: 'c', name: 'Aircon Cleaning' },
  services: [],
  discount_percent: 10,
  weekday: 3,
  start_at: '09:00',
  next_visit_on: null,
  next_visit: null,
  unplaced: null,
  visits_count: 1,
  created_at: '2026-11-27T22:10:00.000Z',
  can_skip_next: true,
  can_pause: true,
  can_resume: false,
  can_change_interval: true,
  can_cancel: true,
  ...over,
});
const visit = (status: string) => ({ visit_number: 2, status, booking_id: 'b', reference: 'K7QH3MZP2W', date: '2027-05-26', start_at: '09:00', hold_until: '2027-05-19', total: 2970, reason: null });

describe('a plan card offers what its record allows', () => {
  it('Pay only for a booked (unpaid) next visit; the rest from the flags', () => {
    expect(planActions(plan({ next_visit: visit('booked') }))).toEqual(['pay', 'skip', 'pause', 'interval', 'cancel']);
    expect(planActions(plan({ next_visit: visit('paid'), can_skip_next: false }))).toEqual(['pause', 'interval', 'cancel']);
    expect(planActions(plan({ status: 'paused', can_pause: false, can_resume: true }))).toEqual(['skip', 'resume', 'interval', 'cancel']);
    expect(planActions(plan({ status: 'cancelled', can_skip_next: false, can_pause: false, can_change_interval: false, can_cancel: false }))).toEqual([]);
  });
});

describe("a planned visit's e-mailed links", () => {
  it('carry their action after the old lookup form; other actions and old links have none', () => {
    expect(parseLookup('/booking-management/email=rosa%2Bplan%40example.ph&bookingId=K7QH3MZP2W&action=skip')).toEqual({ email: 'rosa+plan@example.ph', bookingId: 'K7QH3MZP2W', action: 'skip' });
    expect(parseLookup('/booking-management/email=a%40b.ph&bookingId=X&action=delete')).toEqual({ email: 'a@b.ph', bookingId: 'X' });
    expect(parseLookup('/booking-management/email=a%40b.ph&bookingId=X')).toEqual({ email: 'a@b.ph', bookingId: 'X' });
  });
});

describe('the wizard keeps the plan choice', () => {
  it('in the stored cart; an older cart or a wrong value is one visit', () => {
    const cart = { service: null, items: [], dateOfService: null, discountCoupon: null };
    expect(parseCart(JSON.stringify({ ...cart, planInterval: 6 })).planInterval).toBe(6);
    expect(parseCart(JSON.stringify(cart)).planInterval).toBeNull();
    expect(parseCart(JSON.stringify({ ...cart, planInterval: '6' })).planInterval).toBeNull();
  });
});

describe('plan words', () => {
  it('intervals, visit dates in the site format, and statuses with why', () => {
    expect(everyMonths(1)).toBe('Every month');
    expect(everyMonths(6)).toBe('Every 6 months');
    expect(visitWhen({ date: '2027-05-26', start_at: '09:00' })).toBe('May 26, 2027 09:00 AM');
    expect(visitWhen({ date: null, start_at: null })).toBe('Not booked');
    expect(visitStatus({ status: 'skipped', reason: 'customer' })).toBe('Skipped: by you');
    expect(visitStatus({ status: 'booked', reason: null })).toBe('Booked, unpaid');
  });
});

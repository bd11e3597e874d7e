/**
 * Placing a booking. The caller has priced nothing: it hands in the catalogue's lines and
 * the coupon's terms, and has already reserved the slot seat and redeemed the coupon use
 * on their own streams: the booking reserves first, then records itself.
 */
import { DomainError } from '../../commands/decider.js';
import { checkGateway, priceBooking, type CatalogueLine, type Gateway } from '../pricing.js';
import { isReference } from '../reference.js';
import type { AddressSnapshot, AppliedCoupon, BookingEvent, CustomerSnapshot, PlanOfBooking, SlotRef } from '../bookingEvents.js';
import type { BookingState } from '../bookingState.js';

export interface PlaceBooking {
  type: 'PlaceBooking';
  bookingId: string;
  /** Made by `makeReference()` outside the decider. */
  reference: string;
  customer: CustomerSnapshot;
  address: AddressSnapshot;
  category: { id: string; name: string };
  lines: CatalogueLine[];
  coupon: AppliedCoupon | null;
  gateway: Gateway;
  slot: SlotRef;
  placedBy: 'customer' | 'guest' | 'administrator';
  assessmentId: string | null;
  source: string | null;
  /** A plan's visit: its discount applies when no coupon does. */
  plan?: PlanOfBooking;
}

export function placeBooking(command: PlaceBooking, state: BookingState): BookingEvent[] {
  if (state.status === 'placed') {
    // The same placement retried (same reference) already happened; anything else is a clash of ids.
    if (state.placed.reference === command.reference) return [];
    throw new DomainError('conflict', 'The booking already exists.');
  }
  if (!isReference(command.reference)) throw new DomainError('invalid', 'The booking reference is malformed.', 'reference');
  const planDiscount = command.plan && command.plan.discountPercent > 0 ? { isPercentage: true, amount: command.plan.discountPercent } : null;
  const { lines, subTotalCentavos, discountCentavos, totalCentavos } = priceBooking(command.lines, command.coupon ?? planDiscount);
  checkGateway(command.gateway, totalCentavos);
  const { type: _, lines: __, ...rest } = command;
  return [{ type: 'BookingPlaced', data: { ...rest, lines, subTotalCentavos, discountCentavos, totalCentavos } }];
}

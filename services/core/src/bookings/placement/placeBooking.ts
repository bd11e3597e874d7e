/**
 * Placing a booking end to end: the saga of DESIGN.md's "invariants that span streams".
 *
 *   1. reserve the seat on `slot-<id>`        (compensation: release it)
 *   2. redeem the coupon use on `coupon-<id>` (compensation: restore it)
 *   3. record BookingPlaced on `booking-<uuid>`, with its first PaymentRequested when the
 *      caller opens a checkout for it (`firstPayment`), in the same append
 *
 * Each step is one optimistic append on its own stream. A failed step undoes the ones
 * before it, in reverse, and the original error goes to the caller. If the process dies
 * between steps, `releaseAbandonedReservations` frees what was left behind.
 *
 * The caller hands in lines priced from the catalogue read model; the coupon's terms come
 * from the coupon stream as it is redeemed. Nothing the client says about money is used.
 */
import type { CommandContext } from '../../commands/decider.js';
import { handleCommands, type KnownState } from '../../commands/handleCommand.js';
import type { AppendResult, EventStore } from '../../eventstore/port.js';
import { bookingDecider, type BookingCommand } from '../bookingDecider.js';
import { bookingStreamId, type AppliedCoupon, type BookingPlaced } from '../bookingEvents.js';
import type { BookingState, PlacedBooking } from '../bookingState.js';
import type { RequestPayment } from '../decisions/payments.js';
import type { PlaceBooking } from '../decisions/placing.js';
import { checkGateway, priceBooking } from '../pricing.js';
import { redeemCouponUse, restoreCouponUse } from './couponUse.js';
import { releaseSeat, reserveSeat } from './seat.js';

/** What to place: the PlaceBooking command, with the coupon named by id only (its terms are the stream's). */
export type Placement = Omit<PlaceBooking, 'type' | 'coupon'> & { couponId: string | null };

export interface Placed {
  booking: BookingPlaced;
  /** The first payment requested with the placement; undefined when none was (see `firstPayment`). */
  payment: { paymentId: string; url: string } | undefined;
  /** The booking's append: the last of the saga, so waiting for it covers the others. */
  append: AppendResult | undefined;
  /** The booking's stream as placing left it, for a command that follows at once (its first payment). */
  known: KnownState<BookingState> | undefined;
}

export interface PlacementHooks {
  /** A compensation failed: the reservation stays until the reconciler frees it. */
  onCompensationFailure?(step: 'seat' | 'coupon', error: unknown): void;
  /**
   * Opens the booking's first checkout once its seat and coupon are held (the total is
   * known then) and answers its request, which is appended with the booking. Undefined
   * (the gateway could not be reached): the booking is placed unpaid, payable later. A
   * throw fails the placement like any other step.
   */
  firstPayment?(booking: PlacedBooking): Promise<RequestPayment | undefined>;
}

export async function placeBooking(store: EventStore, placement: Placement, context: CommandContext, hooks: PlacementHooks = {}): Promise<Placed> {
  const { couponId, ...rest } = placement;
  // Refuse what can never succeed before holding anything: a coupon only lowers the
  // total, so a cart too small without it is too small with it.
  checkGateway(placement.gateway, priceBooking(placement.lines, null).totalCentavos);

  const undo: { step: 'seat' | 'coupon'; run: () => Promise<unknown> }[] = [];
  try {
    await reserveSeat(store, placement.slot.id, placement.bookingId, context);
    undo.push({ step: 'seat', run: () => releaseSeat(store, placement.slot.id, placement.bookingId, context) });

    let coupon: AppliedCoupon | null = null;
    if (couponId) {
      // A guest redeems as nobody: typing a customer's e-mail must not unlock that customer's coupon.
      const customerId = placement.placedBy === 'guest' ? null : placement.customer.customerId;
      undo.push({ step: 'coupon', run: () => restoreCouponUse(store, couponId, placement.bookingId, context) });
      coupon = (await redeemCouponUse(store, couponId, placement.bookingId, customerId, context)).coupon;
    }

    const command: PlaceBooking = { type: 'PlaceBooking', ...rest, coupon };
    // The booking's stream is named by a fresh uuid: there is nothing to read first.
    const fresh = { state: bookingDecider.initialState(), revision: undefined };
    // The booking as placing it makes it, for its checkout (a refusal ends the saga here, before any checkout).
    const placing = bookingDecider.decide(command, fresh.state).reduce(bookingDecider.evolve, fresh.state);
    const request = placing.status === 'placed' ? await hooks.firstPayment?.(placing) : undefined;
    const commands: BookingCommand[] = request ? [command, request] : [command];
    const result = await handleCommands(store, bookingStreamId(placement.bookingId), bookingDecider, commands, context, { known: fresh });
    if (result.state.status !== 'placed') throw new Error(`Booking ${placement.bookingId} was not placed`);
    const known = result.append ? { state: result.state, revision: result.append.nextExpectedRevision } : undefined;
    const payment = request && { paymentId: request.paymentId, url: request.url };
    return { booking: result.state.placed, payment, append: result.append, known };
  } catch (error) {
    for (const { step, run } of undo.reverse()) {
      try {
        await run();
      } catch (compensationError) {
        hooks.onCompensationFailure?.(step, compensationError);
      }
    }
    throw error;
  }
}

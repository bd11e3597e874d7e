/**
 * Placing a booking: one decision over every stream it touches and one atomic append
 * (the decision is placementDecision.ts). Either the
 * seat, the coupon use, the guest's account, the booking with its first payment request
 * and the idempotency record are all written, or none of them: nothing to compensate and
 * nothing half-placed to reconcile. A conflict on any stream (someone else's seat, use or
 * booking landed first) decides again on fresh state (handleAcrossStreams.ts).
 *
 * The first checkout is a side effect outside the event store, so it comes first: the
 * total is quoted from the coupon's terms as this process knows them, the gateway opens a
 * checkout for it (`FirstCheckout`, a port the caller gives), and its PaymentRequested goes
 * into the same append as the booking. If the process dies between the two, the gateway
 * holds a checkout nobody was sent to (it expires) and nothing is placed; the client's
 * retry with its idempotency key places the booking once. A cart the state at hand already
 * refuses (slot full, coupon used up) opens no checkout; should the decision then place
 * it after all, or the coupon's terms have changed meanwhile, the booking is placed without
 * a payment request and the caller opens one (startPayment).
 */
import { userDecider } from '../../accounts/userDecider.js';
import { userStreamId } from '../../accounts/userEvents.js';
import type { CommandContext, DomainEvent } from '../../commands/decider.js';
import { handleAcrossStreams, type StreamInDecision } from '../../commands/handleAcrossStreams.js';
import { readState, stateAtHand, type KnownState } from '../../commands/handleCommand.js';
import { fold } from '../../commands/decider.js';
import { keptStreamsOf } from '../../commands/keptStreams.js';
import { couponDecider, refusal as couponRefusal, type CouponState } from '../../coupons/couponDecider.js';
import { couponStreamId } from '../../coupons/couponEvents.js';
import type { AppendResult, EventStore } from '../../eventstore/port.js';
import { idempotencyDecider } from '../../idempotency/idempotencyKey.js';
import { hasBegun, slotDecider, type SlotState } from '../../schedules/slotDecider.js';
import { slotStreamId } from '../../schedules/slotEvents.js';
import { bookingDecider } from '../bookingDecider.js';
import { bookingStreamId, type BookingEvent, type BookingPlaced, type SlotRef } from '../bookingEvents.js';
import type { BookingState } from '../bookingState.js';
import type { RequestPayment } from '../decisions/payments.js';
import { checkGateway, priceBooking } from '../pricing.js';
import { makeReference } from '../reference.js';
import { planDecider } from '../../plans/planDecider.js';
import { planStreamId } from '../../plans/planEvents.js';
import { decidePlacement, type OpenedCheckout, type Placement, type PlacementEvents, type PlacementStates } from './placementDecision.js';
import { ReferenceTaken, referenceDecider, referenceStreamId } from './referenceClaim.js';

export type { Placement } from './placementDecision.js';

/** The payment gateway's side of a placement, given by the caller (the api's gateways). */
export interface FirstCheckout {
  /** Opens a checkout for the booking's total; undefined when the gateway cannot be reached (the booking is placed unpaid). */
  open(booking: BookingPlaced): Promise<RequestPayment | undefined>;
}

export interface Placed {
  booking: BookingPlaced;
  /** The booking's pending payment (placed with it, or the one it had on a replay); undefined when there is none. */
  payment: { paymentId: string; url: string } | undefined;
  /** The placement's append (on a replay, the booking's last event): wait for it to be projected. */
  append: AppendResult | undefined;
  /** The booking's stream as placing left it, for a command that follows at once (its first payment). */
  known: KnownState<BookingState>;
  /** The guest's account was registered with this booking. */
  accountCreated: boolean;
  /** The same request (its idempotency key) placed this booking before: this answers that one. */
  replayed: boolean;
}

type Part = keyof PlacementEvents;

/**
 * Places the booking; a reference another booking claimed first (referenceClaim.ts) is
 * drawn again and the whole placement made anew: its first checkout, opened for the old
 * reference, expires unused.
 */
export async function placeBooking(store: EventStore, placement: Placement, context: CommandContext, checkout?: FirstCheckout): Promise<Placed> {
  for (;;) {
    try {
      return await placeOnce(store, placement, context, checkout);
    } catch (error) {
      if (!(error instanceof ReferenceTaken)) throw error;
      placement = { ...placement, reference: makeReference() };
    }
  }
}

async function placeOnce(store: EventStore, placement: Placement, context: CommandContext, checkout?: FirstCheckout): Promise<Placed> {
  // A coupon only lowers the total, so a cart too small without it is too small with it.
  checkGateway(placement.gateway, priceBooking(placement.lines, null).totalCentavos);
  const streams = streamsOf(placement);
  const opened = checkout ? await openFirstCheckout(store, placement, context, checkout) : undefined;
  const { result, append } = await handleAcrossStreams(store, {
    streams: streams.map((s) => s.ref),
    context,
    decide(states) {
      const byPart = Object.fromEntries(streams.map((s, i) => [s.part, states[i]])) as unknown as PlacementStates;
      const { parts, result } = decidePlacement(placement, opened, byPart, context.now);
      return { events: streams.map((s) => parts[s.part] as DomainEvent[]), result };
    },
  });
  if (result.kind === 'replayed') return replayOf(store, result.bookingId);
  const { booking, state, revision, payment, accountCreated } = result;
  return {
    booking,
    payment: payment && { paymentId: payment.paymentId, url: payment.url },
    append,
    known: { state, revision },
    accountCreated,
    replayed: false,
  };
}

/** The streams of this placement, in the order their events go into `$all`. */
function streamsOf(placement: Placement): { part: Part; ref: StreamInDecision }[] {
  const streams: { part: Part; ref: StreamInDecision }[] = [];
  const add = (part: Part, streamId: string, decider: StreamInDecision['decider'], assumeNew = false) => streams.push({ part, ref: { streamId, decider, assumeNew } });
  if (placement.idempotency) add('idempotency', placement.idempotency.streamId, idempotencyDecider as StreamInDecision['decider'], true);
  // A guest's account, or a signed-in customer's checkout choice about texts.
  const choosesTexts = placement.placedBy === 'customer' && typeof placement.textMessages === 'boolean';
  if (placement.guest || choosesTexts) add('user', userStreamId(placement.customer.customerId), userDecider as StreamInDecision['decider'], placement.guest?.isNew ?? false);
  add('slot', slotStreamId(placement.slot.id), slotDecider as StreamInDecision['decider']);
  if (placement.couponId) add('coupon', couponStreamId(placement.couponId), couponDecider as StreamInDecision['decider']);
  add('reference', referenceStreamId(placement.reference), referenceDecider as StreamInDecision['decider'], true);
  add('booking', bookingStreamId(placement.bookingId), bookingDecider as StreamInDecision['decider'], true);
  // A plan started here is new; a plan's next visit is decided on the plan as it stands (its revision proves the visit is booked once).
  if (placement.planStep) add('plan', planStreamId(placement.planStep.planId), planDecider as StreamInDecision['decider'], placement.planStep.kind === 'start');
  return streams;
}

/**
 * The first checkout, for the total quoted from the coupon's terms as this process knows
 * them (its own last append on the stream, else a read). None when the state at hand
 * already refuses the cart: a full or begun slot, a coupon this booking cannot use.
 */
async function openFirstCheckout(store: EventStore, placement: Placement, context: CommandContext, checkout: FirstCheckout): Promise<OpenedCheckout | undefined> {
  const [slot, coupon] = await Promise.all([
    stateAtHand(store, slotStreamId(placement.slot.id), slotDecider) as Promise<SlotState>,
    placement.couponId ? (stateAtHand(store, couponStreamId(placement.couponId), couponDecider) as Promise<CouponState>) : undefined,
  ]);
  if (slot.status !== 'planned' || slot.reservations.size >= slot.slot.capacity || hasBegun(slot.slot.date, slot.slot.startAt, context.now)) return undefined;
  const redeemer = placement.placedBy === 'guest' ? null : placement.customer.customerId;
  if (coupon && (coupon.status !== 'active' || couponRefusal(coupon, redeemer, context.now))) return undefined;
  const terms = coupon?.status === 'active' ? { couponId: placement.couponId!, code: coupon.terms.code, isPercentage: coupon.terms.isPercentage, amount: coupon.terms.amount } : null;
  const { lines, subTotalCentavos, discountCentavos, totalCentavos } = priceBooking(placement.lines, terms);
  if (totalCentavos < 1) return undefined;
  const { couponId: _, guest: __, idempotency: ___, textMessages: ____, planStep: _____, ...rest } = placement;
  const quoted: BookingPlaced = { ...rest, coupon: terms, lines, subTotalCentavos, discountCentavos, totalCentavos };
  const request = await checkout.open(quoted);
  return request && { request, amountCentavos: totalCentavos };
}

/**
 * The slot a cart names, from its own stream as this process knows it (its last append on
 * the slot, else a read): no read model, and the placement's decision then finds the slot
 * at hand. Undefined when the slot is not planned, checked on a fresh read first (another
 * process may have planned it since this one last saw it). Its seats are the decision's.
 */
export async function slotToPlace(store: EventStore, slotId: string): Promise<SlotRef | undefined> {
  const streamId = slotStreamId(slotId);
  let state = (await stateAtHand(store, streamId, slotDecider)) as SlotState;
  if (state.status !== 'planned') state = (await readState(store, streamId, slotDecider, keptStreamsOf(store))).state as SlotState;
  if (state.status !== 'planned') return undefined;
  return { id: slotId, date: state.slot.date, startAt: state.slot.startAt, endAt: state.slot.endAt };
}

/**
 * The booking an earlier request with the same idempotency key placed, as it is now. Its
 * last event stands for the append to wait for: the first request's answer may still be
 * on its way, and the read models may not show the booking yet.
 */
async function replayOf(store: EventStore, bookingId: string): Promise<Placed> {
  const recorded = await store.readStream(bookingStreamId(bookingId));
  const state = fold(bookingDecider, recorded.map((e) => ({ type: e.type, data: e.data }) as BookingEvent));
  const last = recorded.at(-1);
  if (state.status !== 'placed' || !last) throw new Error(`Booking ${bookingId} of an idempotency key is not placed`);
  const current = state.currentPaymentId ? state.payments.get(state.currentPaymentId) : undefined;
  // Its payment as the first answer gave it (or paid since); none when the gateway could not be reached then.
  const payment = current && { paymentId: current.paymentId, url: current.url };
  const append = { nextExpectedRevision: last.revision, position: last.position };
  return { booking: state.placed, payment, append, known: { state, revision: last.revision }, accountCreated: false, replayed: true };
}

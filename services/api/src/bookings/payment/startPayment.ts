/**
 * One payment attempt of a booking: a fresh payment id, a checkout at the gateway for the
 * booking's server total, then the booking's RequestPayment with the checkout's url.
 *
 * The checkout comes first because the url is part of the event; if the append then
 * fails, the gateway holds an invoice no booking requested, which nobody is sent to (its
 * callback, should one come, is logged and not recorded: outcomeHook.ts). A gateway that
 * cannot be reached leaves the booking as it was, unpaid and payable again.
 */
import { randomUUID } from 'node:crypto';
import { bookingDecider } from '@app/core/bookings/bookingDecider';
import { bookingStreamId, type BookingPlaced } from '@app/core/bookings/bookingEvents';
import type { FirstCheckout } from '@app/core/bookings/placement/placeBooking';
import type { BookingState, PlacedBooking } from '@app/core/bookings/bookingState';
import { checkGateway, type Gateway } from '@app/core/bookings/pricing';
import { BOOKING_NOT_FOUND, enforce, payRefusal } from '@app/core/bookings/rules';
import type { CommandContext } from '@app/core/commands/decider';
import { handleCommand, loadState, type KnownState } from '@app/core/commands/handleCommand';
import type { RequestPayment } from '@app/core/bookings/decisions/payments';
import { PaymentGatewayError, type PaymentGateway } from '@app/core/payments/port';
import type { ApiContext } from '../../context.js';
import { HttpError } from '../../http/problems.js';
import { assertGatewayAvailable } from './gatewayChoice.js';
import { returnUrlsOf, type ReturnUrls } from './receipts.js';
import { rememberRequested } from './requestedPayments.js';

export const GATEWAY_UNREACHABLE = 'The payment gateway could not be reached. Your booking is saved and not charged: please try again in a moment.';

export interface PaymentStarted {
  paymentId: string;
  /** Where the customer's browser goes to pay. */
  url: string;
  /** True when the booking's pending payment at the same gateway was handed out again. */
  reused: boolean;
}

export interface StartOptions {
  /** The customer's gateway; the booking's own choice when absent. */
  choice?: Gateway;
  /** Hand out the current payment again while it is still pending at the same gateway (the Payment button). */
  reusePending?: boolean;
  /** The booking's stream as the caller's own append just left it (placing it): not read again. */
  known?: KnownState<BookingState>;
  /** The projections to wait for before answering (read-your-writes); the bookings list by default. */
  settle?: readonly string[];
}

async function placedBooking(ctx: ApiContext, bookingId: string, known: KnownState<BookingState> | undefined): Promise<PlacedBooking> {
  const state = known?.state ?? (await loadState(ctx.store, bookingStreamId(bookingId), bookingDecider));
  if (state.status !== 'placed') throw new HttpError('not_found', BOOKING_NOT_FOUND);
  return state;
}

export async function startPayment(ctx: ApiContext, bookingId: string, context: CommandContext, options: StartOptions = {}): Promise<PaymentStarted> {
  const booking = await placedBooking(ctx, bookingId, options.known);
  const { placed } = booking;
  // The decider holds these too; checked first so no invoice is opened for nothing.
  enforce(payRefusal(booking));
  const choice = options.choice ?? placed.gateway;
  checkGateway(choice, placed.totalCentavos);
  assertGatewayAvailable(ctx.gateways, choice);
  const gateway = ctx.gateways.forChoice(choice);

  const current = booking.currentPaymentId ? booking.payments.get(booking.currentPaymentId) : undefined;
  if (options.reusePending && current?.status === 'pending' && current.gateway === gateway.name) {
    return { paymentId: current.paymentId, url: current.url, reused: true };
  }

  const command = await openCheckout(ctx, booking.placed, choice);
  const result = await handleCommand(ctx.store, bookingStreamId(bookingId), bookingDecider, command, context, { known: options.known });
  rememberRequested(ctx.store, command.paymentId, bookingId);
  await ctx.settle(result.append, options.settle ?? ['bookings']);
  return { paymentId: command.paymentId, url: command.url, reused: false };
}

/**
 * A checkout at the gateway for the booking's server total under a fresh payment id, as
 * the RequestPayment that records it (the Payment button, and a booking's placement,
 * which appends it with the booking: `firstCheckout`). 503 when the gateway cannot be reached.
 */
export async function openCheckout(ctx: ApiContext, placed: BookingPlaced, choice: Gateway): Promise<RequestPayment> {
  const gateway = ctx.gateways.forChoice(choice);
  try {
    return await checkoutAt(gateway, returnUrlsOf(ctx.config), placed);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    ctx.log.warn({ err: error, gateway: gateway.name, bookingId: placed.bookingId }, 'checkout not created: the booking stays unpaid');
    throw new HttpError('unavailable', GATEWAY_UNREACHABLE);
  }
}

/** The placement's port to the gateways (core placeBooking's FirstCheckout): a gateway that cannot be reached leaves the booking unpaid. */
export function firstCheckout(ctx: ApiContext): FirstCheckout {
  return {
    open: (placed) =>
      openCheckout(ctx, placed, placed.gateway).catch((error: unknown) => {
        if (error instanceof HttpError && error.code === 'unavailable') return undefined;
        throw error;
      }),
  };
}

/** The checkout itself, at a given gateway (the demo data's go to the sandbox's). */
export async function checkoutAt(gateway: PaymentGateway, returnUrls: ReturnUrls, placed: BookingPlaced): Promise<RequestPayment> {
  const paymentId = randomUUID();
  const { url, gatewayReference } = await gateway.createCheckout({
    paymentId,
    bookingReference: placed.reference,
    amountCentavos: placed.totalCentavos,
    description: `Booking ${placed.reference}: ${placed.category.name}`,
    payer: { email: placed.customer.email, firstName: placed.customer.firstName, lastName: placed.customer.lastName },
    ...returnUrls(placed.reference),
  });
  return { type: 'RequestPayment', bookingId: placed.bookingId, paymentId, gateway: gateway.name, url, gatewayReference };
}

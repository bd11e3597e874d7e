/**
 * `POST /api/bookings`: the cart of a customer or a guest, or the admin booking form.
 * Validate, price from the catalogue, build the placement, place it (core
 * bookings/placement: one decision, one atomic append, its first checkout opened through
 * the gateways' port), answer once the read models show it (read-your-writes). An
 * `Idempotency-Key` header makes a retry answer the first outcome.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { claimOf, IDEMPOTENCY_HEADER } from '@app/core/idempotency/idempotencyKey';
import { placeBooking } from '@app/core/bookings/placement/placeBooking';
import { checkGateway, priceBooking } from '@app/core/bookings/pricing';
import { makeReference } from '@app/core/bookings/reference';
import type { ApiContext } from '../context.js';
import { commandContext } from '../http/actor.js';
import { allChecked } from '../http/allChecked.js';
import { clientAddress, consume } from '../http/rateLimits.js';
import type { Routes } from '../http/routing.js';
import { bookingForm } from '@app/core/contract/bookingForm';
import { partyFor, placedByOf } from './customerFor.js';
import { assertGatewayAvailable, requestedGateway } from './payment/gatewayChoice.js';
import { payForPlaced, sendPlacedButUnpaid } from './payment/payForPlaced.js';
import { firstCheckout } from './payment/startPayment.js';
import { assertAssessmentOpen, recordAssessmentBooked } from './admin/assessmentBooking.js';
import { cartOf, slotOf } from './priceLines.js';
import { planAtCheckout, startedPlan } from '../plans/planAtCheckout.js';

/**
 * Guests' bookings per client address: each may create an account, so they are braked
 * like registrations, with room for a household or an office booking a few times.
 */
function guestBookingLimiter(ctx: ApiContext): RateLimiterRedis {
  // Beside the app's other counters (tests give every app its own prefix).
  const prefix = ctx.limits.registrationPerAddress.keyPrefix.replace(/register-ip$/, 'guest-booking-ip');
  return new RateLimiterRedis({ storeClient: ctx.redis, keyPrefix: prefix, points: 20, duration: 60 * 60, rejectIfRedisNotReady: true });
}

/** The placement of a request's cart (`body`: the request's own unless given), shared with the payment slice's `/process` calls. */
export type BookingPlacer = ReturnType<typeof bookingPlacer>;

export function bookingPlacer(ctx: ApiContext) {
  const guestLimiter = guestBookingLimiter(ctx);

  return async (req: Request, body: unknown = req.body) => {
    const placedBy = placedByOf(req);
    if (placedBy === 'guest') await consume(guestLimiter, clientAddress(req));
    const form = bookingForm.parse(body);
    const assessmentId = placedBy === 'administrator' ? (form.assessment ?? null) : null;
    // Everything that can be refused is checked before anything is written, all at once.
    const [slot, { category, lines, couponId }, party] = await allChecked([
      slotOf(ctx.store, form.date),
      // The coupon code's id comes with the catalogue, in its one query.
      cartOf(ctx.pool, form, placedBy !== 'administrator'),
      partyFor(ctx, req, form, placedBy),
      assessmentId ? assertAssessmentOpen(ctx, assessmentId) : undefined,
    ] as const);
    checkGateway(form.paymentGateway, priceBooking(lines, null).totalCentavos);
    // A plan of this cart (the admin form makes none): refused before anything is written.
    const planPart = placedBy === 'administrator' ? undefined : await planAtCheckout(ctx, form.plan, category, form, lines);

    const context = commandContext(req);
    const { customer, address, guest } = await party.commit();
    // The same key from the same caller answers the first outcome (core idempotency/idempotencyKey.ts).
    const scope = req.actor ? `user:${req.actor.userId}` : `guest:${customer.email}`;
    const idempotency = claimOf(req.header(IDEMPOTENCY_HEADER), scope, { path: req.path, body });
    const placement = {
      bookingId: randomUUID(),
      // Unique by its claim in the placement's append (core placement/referenceClaim.ts): a clash draws again there.
      reference: makeReference(),
      customer,
      address,
      category,
      lines,
      couponId,
      gateway: form.paymentGateway,
      slot,
      placedBy,
      assessmentId,
      source: form.source,
      guest,
      idempotency,
      // The admin form speaks for the office, not for the customer's phone.
      textMessages: placedBy === 'administrator' ? null : (form.text_messages ?? null),
      ...(planPart ?? {}),
    };
    const placed = await placeBooking(ctx.store, placement, context, firstCheckout(ctx));
    if (assessmentId && !placed.replayed) await ctx.settle(await recordAssessmentBooked(ctx, assessmentId, placed.booking.bookingId, context), ['assessments']);
    // Not waited for here: payForPlaced waits for the placement and its payment request at once.
    return { accountCreated: placed.accountCreated, placed, ...(placed.replayed ? {} : startedPlan(planPart, slot.date)) };
  };
}

export function placeBookingRoute(routes: Routes, ctx: ApiContext, place: BookingPlacer = bookingPlacer(ctx)): void {
  routes.document('POST /api/bookings', { summary: 'Place a booking (customer, guest or the admin form); answers its payment url', body: bookingForm });
  routes.add('POST /api/bookings', async (req, res) => {
    assertGatewayAvailable(ctx.gateways, requestedGateway(req.body));
    const { accountCreated, placed, plan } = await place(req);
    const guest = placedByOf(req) === 'guest' ? { account_created: accountCreated } : {};
    const planned = plan ? { plan } : {};
    // Its first payment was opened with it: `data.payment.url` is where to pay.
    const paid = await payForPlaced(ctx, placed, commandContext(req));
    if (!paid.ok) return sendPlacedButUnpaid(res, req, paid, { ...guest, ...planned });
    res.status(201).json({ message: 'Booked!', data: paid.record, payment: { url: paid.url }, ...guest, ...planned });
  });
}

/**
 * Paying for bookings over HTTP:
 * - `POST /api/xendit/process`, `POST /api/tendopay/process`: the wizard's cart places the
 *   booking (the same placement as POST /api/bookings) and opens its payment at the path's
 *   gateway; answers `{url, booking}`, the browser goes to `url`.
 * - `POST /api/bookings/:reference/pay`: the manage-booking page's Payment button. Public
 *   like the look-ups, so it asks for the booking's e-mail, answers their one 404 and is
 *   rate-limited with them. A payment still pending at the same gateway is handed out
 *   again; after a failure or expiry a new one is opened.
 */
import { paymentUrl } from '@app/core/contract/bookings';
import { processAnswer } from '@app/core/contract/checkout';
import { z } from 'zod';
import { normalizeReference } from '@app/core/bookings/reference';
import { claimOf, IDEMPOTENCY_HEADER } from '@app/core/idempotency/idempotencyKey';
import { BOOKING_NOT_FOUND } from '@app/core/bookings/rules';
import { findBookingByReference } from '@app/projections/readModels/bookingList/bookings';
import type { ApiContext } from '../../context.js';
import { commandContext } from '../../http/actor.js';
import { email } from '@app/core/contract/fields';
import { HttpError } from '../../http/problems.js';
import { perAddress } from '../../http/rateLimits.js';
import type { Routes } from '../../http/routing.js';
import { placedByOf } from '../customerFor.js';
import { bookingPlacer, type BookingPlacer } from '../placeBookingRoute.js';
import { assertGatewayAvailable, gatewayField } from './gatewayChoice.js';
import { payForPlaced, sendPlacedButUnpaid } from './payForPlaced.js';
import { processForm, toBookingRequest } from './processForm.js';
import { startPayment } from './startPayment.js';

const payBody = z.object({ email: email(), paymentGateway: gatewayField });

export function bookingPaymentRoutes(routes: Routes, ctx: ApiContext, place: BookingPlacer = bookingPlacer(ctx)): void {
  for (const gateway of ['xendit', 'tendopay'] as const) {
    const key = `POST /api/${gateway}/process` as const;
    routes.document(key, { summary: `Place the cart's booking and open its ${gateway === 'xendit' ? 'Xendit' : 'TendoPay'} payment; answers the url to go to`, body: processForm, response: processAnswer });
    routes.add(key, async (req, res) => {
      assertGatewayAvailable(ctx.gateways, gateway);
      const { accountCreated, placed, plan } = await place(req, toBookingRequest(req.body, gateway));
      const guest = { ...(placedByOf(req) === 'guest' ? { account_created: accountCreated } : {}), ...(plan ? { plan } : {}) };
      const paid = await payForPlaced(ctx, placed, commandContext(req));
      if (!paid.ok) return sendPlacedButUnpaid(res, req, paid, guest);
      res.status(201).json({ message: 'Booked!', url: paid.url, booking: paid.record, ...guest });
    });
  }

  const limited = perAddress(ctx.limits.lookupsPerAddress);
  routes.document('POST /api/bookings/:reference/pay', { summary: "The manage-booking page's Payment button: the url to pay the booking at", body: payBody, response: paymentUrl });
  routes.add('POST /api/bookings/:reference/pay', limited, async (req, res) => {
    const body = payBody.parse(req.body);
    // Retried clicks get the pending checkout again (reusePending), key or not: a key is checked for its shape only.
    claimOf(req.header(IDEMPOTENCY_HEADER), 'pay', body);
    const reference = normalizeReference(String(req.params.reference));
    const booking = reference ? await findBookingByReference(ctx.pool, reference) : undefined;
    if (!booking || booking.customer.email.toLowerCase() !== body.email) throw new HttpError('not_found', BOOKING_NOT_FOUND);
    const { url } = await startPayment(ctx, booking.booking_id, commandContext(req), { reusePending: true, ...(body.paymentGateway ? { choice: body.paymentGateway } : {}) });
    res.json({ url, booking: (await findBookingByReference(ctx.pool, booking.reference)) ?? booking });
  });
}

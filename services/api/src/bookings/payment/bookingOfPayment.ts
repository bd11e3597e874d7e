/**
 * Which booking requested a payment: the one this process remembers requesting it
 * (requestedPayments.ts), else the bookings read model's `booking_payments`, written
 * by the projection of PaymentRequested. The customer only gets the url after that append
 * (and after the projection showed it), so a callback finds the row; should the read model
 * lag (a projector restarting), the look-up waits, bounded, for the projection to pass the
 * store's head as it was when the callback came, then looks again. Whatever is still
 * missing then was never requested by a booking.
 */
import { bookingOfPayment as paymentsBooking } from '@app/projections/readModels/pendingPayments/queries';
import { waitForProjections } from '@app/projections/waitForProjections';
import type { ApiContext } from '../../context.js';
import { HttpError } from '../../http/problems.js';
import { requestedBy } from './requestedPayments.js';

const lookUp = (ctx: ApiContext, paymentId: string) => paymentsBooking(ctx.pool, paymentId);

export async function bookingOfPayment(ctx: ApiContext, paymentId: string): Promise<string | undefined> {
  const found = requestedBy(ctx.store, paymentId) ?? (await lookUp(ctx, paymentId));
  if (found) return found;
  const head = await ctx.store.headPosition();
  const timeoutMs = Math.max(ctx.config.READ_YOUR_WRITES_TIMEOUT_MS, 2000);
  if (!(await waitForProjections(ctx.pool, head, { projections: ['bookings'], timeoutMs }))) {
    // The read model is behind: a 503 makes the gateway retry later, when it has caught up.
    throw new HttpError('unavailable', 'The payment could not be recorded yet. Please try again in a moment.');
  }
  return lookUp(ctx, paymentId);
}

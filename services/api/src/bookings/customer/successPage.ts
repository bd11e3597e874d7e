/**
 * `GET /api/booking-success/:reference?receipt=…`: what the success page, where the gateway
 * sends the payer back, may say about the booking. Shown to its signed-in customer, or to
 * whoever holds the receipt the success url carries (a guest has no session); a made-up
 * reference, someone else's booking or a reference without its receipt get the look-ups'
 * one 404, and every call that is not the signed-in owner's spends a look-up point.
 * `paid` is the server's word: the page says "Payment Successful!" only when it is true.
 * `calendar`: the Add to calendar links, null until the booking is paid.
 */
import { placedBookingAnswer } from '@app/core/contract/checkout';
import { hasUsablePassword } from '@app/core/accounts/credentials';
import type { ApiContext } from '../../context.js';
import type { Routes } from '../../http/routing.js';
import { isReceiptOf } from '../payment/receipts.js';
import { customerCalendarLinks } from '../calendar/customerCalendar.js';
import { bookingByReference, bookingNotFound, spendLookup } from './bookingAccess.js';

export function successPageRoute(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /api/booking-success/:reference', { summary: "The success page's booking: payment state for its customer or the holder of its receipt", response: placedBookingAnswer });
  routes.add('GET /api/booking-success/:reference', async (req, res) => {
    const booking = await bookingByReference(ctx, req.params.reference);
    const owner = booking !== undefined && req.actor !== undefined && booking.customer.id === req.actor.userId;
    if (!owner) await spendLookup(ctx, req);
    if (!booking || (!owner && !isReceiptOf(ctx.config, booking.reference, req.query.receipt))) throw bookingNotFound();
    res.json({
      data: {
        id: booking.reference,
        category: booking.category.name,
        when_at: booking.when_at,
        total: booking.total,
        payment_status: booking.payment_status,
        paid: booking.payment_status === 'paid',
        is_test_payment: booking.is_test_payment,
        // KEEP MY ACCOUNT: the account a guest's booking made has no password yet.
        can_keep_account: !owner && !(await hasUsablePassword(ctx.pool, booking.customer.id)),
        // Add to calendar, once paid: a guest's .ics link carries the receipt they came with.
        calendar: await customerCalendarLinks(ctx, booking, !owner),
      },
    });
  });
}

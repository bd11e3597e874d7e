/**
 * The public look-ups by booking id and e-mail: the Manage Booking dialog
 * (`check-booking`) and the manage-booking page (`booking-show-details`). A wrong id and
 * a wrong e-mail get the same 404, and the calls are rate-limited per address, so the
 * answer tells nothing about which booking ids or e-mails exist.
 */
import { managedBooking, message } from '@app/core/contract/bookings';
import { z } from 'zod';
import { normalizeReference } from '@app/core/bookings/reference';
import { BOOKING_NOT_FOUND } from '@app/core/bookings/rules';
import { findBookingByReference, type BookingRecord } from '@app/projections/readModels/bookingList/bookings';
import type { ApiContext } from '../context.js';
import { email, requiredText } from '@app/core/contract/fields';
import { HttpError } from '../http/problems.js';
import { perAddress } from '../http/rateLimits.js';
import type { Routes } from '../http/routing.js';
import { manageBookingDetails } from './customer/bookingPages.js';

const checkBody = z.object({ bookingId: requiredText('booking id', 64), email: email() });
const showBody = z.object({ id: requiredText('booking id', 64), email: email() });

export function bookingLookupRoutes(routes: Routes, ctx: ApiContext): void {
  const limited = perAddress(ctx.limits.lookupsPerAddress);

  /** The booking when both the reference and the e-mail match, else the one 404. */
  const lookUp = async (typed: string, address: string): Promise<BookingRecord> => {
    const reference = normalizeReference(typed);
    const booking = reference ? await findBookingByReference(ctx.pool, reference) : undefined;
    if (!booking || booking.customer.email.toLowerCase() !== address) throw new HttpError('not_found', BOOKING_NOT_FOUND);
    return booking;
  };

  routes.document('POST /api/check-booking', { summary: 'Find a booking by id and e-mail', body: checkBody, response: message });
  routes.add('POST /api/check-booking', limited, async (req, res) => {
    const body = checkBody.parse(req.body);
    const booking = await lookUp(body.bookingId, body.email);
    res.json({ message: 'Booking found.', data: { id: booking.id, email: booking.customer.email } });
  });

  routes.document('POST /api/booking-show-details', { summary: 'A booking by id and e-mail', body: showBody, response: managedBooking });
  routes.add('POST /api/booking-show-details', limited, async (req, res) => {
    const body = showBody.parse(req.body);
    const booking = await lookUp(body.id, body.email);
    // The manage-booking page: the buttons' flags, the logs and the manongs (customer/bookingPages.ts).
    res.json({ ...booking, ...(await manageBookingDetails(ctx, booking)) });
  });
}

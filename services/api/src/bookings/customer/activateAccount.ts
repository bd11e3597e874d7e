/**
 * `POST api/activate-account` {id}: the success page's KEEP MY ACCOUNT. A guest's booking
 * made a customer account with no usable password; this sends its owner the single-use
 * set-password link, to the booking's e-mail (never to an address the caller gives).
 *
 * Choices: an unknown reference is the look-ups' 404 (references are unguessable, and the
 * call spends a look-up point). For an account that already has a password the answer is
 * the same success and no mail goes out, so the call tells nothing about the account. At
 * most 3 links an hour per account: a reference seen by others (the manong page's link
 * carries it) cannot be used to flood the customer's inbox.
 */
import { message } from '@app/core/contract/bookings';
import { z } from 'zod';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { hasUsablePassword } from '@app/core/accounts/credentials';
import { sendSetPasswordLink } from '@app/core/accounts/setPasswordMail';
import { findUser } from '@app/projections/readModels/users/queries';
import type { ApiContext } from '../../context.js';
import { requiredText } from '@app/core/contract/fields';
import { consume } from '../../http/rateLimits.js';
import type { Routes } from '../../http/routing.js';
import { bookingByReference, bookingNotFound, spendLookup } from './bookingAccess.js';

export const ACCOUNT_ACTIVATED = 'Account activated successfully! Please check your mail...';

const activateBody = z.object({ id: requiredText('id', 64) });

export function activateAccountRoute(routes: Routes, ctx: ApiContext): void {
  // Beside the app's other counters (tests give every app its own prefix).
  const prefix = ctx.limits.lookupsPerAddress.keyPrefix.replace(/lookup-ip$/, 'activation-account');
  const perAccount = new RateLimiterRedis({ storeClient: ctx.redis, keyPrefix: prefix, points: 3, duration: 60 * 60, rejectIfRedisNotReady: true });

  routes.document('POST /api/activate-account', { summary: "Keep a guest's account: mails the set-password link", body: activateBody, response: message });
  routes.add('POST /api/activate-account', async (req, res) => {
    const body = activateBody.parse(req.body);
    await spendLookup(ctx, req);
    const booking = await bookingByReference(ctx, body.id);
    if (!booking) throw bookingNotFound();
    const userId = booking.customer.id;
    if (!(await hasUsablePassword(ctx.pool, userId))) {
      const user = await findUser(ctx.pool, userId);
      if (user) {
        await consume(perAccount, userId);
        await sendSetPasswordLink({ pool: ctx.pool, publicUrl: ctx.config.PUBLIC_URL, validForHours: ctx.config.PASSWORD_LINK_HOURS }, { userId, email: user.email, firstName: user.first_name }, 'guest');
      }
    }
    res.json({ message: ACCOUNT_ACTIVATED });
  });
}

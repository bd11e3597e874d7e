/**
 * Sign-in and the current user: `/sanctum/csrf-cookie`, `/auth/login|logout|register`,
 * `GET /api/user`, `POST /api/my-profile/update`, the set-password link, and roles.
 */
import { accountOfEmail, changeEmail, changePassword, emailTaken, endSessions, verifyCredentials } from '@app/core/accounts/credentials';
import { findPasswordToken, usePasswordToken } from '@app/core/accounts/passwordTokens';
import { createAccount } from '@app/core/accounts/registerAccount';
import { sendSetPasswordLink } from '@app/core/accounts/setPasswordMail';
import { userDecider } from '@app/core/accounts/userDecider';
import { roles, userStreamId } from '@app/core/accounts/userEvents';
import { signedInUser } from '@app/core/contract/accounts';
import { message } from '@app/core/contract/bookings';
import { handleCommand, loadState } from '@app/core/commands/handleCommand';
import { findUser } from '@app/projections/readModels/users/queries';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { commandContext, requireActor } from '../http/actor.js';
import { csrfCookieRoute } from '../http/csrf.js';
import { HttpError } from '../http/problems.js';
import { clientAddress, consume, ensureNotBlocked, perAddress } from '../http/rateLimits.js';
import type { Routes } from '../http/routing.js';
import { forgotPasswordBody, loginBody, profileBody, registerBody, setPasswordBody } from '@app/core/contract/accounts';
import { endSession, startSession } from './signIn.js';

const INVALID_CREDENTIALS = 'Invalid Credentials! Please try again...';

export const PASSWORD_LINK_SENT = 'If an account uses this e-mail, we have sent it a link to set a new password. Please check your mail.';

export function authRoutes(routes: Routes, ctx: ApiContext): void {
  const { pool, store, settle, limits } = ctx;

  routes.add('GET /sanctum/csrf-cookie', csrfCookieRoute(ctx.config));

  routes.document('POST /auth/login', { summary: 'Sign in', body: loginBody });
  routes.add('POST /auth/login', perAddress(limits.loginPerAddress), async (req, res) => {
    const body = loginBody.parse(req.body);
    await ensureNotBlocked(limits.loginFailuresPerEmail, body.email);
    const userId = await verifyCredentials(pool, body.email, body.password);
    const user = userId && (await findUser(pool, userId));
    if (!user) {
      // The same answer for an unknown e-mail and a wrong password.
      await consume(limits.loginFailuresPerEmail, body.email).catch((error) => {
        if (!(error instanceof HttpError && error.code === 'rate_limited')) throw error;
      });
      throw new HttpError('validation_failed', INVALID_CREDENTIALS, { email: [INVALID_CREDENTIALS] });
    }
    await limits.loginFailuresPerEmail.delete(body.email).catch(() => {});
    await startSession(ctx, req, res, user.id);
    res.json({ message: 'Welcome back!', user });
  });

  routes.add('POST /auth/logout', async (req, res) => {
    await endSession(req, res);
    res.status(204).end();
  });

  routes.document('POST /auth/register', { summary: 'Register a customer account', body: registerBody });
  routes.add('POST /auth/register', perAddress(limits.registrationPerAddress), async (req, res) => {
    const body = registerBody.parse(req.body);
    await consume(limits.registrationPerEmail, body.email);
    if (await emailTaken(pool, body.email)) throw new HttpError('validation_failed', 'The email has already been taken.', { email: ['The email has already been taken.'] });
    const result = await createAccount(
      { pool, store },
      { email: body.email, password: body.password, firstName: body.first_name, lastName: body.last_name, roles: ['customer'] },
      commandContext(req),
    );
    if (result.status === 'exists') throw new HttpError('validation_failed', 'The email has already been taken.', { email: ['The email has already been taken.'] });
    await settle(result.append, ['users']);
    await startSession(ctx, req, res, result.userId);
    res.status(201).json({ message: 'Registered!', user: await findUser(pool, result.userId) });
  });

  routes.document('GET /api/user', { summary: 'The signed-in user with their roles', response: signedInUser });
  routes.add('GET /api/user', async (req, res) => {
    const user = await findUser(pool, requireActor(req).userId);
    if (!user) throw new HttpError('unauthenticated', 'Unauthenticated.');
    res.json(user);
  });

  routes.document('POST /api/my-profile/update', { summary: 'Update my profile and password', body: profileBody });
  routes.add('POST /api/my-profile/update', async (req, res) => {
    const { userId } = requireActor(req);
    const body = profileBody.parse(req.body);
    const current = await loadState(store, userStreamId(userId), userDecider);
    if (current.status !== 'active') throw new HttpError('not_found', 'The account does not exist.');
    if (!(await changeEmail(pool, userId, body.email))) throw new HttpError('validation_failed', 'The email has already been taken.', { email: ['The email has already been taken.'] });
    await changePassword(pool, userId, body.password);
    // A new password signs out every other session of this user.
    await endSessions(pool, userId, req.sessionID);
    const profile = {
      firstName: body.first_name,
      middleName: body.middle_name,
      lastName: body.last_name ?? current.profile.lastName,
      email: body.email,
      contactNumber: body.contact_number ?? current.profile.contactNumber,
    };
    const result = await handleCommand(store, userStreamId(userId), userDecider, { type: 'UpdateProfile', userId, profile }, commandContext(req));
    await settle(result.append, ['users']);
    res.json({ message: 'Profile has been updated.', user: await findUser(pool, userId) });
  });

  routes.add('GET /api/set-password/:token', perAddress(limits.lookupsPerAddress), async (req, res) => {
    const found = await findPasswordToken(pool, String(req.params.token));
    if (!found) throw new HttpError('not_found', 'This link has expired or has already been used.');
    res.json({ email: found.email });
  });

  routes.document('POST /api/set-password', { summary: 'Set a password with an e-mailed link', body: setPasswordBody });
  routes.add('POST /api/set-password', perAddress(limits.lookupsPerAddress), async (req, res) => {
    const body = setPasswordBody.parse(req.body);
    const used = await usePasswordToken(pool, body.token, body.password);
    if (!used) throw new HttpError('validation_failed', 'This link has expired or has already been used.', { token: ['This link has expired or has already been used.'] });
    await endSessions(pool, used.userId);
    res.json({ message: 'Your password has been set. You can now sign in.' });
  });

  // Forgot password?: the set-password link of a kept guest account, mailed to the address
  // typed when an account signs in with it. The answer and the per-e-mail limit are the same
  // whether or not it does, so the call tells nothing about who has an account.
  routes.document('POST /api/forgot-password', { summary: 'Mail a set-password link to the account of an e-mail (the same answer when there is none)', body: forgotPasswordBody, response: message });
  routes.add('POST /api/forgot-password', perAddress(limits.loginPerAddress), async (req, res) => {
    const body = forgotPasswordBody.parse(req.body);
    await consume(limits.passwordLinksPerEmail, body.email);
    const userId = await accountOfEmail(pool, body.email);
    const user = userId && (await findUser(pool, userId));
    if (user) {
      const deps = { pool, publicUrl: ctx.config.PUBLIC_URL, validForHours: ctx.config.PASSWORD_LINK_HOURS };
      await sendSetPasswordLink(deps, { userId: user.id, email: user.email, firstName: user.first_name }, 'forgotten');
    }
    res.json({ message: PASSWORD_LINK_SENT });
  });

  const rolesQuery = z.object({ except: z.union([z.string(), z.array(z.string())]).optional() });
  routes.document('GET /api/roles', { summary: 'Roles', query: rolesQuery });
  routes.add('GET /api/roles', (req, res) => {
    const q = rolesQuery.parse(req.query);
    const except = new Set(q.except === undefined ? [] : [q.except].flat());
    res.json(roles.filter((r) => !except.has(r.name)));
  });
}

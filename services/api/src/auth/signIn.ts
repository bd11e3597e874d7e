/** Starting and ending a signed-in session. */
import type { Request, Response } from 'express';
import type { ApiContext } from '../context.js';
import { issueCsrfToken } from '../http/csrf.js';
import { SESSION_COOKIE } from '../http/session.js';

/**
 * A fresh session id at sign-in (no fixation), holding the user and a new CSRF token,
 * which goes back in the XSRF-TOKEN cookie.
 */
export async function startSession(ctx: Pick<ApiContext, 'config'>, req: Request, res: Response, userId: string): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
  req.session.userId = userId;
  req.session.signedInAt = Date.now();
  issueCsrfToken(req, res, ctx.config);
  await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

/** Destroys the session row, so the old cookie opens nothing any more. */
export async function endSession(req: Request, res: Response): Promise<void> {
  if (req.session) await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}

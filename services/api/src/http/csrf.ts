/**
 * CSRF protection in Laravel Sanctum's shape, which the front ends already speak:
 * `GET /sanctum/csrf-cookie` puts a random token in the session and in a readable
 * `XSRF-TOKEN` cookie; every state-changing request must send it back in `X-XSRF-TOKEN`
 * (synchronizer token: compared with the session's copy, not with the cookie).
 */
import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '@app/core/config';
import { HttpError } from './problems.js';
import { isHttps } from './session.js';
import { sameText } from './signer.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Gives the session a token when it has none, and (re)sends the cookie. */
export function issueCsrfToken(req: Request, res: Response, config: Pick<Config, 'PUBLIC_URL'>): void {
  req.session.csrfToken ??= randomBytes(32).toString('base64url');
  res.cookie(XSRF_COOKIE, req.session.csrfToken, { httpOnly: false, sameSite: 'lax', secure: isHttps(config), path: '/' });
}

export function csrfCookieRoute(config: Pick<Config, 'PUBLIC_URL'>): RequestHandler {
  return (req, res) => {
    issueCsrfToken(req, res, config);
    res.status(204).end();
  };
}

/** Refuses (419) a state-changing request whose X-XSRF-TOKEN does not match the session. */
export const verifyCsrf: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const sent = req.get('x-xsrf-token');
  const expected = req.session?.csrfToken;
  if (!sent || !expected || !sameText(safeDecode(sent), expected)) {
    return next(new HttpError('csrf_token_mismatch', 'CSRF token mismatch.'));
  }
  next();
};

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}


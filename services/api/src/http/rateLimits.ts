/**
 * Brute-force and enumeration brakes, counted in Redis so every api process shares them:
 * - sign-in: per client address (every attempt) and per e-mail (failed attempts only,
 *   forgotten after a success);
 * - registration: per client address and per e-mail; look-ups: per client address;
 * - set-password links asked for (Forgot password?): per e-mail, known or not.
 * When Redis cannot be reached the limited calls answer 503 rather than go unguarded.
 */
import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from './problems.js';

export interface RateLimits {
  loginPerAddress: RateLimiterRedis;
  loginFailuresPerEmail: RateLimiterRedis;
  registrationPerAddress: RateLimiterRedis;
  registrationPerEmail: RateLimiterRedis;
  lookupsPerAddress: RateLimiterRedis;
  passwordLinksPerEmail: RateLimiterRedis;
}

export function createRateLimits(redis: Redis, prefix = 'rl'): RateLimits {
  const limiter = (name: string, points: number, durationSeconds: number) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:${name}`, points, duration: durationSeconds, rejectIfRedisNotReady: true });
  return {
    loginPerAddress: limiter('login-ip', 30, 15 * 60),
    loginFailuresPerEmail: limiter('login-email', 5, 15 * 60),
    registrationPerAddress: limiter('register-ip', 20, 60 * 60),
    registrationPerEmail: limiter('register-email', 5, 60 * 60),
    lookupsPerAddress: limiter('lookup-ip', 30, 60),
    passwordLinksPerEmail: limiter('password-link-email', 3, 60 * 60),
  };
}

export const clientAddress = (req: Request) => req.ip ?? 'unknown';

/** Spends a point; a spent limiter answers 429 with Retry-After. */
export async function consume(limiter: RateLimiterRedis, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    throw toHttpError(error);
  }
}

/** 429 when the key has no points left, without spending one. */
export async function ensureNotBlocked(limiter: RateLimiterRedis, key: string): Promise<void> {
  let state: RateLimiterRes | null;
  try {
    state = await limiter.get(key);
  } catch (error) {
    throw toHttpError(error);
  }
  if (state && state.remainingPoints <= 0) throw toHttpError(state);
}

export function perAddress(limiter: RateLimiterRedis): RequestHandler {
  return async (req, _res, next) => {
    await consume(limiter, clientAddress(req));
    next();
  };
}

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', `Too many attempts. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`);
  }
}

function toHttpError(error: unknown): Error {
  if (error instanceof RateLimiterRes) return new TooManyAttempts(Math.ceil(error.msBeforeNext / 1000));
  return new HttpError('unavailable', 'The service is temporarily unavailable. Please try again in a moment.');
}

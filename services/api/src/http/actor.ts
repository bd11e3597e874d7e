/**
 * The signed-in user of a request, loaded fresh from the users read model on every
 * request (with the session, in its one statement): a removed account or a changed role
 * takes effect at once, not at the next sign-in.
 */
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { CommandContext } from '@app/core/commands/decider';
import type { Pool } from '@app/core/db/pool';
import type { RoleName } from '@app/core/accounts/userEvents';
import { findUser, type UserView } from '@app/projections/readModels/users/queries';
import { HttpError } from './problems.js';
import { userLoadedWithSession } from './session.js';

export interface Actor {
  userId: string;
  roles: RoleName[];
  /** The user's row as this request found it, for handlers that need more than the roles. */
  user: UserView;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      actor?: Actor;
    }
  }
}

export function loadActor(pool: Pool): RequestHandler {
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    if (!userId) return next();
    // Read with the session in the same statement (session.ts), else now.
    const loaded = userLoadedWithSession(req);
    const user = loaded === undefined ? await findUser(pool, userId) : (loaded ?? undefined);
    if (user) {
      req.actor = { userId, roles: user.roles.map((r) => r.name), user };
      return next();
    }
    // The account is gone: the session goes with it.
    req.session.destroy(() => next());
  };
}

export function requireActor(req: Request): Actor {
  if (!req.actor) throw new HttpError('unauthenticated', 'Unauthenticated.');
  return req.actor;
}

/** Metadata of the events a request causes: who, which request, and when. */
export function commandContext(req: Request): CommandContext {
  const actor = req.actor;
  return {
    actor: actor?.userId ?? null,
    role: actor ? primaryRole(actor.roles) : 'guest',
    correlationId: (req.get('x-request-id') ?? '').slice(0, 64) || randomUUID(),
    causationId: null,
    now: new Date().toISOString(),
  };
}

// The auditor writes nothing, so a user who is also field staff signs their events as field staff.
const rolePrecedence: readonly RoleName[] = ['administrator', 'assessor', 'manong', 'auditor', 'customer'];

export function primaryRole(roles: readonly RoleName[]): RoleName | null {
  return rolePrecedence.find((r) => roles.includes(r)) ?? null;
}

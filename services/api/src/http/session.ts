/**
 * Cookie sessions kept in PostgreSQL (express-session + connect-pg-simple). The cookie is
 * HttpOnly and SameSite=Lax, and Secure whenever the site is served over https. A session
 * unused for SESSION_IDLE_MINUTES ends (the cookie rolls forward on each request, the
 * row at most once a minute: sessionTouches.ts); one older than SESSION_ABSOLUTE_HOURS
 * ends however active it is.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Config } from '@app/core/config';
import { isConnectionError } from '@app/core/db/connectionErrors';
import type { Pool } from '@app/core/db/pool';
import { sessionAndUser, type UserView } from '@app/projections/readModels/users/queries';
import { SessionTouches } from './sessionTouches.js';

export const SESSION_COOKIE = 'homerepair_session';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** Milliseconds since the epoch when the user signed in. */
    signedInAt?: number;
    csrfToken?: string;
  }
}

const PgStore = connectPgSimple(session);

const LOADED_USER = Symbol('user loaded with the session');
/** The user each request's session named, as read with the session; absent when the session was not read from the store. */
const loadedUsers = new WeakMap<Request, UserView | null>();

/** The user read with this request's session (null: none, or no longer in the read model); undefined when the store was not read. */
export const userLoadedWithSession = (req: Request): UserView | null | undefined => loadedUsers.get(req);
type StoreCallback = (error?: unknown) => void;

/** The PostgreSQL store, touching each session at most once per TOUCH_EVERY_MS (sessionTouches.ts). */
class ThrottledPgStore extends PgStore {
  constructor(
    private readonly touches: SessionTouches,
    private readonly pool: Pool,
    options: ConstructorParameters<typeof PgStore>[0],
  ) {
    super({ ...options, pool });
  }

  /**
   * The session and its user in one statement (sessionAndUser): the user rides along to
   * createSession below, which hands it to the request for loadActor (actor.ts) instead of
   * a second read. A symbol key, so express-session neither copies it into req.session nor
   * ever stores it.
   *
   * express-session takes an error with code ENOENT from a store for "no such session"
   * (file stores), and that is what connecting to a stopped server through its Unix socket
   * gives: the user would be treated as signed out (and refused 419) instead of told the
   * service is unavailable (503). Such errors go on as a connection failure (SQLSTATE 08006).
   */
  override get(sid: string, fn: (error: unknown, sess?: session.SessionData | null) => void): void {
    sessionAndUser(this.pool, sid, Math.ceil(Date.now() / 1000)).then(
      (found) => {
        if (!found) return fn(null);
        let sess: session.SessionData;
        try {
          sess = (typeof found.sess === 'string' ? JSON.parse(found.sess) : found.sess) as session.SessionData;
        } catch {
          return this.destroy(sid, (error) => fn(error));
        }
        (sess as { [LOADED_USER]?: UserView | null })[LOADED_USER] = found.user;
        fn(null, sess);
      },
      (error: unknown) => fn(isConnectionError(error) ? Object.assign(new Error('PostgreSQL is unreachable', { cause: error }), { code: '08006' }) : error),
    );
  }

  override createSession(req: Request, sess: session.SessionData): session.Session & session.SessionData {
    const carried = sess as { [LOADED_USER]?: UserView | null };
    if (LOADED_USER in carried) {
      loadedUsers.set(req, carried[LOADED_USER] ?? null);
      delete carried[LOADED_USER];
    }
    return super.createSession(req, sess);
  }

  override touch(sid: string, sess: session.SessionData, fn?: StoreCallback): void {
    if (!this.touches.due(sid)) return fn?.();
    super.touch(sid, sess, fn);
  }

  override set(sid: string, sess: session.SessionData, fn?: StoreCallback): void {
    this.touches.written(sid);
    super.set(sid, sess, fn);
  }

  override destroy(sid: string, fn?: StoreCallback): void {
    this.touches.forget(sid);
    super.destroy(sid, fn);
  }
}

export function createSessionMiddleware(config: Config, pool: Pool): RequestHandler {
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const sessions = session({
    name: SESSION_COOKIE,
    secret: sessionSecret(config),
    store: new ThrottledPgStore(new SessionTouches(), pool, { schemaName: 'auth', tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    cookie: { httpOnly: true, sameSite: 'lax', secure: isHttps(config), maxAge: idleMs, path: '/' },
  });
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  const expireOld: RequestHandler = (req, res, next) => {
    const signedInAt = req.session?.signedInAt;
    if (signedInAt !== undefined && Date.now() - signedInAt > absoluteMs) {
      req.session.destroy(() => {
        res.clearCookie(SESSION_COOKIE, { path: '/' });
        next();
      });
      return;
    }
    next();
  };
  return (req, res, next) =>
    sessions(req, res, (error?: unknown) => {
      if (error) {
        // The store could not be read (the database is down, or a pooled connection broke
        // as it came back). express-session takes the missing req.session for one that was
        // unset and, with unset: 'destroy', deletes the session at the end of this request:
        // one failed read would sign the user out whenever the delete got through. Without
        // an id this request neither deletes, touches nor sets the session cookie.
        delete (req as { sessionID?: string }).sessionID;
        return next(error);
      }
      expireOld(req, res, next);
    });
}

export const isHttps = (config: Pick<Config, 'PUBLIC_URL'>) => config.PUBLIC_URL.startsWith('https:');

/** SESSION_SECRET, or one made once and kept (mode 0600) under DATA_DIR. */
export function sessionSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.resolve(config.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
  } catch {
    // Another api process wrote it first: use theirs.
    return readFileSync(file, 'utf8').trim();
  }
  chmodSync(file, 0o600);
  return secret;
}

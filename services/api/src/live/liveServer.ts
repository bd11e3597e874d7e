/**
 * socket.io on the api's HTTP server, for the console's live notifications.
 *
 * A connection is accepted only with a signed-in session: the handshake runs through the
 * same express-session middleware as the HTTP routes (the cookie travels with the
 * handshake, same origin), and the user's roles are read fresh from the users read model,
 * as loadActor does. The server puts the socket in its rooms (channels.ts); clients never
 * choose a room, and a `join` asking for another one is refused.
 *
 * The Redis adapter makes a broadcast from one api process (or from a worker, through
 * @socket.io/redis-emitter) reach the sockets connected to every api process.
 */
import type http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RequestHandler } from 'express';
import { Server, type Socket } from 'socket.io';
import type { RoleName } from '@app/core/accounts/userEvents';
import type { Config } from '@app/core/config';
import type { Pool } from '@app/core/db/pool';
import { ADMIN_CHANNEL, liveRedisKey, roleRoom, userRoom } from '@app/core/live/channels';
import type { Logger } from '@app/core/logger';
import { createRedis } from '@app/core/redis';
import { rolesOfUser } from '@app/projections/readModels/users/queries';
import { startSessionSweep } from './sessionSweep.js';

export interface LiveServer {
  io: Server;
  /** Disconnects sockets whose session has ended, now (it also runs on a timer); answers how many. */
  sweepSessions(): Promise<number>;
  close(): Promise<void>;
}

interface SocketData {
  userId: string;
  roles: RoleName[];
  sessionId: string;
}

export function attachLiveServer(server: http.Server, deps: { config: Config; pool: Pool; sessions: RequestHandler; log: Logger }): LiveServer {
  const { config, pool, log } = deps;
  const io = new Server<Record<string, (...args: never[]) => void>, Record<string, (...args: never[]) => void>, Record<string, never>, SocketData>(server, {
    path: '/socket.io',
    serveClient: false,
    // Same origin only (the api serves both apps): no CORS headers are sent, and a
    // handshake from another site's page is refused even before its cookie is looked at.
    allowRequest: (req, callback) => callback(null, sameOrigin(req, config)),
  });
  const pub = createRedis(config, { name: 'live-pub', blocking: true });
  const sub = pub.duplicate();
  sub.on('error', () => {});
  io.adapter(createAdapter(pub, sub, { key: liveRedisKey(config) }));

  // The session middleware needs an Express-like req/res; the handshake's are plain Node
  // ones, which express-session accepts. Run it on the handshake request only.
  io.engine.use((req: http.IncomingMessage & { _query?: Record<string, string> }, res: http.ServerResponse, next: (error?: unknown) => void) => {
    if (req._query?.sid !== undefined) return next();
    deps.sessions(req as never, res as never, next as never);
  });

  io.use((socket, next) => {
    void identify(pool, socket).then(
      (data) => {
        if (!data) return next(new Error('unauthenticated'));
        socket.data = data;
        next();
      },
      (error: unknown) => {
        log.warn({ err: error }, 'live: could not identify a socket');
        next(new Error('unavailable'));
      },
    );
  });

  io.on('connection', (socket) => {
    const rooms = roomsOf(socket.data);
    void socket.join(rooms);
    // Rooms are the server's choice; this only answers whether the socket is in one.
    socket.on('join', (room: unknown, ack?: unknown) => {
      const allowed = typeof room === 'string' && rooms.includes(room);
      if (typeof ack === 'function') (ack as (answer: object) => void)(allowed ? { ok: true } : { error: 'forbidden' });
    });
  });

  const sweep = startSessionSweep(io, pool, log);
  return {
    io: io as unknown as Server,
    sweepSessions: () => sweep.sweep(),
    async close() {
      sweep.stop();
      io.disconnectSockets(true);
      // io.close() would also close the HTTP server, which main.ts owns.
      await new Promise<void>((resolve) => {
        io.engine.close();
        resolve();
      });
      pub.disconnect();
      sub.disconnect();
    },
  };
}

/**
 * Browsers send Origin on WebSocket and cross-origin requests. Accepted: none (not a
 * browser), the host the request came to, PUBLIC_URL, and in development the Vite dev
 * servers that proxy to the api.
 */
export function sameOrigin(req: http.IncomingMessage, config: Pick<Config, 'PUBLIC_URL' | 'NODE_ENV'>): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  if (host === req.headers.host || origin === new URL(config.PUBLIC_URL).origin) return true;
  return config.NODE_ENV === 'development' && /^localhost:517[34]$/.test(host);
}

export function roomsOf(data: Pick<SocketData, 'userId' | 'roles'>): string[] {
  const rooms = [userRoom(data.userId), ...data.roles.map(roleRoom)];
  if (data.roles.includes('administrator')) rooms.push(ADMIN_CHANNEL);
  return rooms;
}

type HandshakeRequest = http.IncomingMessage & { session?: { id?: string; userId?: string }; sessionID?: string };

async function identify(pool: Pool, socket: Socket): Promise<SocketData | undefined> {
  const req = socket.request as HandshakeRequest;
  const userId = req.session?.userId;
  if (!userId || !req.sessionID) return undefined;
  const roles = await rolesOfUser(pool, userId);
  if (!roles) return undefined;
  return { userId, roles, sessionId: req.sessionID };
}

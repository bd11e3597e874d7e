/**
 * The api's socket.io server on a real port for tests, and socket.io clients that carry
 * a session cookie the way a browser on the same origin does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import { io as connectClient, type Socket } from 'socket.io-client';
import { SESSION_COOKIE } from '../../src/http/session.js';
import { attachLiveServer, type LiveServer } from '../../src/live/liveServer.js';
import { createLogger } from '@app/core/logger';
import { TEST_PASSWORD, TestClient, type TestStack } from './stack.js';

export interface LiveApi {
  url: string;
  live: LiveServer;
  close(): Promise<void>;
}

/** One api process: the stack's Express app and a socket.io server on its own HTTP server. */
export async function listenLive(stack: TestStack): Promise<LiveApi> {
  const server = http.createServer(stack.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const live = attachLiveServer(server, { config: stack.config, pool: stack.db.pool, log: createLogger('live-test'), sessions: stack.app.locals.sessions as RequestHandler });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    live,
    async close() {
      await live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A user of the role, signed in: the `name=value` of their session cookie. */
export async function sessionCookie(stack: TestStack, role: Parameters<TestStack['signedIn']>[0]): Promise<{ cookie: string; userId: string }> {
  const { email, userId } = await stack.signedIn(role);
  const res = await new TestClient(stack.app).login(email, TEST_PASSWORD);
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const session = cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error('no session cookie at sign-in');
  return { cookie: session, userId };
}

/** Resolves with the connected socket, or rejects with the server's refusal. */
export function connectSocket(url: string, cookie?: string, origin?: string): Promise<Socket> {
  const socket = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` on the socket, or undefined if none comes within `ms`. */
export function nextEvent<T>(socket: Socket, event: string, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      resolve(undefined);
    }, ms);
    const on = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, on);
  });
}

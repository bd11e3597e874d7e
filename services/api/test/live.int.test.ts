/**
 * Live notifications over socket.io: who may connect, which rooms they get, and that a
 * broadcast reaches sockets of every api process through the Redis adapter.
 */
import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Signing in and connecting take a few seconds on a busy machine. */
const SLOW = 30_000;
import { ADMIN_CHANNEL, LIVE_EVENTS, roleRoom, userRoom } from '@app/core/live/channels';
import { connectSocket, listenLive, nextEvent, sessionCookie, type LiveApi } from './support/live.js';
import { startStack, type TestStack } from './support/stack.js';

let stack: TestStack;
let first: LiveApi;
let second: LiveApi;
const sockets: Socket[] = [];
const open = async (api: LiveApi, cookie?: string) => {
  const socket = await connectSocket(api.url, cookie);
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  // Its own Redis key prefix, so broadcasts of other test runs on the shared Redis never arrive here.
  stack = await startStack({ QUEUE_PREFIX: `live-${randomBytes(4).toString('hex')}` });
  first = await listenLive(stack);
  second = await listenLive(stack);
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await first?.close();
  await second?.close();
  await stack?.close();
});

describe('socket authentication', () => {
  it('refuses a connection without a session cookie, and one with a forged cookie', async () => {
    await expect(connectSocket(first.url)).rejects.toThrow('unauthenticated');
    await expect(connectSocket(first.url, 'homerepair_session=s%3Aforged.signature')).rejects.toThrow('unauthenticated');
  }, SLOW);

  it("refuses a handshake from another site's page, even with a valid cookie; accepts the api's own origin", async () => {
    const { cookie } = await sessionCookie(stack, 'administrator');
    await expect(connectSocket(first.url, cookie, 'https://evil.example')).rejects.toThrow();
    const own = await open(first, cookie);
    expect(own.connected).toBe(true);
    const sameHost = await connectSocket(first.url, cookie, first.url);
    sockets.push(sameHost);
    expect(sameHost.connected).toBe(true);
  }, SLOW);

  it('puts a customer in their own rooms only: no joining the administrators channel, no admin broadcast', async () => {
    const customer = await sessionCookie(stack, 'customer');
    const socket = await open(first, customer.cookie);
    const ask = (room: string) => socket.timeout(5000).emitWithAck('join', room) as Promise<{ ok?: true; error?: string }>;
    expect(await ask(ADMIN_CHANNEL)).toEqual({ error: 'forbidden' });
    expect(await ask(roleRoom('administrator'))).toEqual({ error: 'forbidden' });
    expect(await ask(userRoom(customer.userId))).toEqual({ ok: true });
    expect(await ask(roleRoom('customer'))).toEqual({ ok: true });

    const admin = await open(first, (await sessionCookie(stack, 'administrator')).cookie);
    const toAdmin = nextEvent(admin, LIVE_EVENTS.notification, 5000);
    const toCustomer = nextEvent(socket, LIVE_EVENTS.notification, 1500);
    first.live.io.to(ADMIN_CHANNEL).emit(LIVE_EVENTS.notification, { id: 'n-1', message: 'For administrators' });
    expect(await toAdmin).toEqual({ id: 'n-1', message: 'For administrators' });
    expect(await toCustomer).toBeUndefined();
  }, SLOW);

  it('disconnects the socket of a session that has ended (signed out)', async () => {
    const admin = await sessionCookie(stack, 'administrator');
    const socket = await open(first, admin.cookie);
    const sid = decodeURIComponent(admin.cookie.split('=')[1]!).slice(2).split('.')[0]!;
    await stack.db.pool.query('DELETE FROM auth.sessions WHERE sid = $1', [sid]);
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    const swept = await sweepNow(first);
    expect(swept).toBe(1);
    await gone;
    await expect(connectSocket(first.url, admin.cookie)).rejects.toThrow('unauthenticated');
  }, SLOW);
});

describe('several api processes', () => {
  it('delivers a broadcast made on one api to administrators connected to either', async () => {
    const cookie = (await sessionCookie(stack, 'administrator')).cookie;
    const onFirst = await open(first, cookie);
    const onSecond = await open(second, cookie);
    const heard = [nextEvent(onFirst, LIVE_EVENTS.notification, 5000), nextEvent(onSecond, LIVE_EVENTS.notification, 5000)];
    first.live.io.to(ADMIN_CHANNEL).emit(LIVE_EVENTS.notification, { id: 'n-2', message: 'Across processes' });
    expect(await Promise.all(heard)).toEqual([
      { id: 'n-2', message: 'Across processes' },
      { id: 'n-2', message: 'Across processes' },
    ]);
  }, SLOW);
});

/** Runs the session sweep of an api now rather than on its timer. */
async function sweepNow(api: LiveApi): Promise<number> {
  return api.live.sweepSessions();
}

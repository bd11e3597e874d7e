/**
 * Live notifications end to end, every part real: a customer books over HTTP; the event
 * consumer (worker) turns the event into a `live` job; the live worker waits for the
 * notifications read model, then broadcasts through Redis with the emitter; the api's
 * socket.io server (Redis adapter) hands it to the administrator's socket, and the
 * notification the push names is already in GET api/notifications.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_CHANNEL, LIVE_EVENTS, type AdminNotificationPayload, type AssignmentPayload } from '@app/core/live/channels';
import { createLogger } from '@app/core/logger';
import { QUEUES } from '@app/core/queues/queues';
import { addAddress, planSlot, seedCatalogue } from '../../services/api/test/bookings.support.js';
import { pay, place, run } from '../../services/api/test/bookings.customer.support.js';
import { connectSocket, listenLive, sessionCookie, type LiveApi } from '../../services/api/test/support/live.js';
import { startStack, type TestClient, type TestStack } from '../../services/api/test/support/stack.js';
import { producerQueues, startEventConsumer } from '../../services/worker/src/consumer/startConsumer.js';
import type { EventConsumer } from '../../services/worker/src/consumer/consumer.js';
import { startLiveWorker, type LiveWorker } from '../../services/worker/src/live/liveWorker.js';

let stack: TestStack;
let api: LiveApi;
let queues: ReturnType<typeof producerQueues>;
let consumer: EventConsumer;
let worker: LiveWorker;
const sockets: Socket[] = [];

beforeAll(async () => {
  // A queue and channel prefix of its own on the shared Redis.
  stack = await startStack({ QUEUE_PREFIX: `livee2e-${randomBytes(4).toString('hex')}`, PROJECTOR_POLL_MS: '50' });
  api = await listenLive(stack);
  const log = createLogger('live-e2e');
  queues = producerQueues(stack.config, 'live-e2e-producer');
  consumer = startEventConsumer({ config: stack.config, store: stack.store, log, queueOf: queues.queueOf });
  worker = startLiveWorker({ config: stack.config, pool: stack.db.pool, log });
}, 60_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await consumer?.stop();
  await worker?.close();
  // The jobs of this run (mail jobs nobody runs here, too) leave the shared Redis with it.
  for (const name of Object.values(QUEUES)) await queues?.queueOf(name).obliterate({ force: true }).catch(() => {});
  await queues?.close();
  await api?.close();
  await stack?.close();
});

/** Every payload of `event` the socket receives from now on. */
function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

async function until<T>(what: string, find: () => T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('pushes a new booking to administrators once the list has it, never to the customer; an assignment to each manong', async () => {
  const adminAccount = await stack.signedIn('administrator');
  const admin: TestClient = adminAccount.client;
  const adminSocket = await connectSocket(api.url, (await sessionCookie(stack, 'administrator')).cookie);
  const customerLogin = await sessionCookie(stack, 'customer');
  const customerSocket = await connectSocket(api.url, customerLogin.cookie);
  const manong = await sessionCookie(stack, 'manong');
  const manongSocket = await connectSocket(api.url, manong.cookie);
  sockets.push(adminSocket, customerSocket, manongSocket);
  const toAdmin = collect<AdminNotificationPayload>(adminSocket, LIVE_EVENTS.notification);
  const toCustomer = collect<unknown>(customerSocket, LIVE_EVENTS.notification);
  const toManong = collect<AssignmentPayload>(manongSocket, LIVE_EVENTS.assignment);

  const c = await seedCatalogue(admin);
  const customer = await stack.signedIn('customer', { firstName: 'Lorna' });
  const addressId = await addAddress(customer.client, c.cityId);
  const slotId = await planSlot(stack, 2);
  const booking = await place(customer.client, c, slotId, addressId);

  const pushed = await until('the new booking pushed to the admin socket', () => toAdmin.find((n) => n.message.startsWith(`New booking ${booking.id} `)));
  expect(pushed.message).toMatch(new RegExp(`^New booking ${booking.id} from Lorna `));
  // Fetched the moment the push arrived, the list already holds it.
  const list = await admin.get('/api/notifications');
  expect(list.body.notifications.map((n: { id: string }) => n.id)).toContain(pushed.id);

  await pay(stack, booking);
  await until('the payment pushed', () => toAdmin.find((n) => n.message === `Booking ${booking.id} has been paid`));
  // What a console fetches after a reconnect: everything from the newest it had.
  const since = list.body.notifications.find((n: { id: string }) => n.id === pushed.id).created_at as string;
  const missed = await admin.get(`/api/notifications?since=${encodeURIComponent(since)}`);
  expect(missed.status).toBe(200);
  expect(missed.body.notifications.map((n: { data: { message: string } }) => n.data.message)).toEqual([`Booking ${booking.id} has been paid`, pushed.message]);
  expect((await admin.get('/api/notifications?since=yesterday')).status).toBe(422);

  await run(stack, booking.booking_id, { type: 'AssignManongs', bookingId: booking.booking_id, primary: [manong.userId, randomUUID()], secondary: [], now: new Date().toISOString() });
  expect(await until('the assignment pushed to the manong', () => toManong[0])).toEqual({ type: 'ManongsAssigned', bookingId: booking.booking_id });

  // A payment the sandbox took is pushed saying it was a test payment, as the bell lists it.
  const tested = await place(customer.client, c, await planSlot(stack, 2), addressId);
  await pay(stack, tested, 'sandbox');
  await until('the test payment pushed', () => toAdmin.find((n) => n.message === `Booking ${tested.id} has been paid (test payment)`));

  expect(toCustomer).toEqual([]);
  expect(adminSocket.connected && customerSocket.connected).toBe(true);
  // Rooms are the server's: the customer's socket is not in the administrators' channel.
  expect(await customerSocket.timeout(5000).emitWithAck('join', ADMIN_CHANNEL)).toEqual({ error: 'forbidden' });
}, 120_000);

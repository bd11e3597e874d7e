import { afterAll, beforeAll, expect, it } from 'vitest';
import { addAddress, cart, planSlot, seedCatalogue } from './bookings.support.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let admin: TestClient;
let otherAdmin: TestClient;
beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
  otherAdmin = (await stack.signedIn('administrator')).client;
});
afterAll(async () => {
  await stack?.close();
});

it('tells administrators of a new booking and its payment, each with its own read state', async () => {
  const c = await seedCatalogue(admin);
  const customer = await stack.signedIn('customer', { firstName: 'Lorna' });
  const addressId = await addAddress(customer.client, c.cityId);
  const slotId = await planSlot(stack, 2);
  const placed = await customer.client.send('post', '/api/bookings', cart(c, slotId, addressId));
  expect(placed.status).toBe(201);
  const reference = placed.body.data.id as string;
  await stack.client().send('post', new URL(placed.body.payment.url).pathname + '/pay');
  await stack.settled();

  const list = await admin.get('/api/notifications');
  expect(list.status).toBe(200);
  const messages = list.body.notifications.map((n: { data: { message: string } }) => n.data.message);
  expect(messages).toHaveLength(2);
  // Paid on the sandbox's page: a test payment, and the notification says so.
  expect(messages[0]).toBe(`Booking ${reference} has been paid (test payment)`);
  expect(messages[1]).toMatch(new RegExp(`^New booking ${reference} from Lorna `));
  // Each names whose booking it is.
  expect(list.body.notifications.map((n: { data: { customer: string } }) => n.data.customer)).toEqual([expect.stringMatching(/^Lorna /), expect.stringMatching(/^Lorna /)]);
  expect(list.body.unread).toBe(2);

  const first = list.body.notifications[0].id;
  expect((await admin.send('patch', `/api/notifications/${first}/read`)).status).toBe(200);
  expect((await admin.get('/api/notifications')).body.unread).toBe(1);
  expect((await otherAdmin.get('/api/notifications')).body.unread).toBe(2);
  // Mark all as read is a state change: refused without the session's CSRF token.
  expect((await admin.agent.post('/api/notifications/read-all').set('X-Requested-With', 'XMLHttpRequest').send({})).status).toBe(419);
  expect((await admin.get('/api/notifications')).body.unread).toBe(1);
  expect((await admin.send('post', '/api/notifications/read-all')).body.message).toBe('All caught up! No new notifications');
  expect((await admin.get('/api/notifications')).body.unread).toBe(0);
  expect((await admin.send('patch', '/api/notifications/00000000-0000-4000-8000-000000000000/read')).status).toBe(404);
  expect((await customer.client.get('/api/notifications')).status).toBe(403);
});

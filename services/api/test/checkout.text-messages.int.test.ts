/**
 * The checkout's "Send me text reminders for this booking" (text_messages in the body of
 * POST /api/bookings and the gateways' /process): a signed-in customer's sets their choice
 * either way; a guest's new account gets its no in the placement's one append; a guest's
 * box on an existing account only ever says no (placement/README.md); the admin form's is
 * ignored; anything but a boolean is a 422 on the field.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userStreamId } from '@app/core/accounts/userEvents';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { findBookingByReference } from '@app/projections/readModels/bookingList/bookings';
import { addAddress, cart, planSlot, seedCatalogue, type Catalogue } from './bookings.support.js';
import { startStack, type TestStack } from './support/stack.js';

let stack: TestStack;
let c: Catalogue;

beforeAll(async () => {
  stack = await startStack();
  c = await seedCatalogue((await stack.signedIn('administrator')).client);
  await stack.settled();
});
afterAll(async () => {
  await stack?.close();
});

const guestCart = async (email: string, extra: Record<string, unknown> = {}) => ({
  user: { first_name: 'Maria', last_name: 'Santos', email, contact_number: '09171234567', street_address: '5 Rizal Ave', city: c.cityId, barangay: 'San Antonio', type_of_home: 'condo' },
  date_of_service: await planSlot(stack, 3),
  category: c.category.friendly_name,
  list: [{ id: c.cleaning, quantity: 1, location: c.locationId }],
  discountCoupon: null,
  ...extra,
});

const userEvents = async (userId: string) => (await stack.store.readStream(userStreamId(userId))).map((e) => [e.type, (e.data as { allowed?: boolean }).allowed]);
const customerOf = async (reference: string) => {
  await stack.settled();
  const booking = (await findBookingByReference(stack.db.pool, reference))!;
  return { customer_id: booking.customer.id, booking_id: booking.booking_id };
};

it("a guest who unticks it: the new account is registered with its no, in the booking's own append", async () => {
  const placed = await stack.client().send('post', '/api/xendit/process', await guestCart(`texts.no.${Date.now()}@example.ph`, { text_messages: false }));
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { customer_id, booking_id } = await customerOf(placed.body.booking.id);
  expect(await userEvents(customer_id)).toEqual([
    ['UserRegistered', undefined],
    ['TextMessagesChosen', false],
  ]);
  // One append: the choice is committed with the booking, in one transaction (a position's commit is its transaction).
  const [chosen] = (await stack.store.readStream(userStreamId(customer_id))).slice(-1);
  const [placedEvent] = await stack.store.readStream(bookingStreamId(booking_id));
  expect(placedEvent!.type).toBe('BookingPlaced');
  expect(chosen!.position.commit).toBe(placedEvent!.position.commit);
});

it("a guest who leaves it ticked gets the default (no event); a guest's tick never turns texts back on for an account that said no", async () => {
  const yes = await stack.client().send('post', '/api/xendit/process', await guestCart(`texts.yes.${Date.now()}@example.ph`, { text_messages: true }));
  expect(yes.status, JSON.stringify(yes.body)).toBe(201);
  expect(await userEvents((await customerOf(yes.body.booking.id)).customer_id)).toEqual([['UserRegistered', undefined]]);

  const owner = await stack.signedIn('customer');
  await owner.client.send('put', '/api/my-text-messages', { allowed: false });
  const typed = await stack.client().send('post', '/api/xendit/process', await guestCart(owner.email, { text_messages: true }));
  expect(typed.status, JSON.stringify(typed.body)).toBe(201);
  expect((await owner.client.get('/api/my-text-messages')).body.data.allowed).toBe(false);

  const other = await stack.signedIn('customer');
  const saidNo = await stack.client().send('post', '/api/xendit/process', await guestCart(other.email, { text_messages: false }));
  expect(saidNo.status, JSON.stringify(saidNo.body)).toBe(201);
  expect((await other.client.get('/api/my-text-messages')).body.data.allowed).toBe(false);
});

it("a signed-in customer's box sets their choice either way; the admin form's is ignored; a non-boolean is a 422 on the field", async () => {
  const me = await stack.signedIn('customer');
  const address = await addAddress(me.client, c.cityId);
  const off = await me.client.send('post', '/api/bookings', cart(c, await planSlot(stack, 3), address, { text_messages: false }));
  expect(off.status, JSON.stringify(off.body)).toBe(201);
  expect((await me.client.get('/api/my-text-messages')).body.data.allowed).toBe(false);
  const on = await me.client.send('post', '/api/xendit/process', { address, date_of_service: await planSlot(stack, 3), category: c.category.friendly_name, list: [{ id: c.cleaning, quantity: 1, location: c.locationId }], text_messages: true });
  expect(on.status, JSON.stringify(on.body)).toBe(201);
  expect((await me.client.get('/api/my-text-messages')).body.data.allowed).toBe(true);

  const admin = (await stack.signedIn('administrator')).client;
  const forMe = await admin.send('post', '/api/bookings', cart(c, await planSlot(stack, 3), address, { customer: me.userId, text_messages: false }));
  expect(forMe.status, JSON.stringify(forMe.body)).toBe(201);
  expect((await me.client.get('/api/my-text-messages')).body.data.allowed).toBe(true);

  const bad = await me.client.send('post', '/api/bookings', cart(c, await planSlot(stack, 3), address, { text_messages: 'yes' }));
  expect(bad.status).toBe(422);
  expect(bad.body.errors.text_messages).toEqual(['Choose whether to get text reminders (true or false).']);
});

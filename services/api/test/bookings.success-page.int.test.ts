/**
 * The success page's call, GET /api/booking-success/:reference: the booking's payment state
 * for its signed-in customer or the holder of the receipt its success url carries (the
 * gateway's redirect); a made-up reference, a reference without its receipt and someone
 * else's booking are the look-ups' one 404.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_NOT_FOUND } from '@app/core/bookings/rules';
import { addAddress, cart, planSlot, seedCatalogue, type Catalogue } from './bookings.support.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

const PUBLIC_URL = 'http://localhost:3000';

let stack: TestStack;
let c: Catalogue;

beforeAll(async () => {
  stack = await startStack({ PUBLIC_URL });
  c = await seedCatalogue((await stack.signedIn('administrator')).client);
  await stack.settled();
});
afterAll(async () => {
  await stack?.close();
});

const sandboxPath = (url: string) => new URL(url).pathname;
/** Where the sandbox's Pay button sends the browser: the success page, with its receipt. */
const payAtSandbox = async (url: string) => new URL((await request(stack.app).post(`${sandboxPath(url)}/pay`).type('form').set('Accept', 'text/html')).headers.location as string);
const successOf = (client: TestClient, page: URL) => client.get(`/api${page.pathname}${page.search}`);

const guestCart = (slotId: string, email: string) => ({
  user: { first_name: 'Maria', last_name: 'Santos', email, contact_number: '09171234567', street_address: '5 Rizal Ave', city: c.cityId, barangay: 'San Antonio', type_of_home: 'condo' },
  date_of_service: slotId,
  category: c.category.friendly_name,
  list: [{ id: c.cleaning, quantity: 1, location: c.locationId }],
  discountCoupon: null,
});

describe('the success page asks the server, not the url', () => {
  it("a guest's booking: pending, then paid, for the holder of the receipt; KEEP MY ACCOUNT offered", async () => {
    const guest = stack.client();
    const placed = await guest.send('post', '/api/xendit/process', guestCart(await planSlot(stack, 3), `guest.${Date.now()}@example.ph`));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const reference: string = placed.body.booking.id;
    const page = await payAtSandbox(placed.body.url);
    expect(page.pathname).toBe(`/booking-success/${reference}`);
    const receipt = page.searchParams.get('receipt');
    expect(receipt).toMatch(/^[\w-]{43}$/);

    const paid = await successOf(guest, page);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ id: reference, paid: true, payment_status: 'paid', total: 750, can_keep_account: true });

    // The same receipt on a second booking's reference, no receipt, a made-up one: not found.
    const other = await stack.client().send('post', '/api/xendit/process', guestCart(await planSlot(stack, 3), `other.${Date.now()}@example.ph`));
    const pending = new URL(`${PUBLIC_URL}/booking-success/${other.body.booking.id}?receipt=${receipt}`);
    const refused = [
      await successOf(stack.client(), pending),
      await stack.client().get(`/api/booking-success/${reference}`),
      await stack.client().get(`/api/booking-success/${reference}?receipt=${'A'.repeat(43)}`),
      await stack.client().get(`/api/booking-success/ZZZZZZZZZZ?receipt=${receipt}`),
    ];
    for (const res of refused) expect([res.status, res.body.message, res.body.data]).toEqual([404, BOOKING_NOT_FOUND, undefined]);
  });

  it("a signed-in customer's booking: pending until the gateway says paid; another customer gets not found", async () => {
    const owner = await stack.signedIn('customer');
    const placed = await owner.client.send('post', '/api/bookings', cart(c, await planSlot(stack, 3), await addAddress(owner.client, c.cityId)));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const reference: string = placed.body.data.id;

    // The owner needs no receipt; nothing is paid yet: the page says it is being confirmed.
    const before = await owner.client.get(`/api/booking-success/${reference}`);
    expect(before.body.data).toMatchObject({ id: reference, paid: false, payment_status: 'unpaid', can_keep_account: false });

    const page = await payAtSandbox(placed.body.payment.url);
    expect((await owner.client.get(`/api/booking-success/${reference}`)).body.data).toMatchObject({ paid: true, payment_status: 'paid' });

    // Someone else, signed in, with the bare reference: the look-ups' 404.
    const stranger = await stack.signedIn('customer');
    const foreign = await stranger.client.get(`/api/booking-success/${reference}`);
    expect([foreign.status, foreign.body.message]).toEqual([404, BOOKING_NOT_FOUND]);
    // The receipt of the gateway's redirect is what opens it to a browser without the session.
    expect((await successOf(stranger.client, page)).status).toBe(200);
  });

  it('probing spends the look-ups limit: 429 once spent', async () => {
    const prober = stack.client();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await prober.get(`/api/booking-success/ZZZZZZZZ${String(i).padStart(2, '0')}`)).status);
    // The tests above spent some of this address's points already.
    const limited = statuses.indexOf(429);
    expect(limited).toBeGreaterThan(0);
    expect(statuses.slice(0, limited).every((s) => s === 404)).toBe(true);
  });
});

/**
 * Placing a booking through HTTP: prices from the catalogue (a client's price is
 * ignored), the coupon's discount, compensation when a later step fails, guests' accounts,
 * the look-ups' one 404, and the lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_TOTAL, TENDOPAY_MINIMUM } from '@app/core/bookings/pricing';
import { BOOKING_NOT_FOUND } from '@app/core/bookings/rules';
import { INVALID_COUPON } from '@app/core/coupons/couponDecider';
import { SLOT_FULL } from '@app/core/schedules/slotDecider';
import { ALREADY_BOOKED } from '@app/core/assessments/assessmentDecider';
import { bookingsInSlot } from '@app/projections/readModels/bookingList/counts';
import { rolesOfUser } from '@app/projections/readModels/users/queries';
import { assessment, type World } from './bookings.admin.support.js';
import { addAddress, cart, createCoupon, planSlot, seedCatalogue, slotEvents, type Catalogue } from './bookings.support.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let admin: TestClient;
let customer: { client: TestClient; userId: string; email: string };
let addressId: string;
let c: Catalogue;

beforeAll(async () => {
  stack = await startStack();
  admin = (await stack.signedIn('administrator')).client;
  c = await seedCatalogue(admin);
  customer = await stack.signedIn('customer');
  addressId = await addAddress(customer.client, c.cityId);
  await stack.settled();
});
afterAll(async () => {
  await stack?.close();
});

describe('a signed-in customer books', () => {
  it('at the catalogue price (the client price of 1 is ignored), with the coupon discount', async () => {
    await createCoupon(stack, { code: 'SAVE10', amount: 10, isPercentage: true });
    await stack.settled();
    const slotId = await planSlot(stack, 3);
    const res = await customer.client.send('post', '/api/bookings', cart(c, slotId, addressId, { discountCoupon: 'save10' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Booked!');
    const booking = res.body.data;
    expect(booking.id).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    expect(booking).toMatchObject({ sub_total: 1500, discount: 150, total: 1350, discount_coupon: 'SAVE10', gateway: 'xendit', work_status: 0, work_status_string: 'Pending', payment_status: 'unpaid' });
    expect(booking.details).toEqual([expect.objectContaining({ how_many: 2, price: 750, total_price: 1500, location: 'Bedroom', category_service: expect.objectContaining({ name: 'Aircon cleaning' }) })]);
    expect(booking.customer).toMatchObject({ id: customer.userId, email: customer.email });
    expect(booking.address).toMatchObject({ id: addressId, street_address: '12 Mabini St', city: { id: c.cityId } });
    expect(await slotEvents(stack, slotId)).toEqual([['SlotPlanned', ''], ['SeatReserved', booking.booking_id]]);

    const mine = await customer.client.get('/api/my-bookings');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((b: { id: string }) => b.id)).toContain(booking.id);
    expect(mine.body.data[0]).toMatchObject({ services: 'Aircon cleaning(2) - Bedroom', work_status_string: 'Pending', payment_status: 'unpaid' });
    // The wizard's last call (no payload): the same list, the booking just placed first; a CSRF-checked POST, for the signed-in only.
    const finished = await customer.client.send('post', '/api/my-bookings');
    expect(finished.status).toBe(200);
    expect(finished.body.data).toEqual(mine.body.data);
    expect((await customer.client.agent.post('/api/my-bookings').set('X-Requested-With', 'XMLHttpRequest')).status).toBe(419);
    expect((await stack.client().send('post', '/api/my-bookings')).status).toBe(401);

    const listed = await admin.get(`/api/bookings?search=${booking.id}`);
    expect(listed.body).toMatchObject({ total: 1, data: [{ id: booking.id }] });
    const ra = await admin.get(`/admin-api/bookings?filter=${encodeURIComponent(JSON.stringify({ q: booking.id }))}`);
    expect(ra.headers['content-range']).toBe('bookings 0-0/1');
    expect((await admin.get(`/admin-api/bookings/${booking.id}`)).body.total).toBe(1350);
    expect((await admin.get(`/admin-api/bookings/${booking.booking_id}`)).body.id).toBe(booking.id);
    expect((await admin.get('/admin-api/bookings/ZZZZZZZZZZ')).status).toBe(404);
  });

  it('an invalid coupon: 422, and no seat was ever taken (one atomic placement: the slot stream shows nothing)', async () => {
    const other = '00000000-0000-4000-8000-0000000000ff';
    await createCoupon(stack, { code: 'NOTYOURS', allCustomers: false, customerIds: [other] });
    await stack.settled();
    const slotId = await planSlot(stack, 1);
    const res = await customer.client.send('post', '/api/bookings', cart(c, slotId, addressId, { discountCoupon: 'NOTYOURS' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ discountCoupon: [INVALID_COUPON] });
    const events = await slotEvents(stack, slotId);
    expect(events.map(([type]) => type)).toEqual(['SlotPlanned']);
    // The seat is free: the slot's only seat can be booked.
    expect((await customer.client.send('post', '/api/bookings', cart(c, slotId, addressId))).status).toBe(201);
    expect(await bookingsInSlot(stack.db.pool, slotId)).toBe(1);
  });

  it('an unknown code is refused before anything is reserved', async () => {
    const slotId = await planSlot(stack, 1);
    const res = await customer.client.send('post', '/api/bookings', cart(c, slotId, addressId, { discountCoupon: 'NOSUCHCODE' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ discountCoupon: [INVALID_COUPON] });
    expect(await slotEvents(stack, slotId)).toEqual([['SlotPlanned', '']]);
  });

  it('refuses a full slot (409), a zero total, TendoPay at 999, unknown service, slot and address (422)', async () => {
    const slotId = await planSlot(stack, 1);
    expect((await customer.client.send('post', '/api/bookings', cart(c, slotId, addressId))).status).toBe(201);
    const full = await customer.client.send('post', '/api/bookings', cart(c, slotId, addressId));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(SLOT_FULL);

    const open = await planSlot(stack, 5);
    const line = (service: string) => ({ services: [{ service, quantity: 1, price: 5000, location: c.locationId }] });
    const zero = await customer.client.send('post', '/api/bookings', cart(c, open, addressId, line(c.free)));
    expect(zero.status).toBe(422);
    expect(zero.body.message).toBe(INVALID_TOTAL);
    const tendo = await customer.client.send('post', '/api/bookings', cart(c, open, addressId, { ...line(c.almostThousand), paymentGateway: 'tendopay_gateway' }));
    expect(tendo.status).toBe(422);
    expect(tendo.body.errors).toEqual({ paymentGateway: [TENDOPAY_MINIMUM] });
    const unknownService = await customer.client.send('post', '/api/bookings', cart(c, open, addressId, line('00000000-0000-4000-8000-000000000001')));
    expect(unknownService.body.errors).toEqual({ 'services.0.service': ['The selected service is invalid.'] });
    const unknownSlot = await customer.client.send('post', '/api/bookings', cart(c, '2099-01-01T08:00', addressId));
    expect(unknownSlot.body.errors).toEqual({ date: ['The selected date is invalid.'] });
    const othersAddress = await customer.client.send('post', '/api/bookings', cart(c, open, '00000000-0000-4000-8000-000000000002'));
    expect(othersAddress.body.errors).toEqual({ address: ['The selected address is invalid.'] });
    // Several wrong fields: all of them in one answer, the checks' order deciding the message.
    const several = await customer.client.send('post', '/api/bookings', {
      ...cart(c, '2099-01-01T08:00', '00000000-0000-4000-8000-000000000002', line('00000000-0000-4000-8000-000000000001')),
      discountCoupon: 'NO-SUCH-CODE',
    });
    expect(several.status).toBe(422);
    expect(several.body.message).toBe('The selected date is invalid.');
    expect(several.body.errors).toEqual({
      date: ['The selected date is invalid.'],
      'services.0.service': ['The selected service is invalid.'],
      discountCoupon: [INVALID_COUPON],
      address: ['The selected address is invalid.'],
    });
    // The category and every line are checked together: each wrong one is named.
    const wrongLines = await customer.client.send('post', '/api/bookings', {
      ...cart(c, open, addressId),
      category: 'No such category',
      services: [
        { service: '00000000-0000-4000-8000-000000000001', quantity: 1, price: 1, location: c.locationId },
        { service: c.free, quantity: 1, price: 1, location: '00000000-0000-4000-8000-000000000003' },
        { service: c.free, quantity: 1, price: 1 },
      ],
    });
    expect(wrongLines.status).toBe(422);
    expect(wrongLines.body.errors).toEqual({
      category: ['The selected category is invalid.'],
      'services.0.service': ['The selected service is invalid.'],
      'services.1.location': ['The selected location is invalid.'],
      'services.2.location': ['The location field is required.'],
    });
    // A service of another category would price this booking with foreign lines.
    const other = await seedCatalogue(admin);
    const foreign = await customer.client.send('post', '/api/bookings', {
      ...cart(c, open, addressId),
      services: [
        { service: c.cleaning, quantity: 1, price: 1, location: c.locationId },
        { service: other.cleaning, quantity: 1, price: 1, location: c.locationId },
      ],
    });
    expect(foreign.body.errors).toEqual({ 'services.1.service': ['The selected service is invalid.'] });
    expect((await customer.client.send('post', '/api/bookings', {})).status).toBe(422);
    expect((await customer.client.send('post', '/api/bookings', { services: 'x', date: 5 })).status).toBe(422);
    // Nothing above took a seat of the open slot.
    expect(await slotEvents(stack, open)).toEqual([['SlotPlanned', '']]);
  });
});

describe('a guest books', () => {
  const guestForm = (slotId: string, email: string) => ({
    ...cart(c, slotId, ''),
    address: undefined,
    first_name: 'Gina',
    last_name: 'Guest',
    email,
    contact_number: '0917 765 4321',
    street_address: '3 Rizal Ave',
    city: c.cityId,
    barangay: 'San Lorenzo',
    type_of_home: 'condo',
    apt_number: '7A',
  });

  it('gets a passwordless customer account, and is not signed in; a second booking reuses the account', async () => {
    const guest = stack.client();
    const email = `gina.${Date.now()}@example.ph`;
    const first = await guest.send('post', '/api/bookings', guestForm(await planSlot(stack, 2), email));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.account_created).toBe(true);
    expect(first.body.data.customer).toMatchObject({ first_name: 'Gina', last_name: 'Guest', email, contact_number: '+639177654321' });
    expect(first.body.data.address).toMatchObject({ id: null, type_of_home: 'Condo', apartment_no: '7A' });
    const { rows } = await stack.db.pool.query('SELECT user_id, password_hash FROM auth.credentials WHERE email = $1', [email]);
    expect(rows).toEqual([{ user_id: first.body.data.customer.id, password_hash: null }]);
    expect(await rolesOfUser(stack.db.pool, rows[0].user_id)).toEqual(['customer']);
    expect((await guest.get('/api/user')).status).toBe(401);

    const again = await stack.client().send('post', '/api/bookings', guestForm(await planSlot(stack, 2), email.toUpperCase()));
    expect(again.status).toBe(201);
    expect(again.body.account_created).toBe(false);
    expect(again.body.data.customer.id).toBe(first.body.data.customer.id);
  });

  it('must give the contact and address fields', async () => {
    const res = await stack.client().send('post', '/api/bookings', { ...cart(c, await planSlot(stack, 1), '') });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'contact_number']));
  });
});

describe('an administrator books for a customer', () => {
  it('with the admin form values (customer, address, Tendopay)', async () => {
    const slotId = await planSlot(stack, 1);
    const res = await admin.send('post', '/api/bookings', {
      date: slotId,
      customer: customer.userId,
      address: addressId,
      category: c.category.id,
      services: [{ service: c.cleaning, quantity: 2, price: 0 }],
      paymentGateway: 'Tendopay',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ total: 1500, gateway: 'tendopay', customer: { id: customer.userId } });
    expect(res.body.data.details[0].location).toBe('Not specified');
  });

  it("from an assessment: the assessment shows Booked YES, and a second booking of it is refused (409) before any seat is taken", async () => {
    const assessmentId = await assessment({ stack, customer, c } as unknown as World);
    const form = (slotId: string) => ({
      date: slotId,
      customer: customer.userId,
      address: addressId,
      category: c.category.id,
      services: [{ service: c.cleaning, quantity: 1, price: 0 }],
      paymentGateway: 'Xendit',
      assessment: assessmentId,
    });
    const first = await admin.send('post', '/api/bookings', form(await planSlot(stack, 1)));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const listed = await admin.send('get', `/admin-api/assessments/${assessmentId}`);
    expect(listed.body).toMatchObject({ booked: 'YES' });

    const secondSlot = await planSlot(stack, 1);
    const second = await admin.send('post', '/api/bookings', form(secondSlot));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(ALREADY_BOOKED);
    // Only the slot's planning: no seat was reserved for the refused booking.
    expect((await slotEvents(stack, secondSlot)).map(([type]) => type)).not.toContain('SeatReserved');
  });
});

describe('look-ups by booking id and e-mail', () => {
  it('find the booking, and answer the same 404 for a wrong id and a wrong e-mail', async () => {
    const placed = (await customer.client.send('post', '/api/bookings', cart(c, await planSlot(stack, 1), addressId))).body.data;
    const guest = stack.client();
    const ok = await guest.send('post', '/api/check-booking', { bookingId: placed.id.toLowerCase(), email: customer.email.toUpperCase() });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ id: placed.id, email: customer.email });
    const shown = await guest.send('post', '/api/booking-show-details', { id: placed.id, email: customer.email });
    expect(shown.body).toMatchObject({ id: placed.id, total: 1500 });

    const wrongs = [
      await guest.send('post', '/api/check-booking', { bookingId: 'ZZZZZZZZZZ', email: customer.email }),
      await guest.send('post', '/api/check-booking', { bookingId: placed.id, email: 'someone.else@example.ph' }),
      await guest.send('post', '/api/check-booking', { bookingId: 'not-a-ref', email: customer.email }),
      await guest.send('post', '/api/booking-show-details', { id: 'ZZZZZZZZZZ', email: customer.email }),
      await guest.send('post', '/api/booking-show-details', { id: placed.id, email: 'someone.else@example.ph' }),
    ];
    for (const res of wrongs) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(BOOKING_NOT_FOUND);
    }
    expect(new Set(wrongs.map((r) => JSON.stringify({ ...r.body, instance: undefined }))).size).toBe(1);
    expect((await guest.send('post', '/api/check-booking', {})).status).toBe(422);
  });
});

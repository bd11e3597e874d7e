/**
 * The customer's side of a booking's lifecycle through HTTP: rebooking and cancellation
 * requests (by the signed-in customer or with the booking's e-mail), My Bookings' cancel
 * and complete, and the manage-booking page's flags. Every button rule is refused with the
 * decider's 409; the seats follow on the slot streams.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_SLOT } from '@app/core/bookings/decisions/rebooking';
import { BANK_ACCOUNT_REQUIRED, REASON_REQUIRED } from '@app/core/bookings/decisions/cancelling';
import { BOOKING_NOT_FOUND, NOT_PAID } from '@app/core/bookings/rules';
import { systemContext } from '@app/core/accounts/registerAccount';
import { SLOT_FULL } from '@app/core/schedules/slotDecider';
import { bookingDecider } from '@app/core/bookings/bookingDecider';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { loadState } from '@app/core/commands/handleCommand';
import { withSeatMove } from '@app/core/bookings/placement/seatMoves';
import { findBookingById } from '@app/projections/readModels/bookingList/bookings';
import { bookingNotifications } from '@app/projections/readModels/notifications/queries';
import { findSlot } from '@app/projections/readModels/schedules/slots';
import { addAddress, planSlot, seedCatalogue, type Catalogue } from './bookings.support.js';
import { pay, place, slotSeats, start, type Placed } from './bookings.customer.support.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

let stack: TestStack;
let customer: { client: TestClient; userId: string; email: string };
let other: { client: TestClient; userId: string };
let addressId: string;
let c: Catalogue;
let manong: string;

beforeAll(async () => {
  stack = await startStack();
  const admin = (await stack.signedIn('administrator')).client;
  c = await seedCatalogue(admin);
  customer = await stack.signedIn('customer');
  other = await stack.signedIn('customer');
  manong = (await stack.signedIn('manong')).userId;
  addressId = await addAddress(customer.client, c.cityId);
  await stack.settled();
});
afterAll(async () => {
  await stack?.close();
});

const workStatus = async (booking: Placed) =>
  (await findBookingById(stack.db.pool, booking.booking_id))!.work_status;

async function paidBooking(): Promise<{ booking: Placed; slotId: string }> {
  const slotId = await planSlot(stack, 3);
  const booking = await place(customer.client, c, slotId, addressId);
  await pay(stack, booking);
  return { booking, slotId };
}

describe('POST api/rebook-booking', () => {
  it('is refused while unpaid (409), and for the slot the booking holds (422)', async () => {
    const slotId = await planSlot(stack, 3);
    const booking = await place(customer.client, c, slotId, addressId);
    const target = await planSlot(stack, 3);
    const unpaid = await customer.client.send('post', '/api/rebook-booking', { bookingId: booking.id, dateOfService: target });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toContain(NOT_PAID);
    expect(await slotSeats(stack, target)).toEqual([]);

    await pay(stack, booking);
    const same = await customer.client.send('post', '/api/rebook-booking', { bookingId: booking.id, dateOfService: slotId });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ dateOfService: [SAME_SLOT] });
    const empty = await customer.client.send('post', '/api/rebook-booking', {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['bookingId', 'dateOfService']);
  });

  it('holds the requested seat first; a new request gives the old hold back; fulfilment moves the booking and frees its old seat', async () => {
    const { booking, slotId } = await paidBooking();
    const [second, third] = [await planSlot(stack, 2), await planSlot(stack, 2)];

    const res = await customer.client.send('post', '/api/rebook-booking', { bookingId: booking.id, dateOfService: second });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Re-booking request has been sent.');
    expect(await workStatus(booking)).toBe(5);
    expect(await slotSeats(stack, second)).toEqual([booking.booking_id]);
    expect(await slotSeats(stack, slotId)).toEqual([booking.booking_id]);

    // The manage-booking page, with the booking's e-mail and no session.
    const guest = stack.client();
    const byMail = await guest.send('post', '/api/rebook-booking', { bookingId: booking.id.toLowerCase(), dateOfService: third, email: customer.email.toUpperCase() });
    expect(byMail.status, JSON.stringify(byMail.body)).toBe(200);
    expect(await slotSeats(stack, third)).toEqual([booking.booking_id]);
    expect(await slotSeats(stack, second)).toEqual([]);

    // Fulfilment (the admin slice's call) through the same seat move: the old seat goes.
    const state = await loadState(stack.store, bookingStreamId(booking.booking_id), bookingDecider);
    if (state.status !== 'placed') throw new Error('not placed');
    await withSeatMove(stack.store, state, { type: 'FulfilRebook', bookingId: booking.booking_id, slot: state.requestedSlot! }, state.requestedSlot!, systemContext());
    await stack.settled();
    expect(await slotSeats(stack, slotId)).toEqual([]);
    expect(await slotSeats(stack, third)).toEqual([booking.booking_id]);
    expect(await workStatus(booking)).toBe(4);
    const slots = await Promise.all([slotId, third].sort().map((id) => findSlot(stack.db.pool, id)));
    expect(slots.map((s) => s!.reserved)).toEqual([0, 1]);
  });

  it('a full slot is refused with nothing recorded; a wrong e-mail or another customer get the one 404', async () => {
    const { booking } = await paidBooking();
    const full = await planSlot(stack, 1);
    await place(other.client, c, full, await addAddress(other.client, c.cityId));
    const refused = await customer.client.send('post', '/api/rebook-booking', { bookingId: booking.id, dateOfService: full });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain(SLOT_FULL);
    expect(await workStatus(booking)).toBe(0);

    const target = await planSlot(stack, 2);
    const wrongMail = await stack.client().send('post', '/api/rebook-booking', { bookingId: booking.id, dateOfService: target, email: 'someone@example.ph' });
    const notTheirs = await other.client.send('post', '/api/rebook-booking', { bookingId: booking.id, dateOfService: target });
    for (const res of [wrongMail, notTheirs]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toContain(BOOKING_NOT_FOUND);
    }
    expect(await slotSeats(stack, target)).toEqual([]);
  });
});

describe('POST api/cancel-booking', () => {
  it('needs the reason and the bank account, with the spec labels', async () => {
    const { booking } = await paidBooking();
    const res = await customer.client.send('post', '/api/cancel-booking', { bookingId: booking.id, reason: '  ' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ reason: [REASON_REQUIRED], bankAccount: [BANK_ACCOUNT_REQUIRED] });
  });

  it('is refused while unpaid; when paid it records the request and gives a pending rebooking hold back', async () => {
    const slotId = await planSlot(stack, 3);
    const booking = await place(customer.client, c, slotId, addressId);
    const body = { bookingId: booking.id, reason: 'Moving out', bankAccount: 'BDO 0012 3456 7890' };
    expect((await customer.client.send('post', '/api/cancel-booking', body)).status).toBe(409);

    await pay(stack, booking);
    const target = await planSlot(stack, 2);
    expect((await customer.client.send('post', '/api/rebook-booking', { bookingId: booking.id, dateOfService: target })).status).toBe(200);
    expect(await slotSeats(stack, target)).toEqual([booking.booking_id]);

    const res = await customer.client.send('post', '/api/cancel-booking', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Booking cancellation request has been sent.');
    expect(await workStatus(booking)).toBe(6);
    expect(await slotSeats(stack, target)).toEqual([]);
    // The booking keeps its own seat until an administrator accepts.
    expect(await slotSeats(stack, slotId)).toEqual([booking.booking_id]);
    const refund = (await findBookingById(stack.db.pool, booking.booking_id))!.refund_details;
    expect({ cancel_reason: refund?.reason, refund_bank_account: refund?.bank_account }).toEqual({ cancel_reason: 'Moving out', refund_bank_account: 'BDO 0012 3456 7890' });
  });
});

/** The administrators' notifications of a booking, oldest first. */
async function adminNotes(booking: { booking_id: string }): Promise<string[]> {
  await stack.settled();
  return bookingNotifications(stack.db.pool, booking.booking_id, 'administrator');
}

describe("My Bookings' cancel and complete", () => {
  it('POST api/bookings/{id}/cancel: a pending booking is cancelled by its customer and its seat released; not twice', async () => {
    const slotId = await planSlot(stack, 1);
    const booking = await place(customer.client, c, slotId, addressId);
    expect((await stack.client().send('post', `/api/bookings/${booking.id}/cancel`)).status).toBe(401);
    expect((await other.client.send('post', `/api/bookings/${booking.id}/cancel`)).status).toBe(404);

    const res = await customer.client.send('post', `/api/bookings/${booking.id}/cancel`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Booking has been cancelled.');
    expect(await workStatus(booking)).toBe(2);
    expect(await slotSeats(stack, slotId)).toEqual([]);
    expect((await findSlot(stack.db.pool, slotId))!.reserved).toBe(0);

    expect((await customer.client.send('post', `/api/bookings/${booking.id}/cancel`)).status).toBe(409);
    expect(await adminNotes(booking)).toContain(`Booking ${booking.id} was cancelled by the customer`);
    // Cancelled (2): rebook, cancel request and permits are refused.
    await pay(stack, booking).catch(() => undefined);
    expect((await customer.client.send('post', '/api/cancel-booking', { bookingId: booking.id, reason: 'x', bankAccount: 'y' })).status).toBe(409);
  });

  it('customer cancel is refused once the booking is not pending (a rebooking request waits)', async () => {
    const { booking } = await paidBooking();
    expect((await customer.client.send('post', '/api/rebook-booking', { bookingId: booking.id, dateOfService: await planSlot(stack, 2) })).status).toBe(200);
    const res = await customer.client.send('post', `/api/bookings/${booking.id}/cancel`);
    expect(res.status).toBe(409);
  });

  it('PATCH api/bookings/{id}/feedback: only On Going (3); then Finished (1) closes rebook and cancel', async () => {
    const { booking, slotId } = await paidBooking();
    const early = await customer.client.send('patch', `/api/bookings/${booking.id}/feedback`, { feedback: 'Great work' });
    expect(early.status).toBe(409);
    expect((await customer.client.send('patch', `/api/bookings/${booking.id}/feedback`, {})).body.errors).toEqual({ feedback: ['The feedback field is required.'] });

    await start(stack, booking, slotId, [manong]);
    expect(await workStatus(booking)).toBe(3);
    // On Going (3): rebook and cancel request refused.
    expect((await customer.client.send('post', '/api/rebook-booking', { bookingId: booking.id, dateOfService: await planSlot(stack, 2) })).status).toBe(409);
    expect((await customer.client.send('post', '/api/cancel-booking', { bookingId: booking.id, reason: 'x', bankAccount: 'y' })).status).toBe(409);
    expect((await other.client.send('patch', `/api/bookings/${booking.id}/feedback`, { feedback: 'Not mine' })).status).toBe(404);

    const res = await customer.client.send('patch', `/api/bookings/${booking.id}/feedback`, { feedback: 'Great work' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Booking has been completed.');
    expect(await workStatus(booking)).toBe(1);
    expect((await findBookingById(stack.db.pool, booking.booking_id))!.customer_remarks).toBe('Great work');
    expect((await customer.client.send('patch', `/api/bookings/${booking.id}/feedback`, { feedback: 'again' })).status).toBe(409);
    expect(await adminNotes(booking)).toContain(`Booking ${booking.id} was completed by the customer, with feedback`);
  });
});

describe('POST api/booking-show-details: the manage-booking page', () => {
  it("answers the buttons' flags, the logs and the manongs", async () => {
    const slotId = await planSlot(stack, 3);
    const booking = await place(customer.client, c, slotId, addressId);
    const show = () => stack.client().send('post', '/api/booking-show-details', { id: booking.id, email: customer.email });
    const unpaid = (await show()).body;
    expect(unpaid).toMatchObject({ id: booking.id, can_pay: true, can_request_rebook: false, can_request_cancellation: false, can_upload_permit: true, manongs: [] });
    expect(unpaid.logs.map((l: { step: string }) => l.step)).toEqual(['booked']);

    await pay(stack, booking);
    await start(stack, booking, slotId, [manong]);
    const started = (await show()).body;
    expect(started).toMatchObject({ can_pay: false, can_request_rebook: false, can_request_cancellation: false, can_upload_permit: false, work_status: 3, payment_status: 'paid' });
    expect(started.logs.map((l: { step: string }) => l.step)).toEqual(['booked', 'paid', 'manongs_assigned', 'confirmed', 'timed_in']);
    expect(started.logs[4]).toMatchObject({ manong_id: manong, time_in: `${slotId.slice(0, 10)}T02:00:00.000Z` });
    expect(started.manongs).toEqual([expect.objectContaining({ user: expect.objectContaining({ id: manong, first_name: 'Manong' }), is_primary_manong: 1, is_confirmed: 1, confirmed: 'Yes' })]);
  });

  it('paid and pending: Rebook and Cancel enabled, Payment not', async () => {
    const { booking } = await paidBooking();
    const res = await customer.client.send('post', '/api/booking-show-details', { id: booking.id, email: customer.email });
    expect(res.body).toMatchObject({ can_pay: false, can_request_rebook: true, can_request_cancellation: true, can_upload_permit: true });
  });
});

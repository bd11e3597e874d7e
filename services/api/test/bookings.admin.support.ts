/**
 * Seeds of the administrator, field-staff and audit booking tests: paid bookings placed
 * through HTTP on future slots, and bookings recorded straight on their stream for a slot
 * dated today or tomorrow in Manila (a slot that has started cannot be reserved, and
 * time-in needs the service date to be today).
 */
import { randomUUID } from 'node:crypto';
import { systemContext } from '@app/core/accounts/registerAccount';
import { assessmentDecider } from '@app/core/assessments/assessmentDecider';
import { assessmentStreamId } from '@app/core/assessments/assessmentEvents';
import { makeReference } from '@app/core/bookings/reference';
import { handleCommand } from '@app/core/commands/handleCommand';
import { addDays, manilaDate } from '@app/core/schedules/manilaTime';
import { findBookingById } from '@app/projections/readModels/bookingList/bookings';
import { addAddress, planSlot, seedCatalogue, type Catalogue } from './bookings.support.js';
import { pay, place, run, type Placed } from './bookings.customer.support.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

export interface World {
  stack: TestStack;
  admin: TestClient;
  c: Catalogue;
  customer: { client: TestClient; userId: string; email: string };
  addressId: string;
  manongs: { client: TestClient; userId: string }[];
}

export async function startWorld(manongCount = 4): Promise<World> {
  const stack = await startStack();
  const admin = (await stack.signedIn('administrator')).client;
  const c = await seedCatalogue(admin);
  const customer = await stack.signedIn('customer');
  const addressId = await addAddress(customer.client, c.cityId);
  const manongs = [];
  for (let i = 0; i < manongCount; i++) manongs.push(await stack.signedIn('manong'));
  await stack.settled();
  return { stack, admin, c, customer, addressId, manongs };
}

/** A booking placed through HTTP on a new future slot; paid unless told otherwise. */
export async function booking(w: World, options: { paid?: boolean; capacity?: number; gateway?: 'xendit' | 'sandbox' } = {}): Promise<{ booking: Placed; slotId: string }> {
  const slotId = await planSlot(w.stack, options.capacity ?? 3);
  const placed = await place(w.customer.client, w.c, slotId, w.addressId);
  if (options.paid !== false) await pay(w.stack, placed, options.gateway);
  return { booking: placed, slotId };
}

export const manilaToday = () => manilaDate(new Date());
export const manilaTomorrow = () => addDays(manilaToday(), 1);

/** A paid booking recorded on its stream for 23:00 on a Manila date (no slot stream behind it). */
export async function bookingOn(w: World, date: string): Promise<Placed> {
  const bookingId = randomUUID();
  const reference = makeReference();
  const result = await run(w.stack, bookingId, {
    type: 'PlaceBooking',
    bookingId,
    reference,
    customer: { customerId: w.customer.userId, firstName: 'Ana', middleName: null, lastName: 'Reyes', email: w.customer.email, contactNumber: null },
    address: { addressId: null, cityId: w.c.cityId, cityName: 'Makati', streetAddress: '12 Mabini St', barangay: 'Poblacion', typeOfHome: 'Condo', contactNumber: null, apartmentNo: null },
    category: { id: w.c.category.id, name: w.c.category.name },
    lines: [{ serviceId: w.c.cleaning, name: 'Aircon cleaning', unitPrice: 750, quantity: 1, location: 'Bedroom' }],
    coupon: null,
    gateway: 'xendit',
    slot: { id: `${date}T23:00`, date, startAt: '23:00', endAt: '23:59' },
    placedBy: 'customer',
    assessmentId: null,
    source: null,
  });
  const total = result.state.status === 'placed' ? result.state.placed.totalCentavos / 100 : 0;
  const placed = { id: reference, booking_id: bookingId, total };
  await pay(w.stack, placed);
  return placed;
}

/** Assigns manongs through the decider (the HTTP route has its own tests). */
export async function assign(w: World, placed: Placed, primary: string[], secondary: string[] = []) {
  await run(w.stack, placed.booking_id, { type: 'AssignManongs', bookingId: placed.booking_id, primary, secondary, now: new Date().toISOString() });
}

/** An assessment request of the world's customer, recorded on its stream. */
export async function assessment(w: World): Promise<string> {
  const assessmentId = randomUUID();
  await handleCommand(
    w.stack.store,
    assessmentStreamId(assessmentId),
    assessmentDecider,
    {
      type: 'RequestAssessment',
      assessmentId,
      contact: { customerId: w.customer.userId, firstName: 'Ana', lastName: 'Reyes', contactNumber: '+639171234567', email: w.customer.email },
      category: { id: w.c.category.id, name: w.c.category.name },
      services: [{ serviceId: w.c.cleaning, name: 'Aircon cleaning' }],
      address: { addressId: null, cityId: w.c.cityId, cityName: 'Makati', streetAddress: '12 Mabini St', barangay: 'Poblacion', typeOfHome: 'House', contactNumber: null, apartmentNo: null },
      preferredDate: manilaTomorrow(),
    },
    systemContext(),
  );
  await w.stack.settled();
  return assessmentId;
}

export const workStatus = async (w: World, placed: Placed) =>
  (await findBookingById(w.stack.db.pool, placed.booking_id))!.work_status;

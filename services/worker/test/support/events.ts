/** Appends the domain events the e-mail tests react to, as the command handlers would. */
import { randomUUID } from 'node:crypto';
import { bookingStreamId, type BookingEvent } from '@app/core/bookings/bookingEvents';
import { placed } from '@app/core/bookings/bookingFixtures';
import { userStreamId } from '@app/core/accounts/userEvents';
import type { EventStore, NewEvent } from '@app/core/eventstore/port';

const metadata = () => ({ actor: null, role: 'administrator', correlationId: randomUUID(), causationId: null, occurredAt: '2026-11-20T06:30:00.000Z' });

export const toNew = (e: { type: string; data: unknown }): NewEvent => ({ id: randomUUID(), type: e.type, data: e.data, metadata: metadata() });

/** A booking placed and paid (at the sandbox: a test payment): one 'booking-confirmed' mail. Returns its id and reference. */
export async function placePaidBooking(store: EventStore, n: number, email = `customer${n}@example.ph`, gateway: 'xendit' | 'sandbox' = 'xendit'): Promise<{ bookingId: string; reference: string }> {
  const bookingId = randomUUID();
  const paymentId = randomUUID();
  const reference = `R${String(n).padStart(9, '0')}`;
  const events: BookingEvent[] = [
    { type: 'BookingPlaced', data: { ...placed.data, bookingId, reference, customer: { ...placed.data.customer, email, firstName: `Ana${n}` } } },
    { type: 'PaymentRequested', data: { bookingId, paymentId, gateway, url: 'https://checkout.example/x', amountCentavos: placed.data.totalCentavos } },
    { type: 'PaymentSucceeded', data: { bookingId, paymentId, amountCentavos: placed.data.totalCentavos, gatewayReference: `inv_${n}` } },
  ];
  await store.append(bookingStreamId(bookingId), events.map(toNew), 'no_stream');
  return { bookingId, reference };
}

export async function registerStaff(store: EventStore, userId: string, firstName: string, email: string, role: 'manong' | 'assessor'): Promise<void> {
  await store.append(
    userStreamId(userId),
    [toNew({ type: 'UserRegistered', data: { userId, firstName, middleName: null, lastName: 'Santos', email, contactNumber: '+639170000000', roles: [role], picture: null } })],
    'no_stream',
  );
}

/**
 * The one event every contender writes: a booking request of realistic size (about 300
 * bytes of data) with the metadata our events carry. Every contender serialises the same
 * objects, so payload size and JSON work are the same for all.
 */
import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@app/core/eventstore';

export const EVENT_TYPE = 'BookingRequested';

export const eventData = {
  bookingId: 'bkg_01J9Z6Q4W3R8T2Y5U7',
  customerId: 'cus_01J9Z6P0M2N4B6V8',
  serviceCode: 'aircon-cleaning',
  address: { street: '1234 Mabini St.', barangay: 'San Antonio', city: 'Makati City', province: 'Metro Manila' },
  slot: { date: '2025-11-24', start: '09:00', end: '11:00' },
  priceCentavos: 149900,
  currency: 'PHP',
};

export const eventMetadata: EventMetadata = {
  actor: 'user:01J9Z6P0M2N4B6V8C0X2Z4L6K8',
  role: 'customer',
  correlationId: '7d7d2c1e-3f0a-4a55-9a51-0f5c2b9e6d41',
  causationId: '1b6a4f0e-9c2d-4e7b-8a3f-5d2c1b0a9e87',
  occurredAt: '2025-11-20T03:14:15.926Z',
  schemaVersion: 1,
};

/** A new event for our adapter: only the id differs from one event to the next. */
export function newEvent() {
  return { id: randomUUID(), type: EVENT_TYPE, data: eventData, metadata: eventMetadata };
}

export const payloadBytes = {
  data: Buffer.byteLength(JSON.stringify(eventData)),
  metadata: Buffer.byteLength(JSON.stringify(eventMetadata)),
};

/** Helpers of the customer-side booking tests: a placed booking, paid and started through the decider's commands. */
import { randomUUID } from 'node:crypto';
import { systemContext } from '@app/core/accounts/registerAccount';
import { bookingDecider, type BookingCommand } from '@app/core/bookings/bookingDecider';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import { handleCommand } from '@app/core/commands/handleCommand';
import { cart, type Catalogue } from './bookings.support.js';
import type { TestClient, TestStack } from './support/stack.js';

export interface Placed {
  /** The public reference. */
  id: string;
  booking_id: string;
  total: number;
}

export async function place(client: TestClient, c: Catalogue, slotId: string, addressId: string): Promise<Placed> {
  const res = await client.send('post', '/api/bookings', cart(c, slotId, addressId));
  if (res.status !== 201) throw new Error(`booking: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function run(stack: TestStack, bookingId: string, command: BookingCommand, now?: string) {
  const context = { ...systemContext(), ...(now ? { now } : {}) };
  const result = await handleCommand(stack.store, bookingStreamId(bookingId), bookingDecider, command, context);
  await stack.settled();
  return result;
}

/** Paid as a gateway's callback would record it: a payment requested, then its PAID outcome (the sandbox's: a test payment). */
export async function pay(stack: TestStack, booking: Placed, gateway: 'xendit' | 'sandbox' = 'xendit'): Promise<void> {
  const paymentId = randomUUID();
  await run(stack, booking.booking_id, { type: 'RequestPayment', bookingId: booking.booking_id, paymentId, gateway, url: `https://pay.example/${paymentId}` });
  await run(stack, booking.booking_id, { type: 'RecordPaymentOutcome', bookingId: booking.booking_id, paymentId, outcome: 'paid', amountCentavos: Math.round(booking.total * 100), gatewayReference: null });
}

/** Manongs assigned (two primaries, then alternatives); the first confirms and times in on the service date: On Going (3). */
export async function start(stack: TestStack, booking: Placed, slotId: string, manongIds: string[]): Promise<void> {
  const bookingId = booking.booking_id;
  const first = manongIds[0]!;
  await run(stack, bookingId, { type: 'AssignManongs', bookingId, primary: manongIds.slice(0, 2), secondary: manongIds.slice(2), now: new Date().toISOString() });
  await run(stack, bookingId, { type: 'AnswerAssignment', bookingId, manongId: first, confirmed: true });
  // 10:00 in Manila on the service date.
  const at = `${slotId.slice(0, 10)}T02:00:00.000Z`;
  await run(stack, bookingId, { type: 'TimeIn', bookingId, manongId: first, now: at }, at);
}

/** The bookings holding a seat on the slot, folded from the slot stream. */
export const slotSeats = async (stack: TestStack, slotId: string): Promise<string[]> => {
  const events = await stack.store.readStream(`slot-${slotId}`);
  const held = new Set<string>();
  for (const e of events) {
    const id = (e.data as { bookingId?: string }).bookingId;
    if (e.type === 'SeatReserved' && id) held.add(id);
    if (e.type === 'SeatReleased' && id) held.delete(id);
  }
  return [...held];
};

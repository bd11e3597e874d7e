/**
 * The bookings read model mirrors the aggregate: for a history ending in every work
 * status (and through every event type), the row's work status, payment status and
 * manongs equal what the booking's own `evolve` folds from the same events.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { systemContext } from '@app/core/accounts/registerAccount';
import { bookingStreamId, bookingEventTypes, type BookingEvent } from '@app/core/bookings/bookingEvents';
import { bookingDecider } from '@app/core/bookings/bookingDecider';
import * as f from '@app/core/bookings/bookingFixtures';
import { makeReference } from '@app/core/bookings/reference';
import { fold, type DomainEvent } from '@app/core/commands/decider';
import { toNewEvent } from '@app/core/commands/handleCommand';
import { findBookingById, listBookings } from '@app/projections/readModels/bookingList/bookings';
import { countBookings } from '@app/projections/readModels/bookingList/bucketPage';
import { WORK_STATUSES } from '@app/projections/readModels/bookingList/pageBuckets';
import { assignedManongs } from '@app/projections/readModels/manongAssignments/assignments';
import { countedByWorkStatus } from '@app/projections/readModels/bookingList/counts';
import { startStack, type TestStack } from './support/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** The fixture history as a new booking of its own. */
function rekey(events: BookingEvent[]): { id: string; events: BookingEvent[] } {
  const id = randomUUID();
  const reference = makeReference();
  return { id, events: JSON.parse(JSON.stringify(events).replaceAll(f.bookingId, id).replaceAll(f.place.reference, reference)) as BookingEvent[] };
}

const extra: Record<string, BookingEvent[]> = {
  'rebook rejected': [...f.paid, f.rebookRequested, { type: 'RebookRejected', data: { bookingId: f.bookingId, slot: f.otherSlot } }],
  'cancellation declined after a rebook request': [...f.paid, f.rebookRequested, f.cancellationRequested, { type: 'CancellationDeclined', data: { bookingId: f.bookingId } }],
  'cancellation accepted': [...f.paid, f.cancellationRequested, { type: 'CancellationAccepted', data: { bookingId: f.bookingId } }],
  'cancelled by the customer': [...f.unpaid, { type: 'BookingCancelledByCustomer', data: { bookingId: f.bookingId } }],
  'payment expired': [...f.unpaid, f.paymentExpired],
  'payment failed': [...f.unpaid, { type: 'PaymentFailed', data: { bookingId: f.bookingId, paymentId: f.paymentId } }],
  'old invoice failing after a new one': [...f.unpaid, { type: 'PaymentRequested', data: { ...f.paymentRequested.data, paymentId: f.secondPaymentId, url: 'https://x/2' } }, f.paymentExpired],
  'paperwork and time out': [
    ...f.inStatus[3],
    f.timedOut(1),
    { type: 'WorkPermitsUploaded', data: { bookingId: f.bookingId, files: [{ fileLink: '/uploads/a.pdf', fileName: 'a.pdf' }] } },
    { type: 'WorkPermitsConfirmed', data: { bookingId: f.bookingId } },
    { type: 'DocumentsUploaded', data: { bookingId: f.bookingId, uploadedBy: f.manong(1), files: [{ fileLink: '/uploads/b.pdf', fileName: 'b.pdf' }] } },
  ],
  'reminded': [
    ...f.paid,
    { type: 'ReminderSent', data: { bookingId: f.bookingId, kind: 'customer-24h-sms', channel: 'sms', recipientRole: 'customer', recipientId: f.customerId, to: '+639171234567', sentAt: '2026-11-30T00:00:00.000Z' } },
  ],
  'rebooked with manongs': [...f.paid, f.assigned([f.manong(1)], []), f.answered(1), { type: 'RebookFulfilled', data: { bookingId: f.bookingId, fromSlot: f.slot, toSlot: f.thirdSlot, requested: false } }],
};

const histories = { ...Object.fromEntries(Object.entries(f.inStatus).map(([s, events]) => [`status ${s}`, events])), ...extra };

it('covers every booking event type', () => {
  const seen = new Set(Object.values(histories).flat().map((e) => e.type));
  expect(bookingEventTypes.filter((t) => !seen.has(t))).toEqual([]);
});

it.each(Object.keys(histories))('%s: the row says what the aggregate says', async (name) => {
  const { id, events } = rekey(histories[name]!);
  await stack.store.append(bookingStreamId(id), events.map((e) => toNewEvent(e as DomainEvent, systemContext())), 'no_stream');
  await stack.settled();
  const state = fold(bookingDecider, events);
  if (state.status !== 'placed') throw new Error('not placed');
  const row = await findBookingById(stack.db.pool, id);
  expect(row).toMatchObject({
    work_status: state.workStatus,
    payment_status: state.paymentStatus,
    has_manongs: state.manongs.length > 0,
    schedule_id: state.slot.id,
    permits_count: state.workPermits.length,
    permits_confirmed: state.workPermitsConfirmed,
    customer_remarks: state.feedback,
    refund_details: state.cancellation ? { reason: state.cancellation.reason, bank_account: state.cancellation.bankAccount } : null,
    payment: { url: state.currentPaymentId ? state.payments.get(state.currentPaymentId)!.url : null },
  });
  const rows = (await assignedManongs(stack.db.pool, id))
    .sort((a, b) => a.manong_id.localeCompare(b.manong_id))
    .map((m) => ({ manong_id: m.manong_id, is_answered: m.is_answered, is_confirmed: m.is_confirmed, timed_in: m.timed_in_at !== null }));
  expect(rows).toEqual(
    [...state.manongs].sort((a, b) => a.manongId.localeCompare(b.manongId)).map((m) => ({ manong_id: m.manongId, is_answered: m.answered, is_confirmed: m.confirmed, timed_in: m.timedInAt !== null })),
  );
});

it("the lists' totals: the page buckets' counts, kept by triggers through the projector's batches, equal a count of the rows, and the lists answer them", async () => {
  // Runs after the histories above: bookings in every work status, many changed many times.
  const counted = { rows: await countedByWorkStatus(stack.db.pool) };
  const kept = await Promise.all(WORK_STATUSES.map(async (status) => ({ work_status: status, n: await countBookings(stack.db.pool, status) })));
  expect(kept.filter((k) => k.n !== 0)).toEqual(counted.rows.map((r) => ({ work_status: r.work_status, n: Number(r.n) })));
  expect(counted.rows.length).toBeGreaterThan(3);

  const all = await listBookings(stack.db.pool, { offset: 0, limit: 2 });
  expect(all.total).toBe(counted.rows.reduce((sum, r) => sum + Number(r.n), 0));
  expect(all.rows).toHaveLength(2);
  const some = counted.rows[0]!;
  expect((await listBookings(stack.db.pool, { workStatus: some.work_status, offset: 0, limit: 1 })).total).toBe(Number(some.n));
});

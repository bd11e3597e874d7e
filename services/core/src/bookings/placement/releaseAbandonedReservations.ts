/**
 * The reconciler of the placement saga. A process that dies between reserving a seat (or
 * redeeming a coupon use) and recording the booking leaves a reservation nobody will
 * release. The bookings read model keeps such reservations in `pending_reservations`
 * until their booking appears; those older than `olderThanMs` are released here.
 *
 * The booking's own stream is checked before releasing, so a read model that lags never
 * frees the seat of a booking that did appear. `olderThanMs` must exceed the longest a
 * placement can take (minutes, not seconds): a saga still running when its seat is freed
 * would record a booking without one.
 *
 * The same goes for seat moves (rebooking: reserve the new seat, record, release the old)
 * and cancellations (record, release): a death between the steps strands a seat its
 * booking no longer claims (`held_seats` in the read model, the booking's stream to decide).
 */
import { systemContext } from '../../accounts/registerAccount.js';
import type { Pool } from '../../db/pool.js';
import type { EventStore } from '../../eventstore/port.js';
import { loadState } from '../../commands/handleCommand.js';
import { bookingDecider } from '../bookingDecider.js';
import { bookingStreamId } from '../bookingEvents.js';
import { WorkStatus } from '../workStatus.js';
import { restoreCouponUse } from './couponUse.js';
import { releaseSeat } from './seat.js';

export interface AbandonedReservation {
  bookingId: string;
  kind: 'seat' | 'coupon';
  /** The slot id or the coupon id. */
  targetId: string;
}

export async function findAbandonedReservations(pool: Pool, olderThanMs: number, now = new Date()): Promise<AbandonedReservation[]> {
  const { rows } = await pool.query<{ booking_id: string; kind: 'seat' | 'coupon'; target_id: string }>(
    `SELECT p.booking_id, p.kind, p.target_id FROM rm_bookings.pending_reservations p
     WHERE p.reserved_at < $1 AND NOT EXISTS (SELECT 1 FROM rm_bookings.bookings b WHERE b.id = p.booking_id)
     ORDER BY p.reserved_at LIMIT 1000`,
    [new Date(now.getTime() - olderThanMs)],
  );
  return rows.map((r) => ({ bookingId: r.booking_id, kind: r.kind, targetId: r.target_id }));
}

/**
 * Seats held by a booking that no longer claims them: a seat move (rebooking) or a
 * cancellation that died between its steps. The booking exists, but the seat is neither
 * its slot nor its requested one, or the booking is cancelled.
 */
export async function findStrandedSeats(pool: Pool, olderThanMs: number, now = new Date()): Promise<AbandonedReservation[]> {
  const { rows } = await pool.query<{ booking_id: string; slot_id: string }>(
    `SELECT h.booking_id, h.slot_id FROM rm_bookings.held_seats h JOIN rm_bookings.bookings b ON b.id = h.booking_id
     WHERE h.reserved_at < $1
       AND (b.work_status = ${WorkStatus.Cancelled} OR (h.slot_id <> b.slot_id AND h.slot_id IS DISTINCT FROM b.requested_slot_id))
     ORDER BY h.reserved_at LIMIT 1000`,
    [new Date(now.getTime() - olderThanMs)],
  );
  return rows.map((r) => ({ bookingId: r.booking_id, kind: 'seat', targetId: r.slot_id }));
}

/** What the booking's own stream says: true when it does not claim a seat in this slot. */
async function seatUnclaimed(store: EventStore, bookingId: string, slotId: string): Promise<boolean> {
  const state = await loadState(store, bookingStreamId(bookingId), bookingDecider);
  if (state.status !== 'placed') return false;
  if (state.workStatus === WorkStatus.Cancelled) return true;
  return state.slot.id !== slotId && state.requestedSlot?.id !== slotId;
}

/** Releases what no booking claimed; answers what was released. Safe to run from several workers at once. */
export async function releaseAbandonedReservations(store: EventStore, pool: Pool, olderThanMs: number): Promise<AbandonedReservation[]> {
  const released: AbandonedReservation[] = [];
  const context = systemContext();
  for (const reservation of await findAbandonedReservations(pool, olderThanMs)) {
    const booking = await store.readStream(bookingStreamId(reservation.bookingId), { maxCount: 1 });
    if (booking.length > 0) continue;
    // Both compensations are no-ops when already done, so two reconcilers racing are harmless.
    const append =
      reservation.kind === 'seat'
        ? await releaseSeat(store, reservation.targetId, reservation.bookingId, context)
        : await restoreCouponUse(store, reservation.targetId, reservation.bookingId, context);
    if (append) released.push(reservation);
  }
  for (const stranded of await findStrandedSeats(pool, olderThanMs)) {
    // The read model may lag the booking: its own stream decides.
    if (!(await seatUnclaimed(store, stranded.bookingId, stranded.targetId))) continue;
    if (await releaseSeat(store, stranded.targetId, stranded.bookingId, context)) released.push(stranded);
  }
  return released;
}

/**
 * Bookings as the lists, look-ups and pages read them: one row per booking with its
 * customer and address as placed, its lines, payments and manongs. (Until version 10 it
 * also followed seats and coupon uses held without a booking, for the placement saga's
 * reconciler; a placement is one atomic append now, so there are none.)
 */
import { bookingEventTypes, type BookingEvent, type BookingPlaced } from '@app/core/bookings/bookingEvents';
import type { RecordedEvent } from '@app/core/eventstore/port';
import type { BatchClient } from '../../batchClient.js';
import { defineProjection } from '../../projection.js';
import { applyAfterPlacement, markPaid, type Dated, type Requested, type Succeeded } from './lifecycle.js';
import { insertPlaced, type Placement } from './placement.js';
import { bookingTables } from './tables.js';

export const bookings = defineProjection({
  name: 'bookings',
  version: 12,
  eventTypes: bookingEventTypes,
  tables: bookingTables,
  handle: (db, recorded) => applyEvents(db, [recorded]),
  handleBatch: applyEvents,
});

const isBookingEvent = new Set<string>(bookingEventTypes);

/**
 * What a batch allows beyond its events one by one, all leaving the rows as one by one
 * would (projection.ts; batchEquivalence.int.test.ts):
 * - placements: the batch's bookings are inserted together where the first of them is
 *   placed. No event of the batch before a booking's placement reads its row;
 * - a booking's first payment request, when it is the booking's next event in the batch,
 *   goes into the booking's INSERT instead of an UPDATE of the row just inserted;
 * - payments that succeed as their booking's last event of the batch are marked paid
 *   together at its end: no later event of the batch touches those bookings' rows.
 */
interface BatchPlan {
  placements: Placement[];
  firstRequests: Set<RecordedEvent>;
  paidAtEnd: Map<RecordedEvent, Dated<Succeeded>>;
}

function planBatch(events: readonly RecordedEvent[]): BatchPlan {
  const placements = new Map<string, Placement>();
  const firstRequests = new Set<RecordedEvent>();
  const lastEventOf = new Map<string, RecordedEvent>();
  for (const recorded of events) {
    if (!isBookingEvent.has(recorded.type)) continue;
    const { bookingId } = recorded.data as { bookingId: string };
    const previous = lastEventOf.get(bookingId);
    lastEventOf.set(bookingId, recorded);
    const at = recorded.metadata.occurredAt;
    if (recorded.type === 'BookingPlaced') {
      placements.set(bookingId, { data: recorded.data as BookingPlaced, at });
    } else if (recorded.type === 'PaymentRequested' && previous?.type === 'BookingPlaced') {
      placements.get(bookingId)!.firstRequest = { data: recorded.data as Requested, at };
      firstRequests.add(recorded);
    }
  }
  const paidAtEnd = new Map<RecordedEvent, Dated<Succeeded>>();
  for (const last of lastEventOf.values()) {
    if (last.type === 'PaymentSucceeded') paidAtEnd.set(last, { data: last.data as Succeeded, at: last.metadata.occurredAt });
  }
  return { placements: [...placements.values()], firstRequests, paidAtEnd };
}

async function applyEvents(db: BatchClient, events: readonly RecordedEvent[]): Promise<void> {
  const { placements, firstRequests, paidAtEnd } = planBatch(events);
  let placed = false;
  for (const recorded of events) {
    if (!isBookingEvent.has(recorded.type)) continue;
    const event = { type: recorded.type, data: recorded.data } as BookingEvent;
    if (event.type === 'BookingPlaced') {
      if (!placed) insertPlaced(db, placements);
      placed = true;
    } else if (!firstRequests.has(recorded) && !paidAtEnd.has(recorded)) {
      applyAfterPlacement(db, event, recorded.metadata.occurredAt);
    }
  }
  markPaid(db, [...paidAtEnd.values()]);
}

/**
 * The booking's status timeline, read straight from its stream: one entry per step a
 * customer cares about (booked, paid, manongs assigned, confirmed, timed in, finished,
 * cancelled, re-booked, and the requests in between), each with the time it happened.
 * Payment attempts that failed, field staff's documents and other internal steps are left out.
 */
import type { BookingEvent } from '@app/core/bookings/bookingEvents';
import { bookingStreamId } from '@app/core/bookings/bookingEvents';
import type { EventStore, RecordedEvent } from '@app/core/eventstore';

export interface TimelineEntry {
  /** The event's number in the booking's stream. */
  id: number;
  /** A stable name of the step, for the tracker's icons. */
  step: string;
  log: string;
  /** The manong the step is about, if any. */
  manong_id: string | null;
  /** When a manong timed in, for that step. */
  time_in: string | null;
  created_at: string;
}

const date = (slot: { date: string; startAt: string }) => `${slot.date} ${slot.startAt}`;

function describe(event: BookingEvent): { step: string; log: string; manongId?: string; timeIn?: string } | null {
  switch (event.type) {
    case 'BookingPlaced':
      return { step: 'booked', log: `Booked the services for ${date(event.data.slot)}` };
    case 'PaymentSucceeded':
      return { step: 'paid', log: 'Payment received' };
    case 'ManongsAssigned':
      return { step: 'manongs_assigned', log: `Manongs assigned (${event.data.primary.length + event.data.secondary.length})` };
    case 'ManongAnswered':
      return { step: event.data.confirmed ? 'confirmed' : 'declined', log: event.data.confirmed ? 'A manong confirmed the booking' : 'A manong declined the booking', manongId: event.data.manongId };
    case 'ManongTimedIn':
      return { step: 'timed_in', log: 'A manong timed in: the work has started', manongId: event.data.manongId, timeIn: event.data.at };
    case 'ManongTimedOut':
      return { step: 'timed_out', log: 'A manong timed out', manongId: event.data.manongId };
    case 'WorkPermitsUploaded':
      return { step: 'permits_uploaded', log: 'Work permits uploaded' };
    case 'WorkPermitsConfirmed':
      return { step: 'permits_confirmed', log: 'Work permits confirmed' };
    case 'RebookRequested':
      return { step: 'rebook_requested', log: `Re-booking requested for ${date(event.data.slot)}` };
    case 'RebookFulfilled':
      return { step: 'rebooked', log: `Re-booked for ${date(event.data.toSlot)}` };
    case 'RebookRejected':
      return { step: 'rebook_rejected', log: 'Re-booking request rejected' };
    case 'CancellationRequested':
      return { step: 'cancellation_requested', log: 'Cancellation requested' };
    case 'CancellationDeclined':
      return { step: 'cancellation_declined', log: 'Cancellation request declined' };
    case 'CancellationAccepted':
    case 'BookingCancelledByCustomer':
    case 'BookingCancelledByAdmin':
      return { step: 'cancelled', log: 'Booking cancelled' };
    case 'BookingCompleted':
      return { step: 'finished', log: 'Job done: booking completed' };
    case 'PaymentRequested':
    case 'PaymentFailed':
    case 'PaymentExpired':
    case 'DocumentsUploaded':
    // The customer has the reminder itself; the tracker does not repeat it.
    case 'ReminderSent':
      return null;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function timelineOf(recorded: readonly RecordedEvent[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const e of recorded) {
    const described = describe({ type: e.type, data: e.data } as BookingEvent);
    if (!described) continue;
    entries.push({
      id: Number(e.revision),
      step: described.step,
      log: described.log,
      manong_id: described.manongId ?? null,
      time_in: described.timeIn ?? null,
      created_at: e.metadata.occurredAt ?? e.recordedAt.toISOString(),
    });
  }
  return entries;
}

export async function bookingTimeline(store: EventStore, bookingId: string): Promise<TimelineEntry[]> {
  return timelineOf(await store.readStream(bookingStreamId(bookingId)));
}

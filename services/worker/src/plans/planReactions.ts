/**
 * A plan follows its visits' bookings: on a payment, a rebooking, a cancellation or a
 * completion of any booking, a `booking-facts` job records on the booking's plan (if it is
 * a plan's visit) what became of it. The job reads the booking, so it is the same job for
 * every kind of event; a booking that is no plan's visit costs one read.
 */
import type { RecordedEvent } from '@app/core/eventstore/port';
import { QUEUES } from '@app/core/queues/queues';
import type { Reaction } from '../consumer/reactions.js';

export const BOOKING_FACTS_JOB = 'booking-facts';

const FACT_EVENTS = ['PaymentSucceeded', 'RebookFulfilled', 'CancellationAccepted', 'BookingCancelledByCustomer', 'BookingCancelledByAdmin', 'BookingCompleted'];

export const planReactions: readonly Reaction[] = [
  {
    name: "plans: record what became of a visit's booking",
    eventTypes: FACT_EVENTS,
    jobs: (event: RecordedEvent) => [
      { queue: QUEUES.plans, name: BOOKING_FACTS_JOB, jobId: `${event.id}.plan-facts`, data: { bookingId: (event.data as { bookingId: string }).bookingId } },
    ],
  },
];

/**
 * The e-mails events call for. Each becomes one `mail` job keyed by (event id, template,
 * recipient): the job renders the message from the streams, writes it to the mail ledger
 * under that key (UNIQUE in PostgreSQL) and delivers it once (deliverMail.ts).
 */
import type { RecordedEvent } from '@app/core/eventstore/port';
import { QUEUES } from '@app/core/queues/queues';
import type { Reaction, ReactionJob } from '../consumer/reactions.js';
import type { EventTemplate } from './templates/index.js';

/** What a `mail` job carries: ids only. `recipientId` is set for mails to staff. */
export interface MailJobData {
  eventId: string;
  streamId: string;
  template: EventTemplate;
  recipientId?: string;
  [key: string]: string | undefined;
}

export const MAIL_JOB = 'event-mail';

export function mailJob(event: RecordedEvent, template: EventTemplate, recipientId?: string): ReactionJob {
  const data: Record<string, string> = { eventId: event.id, streamId: event.streamId, template };
  if (recipientId) data.recipientId = recipientId;
  return {
    queue: QUEUES.mail,
    name: MAIL_JOB,
    jobId: [event.id, template, recipientId].filter(Boolean).join('.'),
    data,
  };
}

/** One mail to the booking's customer, or to whoever asked for the assessment. */
const toCustomer = (name: string, eventType: string, template: EventTemplate): Reaction => ({
  name,
  eventTypes: [eventType],
  jobs: (event) => [mailJob(event, template)],
});

/** One mail to each staff member the event names (primary and secondary alike). */
const toEachAssigned = (name: string, eventType: string, template: EventTemplate): Reaction => ({
  name,
  eventTypes: [eventType],
  jobs: (event) => {
    const data = event.data as { primary: string[]; secondary: string[] };
    return [...new Set([...data.primary, ...data.secondary])].map((userId) => mailJob(event, template, userId));
  },
});

/** The booking's details to its customer when an administrator placed it for them. */
const bookedForCustomer: Reaction = {
  name: 'mail: booking details',
  eventTypes: ['BookingPlaced'],
  jobs: (event) => ((event.data as { placedBy?: string }).placedBy === 'administrator' ? [mailJob(event, 'booking-details')] : []),
};

export const mailReactions: readonly Reaction[] = [
  bookedForCustomer,
  toCustomer('mail: booking confirmed', 'PaymentSucceeded', 'booking-confirmed'),
  toCustomer('mail: payment failed', 'PaymentFailed', 'payment-failed'),
  toCustomer('mail: rebooking approved', 'RebookFulfilled', 'rebooking-approved'),
  toCustomer('mail: rebooking rejected', 'RebookRejected', 'rebooking-rejected'),
  toCustomer('mail: cancellation granted', 'CancellationAccepted', 'cancellation-granted'),
  toCustomer('mail: cancellation declined', 'CancellationDeclined', 'cancellation-declined'),
  // Called off without a request of theirs to grant: told so, and their calendar entry cancelled.
  toCustomer('mail: booking cancelled by the office', 'BookingCancelledByAdmin', 'booking-cancelled'),
  toCustomer('mail: booking cancelled by the customer', 'BookingCancelledByCustomer', 'booking-cancelled'),
  toCustomer('mail: work permit confirmed', 'WorkPermitsConfirmed', 'work-permit-confirmed'),
  // A reassignment is a new event, so every manong (or assessor) of it is told again.
  toEachAssigned('mail: manong assigned', 'ManongsAssigned', 'manong-assigned'),
  // The customer learns who is coming (the public manong page), again on a reassignment.
  toCustomer('mail: manongs assigned (customer)', 'ManongsAssigned', 'manongs-assigned-customer'),
  toEachAssigned('mail: assessor assigned', 'AssessorsAssigned', 'assessor-assigned'),
  // And the person who asked is told the visit's day and time (again when it changes).
  toCustomer('mail: assessment scheduled', 'AssessorsAssigned', 'assessment-scheduled'),
];

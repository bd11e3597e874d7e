/**
 * Notifications for administrators, made from the events that need someone's attention:
 * a new booking, a payment or a failed one, cancellation and re-booking requests, a
 * manong's decline, a customer's own cancellation, work permit or completion; a new
 * assessment request and an assessor's decline. The notification's id is the event's id,
 * so a rebuild gives every notification the same id and read marks (notify.reads) stay
 * valid.
 *
 * Version 2: the assessment notifications, and the customer's cancellation, permit and completion.
 * Version 3: a payment the sandbox took says so ('Booking X has been paid (test payment)'),
 * judged as the bookings read model judges is_test_payment: by the gateway of the payment
 * request the success answers (PaymentSucceeded does not name its gateway).
 */
import type { AssessmentEvent } from '@app/core/assessments/assessmentEvents';
import type { BookingEvent } from '@app/core/bookings/bookingEvents';
import type { RecordedEvent } from '@app/core/eventstore/port';
import { PLANNED_EACH_RUN } from '@app/core/db/preparingClient';
import type { BatchClient } from '../../batchClient.js';
import { defineProjection } from '../../projection.js';

type Data<K extends BookingEvent['type']> = Extract<BookingEvent, { type: K }>['data'];

/**
 * Each message as the text before and after the booking's reference: the reference is
 * looked up by the INSERT itself (booking_references), so the handler never waits for a
 * read. An empty message means no notification.
 */
const messages: Partial<{ [K in BookingEvent['type']]: (data: Data<K>) => [before: string, after: string] | '' }> = {
  BookingPlaced: (d) => ['New booking ', ` from ${d.customer.firstName} ${d.customer.lastName}`],
  PaymentSucceeded: () => ['Booking ', ' has been paid'],
  PaymentFailed: () => ['Payment failed for booking ', ''],
  CancellationRequested: () => ['Cancellation requested for booking ', ''],
  RebookRequested: () => ['Re-booking requested for booking ', ''],
  ManongAnswered: (d) => (d.confirmed ? '' : ['A manong declined booking ', '']),
  // What the customer did on their own that an administrator acts on or should know.
  BookingCancelledByCustomer: () => ['Booking ', ' was cancelled by the customer'],
  WorkPermitsUploaded: () => ['Work permit uploaded for booking ', ', to be confirmed'],
  BookingCompleted: () => ['Booking ', ' was completed by the customer, with feedback'],
};

type AssessmentData<K extends AssessmentEvent['type']> = Extract<AssessmentEvent, { type: K }>['data'];

/** Assessment notifications name the customer, kept from the request (no booking, no reference). */
const ASSESSMENT_EVENTS = ['AssessmentRequested', 'AssessorAnswered'];

/** The events that make a notification (the live push follows this list); PaymentRequested only records its gateway. */
export const NOTIFYING_EVENT_TYPES = [...Object.keys(messages), ...ASSESSMENT_EVENTS];

/** The gateway of the sandbox, whose payments are test payments (bookings/lifecycle.ts judges the same). */
const TEST_GATEWAY = 'sandbox';
const TEST_PAYMENT_NOTE = ' (test payment)';

export const notifications = defineProjection({
  name: 'notifications',
  version: 3,
  eventTypes: [...NOTIFYING_EVENT_TYPES, 'PaymentRequested'],
  tables: `
    CREATE TABLE booking_references (booking_id uuid PRIMARY KEY, reference text NOT NULL);
    CREATE TABLE assessment_contacts (assessment_id uuid PRIMARY KEY, customer_name text NOT NULL);
    CREATE TABLE payment_gateways (payment_id uuid PRIMARY KEY, gateway text NOT NULL);
    CREATE TABLE notifications (
      id uuid PRIMARY KEY,
      audience text NOT NULL,
      booking_id uuid,
      event_type text NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX notifications_audience ON notifications (audience, created_at DESC);`,
  handle: async (db, recorded) => insertNotifications(db, [recorded]),
  handleBatch: async (db, events) => insertNotifications(db, events),
});

function insertNotifications(db: BatchClient, events: readonly RecordedEvent[]): void {
  insertAssessmentNotifications(db, events.filter((e) => ASSESSMENT_EVENTS.includes(e.type)));
  insertBookingNotifications(db, events.filter((e) => !ASSESSMENT_EVENTS.includes(e.type)));
}

/**
 * A new request ('New assessment request from Jose Cruz') and an assessor's decline ('An
 * assessor declined the assessment for Jose Cruz'); a confirmation makes none. The name
 * is looked up by the INSERT, as the booking references are.
 */
function insertAssessmentNotifications(db: BatchClient, events: readonly RecordedEvent[]): void {
  const requests = events.filter((e) => e.type === 'AssessmentRequested');
  if (requests.length > 0) {
    const data = requests.map((e) => e.data as AssessmentData<'AssessmentRequested'>);
    db.write('INSERT INTO assessment_contacts (assessment_id, customer_name) SELECT * FROM unnest($1::uuid[], $2::text[]) ON CONFLICT DO NOTHING', [
      data.map((d) => d.assessmentId),
      data.map((d) => `${d.contact.firstName} ${d.contact.lastName}`),
    ]);
  }
  const notes = events.flatMap((recorded) => {
    if (recorded.type === 'AssessmentRequested') return [{ recorded, before: 'New assessment request from ' }];
    const answered = recorded.data as AssessmentData<'AssessorAnswered'>;
    return answered.confirmed ? [] : [{ recorded, before: 'An assessor declined the assessment for ' }];
  });
  if (notes.length === 0) return;
  db.write(
    `${PLANNED_EACH_RUN}INSERT INTO notifications (id, audience, booking_id, event_type, message, created_at)
     SELECT n.id, 'administrator', NULL, n.event_type, n.before || coalesce(c.customer_name, 'a customer'), n.created_at
       FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::timestamptz[]) AS n (id, assessment_id, event_type, before, created_at)
       LEFT JOIN assessment_contacts c ON c.assessment_id = n.assessment_id
     ON CONFLICT (id) DO NOTHING`,
    [
      notes.map((n) => n.recorded.id),
      notes.map((n) => (n.recorded.data as { assessmentId: string }).assessmentId),
      notes.map((n) => n.recorded.type),
      notes.map((n) => n.before),
      notes.map((n) => n.recorded.metadata.occurredAt),
    ],
  );
}

/**
 * A batch's references, then its notifications, each in one statement. The same rows as
 * event by event: a booking's events all come after its placement, so a notification
 * never finds a reference that the events one by one would not have stored yet.
 */
function insertBookingNotifications(db: BatchClient, events: readonly RecordedEvent[]): void {
  const placed = events.filter((e) => e.type === 'BookingPlaced').map((e) => e.data as Data<'BookingPlaced'>);
  if (placed.length > 0) {
    db.write('INSERT INTO booking_references (booking_id, reference) SELECT * FROM unnest($1::uuid[], $2::text[]) ON CONFLICT DO NOTHING', [
      placed.map((d) => d.bookingId),
      placed.map((d) => d.reference),
    ]);
  }
  const requested = events.filter((e) => e.type === 'PaymentRequested').map((e) => e.data as Data<'PaymentRequested'>);
  if (requested.length > 0) {
    db.write('INSERT INTO payment_gateways (payment_id, gateway) SELECT * FROM unnest($1::uuid[], $2::text[]) ON CONFLICT DO NOTHING', [
      requested.map((d) => d.paymentId),
      requested.map((d) => d.gateway),
    ]);
  }
  const notes = events.flatMap((recorded) => {
    const format = messages[recorded.type as BookingEvent['type']] as ((data: unknown) => [string, string] | '') | undefined;
    const message = format?.(recorded.data);
    return message ? [{ recorded, message }] : [];
  });
  if (notes.length === 0) return;
  // A booking whose placement was never seen shows its id where the reference goes; a
  // payment's notification says when the sandbox took it.
  db.write(
    `${PLANNED_EACH_RUN}INSERT INTO notifications (id, audience, booking_id, event_type, message, created_at)
     SELECT n.id, 'administrator', n.booking_id, n.event_type,
            n.before || coalesce(r.reference, n.booking_id::text) || n.after || CASE WHEN g.gateway = $8 THEN $9 ELSE '' END, n.created_at
       FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::uuid[]) AS n (id, booking_id, event_type, before, after, created_at, payment_id)
       LEFT JOIN booking_references r ON r.booking_id = n.booking_id
       LEFT JOIN payment_gateways g ON g.payment_id = n.payment_id
     ON CONFLICT (id) DO NOTHING`,
    [
      notes.map((n) => n.recorded.id),
      notes.map((n) => (n.recorded.data as { bookingId: string }).bookingId),
      notes.map((n) => n.recorded.type),
      notes.map((n) => n.message[0]),
      notes.map((n) => n.message[1]),
      notes.map((n) => n.recorded.metadata.occurredAt),
      notes.map((n) => (n.recorded.type === 'PaymentSucceeded' ? (n.recorded.data as Data<'PaymentSucceeded'>).paymentId : null)),
      TEST_GATEWAY,
      TEST_PAYMENT_NOTE,
    ],
  );
}

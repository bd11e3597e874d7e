/**
 * Notifications for administrators, made from the booking events that need someone's
 * attention: a new booking, a payment or a failed one, cancellation and re-booking
 * requests, a manong's decline. The notification's id is the event's id, so a rebuild
 * gives every notification the same id and read marks (notify.reads) stay valid.
 */
import type { BookingEvent } from '@app/core/bookings/bookingEvents';
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
};

export const notifications = defineProjection({
  name: 'notifications',
  version: 1,
  eventTypes: Object.keys(messages),
  tables: `
    CREATE TABLE booking_references (booking_id uuid PRIMARY KEY, reference text NOT NULL);
    CREATE TABLE notifications (
      id uuid PRIMARY KEY,
      audience text NOT NULL,
      booking_id uuid,
      event_type text NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX notifications_audience ON notifications (audience, created_at DESC);`,
  async handle(db, recorded) {
    const event = { type: recorded.type, data: recorded.data } as BookingEvent;
    const bookingId = (event.data as { bookingId: string }).bookingId;
    if (event.type === 'BookingPlaced') {
      db.write('INSERT INTO booking_references (booking_id, reference) VALUES ($1, $2) ON CONFLICT DO NOTHING', [bookingId, event.data.reference]);
    }
    const format = messages[event.type] as ((data: unknown) => [string, string] | '') | undefined;
    const message = format?.(event.data);
    if (!message) return;
    // A booking whose placement was never seen shows its id where the reference goes.
    db.write(
      `INSERT INTO notifications (id, audience, booking_id, event_type, message, created_at)
       SELECT $1, 'administrator', $2, $3, $4 || coalesce((SELECT reference FROM booking_references WHERE booking_id = $2), $2::uuid::text) || $5, $6
       ON CONFLICT (id) DO NOTHING`,
      [recorded.id, bookingId, event.type, message[0], message[1], recorded.metadata.occurredAt],
    );
  },
});

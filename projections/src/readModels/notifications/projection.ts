/**
 * Notifications for administrators, made from the booking events that need someone's
 * attention: a new booking, a payment or a failed one, cancellation and re-booking
 * requests, a manong's decline. The notification's id is the event's id, so a rebuild
 * gives every notification the same id and read marks (notify.reads) stay valid.
 */
import type { BookingEvent } from '@app/core/bookings/bookingEvents';
import { defineProjection } from '../../projection.js';

type Data<K extends BookingEvent['type']> = Extract<BookingEvent, { type: K }>['data'];

const messages: Partial<{ [K in BookingEvent['type']]: (reference: string, data: Data<K>) => string }> = {
  BookingPlaced: (ref, d) => `New booking ${ref} from ${d.customer.firstName} ${d.customer.lastName}`,
  PaymentSucceeded: (ref) => `Booking ${ref} has been paid`,
  PaymentFailed: (ref) => `Payment failed for booking ${ref}`,
  CancellationRequested: (ref) => `Cancellation requested for booking ${ref}`,
  RebookRequested: (ref) => `Re-booking requested for booking ${ref}`,
  ManongAnswered: (ref, d) => (d.confirmed ? '' : `A manong declined booking ${ref}`),
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
      await db.query('INSERT INTO booking_references (booking_id, reference) VALUES ($1, $2) ON CONFLICT DO NOTHING', [bookingId, event.data.reference]);
    }
    const { rows } = await db.query<{ reference: string }>('SELECT reference FROM booking_references WHERE booking_id = $1', [bookingId]);
    const format = messages[event.type] as ((ref: string, data: unknown) => string) | undefined;
    const message = format?.(rows[0]?.reference ?? bookingId, event.data);
    if (!message) return;
    await db.query(
      `INSERT INTO notifications (id, audience, booking_id, event_type, message, created_at) VALUES ($1, 'administrator', $2, $3, $4, $5)
       ON CONFLICT (id) DO NOTHING`,
      [recorded.id, bookingId, event.type, message, recorded.metadata.occurredAt],
    );
  },
});

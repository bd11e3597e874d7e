/**
 * Every booking event after placement, as changes of its row. Mirrors the aggregate's
 * `evolve` (core bookings/bookingState.ts): requests pause the status they were made in,
 * a rejected or declined request returns to it, payments follow the current invoice.
 */
import type { BookingEvent } from '@app/core/bookings/bookingEvents';
import { PLANNED_EACH_RUN } from '@app/core/db/preparingClient';
import type { BatchClient } from '../../batchClient.js';
import { decimalPesos } from '@app/core/format/money';
import { slotInstant } from './rowValues.js';

type After = Exclude<BookingEvent, { type: 'BookingPlaced' }>;

/** The status a request pauses: the current one, or the one paused by an earlier request. */
const PAUSING = 'CASE WHEN work_status IN (5, 6) THEN status_before_request ELSE work_status END';

export type Requested = Extract<BookingEvent, { type: 'PaymentRequested' }>['data'];
export type Succeeded = Extract<BookingEvent, { type: 'PaymentSucceeded' }>['data'];

/** An event's data with the time it happened (the rows' requested_at and updated_at). */
export interface Dated<T> {
  data: T;
  at: string;
}

/**
 * Payments' own rows, several in one statement (no two for the same payment); the
 * booking's row follows each (PaymentRequested below, or a placement that carries its
 * first request).
 */
export function insertPayments(db: BatchClient, requests: readonly Dated<Requested>[]): void {
  if (requests.length === 0) return;
  db.write(
    `${PLANNED_EACH_RUN}INSERT INTO booking_payments (payment_id, booking_id, gateway, url, amount, status, gateway_reference, requested_at, updated_at)
     SELECT r.payment_id, r.booking_id, r.gateway, r.url, r.amount, 'pending', r.gateway_reference, r.at, r.at
       FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::numeric[], $6::text[], $7::timestamptz[])
         AS r (payment_id, booking_id, gateway, url, amount, gateway_reference, at)
      WHERE EXISTS (SELECT 1 FROM bookings WHERE id = r.booking_id)
     ON CONFLICT (booking_id, payment_id) DO UPDATE SET gateway = excluded.gateway, url = excluded.url, amount = excluded.amount,
       status = 'pending', gateway_reference = excluded.gateway_reference, updated_at = excluded.updated_at`,
    [
      requests.map((r) => r.data.paymentId),
      requests.map((r) => r.data.bookingId),
      requests.map((r) => r.data.gateway),
      requests.map((r) => r.data.url),
      requests.map((r) => decimalPesos(r.data.amountCentavos)),
      requests.map((r) => r.data.gatewayReference ?? null),
      requests.map((r) => r.at),
    ],
  );
}

/**
 * Payments that succeeded, several in one statement (no two for the same booking). A
 * payment the booking does not know (its request never projected) changes nothing: the
 * booking's row moves only when the payment's row did, in the same statement.
 */
export function markPaid(db: BatchClient, payments: readonly Dated<Succeeded>[]): void {
  if (payments.length === 0) return;
  db.write(
    `${PLANNED_EACH_RUN}WITH paid AS (
       UPDATE booking_payments AS p SET status = 'paid', updated_at = d.at
         FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) AS d (booking_id, payment_id, at)
        WHERE p.booking_id = d.booking_id AND p.payment_id = d.payment_id
       RETURNING p.booking_id, p.payment_id, p.gateway, d.at)
     UPDATE bookings AS b SET payment_status = 'paid', paid_payment_id = coalesce(b.paid_payment_id, paid.payment_id),
            is_test_payment = CASE WHEN b.paid_payment_id IS NULL THEN paid.gateway = 'sandbox' ELSE b.is_test_payment END, updated_at = paid.at
       FROM paid WHERE b.id = paid.booking_id`,
    [payments.map((p) => p.data.bookingId), payments.map((p) => p.data.paymentId), payments.map((p) => p.at)],
  );
}

export function applyAfterPlacement(db: BatchClient, event: After, at: string): void {
  const id = event.data.bookingId;
  const set = (sql: string, params: unknown[] = []) => db.write(`UPDATE bookings SET ${sql}, updated_at = $2 WHERE id = $1`, [id, at, ...params]);
  const touch = () => db.write('UPDATE bookings SET updated_at = $2 WHERE id = $1', [id, at]);
  switch (event.type) {
    case 'PaymentRequested':
      insertPayments(db, [{ data: event.data, at }]);
      set(`current_payment_id = $3, payment_url = $4, payment_status = CASE WHEN payment_status = 'paid' THEN 'paid' ELSE 'unpaid' END`, [event.data.paymentId, event.data.url]);
      return;
    case 'PaymentSucceeded':
      markPaid(db, [{ data: event.data, at }]);
      return;
    case 'PaymentFailed':
    case 'PaymentExpired':
      // A paid booking stays paid; an old invoice failing does not undo the current one.
      db.write(
        `WITH settled AS (UPDATE booking_payments SET status = $4, updated_at = $2 WHERE payment_id = $3 AND booking_id = $1 RETURNING 1)
         UPDATE bookings SET payment_status = CASE WHEN payment_status = 'paid' OR current_payment_id IS DISTINCT FROM $3 THEN payment_status ELSE $4 END,
                updated_at = $2
          WHERE id = $1 AND EXISTS (SELECT 1 FROM settled)`,
        [id, at, event.data.paymentId, event.type === 'PaymentFailed' ? 'failed' : 'expired'],
      );
      return;
    case 'RebookRequested':
      set(
        `status_before_request = ${PAUSING}, work_status = 5, requested_slot_id = $3, requested_schedule_at = $4, cancel_reason = NULL, refund_bank_account = NULL`,
        [event.data.slot.id, slotInstant(event.data.slot)],
      );
      return;
    case 'RebookFulfilled':
      set(`slot_id = $3, when_at = $4, work_status = 4, status_before_request = NULL, requested_slot_id = NULL, requested_schedule_at = NULL,
                 cancel_reason = NULL, refund_bank_account = NULL`, [event.data.toSlot.id, slotInstant(event.data.toSlot)]);
      // The manongs confirmed another date: they are asked again.
      db.write('UPDATE booking_manongs SET is_answered = false, is_confirmed = false WHERE booking_id = $1', [id]);
      return;
    case 'RebookRejected':
      set('work_status = coalesce(status_before_request, 0), status_before_request = NULL, requested_slot_id = NULL, requested_schedule_at = NULL');
      return;
    case 'CancellationRequested':
      set(`status_before_request = ${PAUSING}, work_status = 6, cancel_reason = $3, refund_bank_account = $4, requested_slot_id = NULL, requested_schedule_at = NULL`, [
        event.data.reason,
        event.data.bankAccount,
      ]);
      return;
    case 'CancellationAccepted':
      set('work_status = 2, status_before_request = NULL');
      return;
    case 'CancellationDeclined':
      set('work_status = coalesce(status_before_request, 0), status_before_request = NULL, cancel_reason = NULL, refund_bank_account = NULL');
      return;
    case 'BookingCancelledByCustomer':
    case 'BookingCancelledByAdmin':
      set('work_status = 2, status_before_request = NULL, requested_slot_id = NULL, requested_schedule_at = NULL');
      return;
    case 'ManongsAssigned': {
      const { primary, secondary, assignedAt } = event.data;
      db.write('DELETE FROM booking_manongs WHERE booking_id = $1', [id]);
      db.write(
        `INSERT INTO booking_manongs (booking_id, manong_id, is_primary, assigned_at)
         SELECT $1, m.id, m.is_primary, $4 FROM unnest($2::uuid[], $3::boolean[]) AS m (id, is_primary)
         WHERE EXISTS (SELECT 1 FROM bookings WHERE id = $1)`,
        [id, [...primary, ...secondary], [...primary.map(() => true), ...secondary.map(() => false)], assignedAt],
      );
      set('has_manongs = $3', [primary.length + secondary.length > 0]);
      return;
    }
    case 'ManongAnswered':
      db.write('UPDATE booking_manongs SET is_answered = true, is_confirmed = $3 WHERE booking_id = $1 AND manong_id = $2', [id, event.data.manongId, event.data.confirmed]);
      touch();
      return;
    case 'ManongTimedIn':
      db.write('UPDATE booking_manongs SET timed_in_at = $3 WHERE booking_id = $1 AND manong_id = $2', [id, event.data.manongId, event.data.at]);
      // The first manong in starts the work: On Going.
      set('work_status = 3');
      return;
    case 'ManongTimedOut':
      db.write('UPDATE booking_manongs SET timed_out_at = $3 WHERE booking_id = $1 AND manong_id = $2', [id, event.data.manongId, event.data.at]);
      touch();
      return;
    case 'WorkPermitsUploaded':
      // New permits need the administrator's confirmation again.
      set('work_permits = work_permits || $3::jsonb, permits_count = permits_count + $4, permits_confirmed = false', [
        JSON.stringify(event.data.files.map((f) => ({ file_link: f.fileLink, file_name: f.fileName }))),
        event.data.files.length,
      ]);
      return;
    case 'WorkPermitsConfirmed':
      set('permits_confirmed = true');
      return;
    case 'DocumentsUploaded':
      set('documents = documents || $3::jsonb', [
        JSON.stringify(event.data.files.map((f) => ({ file_link: f.fileLink, file_name: f.fileName, uploaded_by: event.data.uploadedBy }))),
      ]);
      return;
    case 'BookingCompleted':
      set('work_status = 1, customer_remarks = $3', [event.data.feedback]);
      return;
    case 'ReminderSent':
      // Shown from the stream (the booking's history and reminders), not from this row.
      return;
    default: {
      const unknown: never = event;
      throw new Error(`Unhandled booking event ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * The payments of bookings (`rm_bookings.booking_payments`, written by the bookings
 * projection from PaymentRequested and its outcomes): which booking requested a payment,
 * and those still pending, for the re-check of callbacks that never came.
 */
import type pg from 'pg';
import type { PendingPayment } from '@app/core/payments/recheckPending';

type Db = Pick<pg.Pool, 'query'>;

export async function bookingOfPayment(db: Db, paymentId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ booking_id: string }>('SELECT booking_id FROM rm_bookings.booking_payments WHERE payment_id = $1 LIMIT 1', [paymentId]);
  return rows[0]?.booking_id;
}

/** Payments still pending that were requested between the two instants, oldest first; TendoPay's cannot be asked. */
export async function pendingPayments(db: Db, requested: { after: Date; before: Date }, limit: number): Promise<PendingPayment[]> {
  const { rows } = await db.query<PendingPayment>(
    `SELECT booking_id, payment_id, gateway, gateway_reference FROM rm_bookings.booking_payments
      WHERE status = 'pending' AND requested_at < $1 AND requested_at > $2
        AND gateway_reference IS NOT NULL AND gateway <> 'tendopay'
      ORDER BY requested_at LIMIT ${Number(limit)}`,
    [requested.before, requested.after],
  );
  return rows;
}

/**
 * The SMS ledger (sms.outbox, see the migrations): every text message is written here
 * before anything tries to send it, once per (booking, kind, recipient). Delivery is the
 * worker's (services/worker/src/sms/deliverSms.ts).
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

export interface SmsKey {
  bookingId: string;
  /** The reminder's kind. */
  purpose: string;
  recipientKey: string;
}

/**
 * Writes a keyed message once: a second call with the same key (a retried job, two
 * workers racing) answers the row already there and leaves its content as first written.
 */
export async function queueKeyedSms(db: Db, key: SmsKey, message: { to: string; body: string }): Promise<string> {
  return (await writeKeyedSms(db, key, message)).id;
}

/**
 * As queueKeyedSms; with `sentLocally` (no provider: the local outbox is the delivery) a
 * row written now is written already marked sent, and `sent` says so. A row found already
 * there is answered unsent, for the caller to deliver.
 */
export async function writeKeyedSms(db: Db, key: SmsKey, message: { to: string; body: string }, sentLocally = false): Promise<{ id: string; sent: boolean }> {
  const sent = sentLocally ? `, 1, now(), now(), 'local-outbox'` : ', 0, NULL, NULL, NULL';
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO sms.outbox (id, to_number, body, purpose, booking_id, recipient_key, attempts, last_attempt_at, sent_at, delivered_via) VALUES ($1, $2, $3, $4, $5, $6${sent})
     ON CONFLICT ON CONSTRAINT sms_once_per_reminder DO NOTHING RETURNING id`,
    [randomUUID(), message.to, message.body, key.purpose, key.bookingId, key.recipientKey],
  );
  if (rows[0]) return { id: rows[0].id, sent: sentLocally };
  const found = await db.query<{ id: string }>('SELECT id FROM sms.outbox WHERE booking_id = $1 AND purpose = $2 AND recipient_key = $3', [key.bookingId, key.purpose, key.recipientKey]);
  return { id: found.rows[0]!.id, sent: false };
}

/** The retries ran out: the row shows as failed to administrators, with its last error. */
export async function markSmsFailed(db: Db, key: SmsKey, error: string): Promise<void> {
  await db.query(`UPDATE sms.outbox SET failed_at = now(), last_error = $4 WHERE booking_id = $1 AND purpose = $2 AND recipient_key = $3 AND sent_at IS NULL`, [
    key.bookingId,
    key.purpose,
    key.recipientKey,
    error.slice(0, 500),
  ]);
}

export interface SmsOutboxRow {
  id: string;
  to_number: string;
  body: string;
  purpose: string;
  booking_id: string;
  recipient_key: string;
  created_at: Date;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  delivered_via: string | null;
  provider_message_id: string | null;
  failed_at: Date | null;
}

/** The newest messages, for the administrators' page. */
export async function latestSms(db: Db, limit = 100): Promise<SmsOutboxRow[]> {
  const { rows } = await db.query<SmsOutboxRow>(`SELECT * FROM sms.outbox ORDER BY created_at DESC LIMIT $1`, [limit]);
  return rows;
}

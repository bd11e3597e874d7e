/**
 * Delivers one row of a ledger (mail.outbox, sms.outbox), once in the ledger: the one
 * delivery path of e-mail and text messages.
 *
 * - A row already marked sent is never sent again (replays, retried jobs, the relay).
 * - While a worker delivers a row it holds an advisory lock on it (on its own
 *   connection): a second worker that got the same row (a stalled job taken over) backs
 *   off and retries; a worker killed mid-send drops its connection and so its lock.
 * - The attempt is recorded (committed) before the row is handed to the provider, and the
 *   row is marked sent after the provider accepted it.
 *
 * The window between "accepted" and "marked sent" cannot be closed (neither SMTP nor
 * Semaphore takes an idempotency key): a worker killed inside it sends the message again
 * on retry. So delivery is at least once at the provider and exactly once in the ledger.
 *
 * Kept in the local outbox, nothing leaves the database: marking the row is the sending,
 * one statement whose row lock settles two workers racing (no lock, no window).
 */
import type { Pool } from '@app/core/db/pool';

export type Delivered = 'sent' | 'already-sent' | 'missing';

export interface Ledger {
  table: 'mail.outbox' | 'sms.outbox';
  /** First key of the two-key advisory locks on this ledger's rows (one class per ledger). */
  lockClass: number;
  /** The columns the send needs, besides sent_at. */
  columns: string;
  /** Extra assignments made when a row is marked sent (", failed_at = NULL"). */
  onSent?: string;
  /** The error a worker gets when another one holds the row. */
  busy: (rowId: string) => Error;
}

export interface Provider<Row> {
  /** `local-outbox` when nothing leaves the database. */
  via: string;
  /** Hands the row over; answers the provider's id of the message, if it gives one. */
  send: (row: Row) => Promise<string | null>;
  /** The error to throw when the provider failed (recorded in last_error first). */
  failed?: (error: unknown) => unknown;
}

export async function deliverOnce<Row extends object>(pool: Pool, ledger: Ledger, provider: Provider<Row>, rowId: string): Promise<Delivered> {
  if (provider.via === 'local-outbox') return keepInOutbox(pool, ledger, rowId);
  const client = await pool.connect();
  let locked = false;
  let broken = false;
  try {
    const lock = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [ledger.lockClass, rowId]);
    locked = lock.rows[0]?.ok === true;
    if (!locked) throw ledger.busy(rowId);
    const { rows } = await client.query<Row & { sent_at: Date | null }>(`SELECT ${ledger.columns}, sent_at FROM ${ledger.table} WHERE id = $1`, [rowId]);
    const row = rows[0];
    if (!row) return 'missing';
    if (row.sent_at) return 'already-sent';
    await client.query(`UPDATE ${ledger.table} SET attempts = attempts + 1, last_attempt_at = now() WHERE id = $1`, [rowId]);
    let providerMessageId: string | null;
    try {
      providerMessageId = await provider.send(row);
    } catch (error) {
      await client.query(`UPDATE ${ledger.table} SET last_error = $2 WHERE id = $1`, [rowId, String((error as Error).message).slice(0, 500)]);
      throw provider.failed ? provider.failed(error) : error;
    }
    const messageId = providerMessageId ? `, provider_message_id = $3` : '';
    await client.query(
      `UPDATE ${ledger.table} SET sent_at = now(), delivered_via = $2, last_error = NULL${ledger.onSent ?? ''}${messageId} WHERE id = $1`,
      providerMessageId ? [rowId, provider.via, providerMessageId] : [rowId, provider.via],
    );
    return 'sent';
  } finally {
    // A connection that cannot unlock is dropped, and its lock with it.
    if (locked) await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [ledger.lockClass, rowId]).catch(() => (broken = true));
    client.release(broken);
  }
}

async function keepInOutbox(pool: Pool, ledger: Ledger, rowId: string): Promise<Delivered> {
  const { rows } = await pool.query<{ marked: boolean }>(
    `WITH marked AS (UPDATE ${ledger.table} SET attempts = attempts + 1, last_attempt_at = now(), sent_at = now(), delivered_via = 'local-outbox', last_error = NULL${ledger.onSent ?? ''}
                      WHERE id = $1 AND sent_at IS NULL RETURNING id)
     SELECT EXISTS (SELECT 1 FROM marked) AS marked FROM ${ledger.table} WHERE id = $1`,
    [rowId],
  );
  return !rows[0] ? 'missing' : rows[0].marked ? 'sent' : 'already-sent';
}

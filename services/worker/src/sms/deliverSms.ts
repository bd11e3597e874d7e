/**
 * Delivers one row of the SMS ledger, once in the ledger, as deliverMail does for e-mail:
 * a row marked sent is never sent again; while a worker sends a row it holds an advisory
 * lock on it (a second worker backs off); the attempt is committed before the provider is
 * called and the row marked sent after it accepted.
 *
 * The window between "Semaphore accepted" and "marked sent" cannot be closed (its API
 * takes no idempotency key): a worker killed inside it sends the text again on retry. With
 * the local outbox there is no such window (sending is marking the row).
 */
import type { Pool } from '@app/core/db/pool';
import { SmsSendError, type SmsSender } from '@app/core/sms/port';

/** First key of the two-key advisory locks on SMS ledger rows (mail uses 7_310_003). */
const ROW_LOCK_CLASS = 7_310_004;

export class SmsBusyError extends Error {
  constructor(id: string) {
    super(`sms ${id} is being delivered by another worker`);
  }
}

export async function deliverSms(deps: { pool: Pool; sender: SmsSender }, rowId: string): Promise<'sent' | 'already-sent' | 'missing'> {
  // The local outbox: marking the row is the sending, one statement (as deliverMail's).
  if (deps.sender.via === 'local-outbox') return keepInOutbox(deps.pool, rowId);
  const client = await deps.pool.connect();
  let locked = false;
  let broken = false;
  try {
    const lock = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [ROW_LOCK_CLASS, rowId]);
    locked = lock.rows[0]?.ok === true;
    if (!locked) throw new SmsBusyError(rowId);
    const { rows } = await client.query<{ to_number: string; body: string; sent_at: Date | null }>('SELECT to_number, body, sent_at FROM sms.outbox WHERE id = $1', [rowId]);
    const row = rows[0];
    if (!row) return 'missing';
    if (row.sent_at) return 'already-sent';
    await client.query('UPDATE sms.outbox SET attempts = attempts + 1, last_attempt_at = now() WHERE id = $1', [rowId]);
    let providerMessageId: string;
    try {
      ({ providerMessageId } = await deps.sender.send({ to: row.to_number, body: row.body }));
    } catch (error) {
      await client.query('UPDATE sms.outbox SET last_error = $2 WHERE id = $1', [rowId, String((error as Error).message).slice(0, 500)]);
      throw error instanceof SmsSendError ? error : new SmsSendError(String((error as Error).message), true);
    }
    await client.query(`UPDATE sms.outbox SET sent_at = now(), delivered_via = $2, provider_message_id = $3, last_error = NULL, failed_at = NULL WHERE id = $1`, [
      rowId,
      deps.sender.via,
      providerMessageId || null,
    ]);
    return 'sent';
  } finally {
    if (locked) await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [ROW_LOCK_CLASS, rowId]).catch(() => (broken = true));
    client.release(broken);
  }
}

async function keepInOutbox(pool: Pool, rowId: string): Promise<'sent' | 'already-sent' | 'missing'> {
  const { rows } = await pool.query<{ marked: boolean }>(
    `WITH marked AS (UPDATE sms.outbox SET attempts = attempts + 1, last_attempt_at = now(), sent_at = now(), delivered_via = 'local-outbox', last_error = NULL, failed_at = NULL
                      WHERE id = $1 AND sent_at IS NULL RETURNING id)
     SELECT EXISTS (SELECT 1 FROM marked) AS marked FROM sms.outbox WHERE id = $1`,
    [rowId],
  );
  return !rows[0] ? 'missing' : rows[0].marked ? 'sent' : 'already-sent';
}

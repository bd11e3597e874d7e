/**
 * Delivers one row of the mail ledger, once in the ledger.
 *
 * - A row already marked sent is never sent again (replays, retried jobs, the relay).
 * - While a worker delivers a row it holds an advisory lock on it (on its own
 *   connection): a second worker that got the same row (a stalled job taken over) backs
 *   off and retries; a worker killed mid-send drops its connection and so its lock.
 * - The attempt is recorded (committed) before the message is handed to SMTP, and the
 *   row is marked sent after SMTP accepted it.
 *
 * The window between "SMTP accepted" and "marked sent" cannot be closed: a worker killed
 * inside it leaves a row with an attempt and no sent_at, and the retry sends the message
 * again. So delivery is at least once at SMTP and exactly once in the ledger. Both sends
 * carry the same Message-ID (`<row id@domain>`), which lets mail systems and our tests
 * recognise the repeat; `attempts` > 1 on a sent row shows where it may have happened.
 */
import type { Pool } from '@app/core/db/pool';
import type { MailCalendar } from '@app/core/mail/outbox';
import { mailDomain, type MailTransport } from './transport.js';

/** First key of the two-key advisory locks on ledger rows (the projector uses 7_310_001). */
const ROW_LOCK_CLASS = 7_310_003;

export class MailBusyError extends Error {
  constructor(id: string) {
    super(`mail ${id} is being delivered by another worker`);
  }
}

export interface DeliverDeps {
  pool: Pool;
  transport: MailTransport;
  publicUrl: string;
}

export const messageIdOf = (rowId: string, publicUrl: string) => `<${rowId}@${mailDomain(publicUrl)}>`;

export async function deliverMail(deps: DeliverDeps, rowId: string): Promise<'sent' | 'already-sent' | 'missing'> {
  // Kept in the local outbox: nothing leaves the database, so marking the row is the
  // sending, one statement whose row lock settles two workers racing (no lock, no window).
  if (deps.transport.via === 'local-outbox') return keepInOutbox(deps.pool, rowId);
  const client = await deps.pool.connect();
  let locked = false;
  let broken = false;
  try {
    const lock = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [ROW_LOCK_CLASS, rowId]);
    locked = lock.rows[0]?.ok === true;
    if (!locked) throw new MailBusyError(rowId);
    const { rows } = await client.query<{
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string | null;
      sent_at: Date | null;
      calendar_method: MailCalendar['method'] | null;
      calendar_filename: string | null;
      calendar_body: string | null;
    }>(
      'SELECT to_address, subject, text_body, html_body, sent_at, calendar_method, calendar_filename, calendar_body FROM mail.outbox WHERE id = $1',
      [rowId],
    );
    const row = rows[0];
    if (!row) return 'missing';
    if (row.sent_at) return 'already-sent';
    await client.query('UPDATE mail.outbox SET attempts = attempts + 1, last_attempt_at = now() WHERE id = $1', [rowId]);
    try {
      const calendar = row.calendar_body && row.calendar_method && row.calendar_filename ? { method: row.calendar_method, filename: row.calendar_filename, content: row.calendar_body } : null;
      await deps.transport.send({ messageId: messageIdOf(rowId, deps.publicUrl), to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, calendar });
    } catch (error) {
      await client.query('UPDATE mail.outbox SET last_error = $2 WHERE id = $1', [rowId, String((error as Error).message).slice(0, 500)]);
      throw error;
    }
    await client.query(`UPDATE mail.outbox SET sent_at = now(), delivered_via = $2, last_error = NULL WHERE id = $1`, [rowId, deps.transport.via]);
    return 'sent';
  } finally {
    // A connection that cannot unlock is dropped, and its lock with it.
    if (locked) await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [ROW_LOCK_CLASS, rowId]).catch(() => (broken = true));
    client.release(broken);
  }
}

async function keepInOutbox(pool: Pool, rowId: string): Promise<'sent' | 'already-sent' | 'missing'> {
  const { rows } = await pool.query<{ marked: boolean }>(
    `WITH marked AS (UPDATE mail.outbox SET attempts = attempts + 1, last_attempt_at = now(), sent_at = now(), delivered_via = 'local-outbox', last_error = NULL
                      WHERE id = $1 AND sent_at IS NULL RETURNING id)
     SELECT EXISTS (SELECT 1 FROM marked) AS marked FROM mail.outbox WHERE id = $1`,
    [rowId],
  );
  return !rows[0] ? 'missing' : rows[0].marked ? 'sent' : 'already-sent';
}

/**
 * The mail ledger (mail.outbox, see the migrations): every e-mail is written here before
 * anything tries to send it. Delivery is the worker's job; callers only describe the
 * message.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The template: 'set-password', 'booking-confirmed', ... */
  purpose: string;
  /** A calendar invite sent with it (see calendar/invite.ts). */
  calendar?: MailCalendar;
}

export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  content: string;
}

/** A mail that follows from an event: at most one row per (event, template, recipient). */
export interface MailKey {
  eventId: string;
  /** The staff member a per-person mail is for; '' (the default) for the customer. */
  recipientKey?: string;
}

type Db = Pick<pg.Pool, 'query'>;

export async function queueMail(db: Db, message: MailMessage): Promise<string> {
  const id = randomUUID();
  await db.query(`INSERT INTO mail.outbox (id, to_address, subject, text_body, html_body, purpose) VALUES ($1, $2, $3, $4, $5, $6)`, [
    id,
    message.to,
    message.subject,
    message.text,
    message.html ?? null,
    message.purpose,
  ]);
  return id;
}

/** The ledger row of a keyed mail, if it was written already. */
export async function findKeyedMail(db: Db, key: MailKey, purpose: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM mail.outbox WHERE event_id = $1 AND purpose = $2 AND recipient_key = $3`, [
    key.eventId,
    purpose,
    key.recipientKey ?? '',
  ]);
  return rows[0]?.id;
}

/**
 * Writes a keyed mail once: a second call with the same key (a replay, a retried job, two
 * workers racing) returns the row already there and leaves its content as first written.
 * `enqueued_at` is set: the caller is a job that delivers the row itself; with `relay`, it
 * is left empty and the worker's outbox relay delivers the row.
 */
export async function queueKeyedMail(db: Db, key: MailKey, message: MailMessage, options: { relay?: boolean } = {}): Promise<string> {
  return (await writeKeyedMail(db, key, message, options)).id;
}

/**
 * As queueKeyedMail; with `sentLocally` (no SMTP: the local outbox is the delivery) a row
 * written now is written already marked sent, and `sent` says so: no delivery statement
 * to follow. A row found already there is answered unsent, for the caller to deliver.
 */
export async function writeKeyedMail(
  db: Db,
  key: MailKey,
  message: MailMessage,
  options: { relay?: boolean; sentLocally?: boolean } = {},
): Promise<{ id: string; sent: boolean }> {
  const sentLocally = options.sentLocally === true;
  const sent = sentLocally ? `, 1, now(), now(), 'local-outbox'` : ', 0, NULL, NULL, NULL';
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO mail.outbox (id, to_address, subject, text_body, html_body, purpose, event_id, recipient_key, enqueued_at, calendar_method, calendar_filename, calendar_body, attempts, last_attempt_at, sent_at, delivered_via)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${options.relay ? 'NULL' : 'now()'}, $9, $10, $11${sent})
     ON CONFLICT ON CONSTRAINT outbox_once_per_event DO NOTHING RETURNING id`,
    [
      randomUUID(),
      message.to,
      message.subject,
      message.text,
      message.html ?? null,
      message.purpose,
      key.eventId,
      key.recipientKey ?? '',
      message.calendar?.method ?? null,
      message.calendar?.filename ?? null,
      message.calendar?.content ?? null,
    ],
  );
  if (rows[0]) return { id: rows[0].id, sent: sentLocally };
  return { id: (await findKeyedMail(db, key, message.purpose))!, sent: false };
}

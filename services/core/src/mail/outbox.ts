/**
 * Queues an e-mail in the outbox table (see the migration). Delivery is the worker's
 * job; callers only describe the message.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  purpose: string;
}

export async function queueMail(db: Pick<pg.Pool, 'query'>, message: MailMessage): Promise<string> {
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

/**
 * Delivers one row of the mail ledger, once in the ledger (../outbox/deliverOnce.ts: the
 * row's advisory lock, the attempt committed before SMTP, sent_at after it accepted).
 *
 * A worker killed between "SMTP accepted" and "marked sent" leaves a row with an attempt
 * and no sent_at, and the retry sends the message again: at least once at SMTP, exactly
 * once in the ledger. Both sends carry the same Message-ID (`<row id@domain>`), which lets
 * mail systems and our tests recognise the repeat; `attempts` > 1 on a sent row shows
 * where it may have happened.
 */
import type { Pool } from '@app/core/db/pool';
import type { MailCalendar } from '@app/core/mail/outbox';
import { deliverOnce, type Delivered, type Ledger } from '../outbox/deliverOnce.js';
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

interface MailRow {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  calendar_method: MailCalendar['method'] | null;
  calendar_filename: string | null;
  calendar_body: string | null;
}

const mailLedger: Ledger = {
  table: 'mail.outbox',
  lockClass: ROW_LOCK_CLASS,
  columns: 'to_address, subject, text_body, html_body, calendar_method, calendar_filename, calendar_body',
  busy: (rowId) => new MailBusyError(rowId),
};

export function deliverMail(deps: DeliverDeps, rowId: string): Promise<Delivered> {
  return deliverOnce<MailRow>(
    deps.pool,
    mailLedger,
    {
      via: deps.transport.via,
      send: async (row) => {
        const calendar = row.calendar_body && row.calendar_method && row.calendar_filename ? { method: row.calendar_method, filename: row.calendar_filename, content: row.calendar_body } : null;
        await deps.transport.send({ messageId: messageIdOf(rowId, deps.publicUrl), to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, calendar });
        return null;
      },
    },
    rowId,
  );
}

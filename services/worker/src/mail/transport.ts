/**
 * Where e-mail goes: SMTP (nodemailer) when SMTP_URL is set; otherwise the local outbox
 * (the ledger rows, readable by administrators at /api/dev/outbox on the api), the
 * one-machine default that `npm start` runs with. docker-compose requires
 * SMTP_URL, and a production process without it says so at start (startMail.ts).
 */
import nodemailer from 'nodemailer';
import type { Config } from '@app/core/config';
import { COMPANY } from '@app/core/mail/layout';
import type { MailCalendar } from '@app/core/mail/outbox';

export interface OutgoingMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** A calendar invite: sent as nodemailer's icalEvent, the Gmail way (a text/calendar alternative with its method, and the same file attached). */
  calendar: MailCalendar | null;
}

export interface MailTransport {
  /** How rows it delivers are marked in the ledger. */
  readonly via: 'smtp' | 'local-outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The domain of our Message-IDs and of the sender address. */
export const mailDomain = (publicUrl: string) => new URL(publicUrl).hostname;

export function createMailTransport(config: Pick<Config, 'SMTP_URL' | 'PUBLIC_URL'>): MailTransport {
  if (!config.SMTP_URL) return { via: 'local-outbox', send: async () => {}, close: () => {} };
  const smtp = nodemailer.createTransport(config.SMTP_URL);
  const from = { name: COMPANY, address: `no-reply@${mailDomain(config.PUBLIC_URL)}` };
  return {
    via: 'smtp',
    async send(mail) {
      const icalEvent = mail.calendar ? { method: mail.calendar.method, filename: mail.calendar.filename, content: mail.calendar.content } : undefined;
      await smtp.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined, messageId: mail.messageId, icalEvent });
    },
    close: () => smtp.close(),
  };
}

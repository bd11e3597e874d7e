/**
 * The mail ledger, readable in the browser: e-mail is written to a local outbox,
 * readable in the browser in development. Without SMTP_URL this is where mail goes;
 * with it, the same page shows what was sent, when, and after how many attempts.
 * Administrators only: messages hold customers' names, addresses and set-password links.
 *
 * `GET /api/dev/outbox`: the newest 100 messages with their plain-text parts.
 * `GET /api/dev/outbox/:id`: one message's HTML part, as the recipient's mail reader shows it,
 * under a sandboxing CSP (no scripts, no requests of its own).
 */
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { HttpError } from '../http/problems.js';
import type { Routes } from '../http/routing.js';

const LIMIT = 100;
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  purpose: string;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  delivered_via: string | null;
  last_error: string | null;
  calendar_method: string | null;
  calendar_filename: string | null;
}

function status(row: OutboxRow): string {
  if (row.sent_at) return `${row.delivered_via === 'local-outbox' ? 'kept in the outbox' : 'sent'} ${row.sent_at.toISOString()}`;
  return row.attempts > 0 ? `not sent after ${row.attempts} attempts${row.last_error ? `: ${row.last_error}` : ''}` : 'waiting';
}

export function outboxRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /api/dev/outbox', { summary: 'The mail outbox (newest 100 messages), as an HTML page' });
  routes.add('GET /api/dev/outbox', async (_req, res) => {
    const { rows } = await ctx.pool.query<OutboxRow>(`SELECT * FROM mail.outbox ORDER BY created_at DESC LIMIT ${LIMIT}`);
    const items = rows.map(
      (r) => `<article><h2>${escape(r.subject)}</h2>
<p>To <b>${escape(r.to_address)}</b> · ${escape(r.purpose)} · written ${r.created_at.toISOString()} · ${escape(status(r))}${r.calendar_method ? ` · calendar invite ${escape(r.calendar_method)} (${escape(r.calendar_filename ?? '')})` : ''}${r.html_body ? ` · <a href="/api/dev/outbox/${r.id}">HTML part</a>` : ''}</p>
<details><summary>Plain text</summary><pre>${escape(r.text_body)}</pre></details></article>`,
    );
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title></head><body><h1>Mail outbox</h1>` +
          `<p>${ctx.config.SMTP_URL ? 'Mail is delivered over SMTP; this is the ledger of what was sent.' : 'SMTP_URL is not set: mail stays here.'}</p>` +
          (items.join('\n') || '<p>No messages.</p>') +
          `</body></html>`,
      );
  });

  routes.document('GET /api/dev/outbox/:id', { summary: "One outbox message's HTML part" });
  routes.add('GET /api/dev/outbox/:id', async (req, res) => {
    const id = z.string().uuid().safeParse(req.params.id);
    const { rows } = id.success ? await ctx.pool.query<Pick<OutboxRow, 'html_body'>>('SELECT html_body FROM mail.outbox WHERE id = $1', [id.data]) : { rows: [] };
    if (!rows[0]?.html_body) throw new HttpError('not_found', 'Message not found.');
    res.set('Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    res.type('html').send(rows[0].html_body);
  });
}

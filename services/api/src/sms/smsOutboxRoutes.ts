/**
 * The SMS ledger, readable in the browser as the mail outbox is (mail/outboxRoutes.ts):
 * without SEMAPHORE_API_KEY text messages stay here; with it, the same page shows what was
 * sent, through which provider id, and which ones failed after their retries.
 * Administrators only: messages hold customers' numbers and addresses.
 *
 * `GET /api/dev/sms-outbox`: the newest 100 messages.
 */
import { latestSms, type SmsOutboxRow } from '@app/core/sms/outbox';
import { segmentsOf } from '@app/core/sms/segments';
import type { ApiContext } from '../context.js';
import type { Routes } from '../http/routing.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function status(row: SmsOutboxRow): string {
  if (row.sent_at) return `${row.delivered_via === 'local-outbox' ? 'kept in the outbox' : `sent (Semaphore ${row.provider_message_id ?? ''})`} ${row.sent_at.toISOString()}`;
  if (row.failed_at) return `FAILED after ${row.attempts} attempts: ${row.last_error ?? ''}`;
  return row.attempts > 0 ? `not sent yet after ${row.attempts} attempts${row.last_error ? `: ${row.last_error}` : ''}` : 'waiting';
}

export function smsOutboxRoutes(routes: Routes, ctx: ApiContext): void {
  routes.document('GET /api/dev/sms-outbox', { summary: 'The SMS outbox (newest 100 text messages), as an HTML page' });
  routes.add('GET /api/dev/sms-outbox', async (_req, res) => {
    const rows = await latestSms(ctx.pool);
    const items = rows.map(
      (r) => `<article class="${r.failed_at ? 'failed' : r.sent_at ? 'sent' : 'waiting'}"><h2>To ${escape(r.to_number)}</h2>
<p>${escape(r.purpose)} · booking ${escape(r.booking_id)} · written ${r.created_at.toISOString()} · ${segmentsOf(r.body)} segment(s) · ${escape(status(r))}</p>
<pre>${escape(r.body)}</pre></article>`,
    );
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SMS outbox</title></head><body><h1>SMS outbox</h1>` +
          `<p>${ctx.config.SEMAPHORE_API_KEY ? 'Text messages go through Semaphore; this is the ledger of what was sent.' : 'SEMAPHORE_API_KEY is not set: text messages stay here.'}</p>` +
          (items.join('\n') || '<p>No messages.</p>') +
          `</body></html>`,
      );
  });
}

/**
 * A link from the mail outbox (`mail.outbox`, the local ledger when no SMTP_URL is set), as
 * the customer would follow it from their inbox: the newest mail to them holding it.
 */
import type { TestStack } from '../../../services/api/test/support/stack.js';

type Pool = TestStack['db']['pool'];

/** The first match of `pattern` in the newest mail to `to` that holds one, waiting up to `timeoutMs` for it to be written. */
export async function mailedLink(pool: Pool, to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ text_body: string }>(`SELECT text_body FROM mail.outbox WHERE to_address = $1 ORDER BY created_at DESC`, [to]);
    for (const row of rows) {
      const found = pattern.exec(row.text_body)?.[0];
      if (found) return found;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} holds ${pattern} within ${timeoutMs} ms (${rows.length} mails to them)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

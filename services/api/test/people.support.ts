/** Helpers of the people tests: the set-password mail of an address, a tiny PNG, counts. */
import type { TestStack } from './support/stack.js';

/** A real 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export async function mailsTo(stack: TestStack, to: string): Promise<{ purpose: string; text_body: string }[]> {
  const { rows } = await stack.db.pool.query('SELECT purpose, text_body FROM mail.outbox WHERE to_address = $1 ORDER BY created_at', [to]);
  return rows;
}

/** The token of the set-password link in the latest mail to `to`. */
export async function setPasswordToken(stack: TestStack, to: string): Promise<string> {
  const mails = await mailsTo(stack, to);
  const link = /https?:\/\/\S+\/set-password\?token=(\S+)/.exec(mails.at(-1)?.text_body ?? '');
  if (!link) throw new Error(`no set-password link mailed to ${to}`);
  return decodeURIComponent(link[1]!);
}

export async function eventCount(stack: TestStack): Promise<number> {
  return (await stack.db.pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n;
}

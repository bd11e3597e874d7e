/**
 * Sends a user the single-use link that sets their password: accounts created by an
 * administrator or for a guest have none until their owner uses it.
 */
import type { Pool } from '../db/pool.js';
import { queueMail } from '../mail/outbox.js';
import { issuePasswordToken, setPasswordLink } from './passwordTokens.js';

export async function sendSetPasswordLink(
  deps: { pool: Pool; publicUrl: string; validForHours: number },
  user: { userId: string; email: string; firstName: string },
): Promise<void> {
  const token = await issuePasswordToken(deps.pool, user.userId, deps.validForHours);
  const link = setPasswordLink(deps.publicUrl, token);
  await queueMail(deps.pool, {
    to: user.email,
    purpose: 'set-password',
    subject: 'Set the password of your account',
    text: [
      `Hello ${user.firstName},`,
      '',
      'An account has been made for you. Open this link to choose your password:',
      link,
      '',
      `The link works once and expires in ${deps.validForHours} hours. If you did not expect this e-mail, you can ignore it.`,
    ].join('\n'),
  });
}

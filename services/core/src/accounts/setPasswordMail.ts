/**
 * Sends a user the single-use link that sets their password: accounts created by an
 * administrator or for a guest have none until their owner uses it.
 *
 * The link holds a secret, so the message is rendered here and written to the mail
 * ledger (mail.outbox) in PostgreSQL, never put in an event or a job; the worker's
 * outbox relay enqueues its delivery (services/worker/src/mail).
 */
import type { Pool } from '../db/pool.js';
import { COMPANY, renderMail, type RenderedMail } from '../mail/layout.js';
import { queueMail } from '../mail/outbox.js';
import { issuePasswordToken, setPasswordLink } from './passwordTokens.js';

/** `guest`: a guest keeping the account a booking made; `created`: an administrator made it; `forgotten`: its owner asked (Forgot password?). */
export type SetPasswordReason = 'guest' | 'created' | 'forgotten';

const OPENING: Record<SetPasswordReason, string> = {
  guest: 'Thank you for keeping your account. Open the link below to choose your password; you can then sign in to follow your bookings.',
  created: `An account has been made for you at ${COMPANY}. Open the link below to choose your password.`,
  forgotten: 'We were asked for a new password for your account. Open the link below to choose one; until then nothing changes.',
};

export function setPasswordMessage(firstName: string, link: string, validForHours: number, reason: SetPasswordReason): RenderedMail {
  return renderMail({
    subject: 'Set the password of your account',
    greeting: `Hello ${firstName},`,
    paragraphs: [
      OPENING[reason],
      `The link works once and expires in ${validForHours} hours. If you did not expect this e-mail, you can ignore it.`,
    ],
    action: { label: 'Set my password', url: link },
  });
}

export async function sendSetPasswordLink(
  deps: { pool: Pool; publicUrl: string; validForHours: number },
  user: { userId: string; email: string; firstName: string },
  reason: SetPasswordReason = 'created',
): Promise<void> {
  const token = await issuePasswordToken(deps.pool, user.userId, deps.validForHours);
  const message = setPasswordMessage(user.firstName, setPasswordLink(deps.publicUrl, token), deps.validForHours, reason);
  await queueMail(deps.pool, { to: user.email, purpose: 'set-password', ...message });
}

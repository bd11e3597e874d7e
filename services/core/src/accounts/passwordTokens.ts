/**
 * Single-use, expiring set-password links. The raw token travels only in the e-mail;
 * the table keeps its SHA-256. Issuing a new link voids the older ones of that user.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from '../db/pool.js';
import { inTransaction } from '../db/pool.js';
import { hashPassword } from './passwords.js';

const digest = (token: string) => createHash('sha256').update(token).digest();

export async function issuePasswordToken(pool: Pool, userId: string, validForHours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await inTransaction(pool, async (client) => {
    await client.query('UPDATE auth.password_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
    await client.query(`INSERT INTO auth.password_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))`, [digest(token), userId, validForHours]);
  });
  return token;
}

export function setPasswordLink(publicUrl: string, token: string): string {
  return new URL(`/set-password?token=${encodeURIComponent(token)}`, publicUrl).toString();
}

/** The account a still-usable token belongs to, or undefined. */
export async function findPasswordToken(pool: Pool, token: string): Promise<{ userId: string; email: string } | undefined> {
  const { rows } = await pool.query<{ user_id: string; email: string }>(
    `SELECT t.user_id, c.email FROM auth.password_tokens t JOIN auth.credentials c USING (user_id)
     WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()`,
    [digest(token)],
  );
  return rows[0] ? { userId: rows[0].user_id, email: rows[0].email } : undefined;
}

/**
 * Sets the password and spends the token, both or neither. Undefined when the token is
 * unknown, used or expired.
 */
export async function usePasswordToken(pool: Pool, token: string, password: string): Promise<{ userId: string } | undefined> {
  const passwordHash = await hashPassword(password);
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ user_id: string }>(
      `UPDATE auth.password_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [digest(token)],
    );
    const userId = rows[0]?.user_id;
    if (!userId) return undefined;
    await client.query('UPDATE auth.credentials SET password_hash = $2, updated_at = now() WHERE user_id = $1', [userId, passwordHash]);
    return { userId };
  });
}

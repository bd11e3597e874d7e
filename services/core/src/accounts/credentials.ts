/** Sign-in secrets: checked, changed and dropped here, never copied into an event. */
import type { Pool } from '../db/pool.js';
import { hashPassword, verifyPassword } from './passwords.js';

// Verified against when the e-mail is unknown, so that a wrong e-mail costs the same
// time as a wrong password and the two answers cannot be told apart.
let decoyHash: Promise<string> | undefined;

/** The user id when e-mail and password match a usable password; otherwise undefined. */
export async function verifyCredentials(pool: Pool, email: string, password: string): Promise<string | undefined> {
  const { rows } = await pool.query<{ user_id: string; password_hash: string | null }>('SELECT user_id, password_hash FROM auth.credentials WHERE email = $1', [email.trim().toLowerCase()]);
  const row = rows[0];
  if (!row?.password_hash) {
    await verifyPassword(await (decoyHash ??= hashPassword('decoy password that matches nothing')), password);
    return undefined;
  }
  return (await verifyPassword(row.password_hash, password)) ? row.user_id : undefined;
}

/** The account signing in with this e-mail, if any. */
export async function accountOfEmail(pool: Pool, email: string): Promise<string | undefined> {
  const { rows } = await pool.query<{ user_id: string }>('SELECT user_id FROM auth.credentials WHERE email = $1', [email.trim().toLowerCase()]);
  return rows[0]?.user_id;
}

export async function changePassword(pool: Pool, userId: string, password: string): Promise<void> {
  await pool.query('UPDATE auth.credentials SET password_hash = $2, updated_at = now() WHERE user_id = $1', [userId, await hashPassword(password)]);
}

/** False when another account already uses the e-mail. */
export async function changeEmail(pool: Pool, userId: string, email: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE auth.credentials SET email = $2, updated_at = now()
     WHERE user_id = $1 AND NOT EXISTS (SELECT 1 FROM auth.credentials WHERE email = $2 AND user_id <> $1)`,
    [userId, email.trim().toLowerCase()],
  );
  return (rowCount ?? 0) > 0;
}

export async function emailTaken(pool: Pool, email: string, exceptUserId?: string): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM auth.credentials WHERE email = $1 AND user_id IS DISTINCT FROM $2', [email.trim().toLowerCase(), exceptUserId ?? null]);
  return (rowCount ?? 0) > 0;
}

export async function hasUsablePassword(pool: Pool, userId: string): Promise<boolean> {
  const { rows } = await pool.query<{ usable: boolean }>('SELECT password_hash IS NOT NULL AS usable FROM auth.credentials WHERE user_id = $1', [userId]);
  return rows[0]?.usable ?? false;
}

/** Ends the user's sessions, all of them or all but one. */
export async function endSessions(pool: Pool, userId: string, keepSessionId?: string): Promise<void> {
  await pool.query(`DELETE FROM auth.sessions WHERE sess->>'userId' = $1 AND sid IS DISTINCT FROM $2`, [userId, keepSessionId ?? null]);
}

/** A removed account can no longer sign in, and its e-mail is free again. */
export async function removeCredentials(pool: Pool, userId: string): Promise<void> {
  await endSessions(pool, userId);
  await pool.query('DELETE FROM auth.credentials WHERE user_id = $1', [userId]);
}

/**
 * Creates an account with a password: the credentials row, then the UserRegistered event.
 * Safe to repeat and to race: the unique e-mail picks one user id, and that id doubles as
 * the registration event's id, so a repeated or concurrent call (or one after a start
 * that died between the two writes) ends with one account.
 */
import { randomUUID } from 'node:crypto';
import type { Pool } from '../db/pool.js';
import { WrongExpectedRevisionError } from '../eventstore/errors.js';
import type { EventStore } from '../eventstore/port.js';
import { hashPassword } from './passwords.js';
import { userRegistered, userStreamId, type RoleName } from './userEvents.js';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: RoleName[];
}

/** 'created', or 'exists' when an account with that e-mail was already registered. */
export async function registerAccount(deps: { pool: Pool; store: EventStore }, account: NewAccount): Promise<'created' | 'exists'> {
  const email = account.email.toLowerCase();
  await deps.pool.query(
    `INSERT INTO auth.credentials (user_id, email, password_hash) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING`,
    [randomUUID(), email, await hashPassword(account.password)],
  );
  const { rows } = await deps.pool.query<{ user_id: string }>('SELECT user_id FROM auth.credentials WHERE email = $1', [email]);
  const userId = rows[0]!.user_id;
  const data = userRegistered.parse({
    userId,
    firstName: account.firstName,
    middleName: null,
    lastName: account.lastName,
    email,
    contactNumber: null,
    roles: account.roles,
  });
  const metadata = { actor: 'system', role: 'system', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() };
  try {
    await deps.store.append(userStreamId(userId), [{ id: userId, type: 'UserRegistered', data, metadata }], 'no_stream');
    return 'created';
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return 'exists';
    throw error;
  }
}

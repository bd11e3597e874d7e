/**
 * Creates an account: the credentials row (the unique e-mail picks one user id), then
 * the UserRegistered event on that user's stream. Safe to repeat and to race: a second
 * call with the same e-mail finds the stream and answers 'exists'; a call after a crash
 * between the two writes finishes the registration.
 *
 * `password: null` makes an account with no usable password: its owner sets one through
 * an e-mailed single-use link (no shared default password, ever).
 */
import { randomUUID } from 'node:crypto';
import type { Pool } from '../db/pool.js';
import { DomainError, type CommandContext } from '../commands/decider.js';
import { handleCommand } from '../commands/handleCommand.js';
import type { AppendResult, EventStore } from '../eventstore/port.js';
import { hashPassword } from './passwords.js';
import { userDecider } from './userDecider.js';
import { userStreamId, type Profile, type RoleName } from './userEvents.js';

export interface NewAccount {
  email: string;
  password: string | null;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  contactNumber?: string | null;
  roles: RoleName[];
  picture?: string | null;
}

export type CreateAccountResult = { status: 'created'; userId: string; append?: AppendResult } | { status: 'exists'; userId: string };

export async function createAccount(deps: { pool: Pool; store: EventStore }, account: NewAccount, context: CommandContext): Promise<CreateAccountResult> {
  const email = account.email.trim().toLowerCase();
  const passwordHash = account.password === null ? null : await hashPassword(account.password);
  await deps.pool.query(`INSERT INTO auth.credentials (user_id, email, password_hash) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING`, [randomUUID(), email, passwordHash]);
  const { rows } = await deps.pool.query<{ user_id: string }>('SELECT user_id FROM auth.credentials WHERE email = $1', [email]);
  const userId = rows[0]!.user_id;
  const profile: Profile = {
    firstName: account.firstName,
    middleName: account.middleName ?? null,
    lastName: account.lastName,
    email,
    contactNumber: account.contactNumber ?? null,
  };
  try {
    const result = await handleCommand(deps.store, userStreamId(userId), userDecider, { type: 'RegisterUser', userId, profile, roles: account.roles, picture: account.picture ?? null }, context);
    return { status: 'created', userId, ...(result.append ? { append: result.append } : {}) };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'conflict') return { status: 'exists', userId };
    throw error;
  }
}

export function systemContext(now = new Date()): CommandContext {
  return { actor: 'system', role: 'system', correlationId: randomUUID(), causationId: null, now: now.toISOString() };
}

/** 'created', or 'exists' when an account with that e-mail was already registered. */
export async function registerAccount(deps: { pool: Pool; store: EventStore }, account: NewAccount): Promise<'created' | 'exists'> {
  return (await createAccount(deps, account, systemContext())).status;
}

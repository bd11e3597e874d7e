/**
 * The first administrator, from BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD, made
 * at start-up when no administrator exists yet. Several api processes may start at once:
 * the unique e-mail of the credentials table and the user stream's no_stream append let
 * only one account come of it.
 */
import { randomUUID } from 'node:crypto';
import type { Pool } from '../db/pool.js';
import { WrongExpectedRevisionError } from '../eventstore/errors.js';
import type { EventStore } from '../eventstore/port.js';
import type { Logger } from '../logger.js';
import { hashPassword } from './passwords.js';
import { userRegistered, userStreamId } from './userEvents.js';

export interface BootstrapAdminDeps {
  pool: Pool;
  store: EventStore;
  log: Logger;
  email: string;
  password: string;
  /** True once the users read model is known to be up to date with the event store. */
  administratorExists: () => Promise<boolean>;
}

export async function ensureBootstrapAdmin(deps: BootstrapAdminDeps): Promise<'created' | 'exists'> {
  if (await deps.administratorExists()) return 'exists';
  const email = deps.email.toLowerCase();
  await deps.pool.query(
    `INSERT INTO auth.credentials (user_id, email, password_hash) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING`,
    [randomUUID(), email, await hashPassword(deps.password)],
  );
  const { rows } = await deps.pool.query<{ user_id: string }>('SELECT user_id FROM auth.credentials WHERE email = $1', [email]);
  const userId = rows[0]!.user_id;
  const data = userRegistered.parse({
    userId,
    firstName: 'System',
    middleName: null,
    lastName: 'Administrator',
    email,
    contactNumber: null,
    roles: ['administrator'],
  });
  try {
    // The user id doubles as the event id: a start that died between the two writes
    // (or a second api starting at once) repeats this append harmlessly.
    await deps.store.append(
      userStreamId(userId),
      [{ id: userId, type: 'UserRegistered', data, metadata: { actor: 'system', role: 'system', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() } }],
      'no_stream',
    );
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
    deps.log.warn({ email }, 'BOOTSTRAP_ADMIN_EMAIL belongs to an existing account: no administrator created');
    return 'exists';
  }
  deps.log.info({ email }, 'first administrator created from BOOTSTRAP_ADMIN_EMAIL');
  return 'created';
}

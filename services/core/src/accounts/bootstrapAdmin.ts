/**
 * The first administrator, from BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD, made
 * at start-up when no administrator exists yet.
 */
import type { Pool } from '../db/pool.js';
import type { EventStore } from '../eventstore/port.js';
import type { Logger } from '../logger.js';
import { registerAccount } from './registerAccount.js';

export interface BootstrapAdminDeps {
  pool: Pool;
  store: EventStore;
  log: Logger;
  email: string;
  password: string;
  /** Asked of a users read model known to be up to date with the event store. */
  administratorExists: () => Promise<boolean>;
}

export async function ensureBootstrapAdmin(deps: BootstrapAdminDeps): Promise<'created' | 'exists'> {
  if (await deps.administratorExists()) return 'exists';
  const outcome = await registerAccount(deps, {
    email: deps.email,
    password: deps.password,
    firstName: 'System',
    lastName: 'Administrator',
    roles: ['administrator'],
  });
  if (outcome === 'created') deps.log.info({ email: deps.email }, 'first administrator created from BOOTSTRAP_ADMIN_EMAIL');
  else deps.log.warn({ email: deps.email }, 'BOOTSTRAP_ADMIN_EMAIL belongs to an existing account: no administrator created');
  return outcome;
}

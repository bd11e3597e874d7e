/**
 * Demo data of the foundation: one account per role, each with its own random password
 * (never a shared default), created on the first start and kept in DATA_DIR so that
 * development start-ups can print them again. The catalogue's demo data joins it later.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from '../db/pool.js';
import type { EventStore } from '../eventstore/port.js';
import type { CommandContext } from '../commands/decider.js';
import { createAccount, systemContext } from './registerAccount.js';
import type { RoleName } from './userEvents.js';

export interface DemoAccount {
  role: RoleName;
  email: string;
  password: string;
}

export const demoPeople: { role: RoleName; firstName: string; lastName: string }[] = [
  { role: 'administrator', firstName: 'Andrea', lastName: 'Reyes' },
  { role: 'manong', firstName: 'Jose', lastName: 'Dela Cruz' },
  { role: 'assessor', firstName: 'Maria', lastName: 'Santos' },
  { role: 'customer', firstName: 'Juan', lastName: 'Bautista' },
];

/**
 * Creates the demo accounts once (registered as of `context`'s time); answers them with
 * their passwords for printing and their ids for the demo bookings.
 */
export async function loadDemoAccounts(deps: { pool: Pool; store: EventStore; dataDir: string }, context: CommandContext = systemContext()): Promise<(DemoAccount & { userId: string })[]> {
  const file = path.join(deps.dataDir, 'demo-accounts.json');
  const accounts: DemoAccount[] = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as DemoAccount[])
    : demoPeople.map((p) => ({ role: p.role, email: `demo.${p.role}@example.ph`, password: randomBytes(9).toString('base64url') }));
  if (!existsSync(file)) {
    mkdirSync(deps.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(accounts, null, 2), { mode: 0o600 });
  }
  const loaded = [];
  for (const account of accounts) {
    const person = demoPeople.find((p) => p.role === account.role)!;
    const { userId } = await createAccount(deps, { ...account, firstName: person.firstName, lastName: person.lastName, roles: [account.role] }, context);
    loaded.push({ ...account, userId });
  }
  return loaded;
}

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
import { registerAccount } from './registerAccount.js';
import type { RoleName } from './userEvents.js';

export interface DemoAccount {
  role: RoleName;
  email: string;
  password: string;
}

const people: { role: RoleName; firstName: string; lastName: string }[] = [
  { role: 'administrator', firstName: 'Andrea', lastName: 'Reyes' },
  { role: 'manong', firstName: 'Jose', lastName: 'Dela Cruz' },
  { role: 'assessor', firstName: 'Maria', lastName: 'Santos' },
  { role: 'customer', firstName: 'Juan', lastName: 'Bautista' },
];

/** Creates the demo accounts once; answers them (with their passwords) for printing. */
export async function loadDemoAccounts(deps: { pool: Pool; store: EventStore; dataDir: string }): Promise<DemoAccount[]> {
  const file = path.join(deps.dataDir, 'demo-accounts.json');
  const accounts: DemoAccount[] = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as DemoAccount[])
    : people.map((p) => ({ role: p.role, email: `demo.${p.role}@example.ph`, password: randomBytes(9).toString('base64url') }));
  if (!existsSync(file)) {
    mkdirSync(deps.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(accounts, null, 2), { mode: 0o600 });
  }
  for (const account of accounts) {
    const person = people.find((p) => p.role === account.role)!;
    await registerAccount(deps, { ...account, firstName: person.firstName, lastName: person.lastName, roles: [account.role] });
  }
  return accounts;
}

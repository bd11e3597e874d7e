/**
 * What the event-store benchmarks (bench:plans, bench:reminders) set up alike: a numeric
 * flag, a throwaway database with its event store, events appended as the api would
 * leave them (system metadata), 100 customers who take texts, and the runner that ends
 * the process with the benchmark's outcome (open pools and queues would keep it alive).
 */
import { randomUUID } from 'node:crypto';
import { userStreamId } from '@app/core/accounts/userEvents';
import { createPostgresEventStore, type PostgresEventStore } from '@app/core/eventstore';
import { createTestDatabase } from '@app/core/testing/testDatabase';
import { machineLine, printSection } from '../report.js';

export const say = (text: string) => process.stdout.write(`${text}\n`);

/** `--name N` from the command line, else `fallback`. */
export function numberFlag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const meta = () => ({ actor: null, role: 'system', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() });

/** A domain event as the store appends it, with the system as its actor. */
export const toNew = (e: { type: string; data: unknown }) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: meta() });

/** The Setup section's start: the machine, then a database of its own and its event store. */
export async function benchStore() {
  process.env.LOG_LEVEL ??= 'warn';
  printSection('Setup');
  say(machineLine());
  const db = await createTestDatabase({ poolSize: 8 });
  const store = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: 50 });
  return { db, store };
}

/** 100 registered customers who said yes to texts (a text per booking is part of what is measured). */
export async function seedCustomers(store: PostgresEventStore): Promise<string[]> {
  const customers = Array.from({ length: 100 }, () => randomUUID());
  await store.appendToStreams(
    customers.map((userId) => ({
      streamId: userStreamId(userId),
      events: [toNew({ type: 'UserRegistered', data: { userId, firstName: 'Ana', middleName: null, lastName: 'Reyes', email: `${userId.slice(0, 8)}@example.ph`, contactNumber: '09171234567', roles: ['customer'], picture: null } })],
      expected: 'no_stream' as const,
    })),
  );
  return customers;
}

/** Runs the benchmark and exits 0, or prints its error and exits 1. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

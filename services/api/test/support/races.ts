/**
 * The set-up of the concurrency tests: a database and event store of the file's own, its
 * pool wide enough for every racer at once, and the one check every race makes of its
 * losers (a refusal by the rule or a lost optimistic-concurrency race, nothing else).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { DomainError } from '@app/core/commands/decider';
import { createPostgresEventStore, type EventStore, WrongExpectedRevisionError } from '@app/core/eventstore';
import { createTestDatabase, type TestDatabase } from '@app/core/testing/testDatabase';

/** Registers the file's hooks; `bind` receives the store once it is open. */
export function useRaceStore(bind: (store: EventStore) => void): void {
  let db: TestDatabase | undefined;
  let store: EventStore | undefined;
  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 25 });
    store = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: 50 });
    bind(store);
  });
  afterAll(async () => {
    await store?.close();
    await db?.drop();
  });
}

/** Every failure must be a refusal by the rule or a lost race, never anything else. */
export function expectOnlyRefusals(results: PromiseSettledResult<unknown>[], refusal: RegExp) {
  for (const r of results) {
    if (r.status === 'fulfilled') continue;
    const e = r.reason as unknown;
    const ok = e instanceof WrongExpectedRevisionError || (e instanceof DomainError && refusal.test(e.message));
    expect(ok, String(e)).toBe(true);
  }
}

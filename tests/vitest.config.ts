/**
 * The test suites `npm test` runs (scripts/test.ts), against the throwaway PostgreSQL and
 * Redis it starts: every *.test.ts of the backend and of tests/, one file at a time, the
 * browser and fault tests last.
 *
 * Two backend files at once took about half the time, but on a fresh cluster a file now
 * and then found its pool reading an old state: in services/api/test/bookings.customer
 * the store's head query answered an event 8 while the slot just planned was event 12 and
 * the projections had applied the events between (the planSlot helper's diagnostics show
 * it; `npx vitest run services/api/test/bookings.customer.int.test.ts
 * tests/security/fuzz.test.ts` against a fresh PostgreSQL reproduced it 1 time in 3). Not
 * understood yet; until it is, files run one after another, as they did green before.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alone = ['tests/browser/**/*.test.ts', 'tests/faults/**/*.test.ts'];

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    // Generous limits for a loaded machine; they are there for hangs, not speed.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['tests/setup/perFile.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'backend',
          include: ['services/**/*.test.ts', 'projections/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...alone],
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          include: alone,
          exclude: ['**/node_modules/**'],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

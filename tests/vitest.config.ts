/**
 * The test suites `npm test` runs (scripts/test.ts), against the throwaway PostgreSQL and
 * Redis it starts. Minimal for now: every *.test.ts of the backend and of tests/.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['services/**/*.test.ts', 'projections/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // Most files wait on PostgreSQL, Redis, child processes or a browser rather than on
    // the CPU, so two run at once even on a 2-core machine (vitest's default there is one).
    // Each file has its own database, Redis prefix and ports, so they do not meet.
    maxWorkers: 2,
    // Two files at once share the cores: the limits leave room for that, not for hangs.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

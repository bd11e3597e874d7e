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
  },
});

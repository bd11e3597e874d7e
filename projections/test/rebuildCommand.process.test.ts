/** `npm run projections:rebuild`: alone it rebuilds itself; beside a running projector it asks that one. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../src/readModels/auditLog/projection.js';
import { ProjectionRunner } from '../src/runner.js';
import { createFixture, eventually, log, type Fixture } from './fixtures.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let f: Fixture;
beforeAll(async () => {
  f = await createFixture();
});
afterAll(async () => {
  await f.close();
});

/** Runs the command in a child process (asynchronously: the runner under test shares our event loop). */
function rebuild(): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'projections/src/rebuild.ts', 'audit_log'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: f.db.url, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    }),
  );
}

const audited = async () => Number(((await f.rows('SELECT count(*) AS n FROM rm_audit_log.audit_events')) as { n: bigint }[])[0]!.n);

it('with no projector running, builds the projection itself and swaps it in', async () => {
  await f.fill(300);
  expect(await rebuild()).toBe(0);
  expect(await audited()).toBe(300);
  expect(await f.rows(`SELECT 1 FROM pg_namespace WHERE nspname = 'rm_audit_log__build'`)).toHaveLength(0);
}, 60_000);

it('with a projector running, has the active one rebuild, and waits until it has', async () => {
  const runner = new ProjectionRunner({ projection: auditLog, store: f.store, connectionString: f.db.url, batchSize: 100, pollMs: 50, log });
  runner.start();
  await eventually(async () => runner.status === 'live');
  // A row that no event explains: a real rebuild must not keep it.
  await f.db.pool.query(`DELETE FROM rm_audit_log.audit_events WHERE event_id IN (SELECT event_id FROM rm_audit_log.audit_events LIMIT 10)`);
  expect(await audited()).toBe(290);
  expect(await rebuild()).toBe(0);
  expect(await audited()).toBe(300);
  const requests = (await f.rows(`SELECT finished_at FROM projector.rebuild_requests WHERE name = 'audit_log'`)) as { finished_at: Date | null }[];
  expect(requests[0]?.finished_at).toBeInstanceOf(Date);
  await f.fill(20);
  await eventually(async () => (await audited()) === 320);
  await runner.stop();
}, 90_000);

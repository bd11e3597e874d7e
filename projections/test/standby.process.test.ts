/**
 * Two projector processes on one database: kill -9 the active one in the middle of a
 * stream of appends; the standby takes over from the checkpoint, nothing lost or applied
 * twice (the audit log's primary key refuses a second apply of an event).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { counted, createFixture, eventually, type Fixture } from './fixtures.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let f: Fixture;
const children: ChildProcess[] = [];

beforeAll(async () => {
  f = await createFixture();
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await f.close();
});

/** A port nobody listens on right now, for the child's health server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function startProjector(port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'projections/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: f.db.url, PROJECTOR_PORT: String(port), PROJECTOR_POLL_MS: '100', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

const audited = async () => Number(((await f.rows('SELECT count(*) AS n FROM rm_audit_log.audit_events')) as { n: bigint }[])[0]!.n);

/**
 * The pid of the process holding the audit log's advisory lock, from its connection's name.
 * Locks are cluster-wide: only this test's database counts (other tests run projectors too).
 */
async function activePid(): Promise<number | undefined> {
  const rows = (await f.rows(
    `SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND a.application_name LIKE 'projector:%:audit_log'
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  )) as { application_name: string }[];
  const name = rows[0]?.application_name;
  return name ? Number(name.split(':')[1]) : undefined;
}

it('kill -9 of the active projector: the standby continues from the checkpoint, nothing lost or applied twice', async () => {
  await f.fill(500);
  const a = startProjector(await freePort());
  const b = startProjector(await freePort());
  await eventually(async () => (await audited()) === 500, 60_000);
  const active = await activePid();
  expect([a.pid, b.pid]).toContain(active);

  let appended = 500;
  const appending = (async () => {
    for (let i = 0; i < 100; i++) {
      await f.store.append(`live-${i % 5}`, Array.from({ length: 10 }, () => counted()), 'any');
      appended += 10;
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  await eventually(async () => (await audited()) > 700, 60_000);
  process.kill(active!, 'SIGKILL');
  await appending;

  await eventually(async () => (await audited()) === appended, 60_000);
  const survivor = await activePid();
  expect(survivor).toBeDefined();
  expect(survivor).not.toBe(active);
  const { n, distinct } = ((await f.rows('SELECT count(*) AS n, count(DISTINCT event_id) AS distinct FROM rm_audit_log.audit_events')) as {
    n: bigint;
    distinct: bigint;
  }[])[0]!;
  expect(Number(n)).toBe(1500);
  expect(Number(distinct)).toBe(1500);
  const events = (await f.rows('SELECT count(*) AS n FROM es.events')) as { n: bigint }[];
  expect(Number(events[0]!.n)).toBe(1500);
}, 120_000);

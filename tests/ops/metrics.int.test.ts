/**
 * Prometheus metrics on every process, as `npm start` runs them: the api, the projector
 * and the worker started from their main modules against a fresh database, each scraped
 * at /metrics on its health (the api: operator) port for the metrics README names.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@app/core/testing/testDatabase';
import { freePort } from '../../services/worker/test/support/processes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let db: TestDatabase;
const children: ChildProcess[] = [];
const ports: Record<'api' | 'apiMetrics' | 'projector' | 'worker', number> = { api: 0, apiMetrics: 0, projector: 0, worker: 0 };

async function eventually<T>(what: string, check: () => Promise<T | undefined>, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The sample lines of a metric whose labels include every `label="value"` given. */
function samples(body: string, metric: string, labels: Record<string, string> = {}): string[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`) && Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)));
}
const value = (line: string | undefined) => (line === undefined ? NaN : Number(line.slice(line.lastIndexOf(' ') + 1)));

const scrape = (port: number) =>
  eventually(`metrics on ${port}`, async () => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    return res.ok ? res.text() : undefined;
  });

beforeAll(async () => {
  db = await createTestDatabase();
  for (const key of Object.keys(ports) as (keyof typeof ports)[]) ports[key] = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: db.url,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'metrics-test-')),
    QUEUE_PREFIX: `metrics-${randomBytes(4).toString('hex')}`,
    // The public port on every address, so the operator ports' own (loopback) is seen to differ.
    HOST: '0.0.0.0',
    API_PORT: String(ports.api),
    API_METRICS_PORT: String(ports.apiMetrics),
    PROJECTOR_PORT: String(ports.projector),
    WORKER_PORT: String(ports.worker),
    DEMO_DATA: 'false',
    // The api appends the first administrator's events at start: an append to time.
    BOOTSTRAP_ADMIN_EMAIL: 'metrics.admin@example.ph',
    BOOTSTRAP_ADMIN_PASSWORD: 'metrics-admin-password',
  };
  for (const main of ['services/api/src/main.ts', 'projections/src/main.ts', 'services/worker/src/main.ts']) {
    children.push(spawn(process.execPath, ['--import', 'tsx', main], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] }));
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await db?.drop();
}, 60_000);

it('api: HTTP latency by route pattern and event store append latency, on the operator port only', async () => {
  await eventually('the api', async () => ((await fetch(`http://127.0.0.1:${ports.api}/healthz`)).ok ? true : undefined));
  const id = '00000000-0000-4000-8000-000000000000';
  await fetch(`http://127.0.0.1:${ports.api}/api/get-manongs/${id}`);
  await fetch(`http://127.0.0.1:${ports.api}/api/clients/cities`);
  // The first administrator is appended in the background at start.
  const body = await eventually('an append to be timed', async () => {
    const text = await scrape(ports.apiMetrics);
    return value(samples(text, 'eventstore_append_duration_seconds_count', { outcome: 'ok' })[0]) > 0 ? text : undefined;
  });
  expect(samples(body, 'http_request_duration_seconds_bucket', { method: 'GET', route: '/api/get-manongs/:id', status: '4xx', process: 'api' }).length).toBeGreaterThan(5);
  expect(value(samples(body, 'http_request_duration_seconds_count', { route: '/api/clients/cities', status: '2xx' })[0])).toBe(1);
  expect(body).not.toContain(id);
  expect(body).toContain('process_cpu_user_seconds_total');
  // Not on the public port.
  expect((await fetch(`http://127.0.0.1:${ports.api}/metrics`)).status).toBe(404);
}, 120_000);

it('projector: lag per projection', async () => {
  const body = await eventually('projection lag of every projection', async () => {
    const text = await scrape(ports.projector);
    return ['users', 'bookings', 'notifications'].every((p) => samples(text, 'projection_lag', { projection: p, process: 'projector' }).length === 1) ? text : undefined;
  });
  expect(body).toMatch(/# TYPE projection_lag gauge/);
}, 120_000);

it('worker: queue depth per queue and state, job durations, append latency', async () => {
  const body = await eventually('queue depth', async () => {
    const text = await scrape(ports.worker);
    return samples(text, 'queue_jobs', { queue: 'live', state: 'waiting' }).length === 1 ? text : undefined;
  });
  for (const queue of ['mail', 'live', 'reports']) expect(value(samples(body, 'queue_jobs', { queue, state: 'failed', process: 'worker' })[0])).toBeGreaterThanOrEqual(0);
  expect(body).toContain('# TYPE queue_job_duration_seconds histogram');
  expect(body).toContain('# TYPE eventstore_append_duration_seconds histogram');
}, 120_000);

/** This machine's first address other than loopback, if it has one. */
const externalAddress = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

it('operator ports listen on loopback only by default, while the public port listens where HOST says', async (context) => {
  const address = externalAddress();
  if (!address) {
    console.log('operator ports: skipped, this machine has no address other than loopback to try them from');
    return context.skip();
  }
  const answers = (host: string, port: number) =>
    fetch(`http://${host}:${port}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.ok,
      () => false,
    );
  await eventually('the api', async () => ((await answers(address, ports.api)) ? true : undefined));
  for (const port of [ports.apiMetrics, ports.projector, ports.worker]) {
    await eventually(`port ${port} on loopback`, async () => ((await answers('127.0.0.1', port)) ? true : undefined));
    expect(await answers(address, port), `port ${port} on ${address}`).toBe(false);
  }
}, 120_000);

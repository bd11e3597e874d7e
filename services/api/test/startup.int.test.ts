import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseConfig } from '@app/core/config';
import { verifyPassword } from '@app/core/accounts/passwords';
import { createPostgresEventStore } from '@app/core/eventstore';
import { createLogger } from '@app/core/logger';
import { createTestDatabase, type TestDatabase } from '@app/core/testing/testDatabase';
import { Projector } from '@app/projections/projector';
import { findProjections } from '@app/projections/registry';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootstrapAdministrator, loadDemoData } from '../src/startup.js';

const log = createLogger('startup-test');
let db: TestDatabase;
let projector: Projector;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await projector?.stop();
  await db.drop();
});

it('creates the first administrator once, from the environment, even when two api processes start together', async () => {
  const store = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: 50 });
  projector = new Projector({ projections: findProjections(['users']), store, connectionString: db.url, batchSize: 100, pollMs: 50, log });
  projector.start();
  const config = parseConfig({ ...process.env, DATABASE_URL: db.url, BOOTSTRAP_ADMIN_EMAIL: 'Boss@Example.ph', BOOTSTRAP_ADMIN_PASSWORD: 'correct horse battery' });
  const signal = new AbortController().signal;
  await Promise.all([1, 2].map(() => bootstrapAdministrator({ config, pool: db.pool, store, log, signal })));
  await bootstrapAdministrator({ config, pool: db.pool, store, log, signal });

  const credentials = await db.pool.query('SELECT email, password_hash FROM auth.credentials');
  expect(credentials.rows).toHaveLength(1);
  expect(credentials.rows[0].email).toBe('boss@example.ph');
  expect(credentials.rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword(credentials.rows[0].password_hash, 'correct horse battery')).toBe(true);
  expect(await verifyPassword(credentials.rows[0].password_hash, 'wrong')).toBe(false);

  const events = await db.pool.query(`SELECT event_type, data::text AS data FROM es.events`);
  expect(events.rows.map((r) => r.event_type)).toEqual(['UserRegistered']);
  expect(events.rows[0].data).not.toContain('correct horse');
  expect(events.rows[0].data).not.toContain('argon2');
  await store.close();
});

it('loads one demo account per role once, each with its own password, none shared', async () => {
  const store = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: 50 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-'));
  const config = parseConfig({ ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, DEMO_DATA: 'true', NODE_ENV: 'test' });
  // Stopping before it starts: nothing is written (the next start loads it all).
  await loadDemoData({ config, pool: db.pool, store, log, signal: AbortSignal.abort() });
  expect((await db.pool.query(`SELECT 1 FROM es.events WHERE data->>'email' LIKE 'demo.%'`)).rowCount).toBe(0);
  const running = new AbortController().signal;
  await loadDemoData({ config, pool: db.pool, store, log, signal: running });
  await loadDemoData({ config, pool: db.pool, store, log, signal: running });
  const { rows } = await db.pool.query(`SELECT email, password_hash FROM auth.credentials WHERE email LIKE 'demo.%' ORDER BY email`);
  expect(rows.map((r) => r.email)).toEqual(['demo.administrator@example.ph', 'demo.assessor@example.ph', 'demo.customer@example.ph', 'demo.manong@example.ph']);
  expect(new Set(rows.map((r) => r.password_hash)).size).toBe(4);
  const registered = await db.pool.query(`SELECT count(*)::int AS n FROM es.events WHERE data->>'email' LIKE 'demo.%'`);
  expect(registered.rows[0].n).toBe(4);
  // The catalogue too, once: Metro Manila's 17 cities, fixed-price and assessment services.
  const catalogue = await db.pool.query(`SELECT event_type, count(*)::int AS n FROM es.events WHERE event_type IN ('CityCreated', 'CategoryCreated', 'CategoryServiceCreated', 'LocationCreated') GROUP BY 1 ORDER BY 1`);
  expect(Object.fromEntries(catalogue.rows.map((r) => [r.event_type, r.n]))).toMatchObject({ CityCreated: 17, LocationCreated: 8 });
  const prices = await db.pool.query(`SELECT (data->>'price')::numeric AS price FROM es.events WHERE event_type = 'CategoryServiceCreated'`);
  expect(prices.rows.some((r) => Number(r.price) >= 1000)).toBe(true);
  // Slots for the past month and the next 30 days, four a day, and one coupon: written on the first start only.
  const planner = await db.pool.query(`SELECT event_type, count(*)::int AS n FROM es.events WHERE event_type IN ('SlotPlanned', 'CouponCreated') GROUP BY 1 ORDER BY 1`);
  expect(Object.fromEntries(planner.rows.map((r) => [r.event_type, r.n]))).toEqual({ CouponCreated: 1, SlotPlanned: 4 * (31 + 30) });
  const production = parseConfig({ ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, NODE_ENV: 'production' });
  expect(production.DEMO_DATA).toBe(false);
  await store.close();
  // It loads the demo month too (demoData.int.test.ts looks at it).
}, 60_000);

it('loads no demo bookings where test payments are refused (PAYMENTS_SANDBOX=false), and no demo data at all in production unless asked', async () => {
  const own = await createTestDatabase();
  const store = createPostgresEventStore({ pool: own.pool, connectionString: own.url, pollMs: 50 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-'));
  const signal = new AbortController().signal;
  const deployment = parseConfig({ ...process.env, DEMO_DATA: undefined, DATABASE_URL: own.url, DATA_DIR: dataDir, NODE_ENV: 'production' });
  await loadDemoData({ config: deployment, pool: own.pool, store, log, signal });
  expect((await own.pool.query('SELECT 1 FROM es.events')).rowCount).toBe(0);
  const refusing = parseConfig({ ...process.env, DATABASE_URL: own.url, DATA_DIR: dataDir, NODE_ENV: 'production', DEMO_DATA: 'true', PAYMENTS_SANDBOX: 'false' });
  await loadDemoData({ config: refusing, pool: own.pool, store, log, signal });
  const types = (await own.pool.query<{ event_type: string }>('SELECT DISTINCT event_type FROM es.events')).rows.map((r) => r.event_type);
  expect(types).toContain('CategoryCreated');
  expect(types.filter((t) => /^(Booking|Payment|Assessment)/.test(t))).toEqual([]);
  await store.close();
  await own.drop();
});

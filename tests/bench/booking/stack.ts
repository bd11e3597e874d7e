/**
 * The stack as `npm start` runs it, on a fresh migrated database of the bench PostgreSQL
 * and the bench Redis: the api in processes of its own (`npm run api`, as many as
 * `--api-processes`), the projector in another; this process is the customers (the load
 * generator) and keeps a pool and an event store of its own for seeding and probes. Then
 * the seeds the customers book from: a catalogue, slots, a coupon and signed-in customers
 * with an address, each customer talking to one api process (as behind a load balancer
 * that keeps a connection where it went).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccount, systemContext } from '@app/core/accounts/registerAccount';
import { parseConfig, type Config } from '@app/core/config';
import { handleCommand } from '@app/core/commands/handleCommand';
import { couponDecider } from '@app/core/coupons/couponDecider';
import { couponStreamId, type CouponTerms } from '@app/core/coupons/couponEvents';
import { createPostgresEventStore, type EventStore } from '@app/core/eventstore';
import { MAX_CAPACITY, slotDecider } from '@app/core/schedules/slotDecider';
import { slotIdOf, slotStreamId } from '@app/core/schedules/slotEvents';
import { createTestDatabase, type TestDatabase } from '@app/core/testing/testDatabase';
import { projections } from '@app/projections/registry';
import { waitForProjections } from '@app/projections/waitForProjections';
import { freePort } from '../../../scripts/lib/net.js';
import { serviceArgs } from '../../../scripts/lib/run.js';
import { rolesFor } from './counting.js';
import { BenchClient, ok } from './http.js';

export const PASSWORD = 'correct horse battery staple';
export const COUPON_CODE = 'BENCH10';

export interface BenchStack {
  db: TestDatabase;
  store: EventStore;
  config: Config;
  /** One address per api process. */
  bases: URL[];
  agent: http.Agent;
  poolSize: number;
  /** The api processes' and the projector's pids (their CPU time is counted apart). */
  apiPids: number[];
  projectorPid: number | undefined;
  settled(): Promise<void>;
  /** Stops the api and projector processes; the database stays for the list queries. */
  stopApi(): Promise<void>;
  close(): Promise<void>;
}

interface Child {
  pid: number | undefined;
  stop(): Promise<void>;
}

/** `entry` as its npm script starts it; resolves once `readyUrl` answers 200. */
async function startProcess(name: string, entry: string, env: NodeJS.ProcessEnv, readyUrl: string): Promise<Child> {
  // BENCH_CPU_PROF=<dir> (scripts/bench.ts): a CPU profile of each process too, written when it stops;
  // BENCH_CPU_PROF_INTERVAL=<µs> samples more often than V8's 1000 µs.
  const interval = process.env.BENCH_CPU_PROF_INTERVAL ? [`--cpu-prof-interval=${process.env.BENCH_CPU_PROF_INTERVAL}`] : [];
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, ...interval] : [];
  const child = spawn(process.execPath, [...profile, ...serviceArgs(entry)], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} process exited with ${child.exitCode}`);
    const ready = await fetch(readyUrl).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the ${name} process did not get ready within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function startBenchStack(options: { poolSize: number; sockets: number; apiProcesses: number }): Promise<BenchStack> {
  const db = await createTestDatabase({ poolSize: options.poolSize });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-booking-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: db.url,
    DATABASE_POOL_SIZE: String(options.poolSize),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // As production runs them (the bench's own process is in test mode): JSON logs, and no
    // answer checked against its contract (responseCheck.ts, a second parse of every answer).
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DEMO_DATA: 'false',
    // Shared by the api processes, so a session cookie is good at any of them.
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  const config = parseConfig(env);
  // Each process signs in as a role of its own, so PostgreSQL counts its statements apart (counting.ts).
  const urls = await rolesFor(db.pool, db.url);
  // The production settings of the store (PROJECTOR_POLL_MS), for this process's seeding and probes.
  const store = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: config.PROJECTOR_POLL_MS });
  const children: Child[] = [];
  const bases: URL[] = [];
  try {
    const projectorPort = await freePort();
    children.push(await startProcess('projector', 'projections/src/main.ts', { ...env, DATABASE_URL: urls.projector, PROJECTOR_PORT: String(projectorPort) }, `http://127.0.0.1:${projectorPort}/readyz`));
    for (let i = 0; i < options.apiProcesses; i++) {
      const [port, metricsPort] = [await freePort(), await freePort()];
      const apiEnv = { ...env, DATABASE_URL: urls.api, API_PORT: String(port), API_METRICS_PORT: String(metricsPort), PUBLIC_URL: `http://127.0.0.1:${port}` };
      children.push(await startProcess('api', 'services/api/src/main.ts', apiEnv, `http://127.0.0.1:${metricsPort}/readyz`));
      bases.push(new URL(`http://127.0.0.1:${port}`));
    }
  } catch (error) {
    await Promise.all(children.map((c) => c.stop()));
    throw error;
  }
  const [projector, ...apis] = children as [Child, ...Child[]];
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.sockets });
  let apiStopped = false;
  const stack: BenchStack = {
    db,
    store,
    config,
    bases,
    agent,
    poolSize: options.poolSize,
    apiPids: apis.flatMap((a) => (a.pid ? [a.pid] : [])),
    projectorPid: projector.pid,
    async settled() {
      const head = await store.headPosition();
      if (!(await waitForProjections(db.pool, head, { projections: projections.map((p) => p.name), timeoutMs: 60_000 }))) throw new Error('projections did not catch up');
    },
    async stopApi() {
      if (apiStopped) return;
      apiStopped = true;
      agent.destroy();
      await Promise.all(children.map((c) => c.stop()));
      await store.close();
    },
    async close() {
      await stack.stopApi();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await stack.settled();
  return stack;
}

export interface Seeds {
  categoryName: string;
  services: { id: string; price: number }[];
  locationId: string;
  slotIds: string[];
  couponId: string;
  customers: { client: BenchClient; email: string; addressId: string }[];
}

/** Runs `fn` over `items`, `width` at a time. */
async function inBatches<T, R>(items: readonly T[], width: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

/** A distinct client address per signed-in person (10.x.y.z), as the per-address brakes see it. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export async function seed(stack: BenchStack, counts: { slots: number; customers: number }): Promise<Seeds> {
  const deps = { pool: stack.db.pool, store: stack.store };
  const tag = randomBytes(3).toString('hex');

  // The administrator who fills the catalogue over HTTP.
  const adminEmail = `admin.${tag}@bench.example.ph`;
  await createAccount(deps, { email: adminEmail, password: PASSWORD, firstName: 'Bench', lastName: 'Admin', roles: ['administrator'] }, systemContext());
  await stack.settled();
  const admin = new BenchClient(stack.bases[0]!, stack.agent, addressOf(1));
  ok(await admin.login(adminEmail, PASSWORD), 'admin login');
  const city = ok(await admin.send('POST', '/api/cities', { name: `Makati ${tag}` }), 'city') as { id: string };
  const category = ok(await admin.send('POST', '/api/categories', { name: `Aircon ${tag}`, description: 'Cooling', is_for_fixed_price: 'true' }), 'category') as {
    id: string;
    friendly_name: string;
  };
  const service = async (name: string, price: number) => ({ id: (ok(await admin.send('POST', '/api/category-services', { category: category.id, name, price }), name) as { id: string }).id, price });
  const services = [await service('Aircon cleaning', 750), await service('Freon top-up', 450)];
  const location = ok(await admin.send('POST', '/admin-api/locations', { name: 'Bedroom' }), 'location') as { id: string };

  // Slots of the most seats a slot may have, from three days out: 32 a day, on the hour and half hour from 06:00.
  const slots = Array.from({ length: counts.slots }, (_, i) => {
    const date = new Date(Date.now() + (3 + Math.floor(i / 32)) * 86_400_000).toISOString().slice(0, 10);
    const minutes = 6 * 60 + (i % 32) * 30;
    const startAt = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { date, startAt };
  });
  const slotIds = await inBatches(slots, 16, async ({ date, startAt }) => {
    await handleCommand(stack.store, slotStreamId(slotIdOf(date, startAt)), slotDecider, { type: 'PlanSlot', date, startAt, durationHours: 2, capacity: MAX_CAPACITY, country: 'PH', now: new Date().toISOString() }, systemContext());
    return slotIdOf(date, startAt);
  });

  // One coupon every booking uses: 10 % off, far more uses than the run can make.
  const couponId = crypto.randomUUID();
  const terms: CouponTerms = { code: COUPON_CODE, label: 'Bench 10%', amount: 10, isPercentage: true, isDisposable: false, usageLimit: 100_000_000, allCustomers: true, customerIds: [], expiresAt: '2999-01-01T00:00:00.000Z' };
  await handleCommand(stack.store, couponStreamId(couponId), couponDecider, { type: 'CreateCoupon', id: couponId, terms }, systemContext());

  // Customers with a password, then signed in over HTTP, each with an address.
  const emails = Array.from({ length: counts.customers }, (_, i) => `customer.${i}.${tag}@bench.example.ph`);
  await inBatches(emails, 4, (email, i) =>
    createAccount(deps, { email, password: PASSWORD, firstName: 'Juan', lastName: `Dela Cruz ${i}`, contactNumber: '09171234567', roles: ['customer'] }, systemContext()),
  );
  await stack.settled();
  const customers = await inBatches(emails, 8, async (email, i) => {
    const client = new BenchClient(stack.bases[i % stack.bases.length]!, stack.agent, addressOf(100 + i));
    ok(await client.login(email, PASSWORD), `login of ${email}`);
    const address = ok(
      await client.send('POST', '/api/my-addresses', { contact_number: '09171234567', city: city.id, type_of_home: 'Condo', street_address: `${i} Mabini St`, barangay: 'Poblacion' }),
      'address',
    ) as { id: string };
    return { client, email, addressId: address.id };
  });
  await stack.settled();
  return { categoryName: category.friendly_name, services, locationId: location.id, slotIds, couponId, customers };
}

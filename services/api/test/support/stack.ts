/**
 * The api as integration tests use it: a fresh migrated database, the PostgreSQL event
 * store, a projector running every projection, the test Redis, and the Express app,
 * all real. `client()` gives a cookie-keeping HTTP client that speaks the CSRF protocol.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type express from 'express';
import request from 'supertest';
import { createAccount, systemContext } from '@app/core/accounts/registerAccount';
import type { RoleName } from '@app/core/accounts/userEvents';
import { parseConfig, type Config } from '@app/core/config';
import { createPostgresEventStore, type EventStore } from '@app/core/eventstore';
import { createLogger } from '@app/core/logger';
import { createRedis } from '@app/core/redis';
import { createTestDatabase, type TestDatabase } from '@app/core/testing/testDatabase';
import { Projector } from '@app/projections/projector';
import { projections } from '@app/projections/registry';
import { waitForProjections } from '@app/projections/waitForProjections';
import type { Redis } from 'ioredis';
import { createApp } from '../../src/app.js';

export interface TestStack {
  app: express.Express;
  db: TestDatabase;
  store: EventStore;
  config: Config;
  redis: Redis;
  client(): TestClient;
  /** An account with a password, signed in: its client and its user id. */
  signedIn(role: RoleName, overrides?: { email?: string; firstName?: string }): Promise<{ client: TestClient; userId: string; email: string }>;
  /** Waits until every projection has caught up with the store. */
  settled(): Promise<void>;
  /** Each projection's runner: its status and checkpoint (for diagnostics). */
  runnerStatus(): unknown;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'correct horse battery staple';

export async function startStack(env: Record<string, string> = {}): Promise<TestStack> {
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config = parseConfig({ ...process.env, DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', READ_YOUR_WRITES_TIMEOUT_MS: '5000', ...env });
  const log = createLogger('api-test');
  const store = createPostgresEventStore({ pool: db.pool, connectionString: db.url, pollMs: 50 });
  const projector = new Projector({ projections, store, connectionString: db.url, batchSize: 500, pollMs: 50, log });
  projector.start();
  const redis = createRedis(config, { name: 'api-test' });
  const app = createApp({ config, pool: db.pool, store, redis, log, rateLimitPrefix: `test-${randomBytes(6).toString('hex')}` });
  let counter = 0;
  const stack: TestStack = {
    app,
    db,
    store,
    config,
    redis,
    client: () => new TestClient(app),
    async signedIn(role, overrides = {}) {
      const email = overrides.email ?? `${role}.${++counter}.${randomBytes(3).toString('hex')}@example.ph`;
      const created = await createAccount(
        { pool: db.pool, store },
        { email, password: TEST_PASSWORD, firstName: overrides.firstName ?? role[0]!.toUpperCase() + role.slice(1), lastName: `Tester${counter}`, roles: [role] },
        systemContext(),
      );
      await stack.settled();
      const client = new TestClient(app);
      const res = await client.login(email, TEST_PASSWORD);
      if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { client, userId: created.userId, email };
    },
    runnerStatus: () => projector.runners.map((r) => ({ name: r.name, status: r.status, checkpoint: r.checkpoint })),
    async settled() {
      const head = await store.headPosition();
      if (!(await waitForProjections(db.pool, head, { projections: projections.map((p) => p.name), timeoutMs: 10_000 }))) throw new Error('projections did not catch up');
    },
    async close() {
      await projector.stop();
      redis.disconnect();
      await store.close();
      await db.drop();
    },
  };
  await stack.settled();
  return stack;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * No request of a test waits longer than this: a hang in a hook (60 s) then fails as this
 * request's own time-out, with its method and path, rather than the hook's, which names
 * no step. Above the longest wait the api holds a call by design (a report, 25 s).
 */
const REQUEST_TIMEOUT_MS = 45_000;

/** The request, with its method and path in the error if it times out or cannot connect. */
async function named(method: string, url: string, req: request.Test): Promise<request.Response> {
  try {
    return await req.timeout(REQUEST_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof Error && !('status' in error)) error.message = `${method.toUpperCase()} ${url}: ${error.message}`;
    throw error;
  }
}

/** A browser-like client: keeps cookies, fetches the CSRF cookie and echoes it as X-XSRF-TOKEN. */
export class TestClient {
  readonly agent: ReturnType<typeof request.agent>;
  private token: string | undefined;

  constructor(app: express.Express) {
    this.agent = request.agent(app);
  }

  async csrf(): Promise<string> {
    const res = await named('get', '/sanctum/csrf-cookie', this.agent.get('/sanctum/csrf-cookie'));
    this.remember(res);
    if (!this.token) throw new Error('no XSRF-TOKEN cookie');
    return this.token;
  }

  async login(email: string, password: string) {
    await this.csrf();
    return this.send('post', '/auth/login', { email, password });
  }

  get(url: string) {
    return this.agent.get(url).set('X-Requested-With', 'XMLHttpRequest').set('Accept', 'application/json').timeout(REQUEST_TIMEOUT_MS);
  }

  /** A state-changing call with the CSRF header (fetched first if needed), and any `headers` given. */
  async send(method: Method, url: string, body?: object, headers: Record<string, string> = {}) {
    if (!this.token) await this.csrf();
    const res = await named(
      method,
      url,
      this.agent[method](url)
        .set('X-Requested-With', 'XMLHttpRequest')
        .set('Accept', 'application/json')
        .set('X-XSRF-TOKEN', this.token!)
        .set(headers)
        .send(body ?? {}),
    );
    this.remember(res);
    return res;
  }

  /** The same, as multipart: fields and files ({field: [buffer, filename]}, or [field, buffer, filename] parts to repeat a field). */
  async multipart(method: 'post' | 'put', url: string, fields: Record<string, string | string[]>, files: Record<string, [Buffer, string]> | [string, Buffer, string][] = {}) {
    if (!this.token) await this.csrf();
    let req = this.agent[method](url).set('X-Requested-With', 'XMLHttpRequest').set('Accept', 'application/json').set('X-XSRF-TOKEN', this.token!);
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) req = req.field(name, v);
    const parts = Array.isArray(files) ? files : Object.entries(files).map(([name, [buffer, filename]]) => [name, buffer, filename] as const);
    for (const [name, buffer, filename] of parts) req = req.attach(name, buffer, filename);
    const res = await named(method, url, req);
    this.remember(res);
    return res;
  }

  private remember(res: request.Response): void {
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    for (const cookie of cookies) {
      const match = /^XSRF-TOKEN=([^;]*)/.exec(cookie);
      if (match) this.token = decodeURIComponent(match[1]!);
    }
  }
}

/**
 * The real api on a free port, with the production build of web-admin at /admin/ and an
 * administrator who signs in with a password: the test stack of the api's integration
 * tests (fresh database, projector, Redis), listening for a browser, with the api's
 * socket.io server for the console's live notifications, as main.ts runs it.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccount, systemContext } from '@app/core/accounts/registerAccount';
import type { RoleName } from '@app/core/accounts/userEvents';
import type { RequestHandler } from 'express';
import { createLogger } from '@app/core/logger';
import { attachLiveServer, type LiveServer } from '../../../services/api/src/live/liveServer.js';
import { startStack, TEST_PASSWORD, type TestStack } from '../../../services/api/test/support/stack.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AdminServer {
  baseUrl: string;
  stack: TestStack;
  /** The socket.io server of this api (broadcasts from workers arrive through Redis). */
  live: LiveServer;
  admin: { email: string; password: string };
  /** An account with these roles, made the way the api makes them; signs in with TEST_PASSWORD at `email` when given. */
  account(role: RoleName, firstName: string, lastName: string, email?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * `npm test` builds the front ends before vitest starts (scripts/test.ts). A run of this
 * file alone gets a build only when there is none at all.
 */
export function ensureAdminBuild(): void {
  if (existsSync(path.join(repoRoot, 'web-admin/dist/index.html'))) return;
  // Without NODE_ENV=test, which would make Vite build React's development mode.
  const { NODE_ENV: _, ...env } = process.env;
  execFileSync('npm', ['run', 'build', '--workspace', 'web-admin'], { cwd: repoRoot, env, stdio: 'inherit' });
}

export async function startAdminServer(env: Record<string, string> = {}): Promise<AdminServer> {
  ensureAdminBuild();
  const stack = await startStack(env);
  const server: Server = await new Promise((resolve) => {
    const listening = stack.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  const live = attachLiveServer(server, { config: stack.config, pool: stack.db.pool, log: createLogger('live-test'), sessions: stack.app.locals.sessions as RequestHandler });
  const account = async (role: RoleName, firstName: string, lastName: string, email = `${role}.${randomBytes(4).toString('hex')}@example.ph`) => {
    const created = await createAccount({ pool: stack.db.pool, store: stack.store }, { email, password: TEST_PASSWORD, firstName, lastName, roles: [role] }, systemContext());
    await stack.settled();
    return created.userId;
  };
  const adminEmail = `admin.${randomBytes(4).toString('hex')}@example.ph`;
  await createAccount({ pool: stack.db.pool, store: stack.store }, { email: adminEmail, password: TEST_PASSWORD, firstName: 'Ada', lastName: 'Admin', roles: ['administrator'] }, systemContext());
  await stack.settled();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stack,
    live,
    admin: { email: adminEmail, password: TEST_PASSWORD },
    account,
    async close() {
      await live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stack.close();
    },
  };
}

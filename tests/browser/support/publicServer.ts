/**
 * The real api on a free port serving the production build of web-public at /, with the
 * demo catalogue loaded (the services page lists it, the address form picks its cities)
 * and a way to make a customer who signs in with a password.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccount, systemContext } from '@app/core/accounts/registerAccount';
import { loadDemoCatalogue } from '@app/core/demo/loadDemoCatalogue';
import { startStack, TEST_PASSWORD, type TestStack } from '../../../services/api/test/support/stack.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface PublicServer {
  baseUrl: string;
  stack: TestStack;
  /** A customer with TEST_PASSWORD, made the way the api makes accounts. */
  customer(firstName: string, lastName: string): Promise<{ email: string; password: string }>;
  close(): Promise<void>;
}

/** `npm test` builds the front ends when stale (scripts/test.ts); a lone run builds only when there is none. */
export function ensurePublicBuild(): void {
  if (existsSync(path.join(repoRoot, 'web-public/dist/index.html'))) return;
  // Without NODE_ENV=test, which would make Vite build React's development mode.
  const { NODE_ENV: _, ...env } = process.env;
  execFileSync('npm', ['run', 'build', '--workspace', 'web-public'], { cwd: repoRoot, env, stdio: 'inherit' });
}

/** A port free right now: the api must know its own address (PUBLIC_URL) before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startPublicServer(): Promise<PublicServer> {
  ensurePublicBuild();
  // PUBLIC_URL is where the sandbox gateway's page and its redirects, and the e-mailed
  // links, point: this server's own address, so a browser test can follow them.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const stack = await startStack({ PUBLIC_URL: baseUrl });
  await loadDemoCatalogue(stack.store, systemContext());
  await stack.settled();
  const server: Server = await new Promise((resolve) => {
    const listening = stack.app.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    baseUrl,
    stack,
    async customer(firstName, lastName) {
      const email = `customer.${randomBytes(4).toString('hex')}@example.ph`;
      await createAccount({ pool: stack.db.pool, store: stack.store }, { email, password: TEST_PASSWORD, firstName, lastName, roles: ['customer'] }, systemContext());
      await stack.settled();
      return { email, password: TEST_PASSWORD };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stack.close();
    },
  };
}

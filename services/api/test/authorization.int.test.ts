/**
 * The authorization matrix: every route of the policy table, called by a guest, a
 * customer, another customer, a manong, another manong, an assessor, an auditor
 * (read-only) and an administrator. Each answer must match what the table says: 401 for
 * a guest where sign-in is needed, 403 for a user without the role, and for everyone
 * allowed, an answer past authorization (never 401, 403, 419 or 500). Routes scoped to
 * "self" are called with the first customer's id, so "another customer" must get 403
 * there. Real bookings, addresses and files tried by their non-owners (another customer,
 * another manong) are in tests/security/ownership.int.test.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RoleName } from '@app/core/accounts/userEvents';
import type { Access } from '../src/http/access.js';
import { policies } from '../src/http/policy.js';
import { splitKey } from '../src/http/routing.js';
import { startStack, type TestClient, type TestStack } from './support/stack.js';

type ActorName = 'guest' | 'customer' | 'another customer' | 'manong' | 'another manong' | 'assessor' | 'auditor' | 'administrator';
interface MatrixActor {
  name: ActorName;
  roles: RoleName[];
  userId?: string;
  client: TestClient;
}

let stack: TestStack;
const actors: MatrixActor[] = [];
let ownerId: string;

beforeAll(async () => {
  stack = await startStack();
  const customer = await stack.signedIn('customer');
  ownerId = customer.userId;
  actors.push({ name: 'guest', roles: [], client: stack.client() });
  actors.push({ name: 'customer', roles: ['customer'], userId: customer.userId, client: customer.client });
  const other = await stack.signedIn('customer');
  actors.push({ name: 'another customer', roles: ['customer'], userId: other.userId, client: other.client });
  for (const role of ['manong', 'assessor', 'auditor', 'administrator'] as const) {
    const signed = await stack.signedIn(role);
    actors.push({ name: role, roles: [role], userId: signed.userId, client: signed.client });
    if (role === 'manong') {
      const another = await stack.signedIn('manong');
      actors.push({ name: 'another manong', roles: ['manong'], userId: another.userId, client: another.client });
    }
  }
});
afterAll(async () => {
  await stack?.close();
});

/** What the table says this actor gets: 'allowed', 401 or 403. */
function expected(access: Access, actor: MatrixActor, selfParamIsTheirs: boolean): 'allowed' | 401 | 403 {
  if (access.kind === 'public') return 'allowed';
  if (actor.name === 'guest') return 401;
  if (access.kind === 'signedIn') return 'allowed';
  if (access.roles.some((r) => actor.roles.includes(r))) return 'allowed';
  if (access.self && selfParamIsTheirs) return 'allowed';
  return 403;
}

function urlFor(path: string, access: Access): string {
  return path.replace(/:([a-zA-Z]+)/g, (_m, param: string) => (access.kind === 'roles' && access.self === param ? ownerId : '00000000-0000-4000-8000-000000000000'));
}

// Signing out last, so that every other call runs with the session still open.
const keys = (Object.keys(policies) as (keyof typeof policies)[]).sort((a, b) => Number(a === 'POST /auth/logout') - Number(b === 'POST /auth/logout'));

it('covers every route of the policy table', () => {
  expect(keys.length).toBeGreaterThan(20);
});

// The auditor reads and changes nothing: every route open to it is a read of bookings or
// the audit trail (or open to everyone, or to any signed-in user).
it('grants the auditor role only reads of bookings, their history and reminders, and the audit log', () => {
  const auditorOnlyByRole = keys.filter((key) => {
    const { access } = policies[key];
    return access.kind === 'roles' && access.roles.includes('auditor');
  });
  expect(auditorOnlyByRole.sort()).toEqual(['GET /admin-api/audit', 'GET /admin-api/bookings', 'GET /admin-api/bookings/:id', 'GET /admin-api/bookings/:id/history', 'GET /admin-api/bookings/:id/reminders']);
});

for (const key of keys) {
  it(`${key}: guest, customer, another customer, manong, another manong, assessor, auditor, administrator`, async () => {
    const { access } = policies[key];
    const [method, path] = splitKey(key);
    const results: string[] = [];
    const failures: string[] = [];
    for (const actor of actors) {
      const url = urlFor(path, access);
      const selfIsTheirs = access.kind === 'roles' && access.self !== undefined && actor.userId === ownerId;
      const want = expected(access, actor, selfIsTheirs);
      const res = method === 'get' ? await actor.client.get(url) : await actor.client.send(method, url, {});
      results.push(`${actor.name}: ${res.status}`);
      const ok = want === 'allowed' ? ![401, 403, 419].includes(res.status) && res.status < 500 : res.status === want;
      if (!ok) failures.push(`${actor.name} expected ${want}, got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
    }
    expect(failures, results.join(', ')).toEqual([]);
  });
}

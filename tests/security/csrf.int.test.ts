/**
 * CSRF, generated from the policy table: every state-changing route not declared
 * `csrf: false` refuses a signed-in request that lacks the X-XSRF-TOKEN header (419),
 * and nothing is appended to the event store. The caller is always one the policy lets
 * through, so the refusal comes from the CSRF check and not from authorization.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RoleName } from '@app/core/accounts/userEvents';
import type { Access } from '../../services/api/src/http/access.js';
import { policies, type RouteKey } from '../../services/api/src/http/policy.js';
import { splitKey } from '../../services/api/src/http/routing.js';
import { storeHead } from './storeHead.js';
import { startStack, type TestClient, type TestStack } from '../../services/api/test/support/stack.js';

let stack: TestStack;
const clients = new Map<RoleName, TestClient>();

const keys = Object.keys(policies) as RouteKey[];
const stateChanging = keys.filter((key) => splitKey(key)[0] !== 'get');
const exempt = stateChanging.filter((key) => (policies[key] as { csrf?: boolean }).csrf === false);
const guarded = stateChanging.filter((key) => !exempt.includes(key));

beforeAll(async () => {
  stack = await startStack();
  for (const role of ['customer', 'manong', 'assessor', 'administrator'] as const) {
    clients.set(role, (await stack.signedIn(role)).client);
  }
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const head = () => storeHead(stack.store);

/** A signed-in caller the route's policy admits. */
function callerFor(access: Access): TestClient {
  if (access.kind !== 'roles') return clients.get('customer')!;
  const role = access.roles.find((r) => clients.has(r)) ?? 'administrator';
  return clients.get(role)!;
}

// Only the gateways' callbacks and the sandbox gateway's buttons prove themselves
// otherwise (callback token, signature, unguessable payment id); a new exemption must be
// added here on purpose.
it('exempts only the payment callbacks and the sandbox buttons', () => {
  expect(exempt.sort()).toEqual([
    'POST /api/payments/tendopay/callback',
    'POST /api/payments/xendit/callback',
    'POST /payments/sandbox/:paymentId/fail',
    'POST /payments/sandbox/:paymentId/pay',
  ]);
  expect(guarded.length).toBeGreaterThan(50);
});

it('refuses every other state-changing route without X-XSRF-TOKEN, and changes nothing', async () => {
  const failures: string[] = [];
  for (const key of guarded) {
    const [method, path] = splitKey(key);
    const client = callerFor(policies[key].access);
    await client.csrf(); // the session has a token; the request just does not send it
    const url = path.replace(/:[a-zA-Z]+/g, () => randomUUID());
    const before = await head();
    const res = await client.agent[method](url).set('X-Requested-With', 'XMLHttpRequest').set('Accept', 'application/json').send({ email: 'x@example.ph' });
    const after = await head();
    if (res.status !== 419) failures.push(`${key}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    if (after !== before) failures.push(`${key}: the event store moved from ${before} to ${after}`);
  }
  expect(failures).toEqual([]);
  // The sessions are still open: the refused logout did not sign anyone out.
  expect((await clients.get('customer')!.get('/api/user')).status).toBe(200);
}, 120_000);

it('refuses a token from another session just the same', async () => {
  const other = await stack.client().csrf();
  const before = await head();
  const res = await clients
    .get('administrator')!
    .agent.post('/api/cities')
    .set('Accept', 'application/json')
    .set('X-XSRF-TOKEN', other)
    .send({ name: 'Forged City' });
  expect(res.status).toBe(419);
  expect(await head()).toBe(before);
}, 60_000);

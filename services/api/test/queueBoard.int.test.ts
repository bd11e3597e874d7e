/**
 * Bull Board at /admin/queues: administrators only, on the page and on every path of its
 * own api (the authorization matrix covers the page; this covers what lies under it).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { QUEUES } from '@app/core/queues/queues';
import { startStack, type TestStack } from './support/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ QUEUE_PREFIX: `board-${randomBytes(4).toString('hex')}` });
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

it('refuses guests (401) and other roles (403) on the page, its api and its actions; shows administrators the queues', async () => {
  const guest = stack.client();
  const others = await Promise.all((['customer', 'manong', 'assessor', 'auditor'] as const).map((role) => stack.signedIn(role)));
  const admin = await stack.signedIn('administrator');

  for (const path of ['/admin/queues', '/admin/queues/api/queues', '/admin/queues/static/favicon-32x32.png']) {
    expect((await guest.get(path)).status, path).toBe(401);
    for (const other of others) expect((await other.client.get(path)).status, path).toBe(403);
  }
  // An action (retry every failed job of a queue) is refused before Bull Board sees it.
  expect((await others[0]!.client.send('put', '/admin/queues/api/queues/mail/retry/failed')).status).toBe(403);
  // ...and needs the CSRF token even from an administrator.
  expect((await admin.client.agent.put('/admin/queues/api/queues/mail/retry/failed')).status).toBe(419);

  const page = await admin.client.get('/admin/queues');
  expect(page.status).toBe(200);
  expect(page.text).toContain('<div id="root"');
  const queues = await admin.client.get('/admin/queues/api/queues');
  expect(queues.status).toBe(200);
  expect((queues.body.queues as { name: string }[]).map((q) => q.name).sort()).toEqual(Object.values(QUEUES).sort());
  expect((await admin.client.send('put', '/admin/queues/api/queues/mail/retry/failed')).status).toBe(200);
}, 60_000);

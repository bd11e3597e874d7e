/**
 * A session that could not be read is not deleted. The read fails for real here: the
 * api's query of the session waits on a lock this test holds, and its connection is
 * terminated (what PostgreSQL's restart does to it). Deleting the session at the end of
 * that request (express-session's unset: 'destroy' on a missing req.session) would have
 * signed the customer out; the lock is let go before the answer so such a delete would
 * get through.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type TestStack } from './support/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

it('keeps the session when reading it failed, and the next request is still signed in', async () => {
  const { client, userId } = await stack.signedIn('customer');
  expect((await client.get('/api/user')).status).toBe(200);

  const admin = new pg.Client({ connectionString: stack.db.url });
  await admin.connect();
  try {
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE auth.sessions IN ACCESS EXCLUSIVE MODE');
    const answer = client.get('/api/user').then((res) => res);
    let reader: number | undefined;
    for (let i = 0; i < 400 && reader === undefined; i++) {
      // Blocked while it parses, before pg_stat_activity shows its text: found by who blocks it.
      const { rows } = await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))`);
      reader = rows[0]?.pid;
      if (reader === undefined) await new Promise((r) => setTimeout(r, 25));
    }
    expect(reader, 'the session read waiting on the lock').toBeDefined();
    await admin.query('SELECT pg_terminate_backend($1)', [reader]);
    await admin.query('COMMIT');
    const res = await answer;
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The service is temporarily unavailable. Please try again in a moment.');
  } finally {
    await admin.end();
  }

  const again = await client.get('/api/user');
  expect(again.status).toBe(200);
  expect(JSON.stringify(again.body)).toContain(userId);
});

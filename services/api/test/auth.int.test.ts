import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, systemContext } from '@app/core/accounts/registerAccount';
import { issuePasswordToken } from '@app/core/accounts/passwordTokens';
import { userDecider } from '@app/core/accounts/userDecider';
import { handleCommand } from '@app/core/commands/handleCommand';
import { startStack, TEST_PASSWORD, type TestStack } from './support/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('CSRF', () => {
  it('sets a readable XSRF-TOKEN cookie and an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await stack.client().agent.get('/sanctum/csrf-cookie');
    expect(res.status).toBe(204);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!;
    const session = cookies.find((c) => c.startsWith('homerepair_session='))!;
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
  });

  it('marks api answers no-store, with no ETag, signed in or not', async () => {
    const admin = await stack.signedIn('administrator');
    for (const res of [await admin.client.get('/api/user'), await stack.client().agent.get('/api/no-such-call')]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('refuses a state-changing call without the token (419) or with another session\'s token, and changes nothing', async () => {
    const admin = await stack.signedIn('administrator');
    const before = await stack.db.pool.query('SELECT count(*)::int AS n FROM es.events');
    const missing = await admin.client.agent.post('/api/cities').send({ name: 'Pasig' });
    expect(missing.status).toBe(419);
    const other = await stack.client().csrf();
    const foreign = await admin.client.agent.post('/api/cities').set('X-XSRF-TOKEN', other).send({ name: 'Pasig' });
    expect(foreign.status).toBe(419);
    const after = await stack.db.pool.query('SELECT count(*)::int AS n FROM es.events');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});

describe('login', () => {
  it('signs in with a fresh session id and answers GET /api/user with roles', async () => {
    await createAccount({ pool: stack.db.pool, store: stack.store }, { email: 'ana@example.ph', password: TEST_PASSWORD, firstName: 'Ana', lastName: 'Reyes', roles: ['customer'] }, systemContext());
    await stack.settled();
    const client = stack.client();
    const first = await client.agent.get('/sanctum/csrf-cookie');
    const before = /homerepair_session=([^;]*)/.exec(String(first.headers['set-cookie']))![1];
    const res = await client.login('ANA@example.ph', TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Welcome back!');
    const after = /homerepair_session=([^;]*)/.exec(String(res.headers['set-cookie']))![1];
    expect(after).not.toBe(before);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.ph', roles: [{ id: 2, name: 'customer', friendly_name: 'Customer' }] });
    expect(JSON.stringify(me.body)).not.toMatch(/password|argon/);
  });

  it('reads the user with the session on every request: a role taken away is refused on the next one', async () => {
    const staff = await stack.signedIn('manong');
    // Several requests of one session at once each see the user (one read each, however they interleave).
    const together = await Promise.all([1, 2, 3, 4].map(() => staff.client.get('/api/manongs/bookings')));
    expect(together.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    await handleCommand(stack.store, `user-${staff.userId}`, userDecider, { type: 'ChangeRoles', userId: staff.userId, roles: ['assessor'] }, systemContext());
    await stack.settled();
    expect((await staff.client.get('/api/manongs/bookings')).status).toBe(403);
    const me = await staff.client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.roles.map((r: { name: string }) => r.name)).toEqual(['assessor']);
  });

  it('gives the same answer to a wrong e-mail and a wrong password', async () => {
    const wrongPassword = await stack.client().login('ana@example.ph', 'not the password');
    const wrongEmail = await stack.client().login('nobody@example.ph', 'not the password');
    expect(wrongPassword.status).toBe(422);
    expect(wrongEmail.status).toBe(422);
    expect(wrongPassword.body.message).toBe('Invalid Credentials! Please try again...');
    expect(wrongEmail.body).toEqual({ ...wrongPassword.body });
  });

  it('answers 422 with field messages for missing input', async () => {
    const res = await stack.client().send('post', '/auth/login', { email: 'not-an-email' });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['The email must be a valid email address.']);
    expect(res.body.errors.password).toEqual(['The password field is required.']);
  });

  it('locks an e-mail after 5 failed attempts, even with the right password, and says when to retry', async () => {
    await createAccount({ pool: stack.db.pool, store: stack.store }, { email: 'target@example.ph', password: TEST_PASSWORD, firstName: 'T', lastName: 'T', roles: ['customer'] }, systemContext());
    await stack.settled();
    for (let i = 0; i < 5; i++) expect((await stack.client().login('target@example.ph', `guess ${i}`)).status).toBe(422);
    const locked = await stack.client().login('target@example.ph', TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('logout destroys the session: the old cookie no longer works', async () => {
    const { client } = await stack.signedIn('customer');
    const cookie = String(([] as string[]).concat((await client.get('/api/user')).request.getHeader?.('cookie') ?? []));
    expect((await client.send('post', '/auth/logout')).status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(401);
    const replay = await stack.client().agent.get('/api/user').set('Cookie', cookie);
    expect(replay.status).toBe(401);
  });

  it('ends a session past its absolute lifetime', async () => {
    const { client, userId } = await stack.signedIn('customer');
    expect((await client.get('/api/user')).status).toBe(200);
    const longAgo = Date.now() - (stack.config.SESSION_ABSOLUTE_HOURS * 3600 + 60) * 1000;
    await stack.db.pool.query(`UPDATE auth.sessions SET sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($2::bigint))::json WHERE sess->>'userId' = $1`, [userId, longAgo]);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('moves the stored expiry forward at most once a minute, while the cookie rolls on every answer', async () => {
    const { client, userId } = await stack.signedIn('customer');
    const expiry = async () => (await stack.db.pool.query<{ expire: Date }>(`SELECT expire FROM auth.sessions WHERE sess->>'userId' = $1`, [userId])).rows[0]!.expire.getTime();
    const first = await client.get('/api/user');
    expect(first.status).toBe(200);
    const stored = await expiry();
    await new Promise((r) => setTimeout(r, 1100)); // expiry is stored in whole seconds
    const second = await client.get('/api/user');
    expect(second.status).toBe(200);
    expect(([] as string[]).concat(second.headers['set-cookie'] ?? []).some((c) => c.startsWith('homerepair_session='))).toBe(true);
    expect(await expiry()).toBe(stored);
  });

  it('ends a session idle for longer than the idle time-out', async () => {
    const { client, userId } = await stack.signedIn('customer');
    await stack.db.pool.query(`UPDATE auth.sessions SET expire = now() - interval '1 second' WHERE sess->>'userId' = $1`, [userId]);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});

describe('registration', () => {
  it('registers a customer, signs them in, and keeps the e-mail unique', async () => {
    const client = stack.client();
    const res = await client.send('post', '/auth/register', { first_name: 'Ben', last_name: 'Cruz', email: 'Ben@Example.ph', password: 'long enough', password_confirmation: 'long enough' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Registered!');
    expect((await client.get('/api/user')).body.roles).toEqual([{ id: 2, name: 'customer', friendly_name: 'Customer' }]);
    const again = await stack.client().send('post', '/auth/register', { first_name: 'Ben', last_name: 'Cruz', email: 'ben@example.ph', password: 'long enough', password_confirmation: 'long enough' });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual(['The email has already been taken.']);
  });

  it('limits registration attempts per e-mail', async () => {
    const attempt = () => stack.client().send('post', '/auth/register', { first_name: 'R', last_name: 'L', email: 'limit@example.ph', password: 'long enough', password_confirmation: 'long enough' });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([201, 422, 422, 422, 422, 429]);
  });

  it('applies the spec\'s rules and texts', async () => {
    const res = await stack.client().send('post', '/auth/register', { first_name: ' ', email: 'x@example.ph', password: 'short', password_confirmation: 'other' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      password: ['The password must be at least 8 characters.'],
    });
    const mismatch = await stack.client().send('post', '/auth/register', { first_name: 'A', last_name: 'B', email: 'y@example.ph', password: 'long enough', password_confirmation: 'long enougH' });
    expect(mismatch.body.errors.password_confirmation).toEqual(['Password confirmation does not match']);
    const sixtyFour = 'x'.repeat(64);
    const ok = await stack.client().send('post', '/auth/register', { first_name: 'A', last_name: 'B', email: 'z@example.ph', password: sixtyFour, password_confirmation: sixtyFour });
    expect(ok.status).toBe(201);
  });
});

describe('profile', () => {
  it('updates the profile and password, with the spec\'s text, and signs out other sessions', async () => {
    const { client, email } = await stack.signedIn('customer');
    const other = stack.client();
    expect((await other.login(email, TEST_PASSWORD)).status).toBe(200);
    const res = await client.send('post', '/api/my-profile/update', {
      first_name: 'Carla',
      middle_name: 'M',
      last_name: 'Santos',
      email,
      contact_number: '0917 123 4567',
      password: 'a new password',
      password_confirmation: 'a new password',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile has been updated.');
    expect(res.body.user).toMatchObject({ first_name: 'Carla', middle_name: 'M', last_name: 'Santos', contact_number: '+639171234567' });
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(401);
    expect((await stack.client().login(email, 'a new password')).status).toBe(200);
  });

  it('refuses a foreign phone number and a mismatched confirmation', async () => {
    const { client, email } = await stack.signedIn('customer');
    const res = await client.send('post', '/api/my-profile/update', { first_name: 'C', email, contact_number: '+1 202 555 0143', password: 'a new password', password_confirmation: 'different one' });
    expect(res.status).toBe(422);
    expect(res.body.errors.contact_number).toEqual(['The contact number must be a valid Philippine number.']);
    expect(res.body.errors.password_confirmation).toEqual(['Password confirmation does not match']);
  });
});

describe('set-password links', () => {
  it('an account made without a password cannot sign in until its owner uses the link, once', async () => {
    const created = await createAccount({ pool: stack.db.pool, store: stack.store }, { email: 'guest@example.ph', password: null, firstName: 'G', lastName: 'H', roles: ['customer'] }, systemContext());
    await stack.settled();
    expect((await stack.client().login('guest@example.ph', '')).status).toBe(422);
    const token = await issuePasswordToken(stack.db.pool, created.userId, 48);
    expect((await stack.client().get(`/api/set-password/${token}`)).body).toEqual({ email: 'guest@example.ph' });
    const set = await stack.client().send('post', '/api/set-password', { token, password: 'my own password', password_confirmation: 'my own password' });
    expect(set.status).toBe(200);
    expect((await stack.client().login('guest@example.ph', 'my own password')).status).toBe(200);
    const reuse = await stack.client().send('post', '/api/set-password', { token, password: 'another password', password_confirmation: 'another password' });
    expect(reuse.status).toBe(422);
    expect((await stack.client().get(`/api/set-password/${token}`)).status).toBe(404);
  });

  it('an expired link does nothing', async () => {
    const created = await createAccount({ pool: stack.db.pool, store: stack.store }, { email: 'late@example.ph', password: null, firstName: 'L', lastName: 'T', roles: ['customer'] }, systemContext());
    const token = await issuePasswordToken(stack.db.pool, created.userId, 1);
    await stack.db.pool.query(`UPDATE auth.password_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [created.userId]);
    const res = await stack.client().send('post', '/api/set-password', { token, password: 'my own password', password_confirmation: 'my own password' });
    expect(res.status).toBe(422);
    const { rows } = await stack.db.pool.query('SELECT password_hash FROM auth.credentials WHERE user_id = $1', [created.userId]);
    expect(rows[0].password_hash).toBeNull();
  });
});

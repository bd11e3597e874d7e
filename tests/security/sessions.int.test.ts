/**
 * Sessions and brute-force brakes: a fresh session id at sign-in (no fixation), a dead
 * cookie after sign-out (no replay), and 429s once sign-in or the booking look-ups pass
 * their limits. The app trusts X-Forwarded-For from loopback only (its proxy), so each
 * test speaks from an address of its own and the counters do not mix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../services/api/src/http/session.js';
import { startStack, TEST_PASSWORD, type TestStack } from '../../services/api/test/support/stack.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

function sessionCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
  for (const cookie of cookies) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(cookie);
    if (match) return match[1];
  }
  return undefined;
}

describe('sessions', () => {
  it('gives a new session id at sign-in, and the id from before signs nobody in', async () => {
    const { email } = await stack.signedIn('customer');
    const client = stack.client();
    const before = sessionCookieOf(await client.agent.get('/sanctum/csrf-cookie'));
    expect(before).toBeTruthy();
    const login = await client.login(email, TEST_PASSWORD);
    expect(login.status).toBe(200);
    const after = sessionCookieOf(login);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect((await client.get('/api/user')).status).toBe(200);
    // An attacker who planted or saw the pre-login cookie gets nothing from it.
    const planted = await stack.client().agent.get('/api/user').set('Accept', 'application/json').set('Cookie', `${SESSION_COOKIE}=${before}`);
    expect(planted.status).toBe(401);
  }, 60_000);

  it('kills the old cookie at sign-out: replayed, it gets 401 on /api/user', async () => {
    const { email } = await stack.signedIn('customer');
    const client = stack.client();
    const login = await client.login(email, TEST_PASSWORD);
    const cookie = sessionCookieOf(login)!;
    const replay = () => stack.client().agent.get('/api/user').set('Accept', 'application/json').set('Cookie', `${SESSION_COOKIE}=${cookie}`);
    expect((await replay()).status).toBe(200);
    expect((await client.send('post', '/auth/logout')).status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await replay()).status).toBe(401);
  }, 60_000);
});

describe('rate limits', () => {
  it('locks sign-in per e-mail after 5 failures, even with the right password', async () => {
    const { email } = await stack.signedIn('customer');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const client = stack.client();
      await client.csrf();
      statuses.push((await client.send('post', '/auth/login', { email, password: 'not the password' })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await stack.client().login(email, TEST_PASSWORD)).status).toBe(429);
  }, 60_000);

  it('limits sign-in attempts per client address, whatever the e-mail (429 after 30)', async () => {
    const client = stack.client();
    await client.csrf();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await client.agent
        .post('/auth/login')
        .set('Accept', 'application/json')
        .set('X-XSRF-TOKEN', await client.csrf())
        .set('X-Forwarded-For', '203.0.113.10')
        .send({ email: `nobody.${i}@example.ph`, password: 'not the password' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  }, 120_000);

  it('limits the booking look-ups per client address (check-booking and booking-show-details share 30 a minute)', async () => {
    const client = stack.client();
    const lookUp = (url: string, body: object) =>
      client.csrf().then((token) => client.agent.post(url).set('Accept', 'application/json').set('X-XSRF-TOKEN', token).set('X-Forwarded-For', '203.0.113.20').send(body));
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await lookUp('/api/check-booking', { bookingId: `HR-${1000 + i}`, email: 'guess@example.ph' })).status);
    for (let i = 0; i < 15; i++) statuses.push((await lookUp('/api/booking-show-details', { id: `HR-${2000 + i}`, email: 'guess@example.ph' })).status);
    expect(statuses.every((s) => s === 404)).toBe(true);
    expect((await lookUp('/api/check-booking', { bookingId: 'HR-3000', email: 'guess@example.ph' })).status).toBe(429);
    expect((await lookUp('/api/booking-show-details', { id: 'HR-3001', email: 'guess@example.ph' })).status).toBe(429);
    // Another address is not held back by the first one's guesses.
    const elsewhere = await client.agent
      .post('/api/check-booking')
      .set('Accept', 'application/json')
      .set('X-XSRF-TOKEN', await client.csrf())
      .set('X-Forwarded-For', '203.0.113.21')
      .send({ bookingId: 'HR-3002', email: 'guess@example.ph' });
    expect(elsewhere.status).toBe(404);
  }, 60_000);
});

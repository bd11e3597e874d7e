/**
 * Forgot password?: POST /api/forgot-password mails the account's set-password link (the
 * guest-account mechanism) and answers the same whether or not the e-mail has an account;
 * the link sets the password; the per-e-mail limit brakes both kinds of address alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LINK_SENT } from '../src/auth/routes.js';
import { mailsTo, setPasswordToken } from './people.support.js';
import { startStack, TEST_PASSWORD, type TestStack } from './support/stack.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({ PUBLIC_URL: 'http://localhost:3000' });
});
afterAll(async () => {
  await stack?.close();
});

const forgot = (email: string) => stack.client().send('post', '/api/forgot-password', { email });
const unknownEmail = () => `nobody.${Date.now()}.${Math.random().toString(36).slice(2)}@example.ph`;

describe('Forgot password?', () => {
  it('mails a link to an account and says the same for an unknown address, which gets nothing', async () => {
    const { email } = await stack.signedIn('customer');
    const stranger = unknownEmail();
    const known = await forgot(email.toUpperCase());
    const unknown = await forgot(stranger);
    expect([known.status, known.body]).toEqual([200, { message: PASSWORD_LINK_SENT }]);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);

    const mails = await mailsTo(stack, email);
    expect(mails.map((m) => m.purpose)).toEqual(['set-password']);
    expect(mails[0]!.text_body).toContain('We were asked for a new password for your account.');
    expect(mails[0]!.text_body).toMatch(/http:\/\/localhost:3000\/set-password\?token=\S+/);
    expect(await mailsTo(stack, stranger)).toEqual([]);
  });

  it('the link sets the password: the new one signs in, the old one no longer does', async () => {
    const { email } = await stack.signedIn('customer');
    await forgot(email);
    const token = await setPasswordToken(stack, email);
    const password = 'a fresh password 42';
    const set = await stack.client().send('post', '/api/set-password', { token, password, password_confirmation: password });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await stack.client().login(email, password)).status).toBe(200);
    expect((await stack.client().login(email, TEST_PASSWORD)).status).toBe(422);
  });

  it('refuses a malformed address with its field message', async () => {
    const res = await forgot('not an address');
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['The email must be a valid email address.']);
  });

  it('brakes repeated asks per e-mail, known or not, with the same 429 (3 an hour)', async () => {
    const { email } = await stack.signedIn('customer');
    const stranger = unknownEmail();
    const knownStatuses: number[] = [];
    const unknownStatuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      knownStatuses.push((await forgot(email)).status);
      unknownStatuses.push((await forgot(stranger)).status);
    }
    expect(knownStatuses).toEqual([200, 200, 200, 429]);
    expect(unknownStatuses).toEqual(knownStatuses);
    expect(await mailsTo(stack, email)).toHaveLength(3);
  });
});

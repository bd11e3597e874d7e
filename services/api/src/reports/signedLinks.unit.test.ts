import { describe, expect, it } from 'vitest';
import { createSignedLinks, LINK_MINUTES } from './signedLinks.js';

const links = createSignedLinks('a-session-secret-of-at-least-32-characters');
const report = '5b0c2f3e-8d4a-4c51-9a57-0c6f1d2e3a4b';
const user = '0d6a1c2b-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const at = new Date('2026-11-23T06:00:00Z');

function parse(url: string) {
  const u = new URL(url, 'http://x');
  return { path: u.pathname, expires: Number(u.searchParams.get('expires')), signature: u.searchParams.get('signature')! };
}

describe('signed report links', () => {
  it('point at the file and last ten minutes', () => {
    const { url, expiresAt } = links.link(report, user, at);
    const { path, expires, signature } = parse(url);
    expect(path).toBe(`/api/reports/${report}/file`);
    expect(expiresAt.getTime() - at.getTime()).toBe(LINK_MINUTES * 60_000);
    expect(links.check(report, user, expires, signature, new Date(at.getTime() + 9 * 60_000))).toBe('ok');
    expect(links.check(report, user, expires, signature, new Date(at.getTime() + 10 * 60_000 + 1000))).toBe('expired');
  });

  it('are good for one user, one report and one expiry only', () => {
    const { expires, signature } = parse(links.link(report, user, at).url);
    expect(links.check(report, '9f9f9f9f-3e4f-4a5b-8c6d-7e8f9a0b1c2d', expires, signature, at)).toBe('invalid');
    expect(links.check('6c1d3f4e-8d4a-4c51-9a57-0c6f1d2e3a4b', user, expires, signature, at)).toBe('invalid');
    expect(links.check(report, user, expires + 600, signature, at)).toBe('invalid');
    expect(links.check(report, user, expires, signature.slice(0, 62), at)).toBe('invalid');
  });

  it('depend on the secret', () => {
    const { expires, signature } = parse(createSignedLinks('another-secret-of-at-least-32-characters!').link(report, user, at).url);
    expect(links.check(report, user, expires, signature, at)).toBe('invalid');
  });
});

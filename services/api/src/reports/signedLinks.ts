/**
 * Short-lived download links of report files, good for one user: the link carries an
 * expiry and an HMAC-SHA256 of (report id, user id, expiry) under a key derived from the
 * session secret. A link shown to someone else, or used after it expires, is refused;
 * the download also needs that user's session, so a leaked link alone opens nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LINK_MINUTES = 10;

export interface SignedLinks {
  link(reportId: string, userId: string, now?: Date): { url: string; expiresAt: Date };
  check(reportId: string, userId: string, expires: number, signature: string, now?: Date): 'ok' | 'expired' | 'invalid';
}

export function createSignedLinks(sessionSecret: string): SignedLinks {
  // A key of its own, so a link signature can never be mistaken for a session signature.
  const key = createHmac('sha256', sessionSecret).update('report-links/v1').digest();
  const sign = (reportId: string, userId: string, expires: number) => createHmac('sha256', key).update(`${reportId}:${userId}:${expires}`).digest('hex');
  return {
    link(reportId, userId, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + LINK_MINUTES * 60;
      return { url: `/api/reports/${reportId}/file?expires=${expires}&signature=${sign(reportId, userId, expires)}`, expiresAt: new Date(expires * 1000) };
    },
    check(reportId, userId, expires, signature, now = new Date()) {
      const expected = Buffer.from(sign(reportId, userId, expires), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expires * 1000 < now.getTime() ? 'expired' : 'ok';
    },
  };
}

/**
 * Short-lived download links of report files, good for one user: the link carries an
 * expiry and an HMAC-SHA256 of (report id, user id, expiry) under a key derived from the
 * session secret. A link shown to someone else, or used after it expires, is refused;
 * the download also needs that user's session, so a leaked link alone opens nothing.
 */
import { signerFor } from '../http/signer.js';

export const LINK_MINUTES = 10;

export interface SignedLinks {
  link(reportId: string, userId: string, now?: Date): { url: string; expiresAt: Date };
  check(reportId: string, userId: string, expires: number, signature: string, now?: Date): 'ok' | 'expired' | 'invalid';
}

export function createSignedLinks(sessionSecret: string): SignedLinks {
  const signer = signerFor(sessionSecret, 'report-links/v1', 'hex');
  const signed = (reportId: string, userId: string, expires: number) => `${reportId}:${userId}:${expires}`;
  return {
    link(reportId, userId, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + LINK_MINUTES * 60;
      return { url: `/api/reports/${reportId}/file?expires=${expires}&signature=${signer.sign(signed(reportId, userId, expires))}`, expiresAt: new Date(expires * 1000) };
    },
    check(reportId, userId, expires, signature, now = new Date()) {
      if (!signer.verify(signed(reportId, userId, expires), signature)) return 'invalid';
      return expires * 1000 < now.getTime() ? 'expired' : 'ok';
    },
  };
}

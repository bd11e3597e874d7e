/**
 * The security headers of every answer (helmet): one Content-Security-Policy for the site,
 * nosniff, no framing, a referrer that stays on the origin, HSTS when the site is https.
 * docs/security.md, "Security headers", says what each is for.
 *
 * Every policy of the api is written here as directives and sent by helmet: the site's
 * (below, on every answer), an app page's (the site's plus its inline scripts' hashes,
 * webApps.ts) and the payment sandbox's stricter one (sandboxRoutes.ts). An inline script
 * or style is allowed by its hash (cspHash), never by 'unsafe-inline' for scripts.
 */
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '@app/core/config';
import { isHttps } from './session.js';

export type Directives = Record<string, string[]>;

/** The CSP source that allows exactly this inline script or style element. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** What the public site, the console, the queue board and the api's own pages need, and nothing else. */
export function siteDirectives(config: Pick<Config, 'PUBLIC_URL'>): Directives {
  const websocket = new URL(config.PUBLIC_URL);
  websocket.protocol = isHttps(config) ? 'wss:' : 'ws:';
  return {
    'default-src': ["'self'"],
    // The apps' own files; a page that has inline scripts adds their hashes (webApps.ts).
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // MUI and react-admin style through emotion, which writes <style> elements while the
    // app runs (and the public site's prerendered shells carry them in the HTML), and React
    // and the queue board set style attributes. A nonce would need each HTML answer made
    // per request (they are static builds) and still not cover style attributes, so styles
    // stay 'unsafe-inline': a style can change how a page looks, not run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for MUI's and the board's inline SVG backgrounds; blob: for react-admin's
    // previews of a picked file before it is uploaded.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // The api's calls and socket.io, whose websocket is named too: older browsers do not
    // count ws: to the same host as 'self'.
    'connect-src': ["'self'", websocket.origin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(isHttps(config) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Sends this Content-Security-Policy (in place of one set before). */
export function contentSecurityPolicy(directives: Directives): RequestHandler {
  return helmet.contentSecurityPolicy({ useDefaults: false, directives }) as RequestHandler;
}

// A year, helmet's default. Not includeSubDomains: the api does not know what else runs
// under its domain's parent, and a subdomain without https would become unreachable.
const HSTS_SECONDS = 365 * 24 * 60 * 60;

export function securityHeaders(config: Pick<Config, 'PUBLIC_URL'>): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: siteDirectives(config) },
    // Only a site reached over https may tell browsers to never use http again: on
    // http://localhost it would be ignored at best and lock the host out at worst.
    strictTransportSecurity: isHttps(config) ? { maxAge: HSTS_SECONDS, includeSubDomains: false } : false,
    // The browsers' default, said aloud: other sites learn the origin, never a path (which
    // may hold a booking reference or an e-mail address).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // For browsers before CSP's frame-ancestors.
    xFrameOptions: { action: 'deny' },
  }) as RequestHandler;
}

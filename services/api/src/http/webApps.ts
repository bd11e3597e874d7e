import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import { inlineScriptHashesOf } from './inlineScripts.js';
import { precompressed } from './precompressed.js';
import { contentSecurityPolicy, type Directives } from './securityHeaders.js';
import { sendFileUnder } from './sendFile.js';

// Serves the two built front ends from the api process, so one origin carries the pages,
// the session cookie and the calls (no CORS, no second server in production):
// web-public's dist at /, web-admin's dist at /admin/.

export interface WebAppsOptions {
  publicDist: string;
  adminDist: string;
  /** The site's Content-Security-Policy (securityHeaders.ts): a page's adds its inline scripts' hashes. */
  directives: Directives;
}

// Paths owned by the server. A browser deep link never starts with these, so an unknown
// path under them is a real 404 from the api, not a page of the app.
const SERVER_PREFIXES = ['/api', '/auth', '/admin-api', '/sanctum', '/healthz', '/readyz', '/metrics', '/socket.io'];

// Vite's content-hashed output: the name changes whenever the content does.
const HASHED_ASSETS_CACHE = 'public, max-age=31536000, immutable';
// index.html and unhashed files (favicon, robots.txt) must be revalidated on every load,
// or a browser keeps asking for hashed assets that a new release removed.
const REVALIDATE = 'no-cache';

function isUnder(urlPath: string, prefix: string): boolean {
  return urlPath === prefix || urlPath.startsWith(`${prefix}/`);
}

// "Has a file extension" means the last segment ends in a short alphanumeric extension.
// A plain extname test would take /booking-management/email=a@b.com&bookingId=7 (a route
// of the spec) for a file because of the dot in the e-mail.
function looksLikeFile(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

function isPageRequest(req: express.Request, excluded: readonly string[]): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const fullPath = req.baseUrl + req.path;
  if (excluded.some((prefix) => isUnder(fullPath, prefix))) return false;
  return !looksLikeFile(fullPath);
}

// A page the build drew a shell of (web-public/prerender.ts): dist/pages/<name>.html answers
// /<name>, so the browser paints that page's headings and placeholders before any script.
function prerenderedPage(dist: string, urlPath: string): string | undefined {
  const name = /^\/([a-z0-9-]+)\/?$/.exec(urlPath)?.[1];
  const file = name && path.join(dist, 'pages', `${name}.html`);
  return file && existsSync(file) ? file : undefined;
}

/** The site's policy with a page's inline scripts allowed by hash, one middleware per set of hashes. */
function pagePolicies(directives: Directives): (file: string) => express.RequestHandler {
  const made = new Map<string, express.RequestHandler>();
  return (file) => {
    const hashes = inlineScriptHashesOf(file);
    const key = hashes.join(' ');
    let policy = made.get(key);
    if (!policy) {
      policy = contentSecurityPolicy({ ...directives, 'script-src': [...(directives['script-src'] ?? []), ...hashes] });
      made.set(key, policy);
    }
    return policy;
  };
}

// An HTML page of the build, as the gzip copy the build wrote beside it when the browser accepts gzip.
function sendPage(req: express.Request, res: express.Response, next: express.NextFunction, dist: string, file: string): void {
  res.vary('Accept-Encoding');
  const gzipped = req.acceptsEncodings('gzip') && existsSync(`${file}.gz`);
  const headers = { 'Cache-Control': REVALIDATE, ...(gzipped ? { 'Content-Encoding': 'gzip', 'Content-Type': 'text/html; charset=utf-8' } : {}) };
  const relative = path.relative(dist, file);
  sendFileUnder(res, dist, gzipped ? `${relative}.gz` : relative, { headers }, (error) => {
    if (error) next(error);
  });
}

function webApp(distFolder: string, name: string, excluded: readonly string[], directives: Directives): express.Router {
  const router = express.Router();
  const policyOf = pagePolicies(directives);
  const dist = path.resolve(distFolder);
  const indexFile = path.join(dist, 'index.html');
  const assetsDir = path.join(dist, 'assets') + path.sep;

  // Checked per request rather than at mount time: building the front end while the api
  // runs makes it appear without a restart.
  router.use((req, res, next) => {
    if (existsSync(indexFile)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (excluded.some((prefix) => isUnder(req.baseUrl + req.path, prefix))) return next();
    res
      .status(503)
      .type('text/plain')
      .set('Cache-Control', 'no-store')
      .send(`The ${name} web app is not built yet. Run: npm run build --workspace ${name}\n`);
  });

  const cacheControl = (filePath: string) => (filePath.startsWith(assetsDir) ? HASHED_ASSETS_CACHE : REVALIDATE);
  router.use(precompressed(dist, cacheControl));
  router.use(
    express.static(dist, {
      index: false, // index.html goes through the fallback below, with its own headers
      redirect: false,
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', cacheControl(filePath));
      },
    }),
  );

  // History-mode routing: any page path of the app answers with its index.html (or the
  // page's prerendered shell) and the client router takes over.
  router.use((req, res, next) => {
    if (!isPageRequest(req, excluded)) return next();
    const file = prerenderedPage(dist, req.path) ?? indexFile;
    policyOf(file)(req, res, () => sendPage(req, res, next, dist, file));
  });

  return router;
}

/**
 * The spec's field-staff paths (§2). Their screens live in the console, so the bare paths
 * send the browser there, query kept: /manong -> /admin/manong. The console mounts each
 * screen only for holders of its role; the api refuses the calls of the others.
 */
export const CONSOLE_PATHS = ['/manong', '/manong-bookings', '/manong-incoming-bookings', '/manong-previous-bookings', '/assessors/home', '/assessor-bookings'];

export function mountWebApps(app: express.Express, options: WebAppsOptions): void {
  app.get(CONSOLE_PATHS, (req, res) => res.redirect(302, `/admin${req.originalUrl}`));
  // Mounted first: '/admin' matches /admin and /admin/..., never /admin-api.
  app.use('/admin', webApp(options.adminDist, 'web-admin', SERVER_PREFIXES, options.directives));
  // The public app must not answer for /admin paths the admin app passed on (a missing asset).
  app.use(webApp(options.publicDist, 'web-public', [...SERVER_PREFIXES, '/admin'], options.directives));
}

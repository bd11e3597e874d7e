/**
 * Issue 25 §2: every answer of the api carries the security headers (helmet,
 * services/api/src/http/securityHeaders.ts): the public site's and the console's pages, api
 * answers, error answers (404, 422, 500), a report download, the queue board and its fonts;
 * the payment sandbox's page its own stricter policy. HSTS only when PUBLIC_URL is https.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@app/core/logger';
import { createGateways } from '@app/core/payments/gateways';
import { errorHandler } from '../../services/api/src/http/problems.js';
import { inlineScriptHashes } from '../../services/api/src/http/inlineScripts.js';
import { securityHeaders } from '../../services/api/src/http/securityHeaders.js';
import { checkoutRequest } from '../../services/api/test/support/gateways.js';
import { getFile, postForFile } from '../../services/api/test/reports.support.js';
import { startStack, type TestClient, type TestStack } from '../../services/api/test/support/stack.js';
import { startReportWorker, type ReportWorker } from '../../services/worker/src/reports/startReportWorker.js';
import { ensureAdminBuild } from '../browser/support/adminServer.js';
import { ensurePublicBuild } from '../browser/support/publicServer.js';

const PUBLIC_URL = 'http://localhost:3000';

let stack: TestStack;
let admin: TestClient;
let worker: ReportWorker;

beforeAll(async () => {
  ensurePublicBuild();
  ensureAdminBuild();
  // This file's report jobs go to this file's worker only (test runs share one Redis).
  process.env.QUEUE_PREFIX = `test-headers-${randomBytes(4).toString('hex')}`;
  stack = await startStack({ PUBLIC_URL });
  worker = startReportWorker({ config: stack.config, pool: stack.db.pool, log: createLogger('headers-report-worker') });
  admin = (await stack.signedIn('administrator')).client;
}, 120_000);
afterAll(async () => {
  await worker?.close();
  await stack?.close();
});

type Headers = Record<string, string | undefined>;

/** The headers every answer carries, whatever it is. */
function expectBaseHeaders(headers: Headers, what: string): void {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security'], `${what}: no HSTS on http`).toBeUndefined();
  expect(headers['x-powered-by'], what).toBeUndefined();
}

/** The site's policy: scripts only from the site (and hashes), never inline by 'unsafe-inline'. */
function scriptSources(headers: Headers): string[] {
  const policy = headers['content-security-policy'] ?? '';
  return /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
}

describe('the site and the console', () => {
  it.each(['/services', '/book-services/aircon-cleaning', '/', '/admin/', '/admin/bookings'])(
    '%s: the page has every header, and exactly its inline scripts are allowed by hash',
    async (path) => {
      const res = await stack.client().get(path).set('Accept-Encoding', 'identity');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expectBaseHeaders(res.headers, path);
      expect(scriptSources(res.headers).sort()).toEqual(["'self'", ...inlineScriptHashes(res.text)].sort());
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['content-security-policy']).toContain("connect-src 'self' ws://localhost:3000");
    },
  );

  it('an api answer, a 404, a 422 and a report download carry them too', async () => {
    const answers = {
      'api answer': await stack.client().get('/api/payment-mode'),
      '404 under the api': await stack.client().get('/api/no-such-call'),
      '404 of a missing asset': await stack.client().get('/assets/no-such-file.js'),
      '422': await admin.get('/api/cities?search[a]=1'),
    };
    expect(answers['api answer'].status).toBe(200);
    expect(answers['404 under the api'].status).toBe(404);
    expect(answers['404 of a missing asset'].status).toBe(404);
    expect(answers['422'].status).toBe(422);
    for (const [what, res] of Object.entries(answers)) {
      expectBaseHeaders(res.headers, what);
      expect(scriptSources(res.headers), what).toEqual(["'self'"]);
    }

    const today = new Date().toISOString().slice(0, 10);
    const report = await postForFile(admin, '/api/reports/cities', { start: today, end: today });
    expect(report.status).toBe(200);
    expect(report.headers['content-type']).toMatch(/spreadsheetml/);
    expectBaseHeaders(report.headers, 'report download');
  }, 60_000);

  it('a 500 carries them (the error handler keeps what helmet set)', async () => {
    const app = express()
      .use(securityHeaders({ PUBLIC_URL }))
      .get('/boom', () => {
        throw new Error('boom');
      })
      .use(errorHandler(createLogger('headers-test')));
    const res = await request(app).get('/boom');
    expect(res.status).toBe(500);
    expectBaseHeaders(res.headers, '500');
  });
});

describe('the payment sandbox page', () => {
  it('has its own stricter policy (no script at all, its stylesheet by hash) and the other headers', async () => {
    const gateways = createGateways(stack.config, { pool: stack.db.pool });
    const { url } = await gateways.sandbox.createCheckout(checkoutRequest(PUBLIC_URL, randomUUID(), 1000_00));
    const res = await stack.client().get(new URL(url).pathname).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    const policy = res.headers['content-security-policy'] ?? '';
    expect(policy).toMatch(/^default-src 'none';form-action 'self'[^;]*;style-src 'sha256-[A-Za-z0-9+/=]+';frame-ancestors 'none';base-uri 'none'$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // Its address is the payment's key: not even the origin leaves as a referrer.
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('the queue board', () => {
  it('links its fonts from the api, not Google Fonts, and the fonts are served', async () => {
    const page = await admin.get('/admin/queues');
    expect(page.status).toBe(200);
    expectBaseHeaders(page.headers, 'queue board');
    expect(page.text).not.toContain('fonts.googleapis.com');
    const stylesheets = [...page.text.matchAll(/<link href="(fonts\/[^"]+\.css)" rel="stylesheet">/g)].map((m) => m[1]!);
    expect(stylesheets).toEqual(['fonts/ibm-plex-sans/400.css', 'fonts/ibm-plex-sans/500.css', 'fonts/ibm-plex-sans/600.css', 'fonts/ibm-plex-mono/400.css', 'fonts/ibm-plex-mono/500.css']);
    for (const sheet of stylesheets) {
      const css = await admin.get(`/admin/queues/${sheet}`);
      expect(css.status, sheet).toBe(200);
      expect(css.headers['content-type']).toMatch(/text\/css/);
      const font = /url\(\.\/(files\/[^)]+-latin-\d+-normal\.woff2)\)/.exec(css.text)?.[1];
      expect(font, sheet).toBeDefined();
      const file = await getFile(admin, `/admin/queues/${sheet.replace(/[^/]+$/, '')}${font}`);
      expect(file.status, font).toBe(200);
      expect((file.body as Buffer).subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    // Only fonts and their stylesheets: not the package's other files.
    expect((await admin.get('/admin/queues/fonts/ibm-plex-sans/package.json')).status).toBe(404);
    // Behind the board's own check, like the rest of it.
    expect((await stack.client().get('/admin/queues/fonts/ibm-plex-sans/400.css')).status).toBe(401);
  });
});

describe('HSTS', () => {
  let https: TestStack;
  beforeAll(async () => {
    https = await startStack({ PUBLIC_URL: 'https://booking.example.ph' });
  }, 120_000);
  afterAll(async () => {
    await https?.close();
  });

  it('is sent, for a year, when the public URL is https (and the policy upgrades insecure requests)', async () => {
    for (const path of ['/services', '/api/payment-mode', '/api/no-such-call']) {
      const res = await https.client().get(path);
      expect(res.headers['strict-transport-security'], path).toBe('max-age=31536000');
      expect(res.headers['content-security-policy'], path).toContain('upgrade-insecure-requests');
      expect(res.headers['content-security-policy'], path).toContain('wss://booking.example.ph');
    }
  });

  it('is not sent on http', async () => {
    const res = await stack.client().get('/services');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHash, siteDirectives } from './securityHeaders.js';
import { mountWebApps } from './webApps.js';

const directives = siteDirectives({ PUBLIC_URL: 'http://localhost:3000' });

// Two small dist folders shaped like Vite's output, and an app with one api route and
// the api's own 404 behind the web apps, as the real app mounts them.
let root: string;

function writeDist(folder: string, title: string, asset: string): void {
  mkdirSync(path.join(folder, 'assets'), { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(path.join(folder, 'assets', asset), `console.log(${JSON.stringify(title)});`);
  writeFileSync(path.join(folder, 'robots.txt'), 'User-agent: *\n');
}

function appWith(publicDist: string, adminDist: string): express.Express {
  const app = express();
  app.get('/api/ping', (_req, res) => res.json({ ok: true }));
  mountWebApps(app, { publicDist, adminDist, directives });
  app.use((_req, res) => res.status(404).json({ error: 'not_found' }));
  return app;
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'web-apps-'));
  writeDist(path.join(root, 'public'), 'public', 'index-abc123.js');
  writeDist(path.join(root, 'admin'), 'admin', 'index-def456.js');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('mountWebApps with both apps built', () => {
  const app = () => appWith(path.join(root, 'public'), path.join(root, 'admin'));

  it.each(['/', '/services', '/booking-management/email=a@b.com&bookingId=7', '/bookings/12/manongs'])(
    'answers %s with the public index.html, not cached',
    async (url) => {
      const res = await request(app()).get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<title>public</title>');
    },
  );

  it.each(['/admin', '/admin/', '/admin/cities/3/show'])('answers %s with the admin index.html', async (url) => {
    const res = await request(app()).get(url);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>admin</title>');
  });

  it.each(['/manong', '/manong-bookings', '/manong-incoming-bookings', '/manong-previous-bookings', '/assessors/home', '/assessor-bookings'])(
    'sends the spec path %s to its console screen',
    async (url) => {
      const res = await request(app()).get(`${url}?page=2`);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(`/admin${url}?page=2`);
      expect((await request(app()).get(`/admin${url}`)).text).toContain('<title>admin</title>');
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await request(app()).get('/admin/assets/index-def456.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves unhashed files with revalidation', async () => {
    const res = await request(app()).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/api/unknown', '/auth/nothing', '/admin-api/cities', '/healthz/x', '/assets/missing.js', '/admin/assets/missing.js'])(
    'leaves %s to the api (404 from the api, not index.html)',
    async (url) => {
      const res = await request(app()).get(url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found' });
    },
  );

  it('does not answer other methods with a page', async () => {
    const res = await request(app()).post('/services');
    expect(res.status).toBe(404);
  });

  it('lets api routes through', async () => {
    const res = await request(app()).get('/api/ping');
    expect(res.body).toEqual({ ok: true });
  });
});

// The shell's inline scripts (allowed by hash), and a data block and an external script (not inline scripts).
const LOADER = 'document.title="loaded"';
const SHELL_SCRIPTS = `<script type="application/json">{"a":1}</script><script type="module" src="/assets/app.js"></script><script>${LOADER}</script>`;

describe('mountWebApps with prerendered shells (web-public/prerender.ts)', () => {
  let dist: string;
  const app = () => appWith(dist, path.join(root, 'admin'));

  beforeAll(() => {
    dist = path.join(root, 'shells');
    writeDist(dist, 'any page', 'index-aaa111.js');
    mkdirSync(path.join(dist, 'pages'));
    writeFileSync(path.join(dist, 'pages', 'services.html'), `<!doctype html><title>services shell</title>${SHELL_SCRIPTS}`);
    writeFileSync(path.join(dist, 'pages', 'services.html.gz'), gzipSync('<!doctype html><title>services shell, gzip</title>'));
  });

  it.each(['/services', '/services/'])('answers %s with the page of its own', async (url) => {
    const res = await request(app()).get(url).set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<title>services shell</title>');
  });

  it("allows the page's inline scripts by their hashes and no other, in the site's policy", async () => {
    const page = await request(app()).get('/services');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${cspHash(LOADER)};`);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // index.html has no inline script: the site's policy as it is.
    const index = await request(app()).get('/work-orders');
    expect(index.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('sends the gzip copy to a browser that accepts gzip', async () => {
    const res = await request(app()).get('/services').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toContain('<title>services shell, gzip</title>');
  });

  it.each(['/work-orders', '/services/extra', '/book-services/aircon-cleaning', '/pages/services', '/Services'])(
    'answers %s, which has no page of its own, with index.html',
    async (url) => {
      const res = await request(app()).get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>any page</title>');
    },
  );
});

describe('mountWebApps with a web app not built', () => {
  const app = () => appWith(path.join(root, 'public'), path.join(root, 'no-such-admin-dist'));

  it('answers 503 with a plain message for the missing app', async () => {
    const res = await request(app()).get('/admin/bookings');
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toMatch(/web-admin web app is not built yet/);
  });

  it('still serves the app that is built', async () => {
    const res = await request(app()).get('/services');
    expect(res.status).toBe(200);
  });
});
